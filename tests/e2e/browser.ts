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
