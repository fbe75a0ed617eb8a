import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIES, CSRF_HEADER } from '@earshot/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createAudioService } from '../modules/audio';
import { TrackRepo } from '../modules/tracks/repo';
import { type DialectName, createTestDb } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: Awaited<ReturnType<typeof createTestDb>>['db'];
  close(): Promise<void>;
}

export async function createTestApp(dialect: DialectName, opts: { pages?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SECRET_KEY: 'x'.repeat(40) });
  const { db, destroy } = await createTestDb(dialect);
  const tracks = new TrackRepo(db);
  const audio = createAudioService({
    dataDir,
    secret: config.secret,
    cacheMaxBytes: config.audioCacheMaxBytes,
    workers: 1,
    warmUp: false,
    lookup: (id) => tracks.audioSource(id),
  });
  const app = await buildApp({ config, db, audio, pages: opts.pages ?? false });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await audio.close();
      await destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like visitor: keeps its cookies and echoes the CSRF cookie on writes. */
export class Visitor {
  private cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get csrf(): string | undefined {
    return this.cookies.get(COOKIES.csrf);
  }

  async request(opts: InjectOptions & { url: string }) {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    const jar = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (jar) headers.cookie = jar;
    if (opts.method && opts.method !== 'GET' && this.csrf && !(CSRF_HEADER in headers)) headers[CSRF_HEADER] = this.csrf;
    const res = await this.app.inject({ ...opts, headers });
    for (const c of res.cookies) this.cookies.set(c.name, c.value);
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, form: Record<string, string | number>) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
    });
  }
}
