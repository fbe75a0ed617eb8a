import type { Rng } from '../prng';
import type { VocabKey } from '../data/vocab-keys';
import { BLUES_NICKNAMES, HIPHOP_PREFIXES, HIPHOP_STEMS, PLACES } from '../data/people';
import { COMMON_ADJS, COMMON_NOUNS, list } from '../data/words-types';
import { bankFor } from './banks';
import { cultureOf, personName } from './people';
import { plural } from '../text';

export interface ArtistName {
  name: string;
  /** The person's name when the act is a solo performer (used in songwriting credits). */
  person: string | null;
}

const PLURALS = list('Ramblers|Drifters|Wanderers|Satellites|Cardinals|Comets|Sparrows|Lanterns|Hollows|Outliers|Strangers|Ravens|Magnolias|Silhouettes|Foxes|Daydreamers|Wildflowers|Arrows|Heartbeats|Shadows|Mariners|Northerners|Pilots|Seasons|Falcons|Vandals|Revivals|Highwaymen|Peacemakers|Tides');
const JAZZ_GROUPS = list('Trio|Quartet|Quintet|Sextet|Group|Orchestra|Big Band|Ensemble|Septet');
const CLASSICAL_GROUPS = list('Symphony Orchestra|Chamber Orchestra|String Quartet|Piano Trio|Philharmonic|Baroque Ensemble|Consort|Chamber Players|Festival Orchestra|Sinfonia');
const SYLLABLES = list('ka|lo|ve|ra|mi|no|sa|ty|zu|el|an|or|is|ae|ko|ri|lu|va|ny|xo|qi|de|fe|ya');
const METAL_HEADS = list('Iron|Grave|Storm|Blood|Night|Frost|Doom|Ash|Bone|Void|Wolf|Steel|Raven|Skull|Dread|Hex');
const METAL_TAILS = list('wake|crown|forge|fall|born|spire|throne|hammer|reign|rot|veil|fang|maw|ward|helm|brand');
const SPANISH_GROUPS = list('Los Caminantes|Los Luceros|Los Gavilanes|Los Alegres|Los Tigres del Valle|Las Golondrinas|Los Trovadores|Los Centinelas|Los Rebeldes del Norte|Los Hermanos Quintero');

function compound(rng: Rng): string {
  let word = '';
  const n = rng.int(2, 3);
  for (let i = 0; i < n; i++) word += rng.pick(SYLLABLES);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function band(rng: Rng, vocab: VocabKey): string {
  const bank = bankFor(vocab);
  const r = rng.next();
  if (r < 0.4) return `The ${rng.pick([...bank.adjs, ...COMMON_ADJS])} ${rng.pick(PLURALS)}`;
  if (r < 0.7) return `${rng.pick([...bank.adjs, ...COMMON_ADJS])} ${rng.pick([...bank.nouns, ...COMMON_NOUNS])}`;
  return `The ${rng.pick(PLURALS)}`;
}

function person(rng: Rng, vocab: VocabKey): ArtistName {
  const name = personName(rng, cultureOf(vocab));
  return { name, person: name };
}

/** A plausible act name in the idiom of the genre; may repeat, so callers de-duplicate. */
export function artistName(rng: Rng, vocab: VocabKey): ArtistName {
  const r = rng.next();
  const group = (name: string): ArtistName => ({ name, person: null });
  switch (vocab) {
    case 'jazz':
      if (r < 0.45) return person(rng, vocab);
      return group(`${personName(rng, 'anglo')} ${rng.pick(JAZZ_GROUPS)}`);
    case 'classical': case 'baroque': case 'opera': case 'film':
      if (r < 0.5) return person(rng, 'classical');
      return group(`${rng.pick(PLACES)} ${rng.pick(CLASSICAL_GROUPS)}`);
    case 'piano': case 'ambient':
      if (r < 0.55) return person(rng, 'piano');
      if (r < 0.8) return group(compound(rng));
      return group(`${rng.pick(bankFor('ambient').adjs)} ${rng.pick(bankFor('ambient').nouns)}`);
    case 'electronic':
      if (r < 0.35) return group(compound(rng));
      if (r < 0.5) return group(`DJ ${compound(rng)}`);
      if (r < 0.8) return group(`${rng.pick(bankFor('electronic').adjs)} ${rng.pick(bankFor('electronic').nouns)}`);
      return person(rng, vocab);
    case 'hiphop':
      if (r < 0.55) return group(`${rng.pick(HIPHOP_PREFIXES)} ${rng.pick(HIPHOP_STEMS)}`);
      if (r < 0.75) return group(`${rng.pick(HIPHOP_STEMS)} ${compound(rng)}`);
      return person(rng, vocab);
    case 'blues':
      if (r < 0.45) {
        const name = personName(rng, 'anglo');
        return { name: `${rng.pick(BLUES_NICKNAMES)} ${name}`, person: name };
      }
      if (r < 0.8) return person(rng, vocab);
      return group(`${personName(rng, 'anglo')} Blues Band`);
    case 'metal':
      if (r < 0.6) return group(`${rng.pick(METAL_HEADS)}${rng.pick(METAL_TAILS)}`);
      return group(`${rng.pick(bankFor('metal').adjs)} ${rng.pick(bankFor('metal').nouns)}`);
    case 'latin':
      if (r < 0.6) return person(rng, vocab);
      if (r < 0.8) return group(rng.pick(SPANISH_GROUPS));
      return group(`${rng.pick(['Grupo', 'Orquesta', 'Banda', 'Conjunto'])} ${rng.pick(bankFor('latin').nouns)}`);
    case 'portuguese':
      if (r < 0.7) return person(rng, vocab);
      return group(`${rng.pick(['Trio', 'Quarteto', 'Conjunto', 'Grupo'])} ${rng.pick(bankFor('portuguese').nouns)}`);
    case 'reggae':
      if (r < 0.45) return person(rng, vocab);
      if (r < 0.65) return group(`${rng.pick(['Jah', 'Ranking', 'Sister', 'Brother', 'Prince', 'Sugar'])} ${rng.pick(HIPHOP_STEMS)}`);
      return group(`The ${rng.pick(bankFor('reggae').adjs)} ${rng.pick(PLURALS)}`);
    case 'world':
      if (r < 0.65) return person(rng, vocab);
      return group(`${rng.pick(bankFor('world').nouns)} ${rng.pick(['Ensemble', 'Collective', 'Orchestra', 'Project', 'Band'])}`);
    case 'kids':
      if (r < 0.4) return group(`${rng.pick(['Captain', 'Professor', 'Cousin', 'Farmer', 'Doctor'])} ${personName(rng, 'anglo').split(' ')[0]}`);
      return group(`The ${rng.pick(bankFor('kids').adjs)} ${plural(rng.pick(bankFor('kids').nouns))}`);
    case 'faith':
      if (r < 0.55) return person(rng, vocab);
      if (r < 0.8) return group(`${rng.pick(PLACES)} ${rng.pick(['Mass Choir', 'Worship', 'Gospel Singers', 'Praise Team'])}`);
      return group(`${rng.pick(bankFor('faith').adjs)} ${rng.pick(bankFor('faith').nouns)}`);
    case 'celtic':
      if (r < 0.5) return person(rng, vocab);
      return group(`The ${rng.pick(bankFor('celtic').adjs)} ${rng.pick(['Rovers', 'Pipers', 'Fiddlers', 'Tinkers', 'Ceilidh Band', 'Reelers'])}`);
    case 'country': case 'folk':
      if (r < 0.6) return person(rng, vocab);
      if (r < 0.75) {
        const name = personName(rng, 'anglo');
        return { name: `${name} & the ${rng.pick(PLURALS)}`, person: name };
      }
      return group(r < 0.85 ? `The ${rng.pick(PLACES)} ${rng.pick(PLURALS)}` : band(rng, vocab));
    default:
      if (r < 0.45) return person(rng, vocab);
      return group(band(rng, vocab));
  }
}
