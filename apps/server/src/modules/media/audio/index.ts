export type { AudioSource } from '@earshot/catalog/audio';
export { registerAudioRoutes, sendTrack } from './routes';
export { createAudioService, type AudioMetrics, type AudioService, type AudioServiceOptions } from './service';
