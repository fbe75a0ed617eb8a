import type { Db } from '../../db';
import { AdsRepo } from './ads/repo';
import { adRoutes } from './ads/routes';
import { AdsService } from './ads/service';
import { BannersRepo } from './banners/repo';
import { bannerRoutes } from './banners/routes';
import { BannersService } from './banners/service';
import { SeasonOfSharingRepo } from './season-of-sharing/repo';
import { seasonOfSharingRoutes } from './season-of-sharing/routes';
import { SeasonOfSharingService } from './season-of-sharing/service';

export * from './curated';
export { houseAdSvg } from './ads/art';
export { runAdsCommand } from './ads/command';
export { HOUSE_ADS, houseAdRows } from './ads/demo';
export { isLinkTarget } from './ads/links';
export { storeAdCreatives } from './ads/repo';
export { DEMO_BANNERS } from './banners/demo';
export { storeBanners } from './banners/repo';
export { runSeasonCommand } from './season-of-sharing/command';
export { DEMO_CHARITIES } from './season-of-sharing/demo';
export { charityArtFacts, storeCharities } from './season-of-sharing/repo';

export interface PromotionsDeps {
  db: Db;
  clock: () => number;
}

/** Wires promotions: banners, display ads and the Season of Sharing (charities, votes, draws). */
export function createPromotions({ db, clock }: PromotionsDeps) {
  const ads = new AdsService(new AdsRepo(db), clock);
  const season = new SeasonOfSharingService(new SeasonOfSharingRepo(db), clock);
  const routes = [...bannerRoutes(new BannersService(new BannersRepo(db))), ...adRoutes(ads), ...seasonOfSharingRoutes(season)];
  return { ads, season, routes };
}
