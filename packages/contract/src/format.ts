import { LIMITS } from './limits';

/** The spec's tile rule: cut at 97 characters, then '...'. */
export function truncateDescription(text: string, max: number = LIMITS.descriptionCut): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function channelPath(channel: { name: string; oldid: number }): string {
  const slug = channel.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/channel/${slug || 'channel'}/${channel.oldid}/`;
}
