import type { HomeSectionChannelRow, HomeSectionRow, MoodGroupChannelRow, MoodGroupRow } from '../types';
import type { ChannelPlan } from './channels';
import { HOLIDAY_GROUPS, HOME_SECTIONS, WORKDAY_GROUPS, type MoodDef, type SectionDef } from './data/home';
import { hexId } from './ids';
import { Rng } from './prng';

function pickSection(rng: Rng, def: SectionDef, plans: ChannelPlan[]): ChannelPlan[] {
  const want = rng.int(def.size[0], def.size[1]);
  if (def.pick === 'popular') return plans.slice().sort((a, b) => b.row.popularity - a.row.popularity).slice(0, want);
  if (def.pick === 'newest') return plans.slice().sort((a, b) => b.row.created_at - a.row.created_at).slice(0, want);
  const genres = def.pick === 'random' ? null : new Set(def.pick);
  let pool = genres ? plans.filter((p) => genres.has(p.genreName)) : plans;
  if (pool.length < Math.min(want, 3) && def.energy) {
    const energies = def.energy;
    pool = [...pool, ...plans.filter((p) => !pool.includes(p) && energies.includes(p.energy))];
  }
  return pool
    .map((p) => ({ p, score: p.row.popularity * rng.range(0.2, 1) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, want)
    .map((x) => x.p);
}

export function buildHomeSections(plans: ChannelPlan[]): { sections: HomeSectionRow[]; rows: HomeSectionChannelRow[] } {
  const rng = new Rng('home-sections');
  const regular = plans.filter((p) => !p.pool.christmas);
  const sections: HomeSectionRow[] = [];
  const rows: HomeSectionChannelRow[] = [];
  HOME_SECTIONS.forEach((def, i) => {
    const id = hexId('section', def.param);
    sections.push({ id, param: def.param, name: def.name, sort: i + 1 });
    pickSection(rng, def, regular).forEach((p, position) => {
      rows.push({ section_id: id, channel_id: p.row.id, position });
    });
  });
  return { sections, rows };
}

function pickGroup(rng: Rng, candidates: ChannelPlan[], used: Set<string>, want: number): ChannelPlan[] {
  // Prefer channels no other group of the page has shown yet.
  const ranked = rng.shuffle(candidates).sort((a, b) => Number(used.has(a.row.id)) - Number(used.has(b.row.id)));
  const chosen = ranked.slice(0, want);
  for (const p of chosen) used.add(p.row.id);
  return chosen.sort((a, b) => b.row.popularity - a.row.popularity);
}

/** The spec's mood groups hold 8 to 16 channels when the catalog is big enough. */
const GROUP_MIN = 8;

export function buildMoodGroups(plans: ChannelPlan[]): { groups: MoodGroupRow[]; rows: MoodGroupChannelRow[] } {
  const rng = new Rng('mood-groups');
  const groups: MoodGroupRow[] = [];
  const rows: MoodGroupChannelRow[] = [];
  const build = (kind: 'workday' | 'holiday', defs: MoodDef[], match: (def: MoodDef, p: ChannelPlan) => boolean): void => {
    const used = new Set<string>();
    defs.forEach((def, i) => {
      const id = hexId('mood', `${kind}:${def.param}`);
      groups.push({ id, kind, param: def.param, name: def.name, description: def.description, sort: i + 1 });
      let candidates = plans.filter((p) => match(def, p));
      // Small catalogs may lack a group's genres; never leave a group empty.
      const want = rng.int(GROUP_MIN, 16);
      if (candidates.length < GROUP_MIN) {
        // Thin groups borrow channels of the same season, unseen ones first.
        const season = plans.filter((p) => p.pool.christmas === (kind === 'holiday') && !candidates.includes(p));
        const borrowed = rng.shuffle(season).sort((a, b) => Number(used.has(a.row.id)) - Number(used.has(b.row.id)));
        candidates = [...candidates, ...borrowed.slice(0, GROUP_MIN - candidates.length)];
      }
      const chosen = pickGroup(rng, candidates, used, want);
      chosen.forEach((p, position) => {
        rows.push({ group_id: id, channel_id: p.row.id, position });
      });
    });
  };
  build('workday', WORKDAY_GROUPS, (def, p) => !p.pool.christmas && def.picks.includes(p.genreName));
  build('holiday', HOLIDAY_GROUPS, (def, p) => p.pool.christmas && def.picks.some((k) => p.pool.key === `christmas-${k}`));
  return { groups, rows };
}
