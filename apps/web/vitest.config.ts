import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'pwa/*.test.ts'],
    environment: 'node',
  },
});
