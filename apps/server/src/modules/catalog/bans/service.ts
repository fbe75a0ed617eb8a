import type { ChannelEditForm, ChannelEditStatus } from '@earshot/contract';
import { LOG_IN_PROMPTS } from '@earshot/contract';
import { errors } from '../../../http/errors';
import { type ChannelService, type MemberAsker, mayEdit } from '../channels/service';
import type { ChannelEditor } from '../channel-edits/routes';
import { ACTIONS, type BanAction } from './actions';
import type { BansRepo } from './repo';

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
