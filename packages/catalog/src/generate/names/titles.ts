import type { Rng } from '../prng';
import type { VocabKey } from '../data/vocab-keys';
import { COMMON_ADJS, COMMON_NOUNS, list } from '../data/words-types';
import { bankFor } from './banks';

const PREPOSITIONS = list('Under|Over|Into|Beyond|Across|Down by|After|Before|Through|Along|Far From|Back to');
const CONNECTORS = list('of|&|and the|in the');
const SUFFIXES: Partial<Record<VocabKey, string[]>> = {
  blues: list('Blues|Shuffle|Boogie|Stomp|Rag'),
  jazz: list('Blues|Waltz|Serenade|Bossa|Ballad|Strut'),
  country: list('Waltz|Song|Two-Step|Breakdown|Ballad'),
  folk: list('Song|Waltz|Lament|Lullaby|Ballad'),
  celtic: list('Reel|Jig|Hornpipe|Air|Lament|Slip Jig'),
  funk: list('Strut|Groove|Boogie|Shuffle|Jam'),
  electronic: list('Dub|Mix|Theory|Sequence|Protocol'),
  reggae: list('Dub|Skank|Riddim|Rock'),
  hiphop: list('Freestyle|Anthem|Interlude|Story|Flow'),
};
const SPANISH_NEUTRAL_ADJS = list('Dulce|Caliente|Tropical|Salvaje|Azul|Fugaz|Infiel|Gris');
const PORTUGUESE_NEUTRAL_ADJS = list('Doce|Azul|Tropical|Triste|Suave|Feliz|Leve');

function nounFrom(rng: Rng, vocab: VocabKey): string {
  const bank = bankFor(vocab);
  return rng.chance(0.65) ? rng.pick(bank.nouns) : rng.pick(COMMON_NOUNS);
}

function adjFrom(rng: Rng, vocab: VocabKey): string {
  const bank = bankFor(vocab);
  return rng.chance(0.7) ? rng.pick(bank.adjs) : rng.pick(COMMON_ADJS);
}

function romanceTitle(rng: Rng, vocab: 'latin' | 'portuguese'): string {
  const bank = bankFor(vocab);
  const r = rng.next();
  if (r < 0.45) return rng.pick(bank.phrases);
  const noun = rng.pick(bank.nouns);
  if (r < 0.65) return `${noun} ${rng.pick(vocab === 'latin' ? SPANISH_NEUTRAL_ADJS : PORTUGUESE_NEUTRAL_ADJS)}`;
  if (r < 0.85) {
    const other = rng.pick(bank.nouns);
    return other === noun ? noun : `${noun} de ${other.toLowerCase()}`;
  }
  return noun;
}

/** A song title in the idiom of the word bank (not for concert-hall flavours). */
export function songTitle(rng: Rng, vocab: VocabKey): string {
  if (vocab === 'latin' || vocab === 'portuguese') return romanceTitle(rng, vocab);
  const bank = bankFor(vocab);
  const r = rng.next();
  if (r < 0.34 && bank.phrases.length) return rng.pick(bank.phrases);
  if (r < 0.55) return `${adjFrom(rng, vocab)} ${nounFrom(rng, vocab)}`;
  if (r < 0.65) return nounFrom(rng, vocab);
  if (r < 0.72) return `The ${nounFrom(rng, vocab)}`;
  if (r < 0.8) {
    const a = nounFrom(rng, vocab);
    const b = nounFrom(rng, vocab);
    return a === b ? `${a} Song` : `${a} ${rng.pick(CONNECTORS)} ${b}`;
  }
  if (r < 0.9) return `${rng.pick(PREPOSITIONS)} the ${nounFrom(rng, vocab)}`;
  const suffixes = SUFFIXES[vocab] ?? list('Song|Parade|Lullaby|Anthem|Serenade');
  return `${nounFrom(rng, vocab)} ${rng.pick(suffixes)}`;
}

export interface AlbumContext {
  artist: string;
  /** Which of the artist's albums this is (0 = debut) and how many there are. */
  index: number;
  total: number;
  trackTitles: string[];
}

/** An album title; sometimes the title track, sometimes self-titled, late in a career a compilation. */
export function albumTitle(rng: Rng, vocab: VocabKey, ctx: AlbumContext): string {
  const bank = bankFor(vocab);
  const r = rng.next();
  if (ctx.total >= 3 && ctx.index === ctx.total - 1 && r < 0.3) {
    return rng.pick(['Greatest Hits', `The Best of ${ctx.artist}`, 'Anthology', 'Essentials', 'Collected']);
  }
  const titleTrack = ctx.trackTitles.length ? rng.pick(ctx.trackTitles) : nounFrom(rng, vocab);
  if (r < 0.3) return titleTrack;
  if (ctx.index === 0 && r < 0.42) return ctx.artist;
  if (vocab === 'latin' || vocab === 'portuguese') {
    return r < 0.7 ? romanceTitle(rng, vocab) : rng.pick(bank.albumWords);
  }
  if (r < 0.62) return `${adjFrom(rng, vocab)} ${nounFrom(rng, vocab)}`;
  if (r < 0.78) return `${nounFrom(rng, vocab)} ${rng.pick(bank.albumWords)}`;
  if (r < 0.86) return `${rng.pick(bank.albumWords)}, Vol. ${rng.int(1, 3)}`;
  return nounFrom(rng, vocab);
}
