import type { AdsService } from './service';

export const ADS_USAGE = `Usage: npm run ads -- <command>
  list [days]                              every creative with its impressions and clicks (default: 30 days)
  add <format> <image> <click> <alt> [weight] [name]
                                           a new creative: format leaderboard, rectangle or video; image and
                                           click a path on this site (/…) or an http(s) URL; weight 0–1000 (1)
  enable <id> | disable <id>               show a creative again, or stop showing it`;

const percent = (clicks: number, impressions: number) => (impressions === 0 ? '–' : `${((100 * clicks) / impressions).toFixed(1)}%`);

/** The operator's commands for the ad server; answers the lines to print, throws for bad input. */
export async function runAdsCommand(ads: AdsService, args: string[]): Promise<string[]> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const days = rest[0] === undefined ? 30 : Number(rest[0]);
    if (!Number.isInteger(days) || days < 1) throw new Error('Give the number of days as a whole number, 1 or more.');
    const rows = await ads.totals(days);
    if (rows.length === 0) return ['No creatives yet.'];
    return [
      `Last ${days} days:`,
      ...rows.map((r) => `${r.id}  ${r.format.padEnd(11)} weight ${String(r.weight).padStart(4)}  ${r.enabled ? 'on ' : 'off'}  ${r.impressions} seen, ${r.clicks} clicks (${percent(r.clicks, r.impressions)})  ${r.name}`),
    ];
  }
  if (command === 'add') {
    const [format, image, click, alt, weight = '1', ...name] = rest;
    if (!format || !image || !click || !alt) throw new Error(ADS_USAGE);
    const row = await ads.add({ format, image, click, alt, weight: Number(weight), name: name.join(' ') });
    return [`Added ${row.id} (${row.format}, weight ${row.weight}).`];
  }
  if (command === 'enable' || command === 'disable') {
    const [id] = rest;
    if (!id || !(await ads.setEnabled(id, command === 'enable'))) throw new Error(`No creative has the id ${id ?? '(none given)'}.`);
    return [`${id} is ${command === 'enable' ? 'shown again' : 'no longer shown'}.`];
  }
  throw new Error(ADS_USAGE);
}
