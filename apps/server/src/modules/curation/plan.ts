import { hexId, uuidFor } from '@earshot/catalog';
import { articleImageUrl } from '@earshot/contract';
import { sanitizeHtml } from '../content';
import { compileChannel } from './compile';
import { planExtras } from './extras';
import type { FieldPath, LoadedFile, Problem } from './load';
import type { ChannelWrite } from '../catalog';
import type { CatalogState, Writes } from './repo';

/** What applying a file does to one kind of thing: names added and changed, and how many stay as they are. */
export interface KindChange {
  added: string[];
  changed: string[];
  unchanged: number;
}
export type Summary = Record<'genres' | 'channels' | 'featured' | 'moods' | 'pages' | 'banners' | 'charities' | 'ads', KindChange>;

export const curatedChannelId = (key: string) => hexId('channel', `curated:${key}`);
/** New channels take their art's seed from their id: the same key always looks the same. */
const seedOf = (id: string) => parseInt(id.slice(0, 7), 16);
const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const same = <K extends string>(before: Record<K, unknown> | undefined, after: Record<K, unknown>, keys: K[]) =>
  before !== undefined && keys.every((k) => before[k] === after[k]);
const nextSort = (rows: { sort: number }[]) => Math.max(0, ...rows.map((r) => r.sort)) + 1;

/** Turns a loaded file into the writes that make the catalog match it, with a summary; or the problems that stop it. */
export function planChanges(loaded: LoadedFile, state: CatalogState, now: number): { writes: Writes; summary: Summary } | { problems: Problem[] } {
  const { data } = loaded;
  const problems: Problem[] = [];
  const fail = (field: FieldPath, message: string) => problems.push(loaded.problem(field, message));
  const summary = {} as Summary;
  const tally = <T>(kind: keyof Summary, items: { name: string; before: T | undefined; unchanged: boolean }[]) => {
    summary[kind] = {
      added: items.filter((i) => !i.before).map((i) => i.name),
      changed: items.filter((i) => i.before && !i.unchanged).map((i) => i.name),
      unchanged: items.filter((i) => i.unchanged).length,
    };
  };
  const unique = (kind: keyof Summary, keys: string[], field: string) => {
    keys.forEach((k, i) => {
      if (keys.indexOf(k) !== i) fail([kind, i, field], `"${k}" is listed twice`);
    });
  };
  unique('genres', data.genres.map((g) => g.param), 'param');
  unique('channels', data.channels.map((c) => c.key), 'key');
  unique('featured', data.featured.map((f) => f.param), 'param');
  unique('moods', data.moods.map((m) => `${m.kind}:${m.param}`), 'param');
  unique('pages', data.pages.map((p) => p.url), 'url');

  // Genres
  const genreByParam = new Map(state.genres.map((g) => [g.param, g]));
  let genreSort = nextSort(state.genres);
  const genres = data.genres.map((def) => {
    const before = genreByParam.get(def.param);
    const row = {
      id: before?.id ?? hexId('genre', def.param), param: def.param, name: def.name, description: def.description,
      meta_description: def.metaDescription ?? def.description, sort: before?.sort ?? genreSort++, style: before?.style ?? 'pop',
    };
    genreByParam.set(def.param, row);
    return { row, before, unchanged: same(before, row, ['name', 'description', 'meta_description']) };
  });
  tally('genres', genres.map((g) => ({ ...g, name: g.row.name })));

  // Channels
  const channelById = new Map(state.channels.map((c) => [c.id, c]));
  const channelByOldid = new Map(state.channels.map((c) => [c.oldid, c]));
  /** Channels a list may name: the catalog's curated ones, and this file's. */
  const known = new Map(state.channels.map((c) => [c.id, c.name]));
  let oldid = Math.max(0, ...state.channels.map((c) => c.oldid)) + 1;
  const channels = data.channels.map((def, i) => {
    const id = curatedChannelId(def.key);
    const before = channelById.get(id);
    const genre = def.genre === undefined ? undefined : genreByParam.get(def.genre);
    if (def.genre !== undefined && !genre) fail(['channels', i, 'genre'], `no genre "${def.genre}" in this file or the catalog`);
    const { trackIds, unresolved } = compileChannel(def, state.library);
    for (const t of unresolved) fail(['channels', i, 'tracks', t], 'no ingested track matches this');
    if (trackIds.length === 0 && unresolved.length === 0) fail(['channels', i, 'rules'], 'matches no ingested track (ingest the music first, or loosen the rules)');
    const row = {
      id, oldid: before?.oldid ?? oldid++, channel_uuid: before?.channel_uuid ?? uuidFor(id), name: def.name, description: def.description,
      genre_id: genre?.id ?? null, brand_id: before?.brand_id ?? null, christmas: def.christmas ? 1 : 0, five_star: 0,
      popularity: before?.popularity ?? 0, created_at: before?.created_at ?? now, art_seed: before?.art_seed ?? seedOf(id),
      featured_artist_id: before?.featured_artist_id ?? null, disabled: def.disabled ? 1 : 0,
    };
    const keywords = [...new Set(def.keywords)].sort();
    const unchanged = same(before, row, ['name', 'description', 'genre_id', 'christmas', 'disabled'])
      && sameList(state.trackLists.get(id) ?? [], trackIds) && sameList(state.keywords.get(id) ?? [], keywords);
    known.set(id, row.name);
    return { write: { row, trackIds, keywords } satisfies ChannelWrite, before, unchanged, name: def.name };
  });
  tally('channels', channels);

  /** A listed channel's id: a key of this file or of an earlier applied one, or a legacy id. */
  const refs = (kind: 'featured' | 'moods', i: number, list: (string | number)[]) =>
    list.flatMap((ref, k) => {
      const id = typeof ref === 'number' ? channelByOldid.get(ref)?.id : curatedChannelId(ref);
      if (id === undefined || !known.has(id)) fail([kind, i, 'channels', k], `no curated channel ${typeof ref === 'number' ? `with legacy id ${ref}` : `"${ref}"`}`);
      return id !== undefined && known.has(id) ? [id] : [];
    });

  // Featured collections (brands)
  const brandByParam = new Map(state.brands.map((b) => [b.param, b]));
  let brandSort = nextSort(state.brands);
  const claimed = new Map<string, string>();
  const brands = data.featured.map((def, i) => {
    const before = brandByParam.get(def.param);
    const row = {
      id: before?.id ?? hexId('brand', def.param), param: def.param, name: def.name, description_html: sanitizeHtml(def.description),
      article_html: before?.article_html ?? null, featured_artist_id: before?.featured_artist_id ?? null, is_today: before?.is_today ?? 0,
      sort: before?.sort ?? brandSort++,
    };
    const channelIds = [...new Set(refs('featured', i, def.channels))];
    for (const id of channelIds) {
      const other = claimed.get(id);
      if (other) fail(['featured', i, 'channels'], `a channel belongs to one featured collection; ${known.get(id)} is in "${other}" too`);
      claimed.set(id, def.param);
    }
    const members = state.channels.filter((c) => c.brand_id === row.id).map((c) => c.id).sort();
    const unchanged = same(before, row, ['name', 'description_html']) && sameList(members, [...channelIds].sort());
    return { write: { row, channelIds }, before, unchanged, name: def.name };
  });
  tally('featured', brands);

  // Mood groups
  const moodByKey = new Map(state.moods.map((m) => [`${m.kind}:${m.param}`, m]));
  const moodSort = { workday: nextSort(state.moods.filter((m) => m.kind === 'workday')), holiday: nextSort(state.moods.filter((m) => m.kind === 'holiday')) };
  const moods = data.moods.map((def, i) => {
    const before = moodByKey.get(`${def.kind}:${def.param}`);
    const sort = before?.sort ?? moodSort[def.kind]++;
    const row = { id: before?.id ?? hexId('mood', `${def.kind}:${def.param}`), kind: def.kind, param: def.param, name: def.name, description: def.description, sort };
    const channelIds = [...new Set(refs('moods', i, def.channels))];
    const unchanged = same(before, row, ['name', 'description']) && sameList(before?.channelIds ?? [], channelIds);
    return { write: { row, channelIds }, before, unchanged, name: def.name };
  });
  tally('moods', moods);

  // Content pages
  const pageByUrl = new Map(state.pages.map((p) => [p.url, p]));
  let pageSort = nextSort(state.pages);
  const pages = data.pages.map((def, i) => {
    const before = pageByUrl.get(def.url);
    const id = before?.id ?? hexId('page', def.url);
    const slash = def.url.lastIndexOf('/');
    const row = {
      id, url: def.url, category: slash > 0 ? def.url.slice(0, slash) : null, header: def.header, title: def.title, description: def.description,
      content_html: sanitizeHtml(def.html ?? loaded.html.get(i) ?? ''), shareimage: before?.shareimage ?? articleImageUrl(id),
      previewimage: before?.previewimage ?? null, is_article: def.article ? 1 : 0, sort: before?.sort ?? pageSort++,
    };
    const genreIds = def.genres.flatMap((param, k) => {
      const genre = genreByParam.get(param);
      if (!genre) fail(['pages', i, 'genres', k], `no genre "${param}" in this file or the catalog`);
      return genre ? [genre.id] : [];
    });
    const unchanged = same(before, row, ['header', 'title', 'description', 'content_html', 'is_article']) && sameList(before?.genreIds ?? [], genreIds);
    return { write: { row, genreIds }, before, unchanged, name: def.url };
  });
  tally('pages', pages);

  const extras = planExtras(data, state, now);
  Object.assign(summary, extras.summary);

  if (problems.length > 0) return { problems };
  const changed = <T>(items: { write: T; unchanged: boolean }[]) => items.filter((x) => !x.unchanged).map((x) => x.write);
  return {
    writes: {
      genres: genres.filter((g) => !g.unchanged).map((g) => g.row),
      channels: changed(channels),
      brands: changed(brands),
      moods: changed(moods),
      pages: changed(pages),
      ...extras.writes,
    },
    summary,
  };
}
