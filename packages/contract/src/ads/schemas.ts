import { z } from 'zod';
import { AD_SLOTS, type AdSlotName } from './slots';

const slotNames = Object.keys(AD_SLOTS) as [AdSlotName, ...AdSlotName[]];

/** `shown`: the ids of the ads on the page now, comma-separated, so another slot gets a different one when it can. */
export const adServeForm = z.object({
  slot: z.enum(slotNames),
  shown: z
    .string()
    .max(300)
    .default('')
    .transform((ids) => ids.split(',').filter((id) => /^[0-9a-f]{24}$/.test(id))),
});
export const adClickForm = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be an ad id') });

/** A creative as a slot shows it: `click` is where the link goes, `image` what it shows. */
export const servedAd = z.object({
  id: z.string(),
  image: z.string(),
  alt: z.string(),
  click: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ServedAd = z.infer<typeof servedAd>;

export const adServeResult = z.object({ ad: servedAd.nullable() });
export type AdServeResult = z.infer<typeof adServeResult>;
export const adClickResult = z.object({ counted: z.boolean() });
