import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CatalogData, type ChannelRow, generateCatalog, TEST_CATALOG } from '@earshot/catalog';
import { SYNTH_VERSION, encodeMp3 } from '@earshot/catalog/audio';

/** Songs of the channel encoded for the other server's source: more audio than one ramp plays, so it never loops mid-step. */
const SONGS = 3;

export interface StreamAudio {
  channel: ChannelRow;
  /** The MP3 files, in the channel's order. */
  files: string[];
  seconds: number;
}

/**
 * The bench's channel (the test catalog's first catalog channel that plays everyone the same
 * songs) and its first songs encoded as the server encodes them: the catalog's own synthesis and
 * WASM LAME encoder, 128 kbps CBR, 32 kHz stereo. These are the files Icecast's source client
 * plays, so both servers carry the same kind of bytes. Encoding costs ~5 CPU s a song, so the
 * files are kept in the temporary folder across runs, by synth version and track.
 */
export async function streamAudio(): Promise<StreamAudio> {
  const catalog: CatalogData = generateCatalog(TEST_CATALOG);
  const channel = catalog.channels.find((c) => c.five_star === 0 && c.christmas === 0);
  if (!channel) throw new Error('no channel to stream in the test catalog');
  const tracks = new Map(catalog.tracks.map((t) => [t.id, t]));
  const songs = catalog.channelTracks
    .filter((ct) => ct.channel_id === channel.id)
    .sort((a, b) => a.position - b.position)
    .map((ct) => tracks.get(ct.track_id))
    .filter((t) => t?.kind === 'song')
    .slice(0, SONGS);
  const dir = path.join(os.tmpdir(), `earshot-bench-streams-synth-${SYNTH_VERSION}`);
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  let seconds = 0;
  for (const song of songs) {
    if (!song) continue;
    const file = path.join(dir, `${song.id}.mp3`);
    if (!existsSync(file)) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of encodeMp3(song)) chunks.push(chunk);
      writeFileSync(`${file}.tmp`, Buffer.concat(chunks));
      renameSync(`${file}.tmp`, file);
    }
    files.push(file);
    seconds += song.duration_ms / 1000;
  }
  return { channel, files, seconds };
}
