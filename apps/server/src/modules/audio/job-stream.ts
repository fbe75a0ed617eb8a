import { Readable } from 'node:stream';
import type { EncodeJob } from './encode-job';

/**
 * A listener's view of a job: replays the chunks so far, then follows new ones, honouring
 * backpressure. `listener` counts (for scheduling) until the stream ends or is destroyed.
 */
export class JobStream extends Readable {
  private next = 0;
  private unwatch: (() => void) | null = null;

  constructor(private readonly job: EncodeJob, private readonly listener: object = {}) {
    super();
    job.attach(listener);
  }

  override _read(): void {
    const { job } = this;
    while (this.next < job.chunks.length) {
      if (!this.push(job.chunks[this.next++])) return;
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
