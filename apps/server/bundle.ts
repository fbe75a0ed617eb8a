import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = import.meta.dirname;

/**
 * The workspace packages are TypeScript sources, so they are bundled in; every npm package stays
 * an import from node_modules (native addons, wasm files and JSON data are found where installed).
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@earshot/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * The production server, `main.mjs`, into `outdir`. Its npm packages are imported from the
 * node_modules folders above `outdir`, so `outdir` must lie inside this package.
 */
export async function bundleServer(outdir: string): Promise<void> {
  await build({
    entryPoints: {
      main: path.join(root, 'src/main.ts'),
      // The encoder pool starts `worker-entry.mjs` next to the module that names it: here, next to main.mjs.
      'worker-entry': path.join(root, '../../packages/catalog/src/audio/worker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
}
