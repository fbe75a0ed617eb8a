import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    // The server reads dist/client/.vite/manifest.json to link the hashed entry script and styles.
    manifest: !isSsrBuild,
    emptyOutDir: true,
    rolldownOptions: {
      input: isSsrBuild ? undefined : 'src/main.tsx',
      // The contract's zod schemas are for validation on the server; the web app imports only types,
      // texts and helpers, so unused contract modules (and zod with them) must drop out of the bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
    },
  },
}));
