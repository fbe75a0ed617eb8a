import type { Rng } from '../prng';
import type { VocabKey } from '../data/vocab-keys';
import { hashString } from '../prng';
import { list } from '../data/words-types';

const HEADS = list(`Blue Ember|Silver Lantern|Northbound|Brightline|Red Clay|Copper Kettle|Moonlit|Velvet Rope|Lowland|Open Road|
Paper Moon|Stone Circle|Cold Spring|Tall Pines|Half Moon|Wild Iris|Two Rivers|Yellow Door|Green Room|Backroom|Skyward|Heron|Magpie|
Black Cat|White Owl|Deep Well|Sunhouse|Tin Roof|Gravel Road|Corner Store|Cardinal|Juniper|Polaris|Cobalt|Amberline|Foxglove|
Lamplight|Driftwood|Hollow Oak|Kingfisher|Long Player|Needle Drop|Groove Yard|Brass Tack|Sidecar|Wavelength|Low Tide|Bluebird Hill`);
const SUFFIXES = list('Records|Recordings|Music|Sound|Audio|Discs|Music Group|Records|Records');
const CONCERT_SUFFIXES = list('Classics|Editions|Records|Masterworks|Recordings');
const ROMANCE_HEADS = list('Discos|Música|Estudio|Sello|Disquera');
const ROMANCE_TAILS = list('Sol|Luna|Mar|Alba|Caribe|Norte|Fuego|Cielo|Palma|Brisa|Coral|Aurora');

/** `count` distinct record-label names for one genre. */
export function labelNames(rng: Rng, vocab: VocabKey, count: number): string[] {
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 20; tries++) {
    if (vocab === 'latin' || vocab === 'portuguese') {
      out.add(`${rng.pick(ROMANCE_HEADS)} ${rng.pick(ROMANCE_TAILS)}`);
    } else if (vocab === 'classical' || vocab === 'baroque' || vocab === 'opera') {
      out.add(`${rng.pick(HEADS)} ${rng.pick(CONCERT_SUFFIXES)}`);
    } else {
      out.add(`${rng.pick(HEADS)} ${rng.pick(SUFFIXES)}`);
    }
  }
  return [...out];
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

const codeCache = new Map<string, string>();

/** Three-character ISRC registrant code, stable per label. */
export function registrantCode(label: string): string {
  const cached = codeCache.get(label);
  if (cached) return cached;
  let h = hashString(label);
  const letters = label.replace(/[^A-Za-z]/g, '').toUpperCase();
  let code = letters.charAt(0) || 'X';
  for (let i = 0; i < 2; i++) {
    code += CODE_CHARS.charAt(h % CODE_CHARS.length);
    h = Math.floor(h / CODE_CHARS.length);
  }
  codeCache.set(label, code);
  return code;
}
