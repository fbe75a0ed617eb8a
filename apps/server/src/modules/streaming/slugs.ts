import { channelSlug } from '@earshot/contract';
import type { Db } from '../../db';
import { visibleChannels } from '../catalog';

/** Channels come and go rarely (the curation command); a minute-old index only delays a new channel's slug. */
const REFRESH_MS = 60_000;

/** A channel's id (24 hex digits) or number (a catalog channel's legacy id, a user channel's 9 digits). */
const ID_OR_NUMBER = /^([0-9a-f]{24}|\d{1,10})$/;

/**
 * Catalog channels by the slug of their name, for stream addresses typed by hand
 * (`/stream/christmas-pop.mp3`). Two channels of one name: the older (lower number) keeps the slug.
 */
export class ChannelSlugs {
  private index: Promise<Map<string, string>> | null = null;
  private builtAt = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** The channel a hand-typed reference names (a stream address, a report's --channel): an id or a number as it is, else by its slug. */
  async idOrNumberOf(ref: string): Promise<string | undefined> {
    return ID_OR_NUMBER.test(ref) ? ref : this.idOf(ref);
  }

  /** The channel id for a slug, if a visible catalog channel has it. */
  async idOf(slug: string): Promise<string | undefined> {
    if (!this.index || this.clock() - this.builtAt > REFRESH_MS) {
      this.builtAt = this.clock();
      const building = this.build();
      building.catch(() => (this.index = null));
      this.index = building;
    }
    return (await this.index).get(slug);
  }

  private async build(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom(visibleChannels(this.db).as('c')).select(['c.id', 'c.name']).orderBy('c.oldid').execute();
    const index = new Map<string, string>();
    for (const row of rows) {
      const slug = channelSlug(row.name);
      if (!index.has(slug)) index.set(slug, row.id);
    }
    return index;
  }
}
