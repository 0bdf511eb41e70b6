/**
 * The set-up every browser test shares: the built client served by a real server on a
 * free loopback port and one headless Chromium, started before the file's tests and
 * stopped after them. Call `servedTable()` at the top of a `describe`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StartOptions } from '../../server/app.ts';
import { bootServer, type TestServer } from '../room/helpers.ts';
import { launchBrowser, openStartPage } from './browser.ts';

export interface ServedTable {
  /** The server's base URL. */
  base(): string;
  /** A new tab on the start page (`touch`: a phone's, with touch events). */
  open(viewport: { width: number; height: number }, touch?: boolean): Promise<Page>;
  /** A new tab straight at `path` of the server (a table, broadcast, overlay or replay page). */
  openAt(path: string, viewport: { width: number; height: number }, touch?: boolean): Promise<Page>;
  /** The file's browser, for a context of its own (another device). */
  browser(): Browser;
  /** The running server (its store, its live rooms). */
  server(): TestServer['server'];
}

/**
 * The built client it serves: `dist/client`, or the folder named by E2E_CLIENT_DIR (a build
 * made with `vite build --outDir <dir>`, so a browser test can run against another build).
 * `options`: server options for the file's tables (e.g. `seeds` for reproducible games), or
 * a function giving them once the file's own services are up (a loopback push endpoint).
 */
export function servedTable(options: Partial<StartOptions> | (() => Promise<Partial<StartOptions>>) = {}): ServedTable {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const clientDir = process.env.E2E_CLIENT_DIR ?? path.join('dist', 'client');

  beforeAll(async () => {
    if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error(`${clientDir} is missing: \`npm test\` builds it first (or run \`npm run build\`)`);
    server = await bootServer({ staticDir: clientDir, ...(typeof options === 'function' ? await options() : options) });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const base = (): string => {
    if (!server) throw new Error('the server is not up');
    return server.server.url;
  };
  const openAt = (path: string, viewport: { width: number; height: number }, touch?: boolean): Promise<Page> => {
    if (!browser) throw new Error('the browser is not up');
    return openStartPage(browser, base() + path, viewport, touch);
  };
  const ownBrowser = (): Browser => {
    if (!browser) throw new Error('the browser is not up');
    return browser;
  };
  const running = (): TestServer['server'] => {
    if (!server) throw new Error('the server is not up');
    return server.server;
  };
  return { base, open: (viewport, touch) => openAt('', viewport, touch), openAt, browser: ownBrowser, server: running };
}
