import { normalize, wordStarts } from './normalize';
import { editDistances, typosAllowed } from './typos';

/** A row of the index as the repo hands it over. */
export interface Candidate {
  kind: 'channel' | 'artist' | 'keyword';
  term: string;
  norm: string;
  body: string;
  channel_id: string | null;
  oldid: number | null;
  weight: number;
}

/** Better matches have lower tiers; the same ranking runs on both databases. */
export const TIER = { exact: 0, prefix: 1, wordPrefix: 2, contains: 3, typo: 4, typoPrefix: 5, description: 6 } as const;

interface Match {
  tier: number;
  /** Edits a typo match needed (0 for the other tiers): one typo beats two. */
  typos: number;
}

function matchOf(query: string, c: Candidate): Match | null {
  const exactly = (tier: number) => ({ tier, typos: 0 });
  if (c.norm === query) return exactly(TIER.exact);
  if (c.norm.startsWith(query)) return exactly(TIER.prefix);
  const starts = wordStarts(c.norm);
  if (starts.some((s) => c.norm.startsWith(query, s))) return exactly(TIER.wordPrefix);
  if (c.norm.includes(query)) return exactly(TIER.contains);
  const allowed = typosAllowed(query.length);
  if (allowed > 0) {
    // As without typos: the whole name ('melow gold' → Mellow Gold) before a name it begins (Mellow Golden Hour).
    const whole = editDistances(query, c.norm, allowed).whole;
    if (whole <= allowed) return { tier: TIER.typo, typos: whole };
    const typos = Math.min(...starts.map((s) => editDistances(query, c.norm.slice(s), allowed).prefix));
    if (typos <= allowed) return { tier: TIER.typoPrefix, typos };
  }
  if (c.kind === 'channel' && describes(query, c.body)) return exactly(TIER.description);
  return null;
}

/** Every query word begins some word of the description. */
function describes(query: string, body: string): boolean {
  const words = ` ${body}`;
  return query.split(' ').every((w) => words.includes(` ${w}`));
}

export interface Ranked extends Candidate, Match {}

/** The candidates that match `text` at all, best first: tier (and fewer typos), then how widely heard, then shorter, then by code point (localeCompare costs milliseconds on a few hundred terms). */
export function rank(text: string, candidates: Candidate[]): Ranked[] {
  const query = normalize(text);
  if (!query) return [];
  const ranked: Ranked[] = [];
  for (const c of candidates) {
    const match = matchOf(query, c);
    if (match) ranked.push({ ...c, ...match });
  }
  return ranked.sort(
    (a, b) => a.tier - b.tier || a.typos - b.typos || b.weight - a.weight || a.term.length - b.term.length || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
}
