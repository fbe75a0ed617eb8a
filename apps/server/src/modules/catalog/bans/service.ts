import type { ChannelEditAction, ChannelEditForm, ChannelEditStatus } from '@earshot/contract';
import { LOG_IN_PROMPTS } from '@earshot/contract';
import { errors } from '../../../http/errors';
import { type ChannelService, type MemberAsker, mayEdit } from '../channels/service';
import type { ChannelEditor } from '../channel-edits/routes';
import type { BanKind, BansRepo } from './repo';

type BanAction = Extract<ChannelEditAction, 'remove_track' | 'remove_artist' | 'add_track' | 'add_artist'>;

/** What each action does, and which form field names its item (000 section 7: `t` for artists, `o` for tracks). */
const ACTIONS: Record<BanAction, { kind: BanKind; ban: boolean; field: 't' | 'o' }> = {
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

/**
 * Banning songs and artists from a channel, and adding them back. A listener edits only their own
 * channels: banning on a curated channel bans on their copy of it, made on the first ban.
 */
export class BansService implements ChannelEditor<BanAction> {
  readonly logInPrompt = LOG_IN_PROMPTS.ban;

  constructor(
    private readonly repo: BansRepo,
    private readonly channels: ChannelService,
    private readonly clock: () => number,
  ) {}

  async edit(asker: MemberAsker, channelRef: string, action: BanAction, form: ChannelEditForm): Promise<ChannelEditStatus> {
    const { userId } = asker;
    const { kind, ban, field } = ACTIONS[action];
    const itemId = form[field];
    if (!itemId) throw errors.badRequest(`Invalid form: ${field}: required for ${action}`);
    const channel = await this.channels.require(channelRef, asker);
    if (!mayEdit(channel, userId)) return 'not_authorized';
    if (!(await this.repo.exists(kind, itemId))) throw errors.notFound(kind === 'track' ? 'Track' : 'Artist');
    if (ban) {
      const own = await this.channels.ownVersion(channel, userId);
      return this.repo.ban(kind, own.id, itemId, this.clock());
    }
    const own = await this.channels.forListener(channel, userId);
    // Without a copy of a curated channel the listener has banned nothing there: nothing to add back.
    if (own.owner_user_id === userId) await this.repo.unban(kind, own.id, itemId);
    return 'ok';
  }
}
