import { CHRISTMAS_GENRE_PARAM } from '@earshot/contract';
import type { CatalogSize, GenreRow } from '../types';
import type { GenreDef } from './data/genre-def';
import type { Pool } from './model';
import { GROOVE_GENRES } from './data/genres-groove';
import { CALM_GENRES } from './data/genres-calm';
import { ROCK_POP_GENRES } from './data/genres-rock-pop';
import { ROOTS_GENRES } from './data/genres-roots';
import { CHRISTMAS_FLAVOURS, type ChristmasFlavour } from './data/christmas';
import { apportionClustered } from './allocate';
import { hexId } from './ids';
import { slugify } from './text';

export const GENRE_DEFS: GenreDef[] = [...GROOVE_GENRES, ...CALM_GENRES, ...ROCK_POP_GENRES, ...ROOTS_GENRES];

export const CHRISTMAS_DEF = {
  name: 'Christmas',
  param: CHRISTMAS_GENRE_PARAM,
  blurb: 'Carols, crooners and Christmas classics in every style: over a hundred holiday channels, from jazz and country to choirs and kids’ sing-alongs.',
};

/** Older idioms record their Christmas albums earlier. */
const FLAVOUR_YEARS: Record<string, [number, number]> = {
  classic: [1950, 1975], oldies: [1955, 1972], bigband: [1950, 1970], lounge: [1956, 1975], pop: [1980, 2025], kids: [1980, 2025],
};

export interface GenrePlan {
  genres: GenreRow[];
  pools: Pool[];
  defByPool: Map<string, GenreDef>;
  flavourByPool: Map<string, ChristmasFlavour>;
}

export function paramOf(def: { name: string; param?: string }): string {
  return def.param ?? slugify(def.name);
}

export function christmasChannelCount(size: CatalogSize): number {
  return Math.max(1, Math.round(size.channels * 0.115));
}

function genreRow(name: string, param: string, blurb: string, style: GenreRow['style']): GenreRow {
  const first = blurb.split(/(?<=\.)\s/)[0] ?? blurb;
  const meta = `Listen to free ${name} radio on Earshot. ${first}`;
  return {
    id: hexId('genre', param), param, name, description: blurb,
    meta_description: meta.length > 160 ? `${meta.slice(0, 157).trimEnd()}...` : meta, sort: 0, style,
  };
}

/** Decides which genres and Christmas flavours exist at this size and how many channels each gets. */
export function planGenres(size: CatalogSize): GenrePlan {
  const xmas = christmasChannelCount(size);
  const genreCounts = apportionClustered(GENRE_DEFS.map((g) => g.weight), size.channels - xmas, 3);
  const flavourCounts = apportionClustered(CHRISTMAS_FLAVOURS.map((f) => f.weight), xmas, 3);
  const pools: Pool[] = [];
  const defByPool = new Map<string, GenreDef>();
  const flavourByPool = new Map<string, ChristmasFlavour>();
  const genres: GenreRow[] = [];

  GENRE_DEFS.forEach((def, i) => {
    const channelCount = genreCounts[i] ?? 0;
    if (channelCount === 0) return;
    const row = genreRow(def.name, paramOf(def), def.blurb, def.style);
    genres.push(row);
    pools.push({
      key: row.param, genre: row, vocab: def.vocab ?? (def.style as Pool['vocab']), style: def.style, years: def.years,
      christmas: false, flavourLabel: null, channelCount, near: [], artists: [],
    });
    defByPool.set(row.param, def);
  });
  const present = new Set(pools.map((p) => p.key));
  for (const pool of pools) {
    pool.near = (defByPool.get(pool.key)?.near ?? []).map((name) => paramOf(GENRE_DEFS.find((g) => g.name === name) ?? { name })).filter((p) => present.has(p));
  }

  const christmas = genreRow(CHRISTMAS_DEF.name, CHRISTMAS_DEF.param, CHRISTMAS_DEF.blurb, 'christmas');
  genres.push(christmas);
  const flavourPools: Pool[] = [];
  CHRISTMAS_FLAVOURS.forEach((flavour, i) => {
    const channelCount = flavourCounts[i] ?? 0;
    if (channelCount === 0) return;
    const key = `christmas-${flavour.key}`;
    flavourPools.push({
      key, genre: christmas, vocab: flavour.vocab, style: 'christmas', years: FLAVOUR_YEARS[flavour.key] ?? [1960, 2025],
      christmas: true, flavourLabel: flavour.label, channelCount, near: flavour.near.map((k) => `christmas-${k}`), artists: [],
    });
    flavourByPool.set(key, flavour);
  });
  const flavourKeys = new Set(flavourPools.map((p) => p.key));
  for (const pool of flavourPools) pool.near = pool.near.filter((k) => flavourKeys.has(k));
  pools.push(...flavourPools);

  genres.sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
  genres.forEach((g, i) => { g.sort = i + 1; });
  return { genres, pools, defByPool, flavourByPool };
}
