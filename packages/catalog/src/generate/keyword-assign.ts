import type { KeywordRow } from '../types';
import type { ChannelPlan } from './channels';
import { NAME_TEMPLATES } from './data/channel-names';
import { ACTIVITY_KEYWORDS, CHRISTMAS_KEYWORDS, MOOD_KEYWORDS } from './data/keywords';
import { erasOf } from './channel-names';
import { Rng } from './prng';

/** A keyword should lead to a handful of channels, not one. */
export const KEYWORD_MIN_CHANNELS = 3;

function choices(rng: Rng, plan: ChannelPlan): { chosen: string[]; eligible: string[] } {
  if (plan.pool.christmas) {
    const label = (plan.pool.flavourLabel ?? '').toLowerCase();
    const extra = rng.sample(CHRISTMAS_KEYWORDS.slice(1), rng.int(2, 4));
    const chosen = ['christmas', label, ...extra, rng.pick(MOOD_KEYWORDS.calm)];
    return { chosen, eligible: [...CHRISTMAS_KEYWORDS, label] };
  }
  const eras = plan.era ? [plan.era] : erasOf(plan.pool.years);
  const moods = MOOD_KEYWORDS[plan.energy];
  const activities = ACTIVITY_KEYWORDS[plan.energy];
  const chosen = [
    ...rng.sample(plan.tags, rng.int(2, 4)),
    ...(plan.template?.keywords ?? []),
    ...(plan.era ? [plan.era] : rng.chance(0.4) && eras.length ? [rng.pick(eras)] : []),
    ...rng.sample(moods, rng.int(1, 2)),
    ...(rng.chance(0.6) ? [rng.pick(activities)] : []),
  ];
  const fromTemplates = NAME_TEMPLATES.filter((t) => t.energies.includes(plan.energy)).flatMap((t) => t.keywords);
  return { chosen, eligible: [...plan.tags, ...eras, ...moods, ...activities, ...fromTemplates] };
}

/** Tags every channel with genre, era, mood and activity keywords, then tops up rare keywords. */
export function assignKeywords(plans: ChannelPlan[]): KeywordRow[] {
  const rng = new Rng('keywords');
  const byKeyword = new Map<string, Set<string>>();
  const eligible = new Map<string, string[]>();
  const add = (keyword: string, channelId: string): void => {
    if (!keyword) return;
    let set = byKeyword.get(keyword);
    if (!set) {
      set = new Set();
      byKeyword.set(keyword, set);
    }
    set.add(channelId);
  };
  for (const plan of plans) {
    const { chosen, eligible: could } = choices(rng, plan);
    for (const k of chosen) add(k, plan.row.id);
    for (const k of could) {
      const list = eligible.get(k);
      if (list) list.push(plan.row.id);
      else eligible.set(k, [plan.row.id]);
    }
  }
  for (const [keyword, channels] of byKeyword) {
    if (channels.size >= KEYWORD_MIN_CHANNELS) continue;
    const pool = rng.shuffle(eligible.get(keyword) ?? []);
    for (const id of pool) {
      if (channels.size >= KEYWORD_MIN_CHANNELS) break;
      channels.add(id);
    }
  }
  const rows: KeywordRow[] = [];
  const keywords = [...byKeyword.keys()].sort();
  for (const keyword of keywords) {
    for (const channel_id of byKeyword.get(keyword) ?? []) rows.push({ keyword, channel_id });
  }
  return rows;
}
