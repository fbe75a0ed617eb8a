export * from './paths';
export * from './messages';
export * from './filters';
export * from './schemas';
