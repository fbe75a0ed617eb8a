/**
 * The dropdown's loader, a chunk of its own. SearchPanel shares modules with the search pages, so
 * its import names three files; imported from the first page load, each name would ship in its
 * preload map. Through this chunk the first load names one.
 */
export const loadSearchPanel = () => import('./SearchPanel').then((m) => m.SearchPanel);
