import { hexId } from '@earshot/catalog';
import type { AdCreativesTable, BannersTable, CharitiesTable } from '../../db/schema';
import { sanitizeHtml } from '../content';
import type { CuratedPromotions } from '../promotions';
import type { CurationFile } from './schema';


interface Planned<T> {
  row: T;
  name: string;
  before: T | undefined;
}

const sameRow = <T extends object>(before: T | undefined, row: T) =>
  before !== undefined && (Object.keys(row) as (keyof T)[]).every((k) => before[k] === row[k]);

/** Each item's row as the file says, beside the row the catalog has (rows are compared whole). */
export function planExtras(data: CurationFile, state: CuratedPromotions, now: number) {
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const banners = byId(state.banners);
  const charities = byId(state.charities);
  const ads = byId(state.ads);
  const clean = (text: string | undefined) => (text === undefined ? null : sanitizeHtml(text));

  const bannerPlans: Planned<BannersTable>[] = data.banners.map((def, i) => {
    const id = hexId('banner', def.key);
    // Before every banner the file does not name (the demo's is 0): the file's first one is shown.
    const sort = i - data.banners.length;
    const row = { id, content_html: sanitizeHtml(def.content), contentf_html: clean(def.contentFacebook), contentu_html: clean(def.contentUser), enabled: def.enabled ? 1 : 0, sort };
    return { row, name: def.key, before: banners.get(id) };
  });
  const charityPlans: Planned<CharitiesTable>[] = data.charities.map((def, sort) => {
    const id = hexId('charity', def.param);
    const row = { id, param: def.param, name: def.name, url: def.url, description: def.description, twitter: def.twitter ?? null, img: `/img/charities/${id}.svg`, sort };
    return { row, name: def.name, before: charities.get(id) };
  });
  const adPlans: Planned<AdCreativesTable>[] = data.ads.map((def) => {
    const id = hexId('ad', def.key);
    const before = ads.get(id);
    const row = {
      id, format: def.format, name: def.key, image_url: def.image, click_url: def.click, alt_text: def.alt, weight: def.weight,
      enabled: def.enabled ? 1 : 0, created_at: before?.created_at ?? now,
    };
    return { row, name: def.key, before };
  });

  const summarise = <T extends object>(plans: Planned<T>[]) => ({
    added: plans.filter((p) => !p.before).map((p) => p.name),
    changed: plans.filter((p) => p.before && !sameRow(p.before, p.row)).map((p) => p.name),
    unchanged: plans.filter((p) => sameRow(p.before, p.row)).length,
  });
  const changed = <T extends object>(plans: Planned<T>[]) => plans.filter((p) => !sameRow(p.before, p.row)).map((p) => p.row);
  return {
    summary: { banners: summarise(bannerPlans), charities: summarise(charityPlans), ads: summarise(adPlans) },
    writes: { banners: changed(bannerPlans), charities: changed(charityPlans), ads: changed(adPlans) } satisfies CuratedPromotions,
  };
}
