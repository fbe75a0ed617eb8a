import type { SoundStyle } from '../../types';

/** Word banks for titles and artist names: the sound styles plus a few finer flavours. */
export type VocabKey =
  | Exclude<SoundStyle, 'christmas'>
  | 'baroque' | 'opera' | 'piano' | 'film' | 'faith' | 'celtic' | 'portuguese' | 'kids';
