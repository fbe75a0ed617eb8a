import http from 'node:http';

export interface OpenLoopTarget {
  path: string;
  cookie?: string;
}

/** As a browser asks: the server then compresses what it would compress for a listener. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface OpenLoopResult {
  latenciesMs: number[];
  failed: number;
  durationS: number;
}

/**
 * Steady load as listeners make it: each target is one listener on its own keep-alive connection,
 * sending a request at random moments (Poisson, `perTargetRps` on average) whether or not the
 * server is keeping up, and latency is timed from the moment each request was due. autocannon's
 * fixed-rate mode sends every connection's request on the same tick, so at 200 connections its
 * latencies measure its own bursts (p50 46 ms against a bare node:http server).
 */
export async function openLoop(baseUrl: string, targets: OpenLoopTarget[], perTargetRps: number, durationS: number): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(baseUrl);
  const latenciesMs: number[] = [];
  let failed = 0;
  const endAt = performance.now() + durationS * 1000;

  const listener = async (target: OpenLoopTarget) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (dueAt: number) =>
      new Promise<void>((resolve) => {
        const headers = { ...BROWSER_HEADERS, ...(target.cookie ? { cookie: target.cookie } : {}) };
        const req = http.get({ hostname, port, path: target.path, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) failed++;
            else latenciesMs.push(performance.now() - dueAt);
            resolve();
          });
        });
        req.setTimeout(10_000, () => req.destroy());
        req.on('error', () => {
          failed++;
          resolve();
        });
      });
    const pending: Promise<void>[] = [];
    let dueAt = performance.now() + Math.random() * 1000;
    while (dueAt < endAt) {
      const wait = dueAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(send(dueAt));
      dueAt += (-Math.log(1 - Math.random()) / perTargetRps) * 1000;
    }
    await Promise.all(pending);
    agent.destroy();
  };

  await Promise.all(targets.map(listener));
  return { latenciesMs, failed, durationS };
}
