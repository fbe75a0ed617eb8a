import type { ChannelDef, RulesDef, TrackRef } from './schema';

/** An ingested song as rules see it: names as tagged, genres and tags lowercased. */
export interface LibraryTrack {
  id: string;
  title: string;
  artist: string;
  album: string;
  year: number;
  isrc: string;
  christmas: boolean;
  genres: string[];
  tags: string[];
}

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const anyOf = (wanted: string[] | undefined, have: string[]) => !wanted || wanted.some((w) => have.includes(fold(w)));

/** Every criterion a rule lists must hold; within one (several artists, say), any value will do. */
export function matchesRules(t: LibraryTrack, rules: RulesDef): boolean {
  if (rules.christmas === 'exclude' && t.christmas) return false;
  if (rules.christmas === 'only' && !t.christmas) return false;
  if (rules.years && (t.year < (rules.years.from ?? 0) || t.year > (rules.years.to ?? 9999))) return false;
  return (
    anyOf(rules.artists, [fold(t.artist)]) && anyOf(rules.albums, [fold(t.album)]) && anyOf(rules.genres, t.genres) && anyOf(rules.tags, t.tags)
  );
}

const isrcKey = (isrc: string) => isrc.replace(/-/g, '').toUpperCase();

function findTrack(ref: TrackRef, library: LibraryTrack[]): LibraryTrack | undefined {
  if ('isrc' in ref) return library.find((t) => t.isrc === isrcKey(ref.isrc));
  return library.find((t) => fold(t.artist) === fold(ref.artist) && fold(t.title) === fold(ref.title));
}

export interface CompiledChannel {
  /** In play-list order: what the rules select (by artist, album, title), then explicit tracks not already in. */
  trackIds: string[];
  /** Indexes of explicit tracks the library does not have. */
  unresolved: number[];
}

/** A channel's track list from its rules and explicit tracks; `library` is sorted by artist, album, title. */
export function compileChannel(def: ChannelDef, library: LibraryTrack[]): CompiledChannel {
  const rules = def.rules;
  const ids = rules ? library.filter((t) => matchesRules(t, rules)).map((t) => t.id) : [];
  const unresolved: number[] = [];
  def.tracks.forEach((ref, i) => {
    const found = findTrack(ref, library);
    if (!found) unresolved.push(i);
    else if (!ids.includes(found.id)) ids.push(found.id);
  });
  return { trackIds: ids, unresolved };
}
