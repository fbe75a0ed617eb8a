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
    },
  },
}));
