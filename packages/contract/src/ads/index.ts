export * from './schemas';
export * from './slots';
export * from './endpoints';
