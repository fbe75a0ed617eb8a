export * from './endpoints';
export * from './limits';
export * from './messages';
export * from './paths';
export * from './schemas';
