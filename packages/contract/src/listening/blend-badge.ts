// What a channel tile needs to show a blend as one. The first page load renders tiles, so this
// module holds nothing else: the rest of blends.ts is for lazily loaded code only.

/** Whether a channel plays a mix of several (001 section 3: more than one added channel name). */
export const isBlend = (channel: { added_channels_names: readonly string[] }) => channel.added_channels_names.length > 1;

/** The badge on a blend's tile, in the player and on its pages. */
export const BLEND_BADGE = 'Blend';
