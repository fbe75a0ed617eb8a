import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'undici';

/** Called once per request: the status (0 when the request failed), the body bytes received, and the body itself when it was asked for. */
export type Done = (status: number, bytes: number, body: Buffer | null) => void;

/** Requests that take longer fail: a listener's player would have given up too. */
const TIMEOUT_MS = 10_000;

/**
 * Every simulated listener's HTTP, through one keep-alive pool (as behind a proxy; each listener
 * still comes from its own address by X-Forwarded-For). undici's dispatch with a callback handler
 * is the cheapest way Node has to make a request: no streams, no promises, and an audio body is
 * only counted as it arrives, never kept.
 */
export class LoadClient {
  private readonly pool: Pool;

  constructor(origin: string, connections: number) {
    this.pool = new Pool(origin, { connections, pipelining: 1, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  }

  request(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body: string | undefined, keepBody: boolean, done: Done): void {
    let status = 0;
    let bytes = 0;
    let encoding: string | undefined;
    const chunks: Buffer[] | null = keepBody ? [] : null;
    this.pool.dispatch(
      { method, path, headers, body },
      {
        // Its presence tells undici this handler speaks the callback interface of undici 7.
        onRequestStart() {},
        onResponseStart(_controller, statusCode, responseHeaders) {
          status = statusCode;
          encoding = responseHeaders['content-encoding'] as string | undefined;
        },
        onResponseData(_controller, chunk) {
          bytes += chunk.length;
          chunks?.push(chunk);
        },
        onResponseEnd() {
          done(status, bytes, chunks ? decoded(Buffer.concat(chunks), encoding) : null);
        },
        onResponseError() {
          done(0, bytes, null);
        },
      },
    );
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}
