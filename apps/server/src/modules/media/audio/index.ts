export type { AudioSource } from '@earshot/catalog/audio';
export { registerAudioRoutes, sendTrack } from './routes';
export { createAudioService, type AudioService, type AudioServiceOptions } from './service';
