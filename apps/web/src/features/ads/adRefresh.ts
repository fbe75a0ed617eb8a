import { AD_ENDPOINTS, type AdSlotName, LIMITS, type ServedAd } from '@earshot/contract';
import type { ApiClient } from '../../api/client';

type Listener = () => void;

/** Each slot's refresh counter (000 section 2's UI state), and who to tell when they move. */
const counters = new Map<AdSlotName, number>();
const listeners = new Set<Listener>();
let clickTimer: ReturnType<typeof setTimeout> | undefined;
let pausedUntil = 0;
let watching = false;
/** The ad each slot shows now; asks go one at a time so each knows what the others got. */
const showing = new Map<AdSlotName, string>();
let queue: Promise<unknown> = Promise.resolve();

export const refreshCount = (slot: AdSlotName) => counters.get(slot) ?? 0;

/** Every slot on the page loads a new ad. */
export function refreshAll(): void {
  for (const slot of counters.keys()) counters.set(slot, refreshCount(slot) + 1);
  for (const listener of listeners) listener();
}

/** One slot loads a new ad (the top leaderboard when music starts). */
export function refreshSlot(slot: AdSlotName): void {
  counters.set(slot, refreshCount(slot) + 1);
  for (const listener of listeners) listener();
}

/**
 * 001 section 4: a click on any link counts a refresh once clicking has stopped for 1 s; refreshes
 * then pause for 10 s, so a listener clicking around does not churn the ads.
 */
function onDocumentClick(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  if (Date.now() < pausedUntil) return;
  clearTimeout(clickTimer);
  clickTimer = setTimeout(() => {
    pausedUntil = Date.now() + LIMITS.adRefreshPauseMs;
    refreshAll();
  }, LIMITS.adClickDebounceMs);
}

async function ask(api: ApiClient, slot: AdSlotName): Promise<ServedAd | null> {
  const shown = [...showing].filter(([other]) => other !== slot).map(([, id]) => id);
  try {
    const { ad } = await api.call(AD_ENDPOINTS.serve, { body: { slot, shown: shown.join(',') } });
    if (ad) showing.set(slot, ad.id);
    else showing.delete(slot);
    return ad;
  } catch {
    // No ad is a fine answer: the slot keeps its space and the page goes on.
    return null;
  }
}

function serve(api: ApiClient, slot: AdSlotName): Promise<ServedAd | null> {
  const answer = queue.then(() => ask(api, slot));
  queue = answer;
  return answer;
}

/** Fills a slot now (the video slot after 1 s, 000 section 9) and at each refresh; returns the function that stops. */
export function keepFilled(api: ApiClient, slot: AdSlotName, show: (ad: ServedAd | null) => void): () => void {
  if (!watching) {
    document.addEventListener('click', onDocumentClick, true);
    watching = true;
  }
  counters.set(slot, refreshCount(slot));
  let shown = -1;
  let stopped = false;
  const fill = () => {
    const count = refreshCount(slot);
    if (count === shown || stopped) return;
    shown = count;
    void serve(api, slot).then((ad) => {
      if (!stopped && shown === count) show(ad);
    });
  };
  const first = setTimeout(fill, slot === 'video' ? LIMITS.videoAdDelayMs : 0);
  listeners.add(fill);
  return () => {
    stopped = true;
    clearTimeout(first);
    listeners.delete(fill);
    showing.delete(slot);
  };
}

/** Counts a click on a creative; the link itself is not held up for it. */
export function countClick(api: ApiClient, id: string): void {
  void api.call(AD_ENDPOINTS.click, { body: { id } }, { keepalive: true }).catch(() => {});
}
