import { type ChildProcess, spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { MediaStore } from '../store';
import { STREAM_FORMAT } from './format';

/** Enough of ffmpeg's log to say why it failed. */
const STDERR_TAIL = 4096;

/**
 * Stream renditions of stored files that are not in STREAM_FORMAT (another rate or bitrate, VBR,
 * mono, AAC): made once, at first use, with ffmpeg, and kept beside the store's audio. One ffmpeg
 * runs at a time and a track asked for again while queued waits on the same run, so however many
 * listeners or channels ask, encoding never takes more than one core.
 */
export class Renditions {
  private readonly making = new Map<string, Promise<void>>();
  /** The end of the queue: the last rendition asked for, settled or not. */
  private queue: Promise<unknown> = Promise.resolve();
  private running: ChildProcess | null = null;
  private closed = false;

  constructor(private readonly store: MediaStore) {}

  /** Makes the track's rendition (at MediaStore.streamPath) of `source`, its stored file, unless one newer than the file is there. */
  ensure(trackId: string, source: string): Promise<void> {
    let made = this.making.get(trackId);
    if (!made) {
      made = this.make(trackId, source).finally(() => this.making.delete(trackId));
      this.making.set(trackId, made);
    }
    return made;
  }

  /** Stops the rendition running now; those queued fail. */
  close(): void {
    this.closed = true;
    this.running?.kill('SIGKILL');
  }

  private async make(trackId: string, source: string): Promise<void> {
    const target = this.store.streamPath(trackId);
    if (await isFresh(target, source)) return;
    const turn = this.queue.then(async () => {
      if (this.closed) throw new Error('closed');
      const temp = await this.store.tempFile('mp3');
      try {
        await this.encode(source, temp);
        await this.store.commit(temp, target);
      } catch (error) {
        await this.store.discard(temp);
        throw error;
      }
    });
    this.queue = turn.catch(() => {});
    await turn;
  }

  private encode(source: string, target: string): Promise<void> {
    const args = [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-i', source, '-map', '0:a:0', '-map_metadata', '-1'],
      ...['-c:a', 'libmp3lame', '-b:a', `${STREAM_FORMAT.kbps}k`, '-ar', String(STREAM_FORMAT.sampleRate), '-ac', String(STREAM_FORMAT.channels)],
      // No info frame and no tags: the file is nothing but stream frames.
      ...['-write_xing', '0', '-id3v2_version', '0', '-f', 'mp3', '-y', target],
    ];
    return new Promise((resolve, reject) => {
      const child = spawn(ffmpeg.path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      this.running = child;
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_TAIL)));
      child.on('error', reject);
      child.on('close', (code) => {
        this.running = null;
        if (code === 0) resolve();
        else reject(new Error(stderr.trim().split('\n').at(-1) || `ffmpeg exited with ${code}`));
      });
    });
  }
}

/** The rendition exists and was made after its source was last written. */
async function isFresh(rendition: string, source: string): Promise<boolean> {
  try {
    const [made, stored] = await Promise.all([stat(rendition), stat(source)]);
    return made.mtimeMs >= stored.mtimeMs;
  } catch {
    return false;
  }
}
