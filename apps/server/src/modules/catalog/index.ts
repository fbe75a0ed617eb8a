export * from './read-models';
