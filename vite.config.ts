import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Turn notifications' service worker (client/public-sw/sw.js) at /sw.js, so its scope is
 * the whole site: served as it is in development, and written to dist/client/sw.js by the
 * build under that fixed name (server/http/static.ts sends it with no-cache).
 */
const SERVICE_WORKER = fileURLToPath(new URL('./client/public-sw/sw.js', import.meta.url));

function serviceWorker(): Plugin {
  return {
    name: 'woodland-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/sw.js') return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(fs.readFileSync(SERVICE_WORKER));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: fs.readFileSync(SERVICE_WORKER, 'utf8') });
    },
  };
}

const serverPort = Number(process.env.PORT ?? 2567);

export default defineConfig({
  root: 'client',
  publicDir: false,
  plugins: [react(), serviceWorker()],
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
