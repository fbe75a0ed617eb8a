import type { BannerInput } from './repo';

/** The demo's banner: what signing up brings, for visitors; the Five-Star channel, for listeners. */
export const DEMO_BANNERS: readonly BannerInput[] = [
  {
    id: '6561a0c0b1a2c3d4e5f60001',
    content: '<p>Free, and better with an account: <a href="/sign-up/">sign up</a> for fewer ads per hour and your own Five-Star channel.</p>',
    contentf: '<p>Thanks for listening with Facebook! Rate songs to build <a href="/five-star/">your Five-Star channel</a>.</p>',
    contentu: '<p>Rate songs with the stars in the player to build <a href="/five-star/">your Five-Star channel</a>.</p>',
    enabled: true,
    sort: 0,
  },
];
