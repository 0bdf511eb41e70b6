import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.PORT ?? 2567);

export default defineConfig({
  root: 'client',
  publicDir: false,
  plugins: [react()],
  resolve: {},
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: which chunks each page loads (scripts/bench-bundle.ts).
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/assets/models': `http://localhost:${serverPort}`,
      '/colyseus': { target: `ws://localhost:${serverPort}`, ws: true },
    },
  },
  test: {
    root: '.',
    include: ['assets/**/*.test.ts', 'engine/**/*.test.ts', 'wire/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
