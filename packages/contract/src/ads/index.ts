export * from './schemas';
export * from './slots';
