export * from './endpoints';
export * from './limits';
export * from './schemas';
export * from './text';
