export * from './messages';
export * from './rules';
export * from './email';
export * from './sign-up';
export * from './return-path';
export * from './schemas';
export * from './endpoints';
export * from './links';
