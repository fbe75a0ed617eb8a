export * from './audio';
export * from './store';
