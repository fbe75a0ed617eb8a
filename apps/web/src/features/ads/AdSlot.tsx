import { AD_FORMATS, AD_SLOTS, AD_TEXT, type AdSlotName, type ServedAd } from '@earshot/contract';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { useClientEnv } from '../../lib/env';
import './ads.css';

/**
 * A display ad slot. The server renders the empty box at the creative's size, so nothing moves when
 * the ad arrives; the browser fills it after the page is interactive and again at each refresh
 * (adRefresh.ts). With every ad turned off (ADS_ENABLED=false) there is no slot at all; with an
 * external ad tag (AD_TAG_URL) the slot is an empty box of the right size for the tag to fill.
 */
export function AdSlot({ slot, className }: { slot: AdSlotName; className?: string }) {
  const { adsEnabled, adTagUrl } = useClientEnv();
  // An external ad network's tag fills the slots itself (see the slot's data-ad-slot).
  const firstParty = adsEnabled && adTagUrl === null;
  const api = useApi();
  const [ad, setAd] = useState<ServedAd | null>(null);

  useEffect(() => {
    if (!firstParty) return;
    let stop: (() => void) | undefined;
    let live = true;
    // The serving and refreshing code is not part of the first download.
    void import('./adRefresh').then((refresh) => {
      if (live) stop = refresh.keepFilled(api, slot, setAd);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [firstParty, api, slot]);

  if (!adsEnabled) return null;
  const { width, height } = AD_FORMATS[AD_SLOTS[slot]];
  const size = { '--ad-width': `${width}px`, '--ad-ratio': `${width} / ${height}` } as CSSProperties;
  return (
    <div className={className ? `ad-slot ${className}` : 'ad-slot'} data-ad-slot={slot} style={size}>
      <span className="ad-slot__label">{AD_TEXT.label}</span>
      <div className="ad-slot__frame">{ad && <Creative ad={ad} onClick={() => void import('./adRefresh').then((r) => r.countClick(api, ad.id))} />}</div>
    </div>
  );
}

function Creative({ ad, onClick }: { ad: ServedAd; onClick: () => void }) {
  const image = <img src={ad.image} alt={ad.alt} width={ad.width} height={ad.height} />;
  // Our own pages open in the app; an advertiser's in a new tab, marked as paid.
  if (ad.click.startsWith('/')) {
    return (
      <Link to={ad.click} onClick={onClick}>
        {image}
      </Link>
    );
  }
  return (
    <a href={ad.click} target="_blank" rel="sponsored noopener noreferrer" onClick={onClick}>
      {image}
    </a>
  );
}
