import { PLAYER_TEXT, PRODUCT, type PlaylistItem, tileImageUrl, UI_TEXT } from '@earshot/contract';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from '../../ui/FallbackImage';
import { InfoIcon } from './playerIcons';
import { LazyBlendLabel } from './PlayerSlot';
import { useNowPlayingChannel, useNowPlayingItem, usePlayerError, usePlayerNotice } from './store';
import type { NowPlayingChannel } from './types';
import { useWhyPopover, WhyButton, WhyPanel } from './WhyThisSong';

function artFor(item: PlaylistItem | null, channel: NowPlayingChannel | null): string {
  if (item && item.type !== 'sweeper' && item.cdcover) return item.cdcover;
  // By id: a user channel's legacy id would answer its owner alone.
  return channel ? tileImageUrl(channel.id) : '';
}

function ItemLines({ item, channel, error }: { item: PlaylistItem | null; channel: NowPlayingChannel | null; error: string | null }) {
  // The failure where the song would be, not a corner note: the bar must not look as if it were still tuning in.
  if (error) {
    return (
      <p className="now-playing__title now-playing__error" role="alert">
        {error}
      </p>
    );
  }
  if (!item) return <p className="now-playing__title">{UI_TEXT.tuningIn}</p>;
  if (item.type === 'sweeper') {
    return (
      <>
        <p className="now-playing__title">{channel?.name}</p>
        <p className="now-playing__artist">{PRODUCT}</p>
      </>
    );
  }
  const albumLine = [item.album, item.year].filter(Boolean).join(' · ');
  return (
    <>
      <p className="now-playing__title">{item.title}</p>
      <p className="now-playing__artist">{item.track_artist}</p>
      {item.type === 'ad' ? (
        <p className="now-playing__album">{PLAYER_TEXT.adResume}</p>
      ) : (
        albumLine && <p className="now-playing__album">{albumLine}</p>
      )}
    </>
  );
}

/**
 * The channel's name (with 'Blend' for a blend) and an info icon, both leading to its page, then the
 * "Why this song?" control. During a station id they are disabled (000: every control is then).
 */
function ChannelLine({ channel, disabled, why }: { channel: NowPlayingChannel; disabled: boolean; why: ReactNode }) {
  const page = `/player/${channel.id}/`;
  const about = PLAYER_TEXT.channelInfo(channel.name);
  const blend = (
    <Suspense fallback={null}>
      <LazyBlendLabel />
    </Suspense>
  );
  if (disabled) {
    return (
      <p className="now-playing__channel-line">
        <span className="now-playing__channel">{channel.name}</span>
        {blend}
        <a className="now-playing__info" role="link" aria-disabled="true" aria-label={about}>
          <InfoIcon size={16} />
        </a>
        {why}
      </p>
    );
  }
  return (
    <p className="now-playing__channel-line">
      <Link className="now-playing__channel" to={page}>
        {channel.name}
      </Link>
      {blend}
      <Link className="now-playing__info" to={page} aria-label={about} title={about}>
        <InfoIcon size={16} />
      </Link>
      {why}
    </p>
  );
}

export function NowPlaying() {
  const item = useNowPlayingItem();
  const channel = useNowPlayingChannel();
  const notice = usePlayerNotice();
  const error = usePlayerError();
  const art = artFor(item, channel);
  const why = item?.type === 'song' ? item.why : undefined;
  const popover = useWhyPopover(why !== undefined);
  return (
    <div className="now-playing">
      {art ? (
        <FallbackImage className="now-playing__art" src={art} alt={item?.album ? `${item.album} cover` : ''} width={56} height={56} />
      ) : (
        <span className="now-playing__art now-playing__art--empty" />
      )}
      <div className="now-playing__text">
        {channel?.name && (
          <ChannelLine channel={channel} disabled={item?.type === 'sweeper'} why={<WhyButton popover={popover} disabled={why === undefined} />} />
        )}
        {popover.open && why && <WhyPanel popover={popover} why={why} />}
        <ItemLines item={item} channel={channel} error={error} />
        <p className="now-playing__notice" role="status">
          {notice}
        </p>
      </div>
    </div>
  );
}
