import { LIMITS } from '@earshot/contract';

const STORAGE_KEY = 'volume';

export function clampVolume(volume: number): number {
  return Math.round(Math.min(LIMITS.volumeMax, Math.max(LIMITS.volumeMin, volume)));
}

/** The element volume that plays an item at the common loudness target: volume × 10^(gain/20), at most 1. */
export function gainedVolume(volume: number, gainDb: number): number {
  return Math.min(1, Math.max(0, (volume / 100) * 10 ** (gainDb / 20)));
}

type VolumeStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

export function readVolume(storage: VolumeStorage): number {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    const volume = stored == null || stored === '' ? NaN : Number(stored);
    return Number.isFinite(volume) ? clampVolume(volume) : LIMITS.volumeDefault;
  } catch {
    return LIMITS.volumeDefault;
  }
}

export function writeVolume(storage: VolumeStorage, volume: number): void {
  try {
    storage?.setItem(STORAGE_KEY, String(volume));
  } catch {
    // Storage can be full or blocked (private browsing); the volume still applies for this visit.
  }
}
