import type { BrandRow, CatalogSize } from '../types';
import type { ChannelPlan } from './channels';
import { BRANDS, type BrandDef } from './data/brands';
import { escapeXml } from '../escape';
import { hexId } from './ids';
import { Rng } from './prng';

function html(def: BrandDef): { description: string; article: string | null } {
  const p = (text: string): string => `<p>${escapeXml(text)}</p>`;
  const description = def.paragraphs.map(p).join('');
  const article = def.article ? `<h2>${escapeXml(def.article.heading)}</h2>${def.article.paragraphs.map(p).join('')}` : null;
  return { description, article };
}

function matches(def: BrandDef, plan: ChannelPlan): boolean {
  if (def.themes.includes('Christmas')) return plan.pool.christmas;
  if (plan.pool.christmas) return false;
  return def.themes.includes('*') || def.themes.includes(plan.genreName);
}

/**
 * Creates the featured collections and sets brand_id on their channels (a channel belongs to at most one).
 * Brands are listed in order, so 'maggotbrain' always exists, even in the small test catalog.
 */
export function assignBrands(plans: ChannelPlan[], size: CatalogSize): BrandRow[] {
  const rng = new Rng('brands');
  const count = size.channels >= 200 ? BRANDS.length : Math.max(3, Math.min(BRANDS.length, Math.floor(size.channels / 10)));
  const lo = Math.max(2, Math.round(size.channels * 0.008));
  const hi = Math.max(lo + 1, Math.round(size.channels * 0.018));
  // Specific brands choose before the catch-all one so it cannot take their channels.
  const defs = BRANDS.slice(0, count);
  const order = defs.slice().sort((a, b) => Number(a.themes.includes('*')) - Number(b.themes.includes('*')));
  const members = new Map<BrandDef, ChannelPlan[]>();
  for (const def of order) {
    const want = rng.int(lo, hi);
    const candidates = plans
      .filter((p) => p.row.brand_id === null && matches(def, p))
      .map((p) => ({ p, score: p.row.popularity * rng.range(0.3, 1) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, want)
      .map((x) => x.p)
      .sort((a, b) => b.row.popularity - a.row.popularity);
    // A brand must never be empty; borrow unbranded channels of the same season if its theme ran dry.
    for (const p of plans) {
      if (candidates.length >= lo) break;
      if (p.row.brand_id === null && !candidates.includes(p) && p.pool.christmas === def.themes.includes('Christmas')) candidates.push(p);
    }
    for (const p of candidates) p.row.brand_id = hexId('brand', def.param);
    members.set(def, candidates);
  }
  return defs.map((def, i) => {
    const { description, article } = html(def);
    const hero = members.get(def)?.[0];
    return {
      id: hexId('brand', def.param), param: def.param, name: def.name, description_html: description, article_html: article,
      featured_artist_id: hero?.row.featured_artist_id ?? null, is_today: def.today ? 1 : 0, sort: i + 1,
    };
  });
}
