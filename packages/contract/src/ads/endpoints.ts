import { defineEndpoint } from '../endpoint';
import { adClickForm, adClickResult, adServeForm, adServeResult } from './schemas';

/** Serving records an impression and a click is counted, so both are POSTs: no GET changes anything. */
export const AD_ENDPOINTS = {
  /** A creative for the slot, counted as seen, or none. */
  serve: defineEndpoint({ method: 'POST', path: '/c/m/json/ads/serve/', body: adServeForm, response: adServeResult }),
  /** Counts a click on a creative (the link itself goes straight to the advertiser). */
  click: defineEndpoint({ method: 'POST', path: '/c/m/json/ads/click/', body: adClickForm, response: adClickResult }),
} as const;
