export { contentPageUrls, pageArtFacts } from './content-pages/repo';
