import { type AiredSong, DEFAULT_POLICY, stationListener } from '../../listening';
import { plural } from '../text-output';
import type { ComplementLimits, ComplementReport, ComplementRule, ComplementViolation } from './audit';

const HOUR_MS = 3600_000;

const ruleText = (rule: ComplementRule, limits: ComplementLimits): string => {
  const hours = `${limits.windowMs / HOUR_MS} hours`;
  switch (rule) {
    case 'album':
      return `more than ${limits.maxPerAlbum} songs from one album within ${hours}`;
    case 'album-in-row':
      return `more than ${limits.maxAlbumInRow} songs in a row from one album`;
    case 'artist':
      return `more than ${limits.maxPerArtist} songs by one artist within ${hours}`;
    case 'artist-in-row':
      return `more than ${limits.maxArtistInRow} songs in a row by one artist`;
  }
};

/** UTC, to the second: `2026-06-15 12:00:00`. */
const timeOf = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

function streamOf(v: ComplementViolation): string {
  const station = v.plays.some((play) => v.listenerKey === stationListener(play.channel_id).key);
  return station ? `public stream ${v.listenerKey} of channel ${v.channelId}` : `listener ${v.listenerKey} on channel ${v.channelId}`;
}

function playLine(play: AiredSong, streamChannelId: string): string {
  const elsewhere = play.channel_id === streamChannelId ? '' : `  [on channel ${play.channel_id}]`;
  return `  ${timeOf(play.served_at)}  ${play.artist_name} – ${play.title} (${play.album_title})  play ${play.id}${elsewhere}`;
}

/** The report as lines for a terminal: a summary, then each violation with the songs that make it. */
export function formatComplementReport(report: ComplementReport, limits: ComplementLimits = DEFAULT_POLICY): string {
  const { violations } = report;
  const found = violations.length === 0 ? 'no violation' : plural(violations.length, 'violation', 'violations');
  const lines = [`Performance complement, ${timeOf(report.from)} to ${timeOf(report.to)} UTC: ${plural(report.songs, 'song', 'songs')} on the air, ${found}.`];
  for (const v of violations) lines.push('', `${streamOf(v)}: ${ruleText(v.rule, limits)}`, ...v.plays.map((play) => playLine(play, v.channelId)));
  return lines.join('\n');
}
