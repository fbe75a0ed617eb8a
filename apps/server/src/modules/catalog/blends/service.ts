import type { AddChannelStatus, ChannelEditForm, ChannelEditStatus } from '@earshot/contract';
import { BLEND_REFUSALS, LOG_IN_PROMPTS } from '@earshot/contract';
import { errors } from '../../../http/errors';
import type { ChannelEditor } from '../channel-edits/routes';
import { includedOf } from '../channels/included';
import { type ChannelService, type MemberAsker, mayEdit } from '../channels/service';
import type { BlendsRepo } from './repo';

/**
 * Blending channels into a listener's own channel, and taking them out again. A blend plays curated
 * channels only: a user channel blends in as the channels it plays. Blending into a curated channel
 * blends into the listener's copy of it, made on the first blend.
 */
export class BlendsService implements ChannelEditor<'remove_channel'> {
  readonly logInPrompt = LOG_IN_PROMPTS.blend;

  constructor(
    private readonly repo: BlendsRepo,
    private readonly channels: ChannelService,
    private readonly clock: () => number,
  ) {}

  async add(asker: MemberAsker, channelRef: string, otherRef: string): Promise<AddChannelStatus> {
    const { userId } = asker;
    const channel = await this.channels.require(channelRef, asker);
    if (!mayEdit(channel, userId)) return 'not_authorized';
    const [other, current] = await Promise.all([this.channels.require(otherRef, asker), this.channels.forListener(channel, userId)]);
    if (other.id === channel.id || other.id === current.id) throw errors.badRequest(BLEND_REFUSALS.sameChannel);
    const playing = new Set(includedOf(current).map((c) => c.id));
    const fresh = includedOf(other).map((c) => c.id).filter((id) => !playing.has(id));
    // Nothing new to play: no change, and no copy made for it.
    if (fresh.length === 0) return 'ok';
    const own = await this.channels.ownVersion(channel, userId);
    return this.repo.add(own.id, fresh, this.clock());
  }

  /** remove_channel: `o` names the included channel to take out. */
  async edit(asker: MemberAsker, channelRef: string, _action: 'remove_channel', form: ChannelEditForm): Promise<ChannelEditStatus> {
    const { userId } = asker;
    const removed = form.o;
    if (!removed) throw errors.badRequest('Invalid form: o: required for remove_channel');
    const channel = await this.channels.require(channelRef, asker);
    if (!mayEdit(channel, userId)) return 'not_authorized';
    const own = await this.channels.forListener(channel, userId);
    // Without a copy of their own the listener hears the curated channel alone, and it stays.
    if (own.owner_user_id !== userId) throw errors.badRequest(BLEND_REFUSALS.lastChannel);
    const included = includedOf(own).find((c) => c.id === removed);
    if (!included) throw errors.notFound('Included channel');
    if (included.five_star === 1) throw errors.badRequest(BLEND_REFUSALS.fiveStar);
    const outcome = await this.repo.remove(own.id, removed);
    if (outcome === 'last') throw errors.badRequest(BLEND_REFUSALS.lastChannel);
    if (outcome === 'absent') throw errors.notFound('Included channel');
    return 'ok';
  }
}
