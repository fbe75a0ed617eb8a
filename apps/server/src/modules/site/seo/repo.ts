import type { Db } from '../../../db';
import { brandParams, genreParams, visibleChannels } from '../../catalog';
import { contentPageUrls } from '../../content';

/** What the sitemap lists: curated channels, every genre, brand and content page (never a listener's own channels). */
export class SeoRepo {
  constructor(private readonly db: Db) {}

  /** Enabled catalog channels (no owner), in legacy-id order so the file is stable. */
  async curatedChannels(): Promise<{ name: string; oldid: number }[]> {
    return this.db.selectFrom(visibleChannels(this.db).as('channel')).select(['channel.name', 'channel.oldid']).orderBy('channel.oldid').execute();
  }

  genreParams(): Promise<string[]> {
    return genreParams(this.db);
  }

  brandParams(): Promise<string[]> {
    return brandParams(this.db);
  }

  contentPageUrls(): Promise<string[]> {
    return contentPageUrls(this.db);
  }
}
