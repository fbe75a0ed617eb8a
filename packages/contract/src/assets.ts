/** Where generated art is served; the web app and the server's presenters both build URLs here. */
export const ASSET_PATHS = {
  covers155: '/img/covers155/',
  tiles: '/img/tiles/',
  defaultTile: '/img/tiles/default.svg',
} as const;

export function tileImageUrl(oldid: number): string {
  return `${ASSET_PATHS.tiles}${oldid}.svg`;
}

/** The spec: cover art loads from the covers155 path plus the album's cdcover value. */
export function coverUrl(cdcover: string): string {
  return `${ASSET_PATHS.covers155}${cdcover}`;
}
