export * from './limits';
export * from './paths';
export * from './schemas';
export * from './text';
export * from './endpoints';
