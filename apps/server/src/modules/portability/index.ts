import type { Db } from '../../db';
import type { RateLimiter } from '../../http/rate-limit';
import { PortabilityLimits } from './limits';
import { portabilityRoutes } from './routes';
import { PortabilityService } from './service';

export interface PortabilityDeps {
  db: Db;
  limiter: RateLimiter;
  clock: () => number;
}

/** Your data to take away (issue 27): the export file and its import, over what accounts, listening and the catalog export. */
export function createPortability({ db, limiter, clock }: PortabilityDeps) {
  return { routes: portabilityRoutes(new PortabilityService(db, clock), new PortabilityLimits(limiter)) };
}
