import type { ArtistRow } from '../types';
import type { ChannelPlan } from './channels';
import { CLOSINGS, SPECIAL_INTROS } from './data/channel-names';
import { Rng } from './prng';
import { capitalize, joinList } from './text';

export const DESCRIPTION_MIN = 60;
export const DESCRIPTION_MAX = 200;

function intro(rng: Rng, plan: ChannelPlan): string {
  const pattern = plan.template?.intro ?? rng.pick(SPECIAL_INTROS);
  return capitalize(pattern.replace('{n}', plan.noun).replace('{E}', plan.era ?? ''));
}

/**
 * A 60–200 character blurb: what the channel is, what it sounds like, who is on it.
 * `topArtists` are the channel's best-represented artists.
 */
export function describeChannel(plan: ChannelPlan, topArtists: ArtistRow[]): string {
  const rng = new Rng(`description:${plan.row.id}`);
  const sounds = rng.sample(plan.sound, rng.int(1, 2));
  const opening = rng.chance(0.5) ? `${intro(rng, plan)}, with ${joinList(sounds)}.` : `${intro(rng, plan)}.`;
  const names = topArtists.slice(0, rng.int(2, 3)).map((a) => a.name);
  const featuring = names.length >= 2 ? rng.pick([`Featuring ${joinList(names)}.`, `With ${names.join(', ')} and more.`]) : '';
  const closing = rng.pick(CLOSINGS);
  const variants = rng.shuffle([
    [opening, featuring, closing],
    [opening, featuring],
    [opening, closing],
    [opening],
  ]);
  for (const parts of variants) {
    const text = parts.filter(Boolean).join(' ');
    if (text.length >= DESCRIPTION_MIN && text.length <= DESCRIPTION_MAX) return text;
  }
  // Every variant was out of range: pad with closings, then trim at a word.
  let text = opening;
  for (const extra of rng.shuffle(CLOSINGS)) {
    if (text.length >= DESCRIPTION_MIN) break;
    text = `${text} ${extra}`;
  }
  if (text.length <= DESCRIPTION_MAX) return text;
  return `${text.slice(0, DESCRIPTION_MAX - 3).replace(/\s+\S*$/, '')}...`;
}
