export * from './limits';
export * from './schemas';
export * from './endpoints';
