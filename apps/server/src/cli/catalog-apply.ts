import path from 'node:path';
import { parseArgs } from 'node:util';
import { CurationService, type CurationPlan } from '../modules/curation';
import { openCatalog, runCommand } from './open-catalog';

const USAGE = `usage: npm run catalog:apply -- <file.yaml|file.json> [--dry-run]

Checks a curation file (genres, channels, featured collections, mood groups, content pages),
shows what it would change in the catalog, then applies it in one transaction. Channels are
compiled from their rules against the ingested music (npm run ingest) at this moment: apply the
file again after ingesting more. Restart the server afterwards: it keeps track lists in memory.

  --dry-run  show what would change, change nothing`;

const KIND_NAMES: Record<keyof CurationPlan['summary'], [string, string]> = {
  genres: ['genre', 'genres'], channels: ['channel', 'channels'], featured: ['featured collection', 'featured collections'],
  moods: ['mood group', 'mood groups'], pages: ['content page', 'content pages'], banners: ['banner', 'banners'],
  charities: ['charity', 'charities'], ads: ['ad creative', 'ad creatives'],
};

/** "will add 3 channels (A, B, C), change 1 (D), leave 2 as they are", a line per kind the file names. */
function describe(plan: CurationPlan): string {
  const lines: string[] = [];
  for (const [kind, [one, many]] of Object.entries(KIND_NAMES) as [keyof CurationPlan['summary'], [string, string]][]) {
    const { added, changed, unchanged } = plan.summary[kind];
    if (added.length + changed.length + unchanged === 0) continue;
    const noun = (n: number) => (n === 1 ? one : many);
    const parts = [
      added.length && `add ${added.length} ${noun(added.length)} (${added.join(', ')})`,
      changed.length && `change ${changed.length} (${changed.join(', ')})`,
      unchanged && `leave ${unchanged} as ${unchanged === 1 ? 'it is' : 'they are'}`,
    ].filter(Boolean);
    lines.push(`  ${many}: will ${parts.join(', ')}`);
  }
  return lines.length ? lines.join('\n') : '  the file names nothing';
}

await runCommand(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const { db } = await openCatalog();
  try {
    const curation = new CurationService(db);
    const plan = await curation.plan(file);
    console.log(`${path.basename(file)}:\n${describe(plan)}`);
    if (!plan.changes) console.log('Nothing to change.');
    else if (values['dry-run']) console.log('Dry run: nothing changed.');
    else {
      await curation.apply(plan);
      console.log('Applied.');
    }
    return 0;
  } finally {
    await db.destroy();
  }
});
