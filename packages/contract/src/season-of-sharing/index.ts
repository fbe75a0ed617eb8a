export * from './schemas';
export * from './text';
export * from './write-in';
export * from './endpoints';
