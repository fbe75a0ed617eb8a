import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { Command, Failures, OpenCommand, WindowReport } from './stream-listeners';

/** The listeners of every process together. */
export type MergedWindow = Omit<WindowReport, 'type'>;

export interface StreamClient {
  /** Opens `count` more listeners of `url`, spread over `spreadMs`, split between the processes. */
  open(url: URL, count: number, spreadMs: number, icy: boolean): Promise<void>;
  /** Every stream's figures since the last call. */
  window(): Promise<MergedWindow>;
  pids(): number[];
  close(): Promise<void>;
}

/**
 * Listener processes apart from the bench's own (so their CPU is neither the server's nor hidden in
 * the parent's), `processes` of them so one event loop does not lag behind thousands of streams.
 */
export function startStreamClient(processes: number): StreamClient {
  const entry = path.join(import.meta.dirname, 'stream-listeners.ts');
  const children: ChildProcess[] = Array.from({ length: processes }, () => fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }));
  const ask = <T>(child: ChildProcess, command: Command, reply: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== reply) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as T);
      };
      const onExit = (code: number | null) => reject(new Error(`a stream listener process exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(command);
    });
  return {
    open: async (url, count, spreadMs, icy) => {
      await Promise.all(children.map((child, i) => {
        const share = Math.floor(count / processes) + (i < count % processes ? 1 : 0);
        const command: OpenCommand = { type: 'open', host: url.hostname, port: Number(url.port), path: url.pathname, icy, count: share, spreadMs, addressBlock: i };
        return ask(child, command, 'opened');
      }));
    },
    window: async () => {
      const reports = await Promise.all(children.map((child) => ask<WindowReport>(child, { type: 'window' }, 'window')));
      const sum = (pick: (r: WindowReport) => number) => reports.reduce((a, r) => a + pick(r), 0);
      const max = (pick: (r: WindowReport) => number) => Math.max(...reports.map(pick));
      const failures = Object.fromEntries(
        (Object.keys(reports[0].failures) as (keyof Failures)[]).map((k) => [k, sum((r) => r.failures[k])]),
      ) as unknown as Failures;
      return {
        streams: sum((r) => r.streams),
        bytes: reports.flatMap((r) => r.bytes),
        gapsMs: reports.flatMap((r) => r.gapsMs),
        underruns: sum((r) => r.underruns),
        maxLagBytes: max((r) => r.maxLagBytes),
        failures,
        firstError: reports.find((r) => r.firstError)?.firstError ?? null,
        metadataBlocks: sum((r) => r.metadataBlocks),
        loopDelayP99Ms: max((r) => r.loopDelayP99Ms),
        loopDelayMaxMs: max((r) => r.loopDelayMaxMs),
      };
    },
    pids: () => children.map((c) => c.pid ?? 0),
    close: async () => {
      await Promise.all(children.map((child) => {
        if (child.exitCode !== null) return undefined;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.send({ type: 'close' });
        return exited;
      }));
    },
  };
}
