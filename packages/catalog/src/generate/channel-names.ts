import type { Rng } from './prng';
import type { GenreDef } from './data/genre-def';
import type { VocabKey } from './data/vocab-keys';
import { NAME_TEMPLATES, type NameTemplate } from './data/channel-names';
import { CHRISTMAS_NAME_TEMPLATES, type ChristmasFlavour } from './data/christmas';

export interface ChannelName {
  name: string;
  template: NameTemplate | null;
  era: string | null;
}

const DECADES: Array<[string, number]> = [['50s', 1950], ['60s', 1960], ['70s', 1970], ['80s', 1980], ['90s', 1990], ['2000s', 2000], ['2010s', 2010]];

/** Decades a genre spans by at least five years. */
export function erasOf(years: [number, number]): string[] {
  return DECADES.filter(([, start]) => Math.min(years[1], start + 9) - Math.max(years[0], start) >= 4).map(([label]) => label);
}

function literalWords(pattern: string): string[] {
  return pattern.replace(/\{[A-Z]\}/g, ' ').split(/\s+/).filter(Boolean).map((w) => w.toLowerCase());
}

function fits(t: NameTemplate, def: GenreDef, core: string): boolean {
  if (!t.energies.includes(def.energy)) return false;
  if (t.adult && def.vocab === 'kids') return false;
  if (t.skip?.includes(def.vocab ?? (def.style as VocabKey))) return false;
  if (t.needsOld && def.years[0] >= 1990) return false;
  if (t.needsNew && def.years[1] < 2005) return false;
  if (t.pattern.includes('{E}') && /\d/.test(core)) return false;
  const coreWords = core.toLowerCase().split(/\s+/);
  return !literalWords(t.pattern).some((w) => coreWords.includes(w));
}

function claim(used: Set<string>, name: string): boolean {
  const key = name.toLowerCase();
  if (used.has(key)) return false;
  used.add(key);
  return true;
}

/** `count` channel names for a genre, unique across the catalog (`used` holds lower-cased names). */
export function nameGenreChannels(rng: Rng, def: GenreDef, count: number, used: Set<string>): ChannelName[] {
  const out: ChannelName[] = [];
  for (const name of rng.shuffle(def.specials)) {
    if (out.length >= count) return out;
    if (claim(used, name)) out.push({ name, template: null, era: null });
  }
  const eras = erasOf(def.years);
  for (let tries = 0; out.length < count && tries < count * 200; tries++) {
    const core = rng.weighted(def.cores, (c) => (c === def.cores[0] ? 3 : 1.5));
    const template = rng.pick(NAME_TEMPLATES);
    if (!fits(template, def, core)) continue;
    const era = template.pattern.includes('{E}') ? (eras.length ? rng.pick(eras) : null) : null;
    if (template.pattern.includes('{E}') && !era) continue;
    const name = template.pattern.replace('{C}', core).replace('{E}', era ?? '');
    if (claim(used, name)) out.push({ name, template, era });
  }
  for (let n = 2; out.length < count; n++) {
    const name = `${def.cores[0]} Mix ${n}`;
    if (claim(used, name)) out.push({ name, template: null, era: null });
  }
  return out;
}

export function nameChristmasChannels(rng: Rng, flavour: ChristmasFlavour, count: number, used: Set<string>): ChannelName[] {
  const out: ChannelName[] = [];
  for (const name of rng.shuffle(flavour.specials)) {
    if (out.length >= count) return out;
    if (claim(used, name)) out.push({ name, template: null, era: null });
  }
  for (const pattern of rng.shuffle(CHRISTMAS_NAME_TEMPLATES)) {
    if (out.length >= count) break;
    const name = pattern.replace('{L}', flavour.label);
    if (claim(used, name)) out.push({ name, template: null, era: null });
  }
  for (let n = 2; out.length < count; n++) {
    const name = `${flavour.label} Christmas ${n}`;
    if (claim(used, name)) out.push({ name, template: null, era: null });
  }
  return out;
}
