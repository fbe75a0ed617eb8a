import { rmSync } from 'node:fs';
import {
  type RawClient,
  STILL_OPEN,
  hungUpWithin,
  logInHead,
  rawClient,
  rawSession,
  trickle,
  upload,
} from '@earshot/server/testing/raw-client';
import { fakeWebDist } from '@earshot/server/testing/fake-web-dist';
import { startServer } from '../e2e/support/server';
import { type Row, summarize } from './stats';

const SLOW_CLIENTS = 500;
const UPLOADERS = 20;
const UPLOAD_BYTES = 20 * 1024 * 1024;
const SAMPLES = 300;
/** The API's latency budget (docs/performance.md: API p99 ≤ 50 ms); p95 here, over a few hundred calls. */
const TARGET_P95_MS = 50;
/** The server's default REQUEST_TIMEOUT_MS, with room for its once-a-second check. */
const REQUEST_TIMEOUT_MS = 30_000;
const HANG_UP_MARGIN_MS = 5_000;

/** A normal JSON call's latency, one call after another on a keep-alive connection. */
async function normalCalls(baseUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    const res = await fetch(`${baseUrl}/c/m/json/genres/`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`genres → ${res.status}`);
    times.push(performance.now() - t);
  }
  return times;
}

/**
 * A normal call's latency alone, beside 500 clients trickling log-in bodies (each holding a
 * connection until the request timeout), and beside 20 clients uploading 20 MB each to a CSRF
 * refusal, again and again; then whether every slow client was cut at the request timeout.
 */
export async function benchSlowClients() {
  // JSON calls only: the smallest web build the server accepts stands in for the real one.
  const webDist = fakeWebDist();
  const server = await startServer({ CATALOG_SIZE: 'test', WEB_DIST: webDist });
  try {
    const port = Number(new URL(server.baseUrl).port);
    const session = await rawSession(server.baseUrl);
    await normalCalls(server.baseUrl);
    const rows: Row[] = [summarize('alone', await normalCalls(server.baseUrl))];

    const slowStarted = Date.now();
    const slow: RawClient[] = await Promise.all(Array.from({ length: SLOW_CLIENTS }, () => rawClient(port)));
    for (const client of slow) {
      client.socket.write(logInHead(session, 60_000));
      trickle(client, 'email=aaaa', 5_000);
    }
    rows.push(summarize(`beside ${SLOW_CLIENTS} slow bodies`, await normalCalls(server.baseUrl)));
    const leftAfter = REQUEST_TIMEOUT_MS + HANG_UP_MARGIN_MS - (Date.now() - slowStarted);
    const stillOpen = (await Promise.all(slow.map((c) => hungUpWithin(c, leftAfter)))).filter((a) => a === STILL_OPEN).length;

    let uploading = true;
    let uploadedBytes = 0;
    let uploads = 0;
    const uploader = async () => {
      while (uploading) {
        const client = await rawClient(port);
        client.socket.write(logInHead(session, UPLOAD_BYTES, 'wrong-token'));
        await upload(client, UPLOAD_BYTES);
        await client.hungUp;
        uploadedBytes += client.written();
        uploads++;
      }
    };
    const uploaders = Array.from({ length: UPLOADERS }, uploader);
    rows.push(summarize(`beside ${UPLOADERS} refused ${UPLOAD_BYTES / 1024 / 1024} MB uploads`, await normalCalls(server.baseUrl)));
    uploading = false;
    await Promise.all(uploaders);

    const pass = stillOpen === 0 && rows.every((r) => r.p95 <= TARGET_P95_MS);
    return {
      config: { slowClients: SLOW_CLIENTS, uploaders: UPLOADERS, uploadBytes: UPLOAD_BYTES, samples: SAMPLES, targetP95Ms: TARGET_P95_MS },
      rows,
      stillOpen,
      meanMbTakenPerRefusedUpload: Math.round((uploadedBytes / Math.max(1, uploads) / 1024 / 1024) * 10) / 10,
      pass,
    };
  } finally {
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  }
}
