export { charityArtFacts } from './season-of-sharing/repo';
