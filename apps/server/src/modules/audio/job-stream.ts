import { Readable } from 'node:stream';
import type { EncodeJob } from './encode-job';

/**
 * A listener's view of a job: replays the chunks so far, then follows new ones, honouring
 * backpressure. `listener` counts (for scheduling) until the stream ends or is destroyed.
 */
export class JobStream extends Readable {
  private next = 0;
  /** Bytes of the job's output already sent (the head, when there is one). */
  private skip: number;
  private unwatch: (() => void) | null = null;

  /** `head`, when given, is sent first: the job's output repeats it byte for byte, so those bytes are skipped. */
  constructor(private readonly job: EncodeJob, private readonly listener: object = {}, private head?: Buffer) {
    super();
    this.skip = head?.length ?? 0;
    job.attach(listener);
  }

  override _read(): void {
    const { job } = this;
    if (this.head) {
      const head = this.head;
      this.head = undefined;
      if (!this.push(head)) return;
    }
    while (this.next < job.chunks.length) {
      let chunk = job.chunks[this.next++];
      if (this.skip > 0) {
        const skipped = Math.min(this.skip, chunk.length);
        this.skip -= skipped;
        chunk = chunk.subarray(skipped);
        if (chunk.length === 0) continue;
      }
      if (!this.push(chunk)) return;
    }
    if (job.error) this.destroy(job.error);
    else if (job.done) this.push(null);
    else if (!this.unwatch) {
      this.unwatch = job.watch(() => {
        this.stopWatching();
        this._read();
      });
    }
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
