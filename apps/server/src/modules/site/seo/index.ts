export { SeoRepo } from './repo';
export { registerSeoRoutes } from './routes';
