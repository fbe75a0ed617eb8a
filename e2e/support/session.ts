import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export interface BrowserSession {
  server: RunningServer;
  page: Page;
  close(): Promise<void>;
}

/** A fresh server (own data folder) and a fresh browser page on it: one per spec file. */
export async function openBrowserSession(env: Record<string, string> = {}): Promise<BrowserSession> {
  const server = await startServer(env);
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  return {
    server,
    page,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
