import type { Config } from '../config';
import type { Db } from '../db';
import { MemoryRateLimiter } from '../http/rate-limit';
import type { EventLog } from '../metrics/events';
import { createCatalog } from '../modules/catalog';
import type { ReportingDeps } from '../modules/reporting';
import { ChannelSlugs } from '../modules/streaming';

/**
 * What the reports need, composed as the CLI runs them: `--channel` finds a channel as a stream
 * address does (number, id or name slug), asked by nobody in particular (no listener, no address).
 */
export function reportingDeps(db: Db, config: Config, cwd: string): ReportingDeps {
  // The catalog's routes, where bans happen and are logged, are not served here: no event to record.
  const events: EventLog = { event: () => {} };
  const { channels } = createCatalog({ db, limiter: new MemoryRateLimiter(), clock: Date.now, events });
  const slugs = new ChannelSlugs(db, Date.now);
  return {
    db,
    settings: config.report,
    channelOf: async (ref) => {
      const id = await slugs.idOrNumberOf(ref);
      return id === undefined ? undefined : channels.find(id, { userId: null, address: null });
    },
    cwd,
  };
}
