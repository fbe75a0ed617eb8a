export * from './types';
export { generateCatalog } from './generate/catalog';
export { HOUSE_SPOT_AUDIENCES, STATION_ARTIST, SWEEPER_TITLE } from './generate/station';
export { buildPages } from './generate/pages';
export { hexId, uuidFor } from './generate/ids';
