export * from './audio';
export * from './store';
export * from './stream';
