export * from './schemas';
export * from './show';
