import type { ClientEnv } from './client-env';

/**
 * What the server hands the web app's render() for one page: the server loads the web app from
 * its build, so the two meet here rather than by importing each other.
 */

/** The files of one lazily loaded chunk and everything it imports that the entry does not (URL paths). */
export interface ChunkAssets {
  /** The chunk's script and its static imports, for <link rel="modulepreload">. */
  modules: string[];
  styles: string[];
}

/** Hashed client files from the Vite manifest (URL paths). */
export interface ClientAssets {
  /** The client entry script. */
  scripts: string[];
  /** Every stylesheet the entry pulls in. */
  styles: string[];
  /** The entry's static imports (modulepreload). */
  modules: string[];
  /** Lazily loaded chunks by manifest key, the source path from the web app's root: 'src/pages/about/page.tsx'. */
  chunks: Record<string, ChunkAssets>;
}

export interface RenderContext {
  /** In-process call into the JSON API with the visitor's cookies; returns a standard Response. */
  api(path: string): Promise<Response>;
  /** CSP nonce for every inline <script>/<style> emitted. */
  nonce: string;
  assets: ClientAssets;
  /** Value of the themecss cookie, or 'default'. */
  theme: string;
  /** Environment values for the browser; they reach it in the boot state (useClientEnv()). */
  env: ClientEnv;
}
