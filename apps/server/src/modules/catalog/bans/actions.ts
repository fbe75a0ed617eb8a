import type { ChannelEditAction, ChannelEditForm } from '@earshot/contract';
import type { BanKind } from './repo';

export type BanAction = Extract<ChannelEditAction, 'remove_track' | 'remove_artist' | 'add_track' | 'add_artist'>;

/** What each action does, and which form field names its item (000 section 7: `t` for artists, `o` for tracks). */
export const ACTIONS: Record<BanAction, { kind: BanKind; ban: boolean; field: 't' | 'o' }> = {
  remove_track: { kind: 'track', ban: true, field: 'o' },
  remove_artist: { kind: 'artist', ban: true, field: 't' },
  add_track: { kind: 'track', ban: false, field: 'o' },
  add_artist: { kind: 'artist', ban: false, field: 't' },
};

/** The song or artist an edit bans, or null for any other edit (the ban's event names it). */
export function bannedBy(action: ChannelEditAction, form: ChannelEditForm): { track: string } | { artist: string } | null {
  const ban = action in ACTIONS ? ACTIONS[action as BanAction] : null;
  const item = ban?.ban ? form[ban.field] : undefined;
  if (!ban || !item) return null;
  return ban.kind === 'track' ? { track: item } : { artist: item };
}
