import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from '../../bundle';
import { type ServerProcess, spawnServer } from './server-process';

/** Starting the bundle takes about a second; on a busy machine far more, but never this long. */
const START_MS = 60_000;

export interface ServerBundle {
  /** `main.mjs`, as `npm run start:prod` runs it. */
  entry: string;
  remove(): void;
}

/**
 * The production bundle, which starts in half the time `tsx` needs (a test that starts the server
 * twenty times feels it). It goes under this package's node_modules/.cache, where its npm packages
 * resolve as they do from dist/, and where `npm run build`'s output is left alone.
 */
export async function buildServerBundle(): Promise<ServerBundle> {
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'earshot-server-'));
  await bundleServer(outdir);
  return { entry: path.join(outdir, 'main.mjs'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** One server on a fixed port and data (folder, or database), stopped and started again as a supervisor would. */
export class RestartableServer {
  private running: ServerProcess | undefined;

  constructor(
    private readonly entry: string,
    private readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.running = await spawnServer([this.entry], this.port, this.env, START_MS);
  }

  /** SIGKILL crashes it, with no chance to finish anything; SIGTERM lets it stop gracefully. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.running?.child;
    this.running = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }
}
