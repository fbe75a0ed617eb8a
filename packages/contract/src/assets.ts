/** Where generated art is served; the web app and the server's presenters both build URLs here. */
export const ASSET_PATHS = {
  covers155: '/img/covers155/',
  tiles: '/img/tiles/',
  defaultTile: '/img/tiles/default.svg',
} as const;

export function tileImageUrl(oldid: number): string {
  return `${ASSET_PATHS.tiles}${oldid}.svg`;
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
