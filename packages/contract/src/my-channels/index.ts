export * from './limits';
export * from './schemas';
export * from './text';
export * from './endpoints';
