import { type ChannelSettingsDetails, pageTitle } from '@earshot/contract';
import { PageMeta } from '../../lib/meta';
import { useIsAuthenticated } from '../../api/accounts';
import { useIsCurrentChannel } from '../../features/player/store';
import { BannedArtists, BannedSongs } from './BannedLists';
import { Hero } from './Hero';
import { IncludedChannels } from './IncludedChannels';
import { LogInToView } from './LogInToView';
import { SimilarChannels } from './SimilarChannels';
import { type ListEditor, useChannelEdit, useEditsUnderWay } from './useChannelEdit';

interface ChannelSettingsProps {
  channel: ChannelSettingsDetails;
  canEdit: boolean;
}

/** The loaded page: the hero, then the lists, which only the channel's owner can change. */
export function ChannelSettings({ channel, canEdit }: ChannelSettingsProps) {
  const id = channel._id.$oid;
  const playing = useIsCurrentChannel(id, channel.oldid);
  const edit = useChannelEdit({ channelId: id, playing });
  const busy = useEditsUnderWay();
  const editor: ListEditor | undefined = canEdit ? { edit: (e) => edit.mutate(e), busy } : undefined;
  const authenticated = useIsAuthenticated();
  const locked = channel.is_user_channel && !authenticated;
  const includedIds = channel.included_channels.map((c) => c._id.$oid);
  return (
    <>
      <PageMeta title={pageTitle(channel.name)} description={channel.description} noindex />
      <Hero channel={channel} canEdit={canEdit} />
      {locked ? (
        <LogInToView />
      ) : (
        <>
          <BannedArtists artists={channel.removed_artists} editor={editor} />
          <BannedSongs songs={channel.removed_tracks} editor={editor} />
          <IncludedChannels channels={channel.included_channels} editor={editor} />
          <SimilarChannels channelId={includedIds[0] ?? id} exclude={[id, ...includedIds]} />
        </>
      )}
    </>
  );
}
