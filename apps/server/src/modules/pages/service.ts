import { type GenresData, type HomePage, MESSAGES, toOid } from '@earshot/contract';
import type { ChannelService } from '../channels/service';
import type { PagesRepo } from './repo';

export class PagesService {
  constructor(
    private readonly repo: PagesRepo,
    private readonly channels: ChannelService,
  ) {}

  async genres(): Promise<GenresData> {
    const [genres, brands] = await Promise.all([this.repo.genresWithCounts(), this.repo.todaysBrandsWithCounts()]);
    return {
      features: genres.map((g) => ({ _id: toOid(g.id), name: g.name, param: g.param, channels: Number(g.channels) })),
      brands: brands.map((b) => ({
        _id: toOid(b.id),
        name: b.name,
        param: b.param,
        channels: Number(b.channels),
        canonical_url: `/featured/${b.param}/`,
      })),
    };
  }

  async home(): Promise<HomePage> {
    const rows = await this.repo.homeSections();
    const channels = await this.channels.listByIds([...new Set(rows.map((r) => r.channel_id))]);
    const byId = new Map(channels.map((c) => [c._id.$oid, c]));
    const sections = new Map<string, HomePage['sections'][number]>();
    for (const row of rows) {
      let section = sections.get(row.id);
      if (!section) {
        section = { name: row.name, param: row.param, channels: [] };
        sections.set(row.id, section);
      }
      const channel = byId.get(row.channel_id);
      if (channel) section.channels.push(channel);
    }
    return { title: MESSAGES.homeTitle, sections: [...sections.values()] };
  }
}
