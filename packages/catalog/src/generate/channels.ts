import type { ChannelRow } from '../types';
import type { Energy } from './data/genre-def';
import type { NameTemplate } from './data/channel-names';
import type { GenrePlan } from './genres';
import type { Pool } from './model';
import { LIMITS } from '@earshot/contract';
import { nameChristmasChannels, nameGenreChannels, type ChannelName } from './channel-names';
import { hexId, uuidFor } from './ids';
import { Rng } from './prng';

/** A channel row plus what later steps (descriptions, keywords, brands) need to know about it. */
export interface ChannelPlan {
  row: ChannelRow;
  pool: Pool;
  template: NameTemplate | null;
  era: string | null;
  energy: Energy;
  sound: string[];
  /** The genre as it reads in running text ('smooth jazz'). */
  noun: string;
  tags: string[];
  genreName: string;
  /** Artist ids by number of songs on the channel, most first; filled when tracks are assigned. */
  topArtists: string[];
}

const DAY = 86_400_000;
export const CATALOG_START = Date.UTC(2021, 0, 1);
/** Newest channels launch in the last days before this instant. */
export const CATALOG_NOW = Date.UTC(2026, 0, 1);

const PROPER = new Set(['latin', 'celtic', 'brazilian', 'african', 'christian', 'irish', 'broadway', 'motown', 'mexican', 'regional', 'christmas', 'american', 'americana']);

/** 'Smooth Jazz' → 'smooth jazz', but 'R&B', 'EDM', 'Celtic' and '80s' keep their shape. */
export function runningText(name: string): string {
  return name
    .split(' ')
    .map((w) => (PROPER.has(w.toLowerCase()) || w.includes('&') || /^[A-Z]{2,}$/.test(w) || /\d/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

function createdAt(rng: Rng, christmas: boolean): number {
  if (christmas) {
    // Holiday channels launch in the run-up to a Christmas.
    const year = rng.int(2021, 2025);
    return Date.UTC(year, 10, 1) + rng.int(0, 50 * DAY - 1);
  }
  if (rng.chance(0.025)) return CATALOG_NOW - rng.int(1, 7 * DAY);
  const span = CATALOG_NOW - 14 * DAY - CATALOG_START;
  return CATALOG_START + Math.floor(span * rng.next() ** 0.85);
}

function plan(rng: Rng, pool: Pool, named: ChannelName, index: number, fields: Omit<ChannelPlan, 'row' | 'pool' | 'template' | 'era' | 'topArtists'>, weight: number): ChannelPlan {
  const id = hexId('channel', `${pool.key}:${index}:${named.name}`);
  const row: ChannelRow = {
    id, oldid: 0, channel_uuid: uuidFor(id), name: named.name, description: '',
    genre_id: pool.genre.id, brand_id: null, christmas: pool.christmas ? 1 : 0, five_star: 0,
    popularity: Math.round(weight * Math.exp(rng.normal(0, 0.9, -3, 3)) * 1000 * (named.template ? 1 : 1.3)),
    created_at: createdAt(rng, pool.christmas), art_seed: rng.seed31(), featured_artist_id: null,
  };
  return { row, pool, template: named.template, era: named.era, topArtists: [], ...fields };
}

/** Names every curated channel, dates it and numbers it (oldids rise with launch date). */
export function planChannels(genres: GenrePlan): ChannelPlan[] {
  const rng = new Rng('channels');
  const used = new Set<string>(['five-star radio']);
  const plans: ChannelPlan[] = [];
  for (const pool of genres.pools) {
    const def = genres.defByPool.get(pool.key);
    const flavour = genres.flavourByPool.get(pool.key);
    if (def) {
      const names = nameGenreChannels(rng, def, pool.channelCount, used);
      names.forEach((named, i) => {
        plans.push(plan(rng, pool, named, i, {
          energy: def.energy, sound: def.sound, noun: runningText(def.name), tags: def.tags, genreName: def.name,
        }, def.weight));
      });
    } else if (flavour) {
      const names = nameChristmasChannels(rng, flavour, pool.channelCount, used);
      names.forEach((named, i) => {
        plans.push(plan(rng, pool, named, i, {
          energy: 'mid', sound: flavour.sound, noun: `${runningText(flavour.label)} Christmas music`, tags: [], genreName: 'Christmas',
        }, flavour.weight * 0.8));
      });
    }
  }
  assignOldIds(rng, plans);
  return plans;
}

function assignOldIds(rng: Rng, plans: ChannelPlan[]): void {
  const byAge = plans.slice().sort((a, b) => a.row.created_at - b.row.created_at || (a.row.id < b.row.id ? -1 : 1));
  let next = 1000;
  for (const p of byAge) {
    if (next === LIMITS.fiveStarOldId) next++;
    p.row.oldid = next;
    next += rng.int(1, 7);
  }
}
