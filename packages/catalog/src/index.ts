export * from './types';
export { generateCatalog } from './generate/catalog';
export { STATION_ARTIST, SWEEPER_TITLE } from './generate/station';
export { buildPages } from './generate/pages';
export { hexId, uuidFor } from './generate/ids';
