export { SAMPLE_RATE, type AudioSource, type StereoBlock } from './audio-source';
export { SYNTH_VERSION, TrackSynth } from './synth';
export { encodeMp3, MP3_KBPS, mp3Size, TrackEncoder } from './mp3';
export { AUDIO_WORKER_URL, type AudioWorkerData, type WorkerReply, type WorkerRequest } from './worker-protocol';
