import type { Db } from '../../db';
import { CurationFileError, loadCurationFile } from './load';
import { curatedChannelId, planChanges, type Summary } from './plan';
import { CurationRepo, type Writes } from './repo';

export interface CurationPlan {
  file: string;
  summary: Summary;
  writes: Writes;
  /** Whether applying would change anything. */
  changes: boolean;
}

/** Curation as data: a file is validated, compared with the catalog, then applied in one transaction. */
export class CurationService {
  private readonly repo: CurationRepo;

  constructor(db: Db, private readonly clock: () => number = Date.now) {
    this.repo = new CurationRepo(db);
  }

  /** What applying `file` would change; throws CurationFileError (every problem, each with its line) when it cannot be applied. */
  async plan(file: string): Promise<CurationPlan> {
    const loaded = await loadCurationFile(file);
    const state = await this.repo.state(loaded.data.channels.map((c) => curatedChannelId(c.key)));
    const planned = planChanges(loaded, state, this.clock());
    if ('problems' in planned) throw new CurationFileError(planned.problems);
    const changes = Object.values(planned.summary).some((k) => k.added.length + k.changed.length > 0);
    return { file, ...planned, changes };
  }

  async apply(plan: CurationPlan): Promise<void> {
    if (plan.changes) await this.repo.write(plan.writes);
  }
}
