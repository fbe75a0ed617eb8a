export { charityArtFacts } from './season-of-sharing/repo';
export * from './curated';
