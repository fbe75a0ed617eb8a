import {
  CHANNEL_PAGE_TEXT,
  type Channel,
  type ChannelPage as ChannelPageData,
  channelPageHref,
  isBlend,
  MESSAGES,
  PLAYER_TEXT,
  pageTitle,
} from '@earshot/contract';
import { useId } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { AdSlot } from '../../features/ads/AdSlot';
import { ChannelHeading } from '../../features/channels/ChannelHeading';
import { PlayChannelButton } from '../../features/channels/PlayChannelButton';
import { SimilarChannelsSection } from '../../features/channels/SimilarChannelsSection';
import { ListenInPlayer } from '../../features/streams/ListenInPlayer';
import { channelStreamRef } from '../../features/streams/streamUrls';
import { isUnknownChannel, useChannelPage } from '../../api/channelPage';
import { FallbackImage } from '../../ui/FallbackImage';
import { LoadError } from '../../ui/LoadError';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { FeaturedArtists } from './FeaturedArtists';
import '../../ui/chips.css';
import './channel.css';

/** Two blended channels may share a name: each is keyed by its name and which occurrence of it it is. */
function keyedByOccurrence(names: string[]): { key: string; name: string }[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const occurrence = (seen.get(name) ?? 0) + 1;
    seen.set(name, occurrence);
    return { key: `${occurrence}-${name}`, name };
  });
}

function BlendedChannels({ names }: { names: string[] }) {
  const headingId = useId();
  return (
    <section className="channel-page__blend" aria-labelledby={headingId}>
      <h2 id={headingId}>{CHANNEL_PAGE_TEXT.blendOf}</h2>
      <ul className="chip-list">
        {keyedByOccurrence(names).map(({ key, name }) => (
          <li key={key}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

function ChannelHero({ channel }: { channel: Channel }) {
  return (
    <article className="channel-page__hero">
      <FallbackImage className="channel-page__art" src={channel.image} alt={CHANNEL_PAGE_TEXT.art(channel.name)} width={240} height={240} />
      <div className="channel-page__text">
        <ChannelHeading channel={channel} />
        <PlayChannelButton channel={channel} label={CHANNEL_PAGE_TEXT.play} className="channel-page__play" iconSize={24} />
      </div>
      {isBlend(channel) && <BlendedChannels names={channel.added_channels_names} />}
    </article>
  );
}

function LoadedChannelPage({ page }: { page: ChannelPageData }) {
  const channel = page.channelDetails;
  return (
    <div className="channel-page">
      <PageMeta
        title={pageTitle(channel.name)}
        description={channel.description || MESSAGES.siteDescription}
        canonicalPath={channelPageHref(channel)}
        image={channel.image}
        noindex={channel.is_user_channel}
      />
      <ChannelHero channel={channel} />
      <AdSlot slot="leaderboard-channels" />
      <FeaturedArtists tracks={page.featuredTracks} />
      <div className="channel-page__section">
        <ListenInPlayer streamRef={channelStreamRef(channel)} headingLevel={2} />
      </div>
      <SimilarChannelsSection channels={page.similarChannels} className="channel-page__section" />
    </div>
  );
}

function ChannelPageSkeleton() {
  return (
    <div className="channel-page" aria-busy="true">
      <div className="channel-page__hero channel-page__hero--loading">
        <span className="channel-page__art" />
        <div className="channel-page__text">
          <span className="channel-page__line" />
          <span className="channel-page__line channel-page__line--short" />
        </div>
      </div>
      <FeaturedArtists tracks={undefined} />
      <SimilarChannelsSection channels={undefined} className="channel-page__section" />
    </div>
  );
}

/**
 * /channel/{id}/ and /channel/{name}/{oldid}/: where a shared link leads, a blend or a listener's own
 * channel included (000 section 2; 001 sections 2 and 3). The channel, its art and a Play button,
 * 'Featuring songs by:' and 'You may also like:', all from one call; the server renders the page
 * with it, and with the channel's share tags for link previews.
 */
export default function ChannelPage() {
  const { id, oldid } = useParams();
  const { data, error, refetch } = useChannelPage(oldid ?? id ?? '');
  if (data) return <LoadedChannelPage page={data} />;
  if (isUnknownChannel(error)) return <NotFoundPage />;
  if (error) return <LoadError message={PLAYER_TEXT.errorLoadingChannel} onRetry={() => void refetch()} />;
  return <ChannelPageSkeleton />;
}
