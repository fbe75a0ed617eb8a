import type { ClientEnv } from './assets';

/**
 * The one place the browser's environment values are read. They are public by nature (they are
 * written into every page). TODO: take them from config.ts once it carries FB_APP_ID and VERSION.
 */
export function readClientEnv(env: NodeJS.ProcessEnv = process.env): ClientEnv {
  return {
    fbAppId: env.FB_APP_ID?.trim() || null,
    version: env.VERSION?.trim() || 'unversioned',
  };
}
