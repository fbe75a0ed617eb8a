import { Readable } from 'node:stream';
import type { EncodeJob } from './encode-job';

/**
 * A listener's view of a job: bytes `start` to `end` of the file (all of it by default), replaying
 * the chunks so far and then following new ones, honouring backpressure. `listener` counts (for
 * scheduling) until the stream ends or is destroyed.
 */
export class JobStream extends Readable {
  /** The next chunk to look at, and where in the file it starts. */
  private next = 0;
  private nextAt = 0;
  /** The next byte of the file to send. */
  private at: number;
  private readonly end: number;
  private unwatch: (() => void) | null = null;

  /** `head`, when given, is the file's opening from elsewhere (a kept head): its bytes are sent from it, not waited for. */
  constructor(private readonly job: EncodeJob, private readonly listener: object = {}, private head?: Buffer, range = { start: 0, end: job.size - 1 }) {
    super();
    this.at = range.start;
    this.end = range.end;
    job.attach(listener, Date.now(), range.start);
  }

  override _read(): void {
    const { job } = this;
    const head = this.head;
    this.head = undefined;
    if (head && this.at < head.length && !this.send(head, 0)) return;
    while (this.at <= this.end && this.next < job.chunks.length) {
      const chunk = job.chunks[this.next++];
      const chunkAt = this.nextAt;
      this.nextAt += chunk.length;
      if (this.at < this.nextAt && !this.send(chunk, chunkAt)) return;
    }
    if (this.at > this.end) this.push(null);
    else if (job.error || job.done) this.destroy(job.error ?? new Error('the encode ended short of the length it announced'));
    else if (!this.unwatch) {
      this.unwatch = job.watch(() => {
        this.stopWatching();
        this._read();
      });
    }
  }

  /** Pushes what the range wants of `bytes`, which start at `offset` in the file; false on backpressure. */
  private send(bytes: Buffer, offset: number): boolean {
    const part = bytes.subarray(this.at - offset, this.end + 1 - offset);
    this.at += part.length;
    return this.push(part);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.stopWatching();
    this.job.detach(this.listener);
    callback(error);
  }

  private stopWatching(): void {
    this.unwatch?.();
    this.unwatch = null;
  }
}
