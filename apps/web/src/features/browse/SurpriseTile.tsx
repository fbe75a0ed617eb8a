import { BROWSE_TEXT } from '@earshot/contract';
import { useState } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { ChannelTile } from '../channels/ChannelTile';
import { useSurprise } from '../../api/browse';

/**
 * Surprise Me (001 section 2): a channel of the genre drawn at random by the server, and 'Pick
 * Different' to draw another. Drawn in the browser only, so the page's HTML has no random part;
 * a genre with no channels shows nothing.
 */
export function SurpriseTile({ param }: { param: string }) {
  const [draw, setDraw] = useState(0);
  const [showing, setShowing] = useState<string>();
  const { data, isFetching, isError } = useSurprise(param, draw, showing);
  const channel = data?.channels[0];
  // The server's HTML holds the placeholder still: a pulse running in the page's first frame held
  // Chromium's first paint of the genre page back by ~1 s on this machine (the compositor dropped
  // its frames while the animation ran). It pulses once the page is live and the draw is awaited.
  const live = useHydrated();
  if (data && !channel) return null;
  return (
    <li className="surprise-tile">
      <p className="surprise-tile__label">
        {BROWSE_TEXT.surpriseMe}
      </p>
      {channel ? (
        <ChannelTile channel={channel} />
      ) : (
        <span className={live ? 'tile tile--skeleton' : 'tile tile--skeleton tile--still'} aria-hidden="true">
          <span className="tile__art" />
          <span className="tile__line" />
        </span>
      )}
      <button
        type="button"
        className="button button--secondary surprise-tile__pick"
        disabled={isFetching || (!channel && !isError)}
        onClick={() => {
          setShowing(channel?._id.$oid);
          setDraw(draw + 1);
        }}
      >
        {BROWSE_TEXT.pickDifferent}
      </button>
    </li>
  );
}
