export * from './paths';
export * from './messages';
export * from './player-text';
export * from './filters';
export * from './schemas';
