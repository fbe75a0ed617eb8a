/**
 * Waits until the server is idle again (its health check answers fast): listeners who tuned in
 * leave encoding behind them, the rest of their first songs or the heads of songs they left.
 * Returns the seconds it took.
 */
export async function waitUntilQuiet(baseUrl: string, maxSeconds = 240): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < maxSeconds * 1000) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await (await fetch(`${baseUrl}/healthz`)).arrayBuffer();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    if (times[17] < 3) return Math.round((Date.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`the server was still busy ${maxSeconds} s after the listeners arrived`);
}
