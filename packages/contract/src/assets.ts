/** Where generated art is served; the web app and the server's presenters both build URLs here. */
export const ASSET_PATHS = {
  covers155: '/img/covers155/',
  tiles: '/img/tiles/',
  defaultTile: '/img/tiles/default.svg',
} as const;

/**
 * The id a channel goes by in addresses anyone may open (its page, its tile): a catalog channel's
 * legacy id, as the spec has it; a user channel's unguessable id, since its 9-digit legacy id
 * answers its owner alone (anyone else could find channels by counting).
 */
export function publicChannelRef(channel: { id: string; oldid: number; isUserChannel: boolean }): string {
  return channel.isUserChannel ? channel.id : String(channel.oldid);
}

/** `ref`: a channel's id, or a catalog channel's legacy id (publicChannelRef). */
export function tileImageUrl(ref: string | number): string {
  return `${ASSET_PATHS.tiles}${ref}.svg`;
}

/** An album's cdcover value: its extracted cover (`jpg`, `png`) when it was ingested with one, else its generated art. */
export function albumCoverFile(albumId: string, coverType: string | null): string {
  return `${albumId}.${coverType ?? 'svg'}`;
}

/** The spec: cover art loads from the covers155 path plus the album's cdcover value. */
export function coverUrl(cdcover: string): string {
  return `${ASSET_PATHS.covers155}${cdcover}`;
}

/** Generated art that also comes as a PNG, for link previews (most of them do not show SVG). */
const RASTER_ART = /^\/img\/(tiles|articles)\/[^/]+\.svg$/;

/** The image a link preview should show for a page whose art is `image`: the PNG rendition of generated art. */
export function shareImageUrl(image: string): string {
  return RASTER_ART.test(image) ? image.replace(/\.svg$/, '.png') : image;
}
