import type { AdFormat } from '@earshot/contract';
import type { AdCreativeRecord } from './repo';

interface HouseAd {
  id: string;
  format: AdFormat;
  headline: string;
  action: string;
  click: string;
}

/** The demo's own ads (house ads): Earshot's pages, in every format, until an operator adds paid ones. */
export const HOUSE_ADS: readonly HouseAd[] = [
  { id: '6561a0c0b1a2c3d4e5f62001', format: 'leaderboard', headline: 'Reach listeners at work, all day long', action: 'Advertise', click: '/page/advertise/' },
  { id: '6561a0c0b1a2c3d4e5f62002', format: 'leaderboard', headline: 'Rate songs, get your own Five-Star channel', action: 'Go Five-Star', click: '/five-star/' },
  { id: '6561a0c0b1a2c3d4e5f62003', format: 'rectangle', headline: 'Make music? Get it on the air', action: 'Submit music', click: '/page/submit-music/' },
  { id: '6561a0c0b1a2c3d4e5f62004', format: 'rectangle', headline: 'Vote for a charity this season', action: 'Learn more', click: '/page/season-of-sharing/' },
  { id: '6561a0c0b1a2c3d4e5f62005', format: 'video', headline: 'Hundreds of channels, all 100% free', action: 'Our story', click: '/about/' },
];

export const houseAdImage = (id: string) => `/img/ads/${id}.svg`;

export function houseAdRows(now: number): AdCreativeRecord[] {
  return HOUSE_ADS.map((ad) => ({
    id: ad.id,
    format: ad.format,
    name: `House: ${ad.headline}`,
    image_url: houseAdImage(ad.id),
    click_url: ad.click,
    alt_text: `${ad.headline}. ${ad.action}.`,
    weight: 1,
    enabled: 1,
    created_at: now,
  }));
}
