import { STREAM_MESSAGES, channelStreamPath } from '@earshot/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useIsAuthenticated } from '../../api/accounts';
import { useClientEnv } from '../../lib/env';
import { CopyField } from './CopyField';
import { PERSONAL_STREAM_SETTINGS, channelStreamUrl } from './streamUrls';
import { STREAM_TEXT } from './streamText';
import './streams.css';

interface ListenInPlayerProps {
  /** The channel's stream name (channelStreamRef); null when it has no public stream (Five-Star Radio). */
  streamRef: string | null;
  /** h2 on a page, h3 inside a dialog whose title is the h2. */
  headingLevel: 2 | 3;
  /** Runs when the listener follows the link to their settings (a dialog closes itself then). */
  onLeave?(): void;
}

function PlaylistFiles({ streamRef }: { streamRef: string }) {
  return (
    <p className="listen-in-player__files">
      {STREAM_TEXT.playlistFiles}
      <a href={channelStreamPath(streamRef, 'm3u')} download aria-label={STREAM_TEXT.downloadM3u}>
        {STREAM_TEXT.m3u}
      </a>
      <a href={channelStreamPath(streamRef, 'pls')} download aria-label={STREAM_TEXT.downloadPls}>
        {STREAM_TEXT.pls}
      </a>
    </p>
  );
}

/** Why there is no public stream, and (for a listener who can make one) where their personal stream is. */
function NotStreamable({ onLeave }: { onLeave?(): void }) {
  const authenticated = useIsAuthenticated();
  return (
    <>
      <p>{STREAM_MESSAGES.channelNotStreamable}</p>
      {authenticated && (
        <p>
          <Link to={`${PERSONAL_STREAM_SETTINGS.path}#${PERSONAL_STREAM_SETTINGS.sectionId}`} onClick={onLeave}>
            {STREAM_TEXT.makePersonalKey}
          </Link>
        </p>
      )}
    </>
  );
}

/** 'Listen in your player': the channel's stream address to paste into VLC, a Sonos or a radio, and its playlist files. */
export function ListenInPlayer({ streamRef, headingLevel, onLeave }: ListenInPlayerProps) {
  const headingId = useId();
  const { siteUrl } = useClientEnv();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="listen-in-player" aria-labelledby={headingId}>
      <Heading id={headingId} className="listen-in-player__title">
        {STREAM_MESSAGES.listenInPlayer}
      </Heading>
      {streamRef === null ? (
        <NotStreamable onLeave={onLeave} />
      ) : (
        <>
          <CopyField
            label={STREAM_TEXT.streamAddress}
            value={channelStreamUrl(siteUrl, streamRef)}
            copyLabel={STREAM_TEXT.copyStreamAddress}
          />
          <p className="listen-in-player__help">{STREAM_MESSAGES.listenInPlayerHelp}</p>
          <PlaylistFiles streamRef={streamRef} />
        </>
      )}
    </section>
  );
}
