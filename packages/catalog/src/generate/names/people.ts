import type { Rng } from '../prng';
import { FIRST_NAMES, LAST_NAMES, type Culture } from '../data/people';
import type { VocabKey } from '../data/vocab-keys';

export function cultureOf(vocab: VocabKey): Culture {
  switch (vocab) {
    case 'latin': return 'spanish';
    case 'portuguese': return 'portuguese';
    case 'classical': case 'baroque': case 'opera': return 'european';
    case 'world': return 'global';
    default: return 'anglo';
  }
}

export function personName(rng: Rng, culture: Culture): string {
  return `${rng.pick(FIRST_NAMES[culture])} ${rng.pick(LAST_NAMES[culture])}`;
}

export function surname(full: string): string {
  const parts = full.split(' ');
  return parts[parts.length - 1] ?? full;
}

/** Songwriting credit: one to three people, mostly from the artist's own culture. */
export function composerCredit(rng: Rng, culture: Culture, artistIsPerson: string | null): string {
  const names: string[] = [];
  if (artistIsPerson && rng.chance(0.55)) names.push(artistIsPerson);
  const extra = rng.int(names.length ? 0 : 1, 2);
  for (let i = 0; i < extra; i++) {
    const name = personName(rng, rng.chance(0.85) ? culture : 'anglo');
    if (!names.includes(name)) names.push(name);
  }
  return names.join(', ');
}
