import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  build: {
    // The server reads dist/client/.vite/manifest.json to link the hashed entry script and styles.
    manifest: !isSsrBuild,
    emptyOutDir: true,
    rolldownOptions: {
      input: isSsrBuild ? undefined : 'src/main.tsx',
      output: isSsrBuild
        ? {}
        : {
            // Everything the first page load needs in one file: left to itself the bundler splits small
            // shared pieces (React's JSX runtime, the contract's limits, the preload helper) into chunks of
            // their own, which compress worse and cost a request each.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
    },
  },
}));
