import type { VocabKey } from '../data/vocab-keys';
import { GROOVE_BANKS } from '../data/words-groove';
import { SONG_BANKS } from '../data/words-song';
import { list, type WordBank } from '../data/words-types';

/** Concert-hall flavours title their tracks from forms and keys; these banks only serve album and band names. */
const CONCERT_BANK: WordBank = {
  nouns: list('Reverie|Serenade|Nocturne|Pastorale|Elegy|Aubade|Romance|Cathedral|Garden|Horizon|Twilight|Journey|Voyage|Seasons'),
  adjs: list('Romantic|Golden|Pastoral|Noble|Autumn|Sacred|Radiant|Gentle|Northern|Silent|Eternal|Moonlit'),
  phrases: [],
  albumWords: list('Masterworks|Favorites|Collection|Portraits|Recital|Reflections|Essentials|Treasures'),
};

const BANKS: Record<VocabKey, WordBank> = {
  ...SONG_BANKS,
  ...GROOVE_BANKS,
  classical: CONCERT_BANK,
  baroque: CONCERT_BANK,
  opera: CONCERT_BANK,
  piano: { ...CONCERT_BANK, nouns: GROOVE_BANKS.ambient.nouns, adjs: GROOVE_BANKS.ambient.adjs },
  film: CONCERT_BANK,
};

export function bankFor(vocab: VocabKey): WordBank {
  return BANKS[vocab];
}
