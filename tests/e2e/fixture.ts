/**
 * The set-up every browser test shares: the built client served by a real server on a
 * free loopback port and one headless Chromium, started before the file's tests and
 * stopped after them. Call `servedTable()` at the top of a `describe`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bootServer, type TestServer } from '../room/helpers.ts';
import { launchBrowser, openStartPage } from './browser.ts';

export interface ServedTable {
  /** The server's base URL. */
  base(): string;
  /** A new tab on the start page. */
  open(viewport: { width: number; height: number }): Promise<Page>;
}

export function servedTable(): ServedTable {
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (!fs.existsSync(path.join('dist', 'client', 'index.html'))) throw new Error('dist/client is missing: `npm test` builds it first (or run `npm run build`)');
    server = await bootServer({ staticDir: path.join('dist', 'client') });
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
  return {
    base,
    open: (viewport) => {
      if (!browser) throw new Error('the browser is not up');
      return openStartPage(browser, base(), viewport);
    },
  };
}
