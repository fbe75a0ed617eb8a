export type { AudioSource } from '@earshot/catalog/audio';
export { registerAudioRoutes } from './routes';
export { createAudioService, type AudioService, type AudioServiceOptions } from './service';
