import type { Rng } from '../prng';
import * as C from '../data/concert';
import { plural } from '../text';
import { bankFor } from './banks';
import { surname } from './people';

export type ConcertVocab = 'classical' | 'baroque' | 'opera' | 'piano' | 'film';

export interface TitledTrack { title: string; composer: string }
export interface Programme { title: string; tracks: TitledTrack[] }

export function isConcertVocab(v: string): v is ConcertVocab {
  return v === 'classical' || v === 'baroque' || v === 'opera' || v === 'piano' || v === 'film';
}

function opus(rng: Rng): string {
  return `Op. ${rng.int(2, 120)}`;
}

function multiMovement(rng: Rng, count: number, composer: string): Programme {
  const form = rng.pick(C.FORMS);
  const number = rng.int(1, 9);
  const work = `${form} No. ${number} in ${rng.pick(C.KEYS)}, ${opus(rng)}`;
  const tempos = rng.sample(C.TEMPOS, 4);
  const tracks: TitledTrack[] = [];
  for (let i = 0; i < count; i++) {
    if (i < 4) tracks.push({ title: `${work}: ${C.ROMAN[i]}. ${tempos[i]}`, composer });
    else tracks.push({ title: `${rng.pick(C.SHORT_PIECES)} in ${rng.pick(C.KEYS)}, ${opus(rng)}`, composer });
  }
  const title = rng.chance(0.5) ? `${surname(composer)}: ${form} No. ${number}` : `${surname(composer)}: ${plural(form)}`;
  return { title, tracks };
}

function shortPieces(rng: Rng, count: number, composers: string[]): Programme {
  const piece = rng.pick(C.SHORT_PIECES);
  const op = opus(rng);
  const tracks = Array.from({ length: count }, (_, i) => {
    const same = rng.chance(0.6);
    const name = same ? piece : rng.pick(C.SHORT_PIECES);
    return { title: `${name} in ${rng.pick(C.KEYS)}, ${same ? `${op}, No. ${i + 1}` : opus(rng)}`, composer: rng.pick(composers) };
  });
  const first = composers[0] ?? '';
  const bank = bankFor('classical');
  const title = rng.chance(0.5) ? `${surname(first)}: ${plural(piece)}` : `${rng.pick(bank.adjs)} ${rng.pick(bank.albumWords)}`;
  return { title, tracks };
}

function suite(rng: Rng, count: number, composer: string, baroque: boolean): Programme {
  if (baroque) {
    const form = rng.pick(C.BAROQUE_FORMS);
    const work = `${form} No. ${rng.int(1, 6)} in ${rng.pick(C.KEYS)}`;
    const moves = rng.sample(C.BAROQUE_MOVES, count);
    const tracks = Array.from({ length: count }, (_, i) => ({
      title: moves[i] && i < 6 ? `${work}: ${moves[i]}` : `${rng.pick(C.BAROQUE_SINGLES)} in ${rng.pick(C.KEYS)}`,
      composer,
    }));
    return { title: `${surname(composer)}: ${plural(form)}`, tracks };
  }
  const name = rng.pick(C.SUITES);
  const moves = rng.sample(C.SUITE_MOVES, count);
  const tracks = Array.from({ length: count }, (_, i) => ({ title: `${name}, ${opus(rng)}: ${moves[i] ?? rng.pick(C.SUITE_MOVES)}`, composer }));
  return { title: `${surname(composer)}: ${name}`, tracks };
}

function opera(rng: Rng, count: number, composer: string): Programme {
  const work = rng.pick(C.OPERA_TITLES);
  const tracks = Array.from({ length: count }, () => ({
    title: rng.chance(0.7) ? `“${rng.pick(C.ARIA_OPENINGS)} ${rng.pick(C.ARIA_ENDINGS)}” from ${work}` : `${work}: ${rng.pick(C.OPERA_PIECES)}`,
    composer,
  }));
  const title = rng.pick([`${work} (Highlights)`, 'Great Arias', 'Arias and Duets', `${surname(composer)}: Opera Scenes`, 'Bel Canto']);
  return { title, tracks };
}

/** An album of concert-hall music: the album title and each track's title and composer. */
export function concertProgramme(rng: Rng, vocab: ConcertVocab, count: number, composers: string[], performer: string | null): Programme {
  const composer = rng.pick(composers);
  switch (vocab) {
    case 'baroque':
      return suite(rng, count, composer, true);
    case 'opera':
      return opera(rng, count, composer);
    case 'film': {
      const film = rng.pick(C.FILM_WORDS);
      const author = performer && rng.chance(0.5) ? performer : composer;
      const cues = rng.sample(C.FILM_CUES, count);
      const tracks = Array.from({ length: count }, (_, i) => ({ title: cues[i] ?? `${film} Suite`, composer: author }));
      return { title: `${film} (Original Motion Picture Soundtrack)`, tracks };
    }
    case 'piano':
      if (rng.chance(0.55)) {
        const author = performer ?? composer;
        const tracks = rng.sample(C.PIANO_TITLES, count).map((title) => ({ title, composer: author }));
        return { title: rng.pick(tracks).title, tracks };
      }
      return shortPieces(rng, count, rng.sample(composers, 2));
    default: {
      const r = rng.next();
      if (r < 0.4) return multiMovement(rng, count, composer);
      if (r < 0.75) return shortPieces(rng, count, rng.sample(composers, rng.int(1, 2)));
      return suite(rng, count, composer, false);
    }
  }
}
