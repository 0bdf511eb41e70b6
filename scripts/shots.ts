/**
 * `npm run shots -- <outdir> [clientdir]`: a picture of each game's most crowded table
 * mid-game (scripts/game-tables.ts), as a spectator sees it in headless Chromium with the
 * built client (default dist/client; a `vite build --outDir <dir>` folder works too) served
 * by the real server from a memory store: `<outdir>/<game>-1440.jpg` (1440 × 900) and
 * `<outdir>/<game>-390.jpg` (a phone held upright, 390 × 844, touch, two device pixels per
 * CSS pixel). Each is taken once the table is drawn: the stored version arrived, the models
 * loaded and the scene at rest (tests/e2e/browser.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../server/app.ts';
import { MemoryStore } from '../server/store/memory.ts';
import { launchBrowser, sceneAtRest, setDrawing, until } from '../tests/e2e/browser.ts';
import { storeGameTables } from './game-tables.ts';

export const SHOT_SCREENS = [
  { name: '1440', width: 1440, height: 900, touch: false, scale: 1 },
  { name: '390', width: 390, height: 844, touch: true, scale: 2 },
] as const;

type Hook = { __woodland?: { three?: () => { scene: { traverse(f: (o: { isMesh?: boolean }) => void): void } }; table?: { getState(): { seat: unknown; projection: { version: number } | null } } } };

/** A spectator's tab at `url` on `screen`, page errors echoed. */
export async function watchPage(browser: Browser, url: string, screen: (typeof SHOT_SCREENS)[number] | { width: number; height: number; touch: boolean; scale: number }): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.scale,
    ...(screen.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  return page;
}

/**
 * Waits until the page watches `version` of its table and draws it: the projection arrived,
 * the scene holds meshes and their count stopped growing (the models loaded), then at rest.
 */
export async function tableDrawnAt(page: Page, version: number, timeoutMs = 120_000): Promise<void> {
  await until(`the table at version ${version}`, () => page.evaluate((v) => {
    const st = (window as unknown as Hook).__woodland?.table?.getState();
    return !!st && (st.projection?.version ?? -1) >= v && !!(window as unknown as Hook).__woodland?.three;
  }, version), timeoutMs);
  await setDrawing(page, true);
  let last = -1;
  let same = 0;
  await until('the models loaded', async () => {
    const meshes = await page.evaluate(() => {
      let n = 0;
      (window as unknown as Hook).__woodland!.three!().scene.traverse((o) => { if (o.isMesh) n++; });
      return n;
    });
    same = meshes > 0 && meshes === last ? same + 1 : 0;
    last = meshes;
    return same >= 3;
  }, timeoutMs, 500);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await sceneAtRest(page, 30_000);
}

async function main(): Promise<void> {
  const [outDir, clientArg] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: npm run shots -- <outdir> [clientdir]');
  const clientDir = clientArg ?? path.join('dist', 'client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error(`${clientDir} has no built client (npm run build, or vite build --outDir <dir>)`);
  fs.mkdirSync(outDir, { recursive: true });
  const store = new MemoryStore();
  const tables = await storeGameTables(store);
  const server = await startServer({ port: 0, host: '127.0.0.1', store, staticDir: clientDir, log: () => {} });
  const browser = await launchBrowser();
  try {
    for (const t of tables) {
      for (const screen of SHOT_SCREENS) {
        const page = await watchPage(browser, `${server.url}/t/${t.code}?watch=1`, screen);
        await tableDrawnAt(page, t.version);
        const file = path.join(outDir, `${t.game}-${screen.name}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
        console.log(`${file}: version ${t.version}, ${t.pieces} pieces`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1]?.endsWith('shots.ts')) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
