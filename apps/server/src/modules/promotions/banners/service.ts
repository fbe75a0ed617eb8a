import type { BannersList } from '@earshot/contract';
import type { BannersRepo } from './repo';

/** `GET /c/m/json/banners/`: every banner, the one to show first (the client shows only that one). */
export class BannersService {
  constructor(private readonly repo: BannersRepo) {}

  async list(): Promise<BannersList> {
    return (await this.repo.all()).map((row) => ({
      content: row.content_html,
      contentf: row.contentf_html,
      contentu: row.contentu_html,
      enabled: row.enabled ? 'YES' : 'NO',
    }));
  }
}
