import type { FileHandle } from 'node:fs/promises';
import type { EncodeJob } from '../audio/encode-job';

/** A file's bytes by position, read in small pieces so a song holds little memory. */
export interface ByteSource {
  /** Up to `max` bytes from `position` (fewer near the end, none past it); waits for bytes still being encoded. */
  read(position: number, max: number): Promise<Buffer>;
  /** Frees the file handle or job listener; a read waiting for bytes then resolves with none. */
  close(): void;
}

const NO_BYTES = Buffer.alloc(0);

/** An open file; closing the source closes the handle (once). */
export function fileSource(handle: FileHandle, size: number): ByteSource {
  let closed = false;
  return {
    async read(position, max) {
      const length = Math.min(max, size - position);
      if (closed || length <= 0) return NO_BYTES;
      // A new buffer per read: frames cut from the last one may still be in use.
      const bytes = Buffer.allocUnsafe(length);
      const { bytesRead } = await handle.read(bytes, 0, length, position);
      return bytes.subarray(0, bytesRead);
    },
    close() {
      if (closed) return;
      closed = true;
      // FileHandle.close waits for a read in flight.
      handle.close().catch(() => {});
    },
  };
}

/** A whole file in memory (a finished encode): views of it, no copies. */
export function memorySource(data: Buffer): ByteSource {
  return { read: async (position, max) => data.subarray(position, position + max), close() {} };
}

/**
 * An encode in progress, from its chunks as they come (and `head`, the song's opening kept from an
 * earlier encode, before them). `listener` stays attached to the job until the source is closed,
 * so the encoder keeps pace with this reader and the job is not abandoned under it.
 */
export function jobSource(job: EncodeJob, listener: object, head?: Buffer): ByteSource {
  /** The first chunk not wholly before the last position read, and where in the file it starts. */
  let chunk = 0;
  let chunkAt = 0;
  let wake: (() => void) | null = null;
  let closed = false;
  let kept = head;
  const changed = () => new Promise<void>((resolve) => {
    const unwatch = job.watch(() => {
      wake = null;
      unwatch();
      resolve();
    });
    wake = () => {
      unwatch();
      resolve();
    };
  });
  return {
    async read(position, max) {
      for (;;) {
        if (closed) return NO_BYTES;
        if (kept && position < kept.length) return kept.subarray(position, position + max);
        kept = undefined;
        while (chunk < job.chunks.length && chunkAt + job.chunks[chunk].length <= position) chunkAt += job.chunks[chunk++].length;
        if (chunk < job.chunks.length) return job.chunks[chunk].subarray(position - chunkAt, position - chunkAt + max);
        if (job.error) throw job.error;
        if (job.done) return NO_BYTES;
        await changed();
      }
    },
    close() {
      if (closed) return;
      closed = true;
      kept = undefined;
      wake?.();
      job.detach(listener);
    },
  };
}
