export * from './limits';
export * from './messages';
export * from './format';
export * from './ids';
export * from './schemas';
export * from './assets';
export * from './copy';
export * from './accounts';
