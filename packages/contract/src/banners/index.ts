export * from './schemas';
export * from './show';
export * from './endpoints';
