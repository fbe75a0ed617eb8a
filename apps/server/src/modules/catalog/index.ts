export * from './read-models';
export * from './search-facts';
export * from './curated';
