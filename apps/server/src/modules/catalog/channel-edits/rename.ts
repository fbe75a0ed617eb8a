import type { ChannelEditForm, ChannelEditStatus } from '@earshot/contract';
import { LOG_IN_PROMPTS } from '@earshot/contract';
import { errors } from '../../../http/errors';
import { type ChannelService, type MemberAsker, mayEdit } from '../channels/service';
import type { ChannelEditor } from './routes';

/** edit_channel: renames the listener's own version of a channel (their copy of a curated one, made if need be). */
export class RenameEditor implements ChannelEditor<'edit_channel'> {
  readonly logInPrompt = LOG_IN_PROMPTS.rename;

  constructor(private readonly channels: ChannelService) {}

  async edit(asker: MemberAsker, channelRef: string, _action: 'edit_channel', form: ChannelEditForm): Promise<ChannelEditStatus> {
    if (!form.name) throw errors.badRequest('Invalid form: name: required for edit_channel');
    const channel = await this.channels.require(channelRef, asker);
    if (!mayEdit(channel, asker.userId)) return 'not_authorized';
    await this.channels.rename(await this.channels.ownVersion(channel, asker.userId), form.name);
    return 'ok';
  }
}
