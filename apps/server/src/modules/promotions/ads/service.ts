import { randomBytes, randomInt } from 'node:crypto';
import { AD_FORMATS, AD_SLOTS, type AdFormat, type AdServeResult, type AdSlotName } from '@earshot/contract';
import { isLinkTarget } from './links';
import type { AdCreativeRecord, AdTotals, AdsRepo } from './repo';

export interface NewCreative {
  format: string;
  name: string;
  image: string;
  click: string;
  alt: string;
  weight: number;
}

const isFormat = (value: string): value is AdFormat => value in AD_FORMATS;

/** Picks one creative, each with a chance in proportion to its weight. */
export function pickByWeight<T extends { weight: number }>(candidates: readonly T[], draw: (below: number) => number = randomInt): T | null {
  const total = candidates.reduce((sum, c) => sum + c.weight, 0);
  if (total <= 0) return null;
  let ticket = draw(total);
  for (const candidate of candidates) {
    ticket -= candidate.weight;
    if (ticket < 0) return candidate;
  }
  return null;
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The first-party ad server: a creative per slot by weight, impressions and clicks counted per day. */
export class AdsService {
  constructor(
    private readonly repo: AdsRepo,
    private readonly clock: () => number,
  ) {}

  /** A creative for the slot, one not in `shown` (already on the page) when the format has another. */
  async serve(slot: AdSlotName, shown: readonly string[] = []): Promise<AdServeResult> {
    const format = AD_SLOTS[slot];
    const candidates = await this.repo.candidates(format);
    const unseen = candidates.filter((c) => !shown.includes(c.id));
    const creative = pickByWeight(unseen.length > 0 ? unseen : candidates);
    if (!creative) return { ad: null };
    await this.repo.count(creative.id, utcDay(this.clock()), 'impressions');
    const { width, height } = AD_FORMATS[format];
    return { ad: { id: creative.id, image: creative.image_url, alt: creative.alt_text, click: creative.click_url, width, height } };
  }

  /** Counts a click; false for a creative that does not exist. */
  async click(id: string): Promise<boolean> {
    if (!(await this.repo.exists(id))) return false;
    await this.repo.count(id, utcDay(this.clock()), 'clicks');
    return true;
  }

  /** Checks a new creative; throws with the operator's mistake in words. */
  async add(input: NewCreative): Promise<AdCreativeRecord> {
    if (!isFormat(input.format)) throw new Error(`The format must be one of ${Object.keys(AD_FORMATS).join(', ')}.`);
    if (!isLinkTarget(input.image)) throw new Error('The image must be a path on this site (/…) or an http(s) URL.');
    if (!isLinkTarget(input.click)) throw new Error('The click URL must be a path on this site (/…) or an http(s) URL.');
    if (input.alt.trim() === '') throw new Error('Give the ad a text alternative (what the image says).');
    if (!Number.isInteger(input.weight) || input.weight < 0 || input.weight > 1000) throw new Error('The weight must be a whole number from 0 to 1000.');
    const row: AdCreativeRecord = {
      id: randomBytes(12).toString('hex'),
      format: input.format,
      name: input.name.trim() || input.alt.trim(),
      image_url: input.image,
      click_url: input.click,
      alt_text: input.alt.trim(),
      weight: input.weight,
      enabled: 1,
      created_at: this.clock(),
    };
    await this.repo.add(row);
    return row;
  }

  setEnabled(id: string, enabled: boolean): Promise<boolean> {
    return this.repo.setEnabled(id, enabled);
  }

  /** Totals over the last `days` days, today included. */
  totals(days: number): Promise<AdTotals[]> {
    return this.repo.totals(utcDay(this.clock() - (days - 1) * 24 * 3600 * 1000));
  }
}
