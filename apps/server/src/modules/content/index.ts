export { contentPageUrls, pageArtFacts } from './content-pages/repo';
export * from './curated';
