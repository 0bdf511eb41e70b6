/**
 * Browser-test harness: Debian's Chromium driven by playwright-core, WebGL on
 * SwiftShader (no GPU in CI). Screenshots land in test-output/e2e/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const OUTPUT_DIR = join(process.cwd(), 'test-output', 'e2e');

export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('Chromium not found: install Debian chromium or set CHROME_PATH');
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const path = join(OUTPUT_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * Measures how varied the rendered table is: takes a screenshot of the canvas (which
 * works whatever the WebGL buffer settings), decodes it in the page and counts distinct
 * colours in a coarse sample. A blank canvas has one or two.
 */
export async function canvasColourCount(page: Page): Promise<number> {
  const canvas = page.locator('canvas').first();
  const png = await canvas.screenshot();
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const probe = document.createElement('canvas');
    probe.width = 96;
    probe.height = 64;
    const ctx = probe.getContext('2d');
    if (!ctx) return 0;
    ctx.drawImage(img, 0, 0, probe.width, probe.height);
    const data = ctx.getImageData(0, 0, probe.width, probe.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      colours.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
    }
    return colours.size;
  }, png.toString('base64'));
}

/**
 * Screen position (CSS px) of table point (x, y, z), through the page's own camera (the
 * client's `window.__woodland.three` debug hook, which the built client exposes).
 */
export function screenOf(page: Page, x: number, y: number, z: number): Promise<[number, number]> {
  return page.evaluate(([x, y, z]) => {
    type Projector = { camera: { position: { constructor: new (a: number, b: number, c: number) => { project(c: unknown): { x: number; y: number } } } }; gl: { domElement: HTMLCanvasElement } };
    const hook = (window as unknown as { __woodland?: { three?: () => Projector } }).__woodland?.three;
    if (!hook) throw new Error('the page has no three.js hook yet');
    const { camera, gl } = hook();
    const v = new camera.position.constructor(x, y, z).project(camera);
    const rect = gl.domElement.getBoundingClientRect();
    return [rect.left + ((v.x + 1) / 2) * rect.width, rect.top + ((1 - v.y) / 2) * rect.height] as [number, number];
  }, [x, y, z] as const);
}

/** Polls `probe` until it gives a value; throws `timed out waiting for <what>` after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000, everyMs = 150): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * A page at `url` in a new tab of `browser` (the start page when it is the server's base),
 * page errors echoed to the test's output. `touch`: a phone's tab (touch events, a coarse
 * pointer, a mobile viewport).
 */
export async function openStartPage(browser: Browser, url: string, viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const page = await browser.newPage(touch ? { viewport, hasTouch: true, isMobile: true } : { viewport });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  return page;
}

/**
 * On a start page: types the name, creates a table (of the default game and seat count
 * unless `game` / `seats` say otherwise), returns its join code.
 */
export async function createTableAs(page: Page, name: string, table: { game?: string; seats?: number } = {}): Promise<string> {
  await page.fill('[data-testid=player-name]', name);
  if (table.game) await page.selectOption('[data-testid=create-game]', table.game);
  if (table.seats) await page.selectOption('[data-testid=create-seats]', String(table.seats));
  await page.click('[data-testid=create-table]');
  const text = await until('table code', async () => (await page.locator('[data-testid=table-code]').textContent()) ?? null);
  const code = /[A-Z2-9]{6}/.exec(text)?.[0];
  if (!code) throw new Error(`no table code in "${text}"`);
  return code;
}

/** On a start page: types the name and the code, then joins a seat or watches. */
export async function joinTableAs(page: Page, name: string, code: string, as: 'player' | 'spectator'): Promise<void> {
  await page.fill('[data-testid=player-name]', name);
  await page.fill('[data-testid=join-code]', code);
  await page.click(as === 'player' ? '[data-testid=join-table]' : '[data-testid=watch-table]');
}

type DrawHook = { __woodland: { three?: () => { setFrameloop(mode: 'demand' | 'never'): void; invalidate(): void } } };

/**
 * Starts or stops the page's 3D drawing (the client's three.js debug hook). SwiftShader draws
 * slowly on two cores; a test whose checks are on the HUD and the page's store lets a page
 * draw only when it needs frames (a tap on the canvas) or is shot.
 */
export async function setDrawing(page: Page, on: boolean, timeoutMs = 30_000): Promise<void> {
  await until('the three.js hook', () => page.evaluate((on) => {
    const three = (window as unknown as DrawHook).__woodland.three;
    if (!three) return false;
    const r = three();
    r.setFrameloop(on ? 'demand' : 'never');
    if (on) r.invalidate();
    return true;
  }, on), timeoutMs);
}

type RestHook = { __woodland?: { three?: () => { internal: { frames: number } } }; __restSince?: number };

/**
 * Waits until the page's table has stopped asking for frames for a moment (the canvas
 * renders on demand: a spring, a flight, a throw or the camera's damping asks for the next
 * frame while it moves), instead of a fixed wait before a screenshot or a comparison of
 * pictures. False when it did not come to rest within `timeoutMs`.
 */
export async function sceneAtRest(page: Page, timeoutMs = 15_000): Promise<boolean> {
  await page.evaluate(() => { delete (window as unknown as RestHook).__restSince; });
  return page.waitForFunction(() => {
    const w = window as unknown as RestHook;
    const three = w.__woodland?.three;
    if (!three) return false;
    const now = performance.now();
    if (three().internal.frames > 0) {
      delete w.__restSince;
      return false;
    }
    w.__restSince ??= now;
    return now - w.__restSince >= 250;
  }, null, { polling: 50, timeout: timeoutMs }).then(() => true, () => false);
}

/**
 * A screenshot drawn afresh for it, once the table has come to rest (a camera still turning
 * or a piece still flying when drawing stopped finishes first) unless `atRest` is false (a
 * moment on the HUD that will not wait: two frames are drawn); `thenStop` stops drawing
 * again after it.
 */
export async function drawnScreenshot(page: Page, name: string, thenStop = false, atRest = true): Promise<void> {
  await setDrawing(page, true);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  if (atRest) await sceneAtRest(page);
  await screenshot(page, name);
  if (thenStop) await setDrawing(page, false);
}

type NavHook = { __woodland: { navigate(path: string): void; three?: unknown; table: { getState(): { code: string | null } } } };

/**
 * Takes `page` to `path` (a table's `/t/<code>`) inside the app, without a reload: first back
 * to the start page, which gives the page's seat up and empties its table store (as a player
 * going from one table to the next does), then on to `path`. The last table's drawing hook is
 * dropped, so `setDrawing` waits for the new table's canvas. A file keeps at least one real
 * load (`page.goto`) of each page kind it checks.
 */
export async function goInApp(page: Page, path: string, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(() => {
    const w = (window as unknown as NavHook).__woodland;
    delete w.three;
    w.navigate('/');
  });
  await page.waitForFunction(() => (window as unknown as NavHook).__woodland.table.getState().code === null, null, { polling: 50, timeout: timeoutMs });
  await page.evaluate((path) => (window as unknown as NavHook).__woodland.navigate(path), path);
}
