import type { Channel, MoodKind, MoodPage } from '@earshot/contract';
import type { MoodGroupChannelRecord, MoodGroupRecord } from './repo';

/** A mood page: each group with its channels in order; a group none of whose channels is listed is left out. */
export function presentMoodPage(
  kind: MoodKind,
  groups: MoodGroupRecord[],
  rows: MoodGroupChannelRecord[],
  channels: Channel[],
): MoodPage {
  const byId = new Map(channels.map((c) => [c._id.$oid, c]));
  const channelsOf = (groupId: string) =>
    rows.flatMap((row) => {
      const channel = row.group_id === groupId ? byId.get(row.channel_id) : undefined;
      return channel ? [channel] : [];
    });
  return {
    kind,
    groups: groups
      .map((group) => ({ name: group.name, param: group.param, description: group.description || null, channels: channelsOf(group.id) }))
      .filter((group) => group.channels.length > 0),
  };
}
