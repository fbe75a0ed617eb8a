export * from './limits';
export * from './schemas';
export * from './search-text';
export * from './endpoints';
