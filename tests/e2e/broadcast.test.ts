/**
 * Streaming in the browser: the host's streamer kit makes a caster link; the broadcast page
 * (no controls) follows a throw and a move with its director camera and returns to the
 * overview; the caster's broadcast page shows nothing until the delay has passed (the
 * server's clock is moved ahead); and each overlay page renders on a transparent
 * background — checked on a screenshot without a background (transparent corners, opaque
 * overlay) and saved over a checkerboard, as OBS would composite it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { canvasColourCount, createTableAs, sceneAtRest, screenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';

let offset = 0;
const served = servedTable({ now: () => Date.now() + offset });

type W = {
  __woodland: {
    net: { sendIntent(a: Record<string, unknown>): string };
    table: { getState(): { projection: { version: number } | null } };
    dice: { getState(): { roll: { receivedAt: number; durationMs: number } | null } };
  };
};

function act(page: Page, action: Record<string, unknown>): Promise<string> {
  return page.evaluate((a) => (window as unknown as W).__woodland.net.sendIntent(a), action);
}

function version(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as W).__woodland.table.getState().projection?.version ?? -1);
}

async function shot(page: Page): Promise<{ shot: string | null; reason: string | null; focus: string | null }> {
  const el = page.locator('[data-testid=broadcast]');
  return { shot: await el.getAttribute('data-shot'), reason: await el.getAttribute('data-reason'), focus: await el.getAttribute('data-focus') };
}

/** Alpha of a few pixels of a screenshot taken without a background, decoded in the page. */
async function alphaAt(page: Page, points: [number, number][]): Promise<number[]> {
  const png = (await page.screenshot({ omitBackground: true })).toString('base64');
  return page.evaluate(async ({ b64, points }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return points.map(([x, y]) => ctx.getImageData(x, y, 1, 1).data[3]!);
  }, { b64: png, points });
}

/** Puts a checkerboard behind the (transparent) page, as a compositor shows it. */
async function overCheckerboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    const board = document.createElement('div');
    board.style.cssText = 'position:fixed;inset:0;z-index:-1;background:repeating-conic-gradient(#b9b9b9 0 25%,#f2f2f2 0 50%) 0 0/48px 48px';
    document.body.prepend(board);
  });
}

describe('broadcast page and overlays', () => {
  let host: Page;
  let code: string;
  let token: string;

  it('streamer kit: the host makes a caster link; every link has a copy button', async () => {
    host = await served.open({ width: 1440, height: 900 });
    code = await createTableAs(host, 'Ana', { game: 'sandbox', seats: 2 });
    await until('table', async () => (await version(host)) >= 0);
    await until('the streamer kit with the host controls', async () => {
      if (!(await host.locator('[data-testid=panel-info]').isVisible())) await host.click('[data-testid=open-info]');
      return host.locator('[data-testid=kit-make-caster]').isVisible();
    });
    await host.click('[data-testid=kit-make-caster]');
    const link = await until('caster link', () => host.locator('[data-testid=kit-caster-broadcast]').getAttribute('data-full'));
    token = new URL(link).searchParams.get('caster')!;
    expect(token.length).toBeGreaterThan(20);
    for (const key of ['broadcast', 'dice', 'seats', 'log', 'banner']) {
      const full = await host.locator(`[data-testid=kit-${key}]`).getAttribute('data-full');
      expect(full).toContain(`/t/${code}/`);
      expect(full).not.toContain('caster=');
    }
    expect(await host.locator('[data-testid=streamer-kit] button', { hasText: 'Copy' }).count()).toBeGreaterThanOrEqual(10);
    await host.selectOption('[data-testid=kit-caster-delay]', '30');
    await until('delay set', async () => (await host.locator('[data-testid=kit-caster-delay]').inputValue()) === '30');
    await screenshot(host, 'broadcast-kit-1440');
    await host.click('[data-testid=open-info]');
    // From here the host only sends actions: its own table need not be drawn (SwiftShader shares two cores with the pages under test).
    await setDrawing(host, false);
  }, 150_000);

  it('broadcast page: no controls; the director camera frames a throw, then a move, then the overview', async () => {
    const page = await served.openAt(`/t/${code}/broadcast`, { width: 1440, height: 900 });
    await until('broadcast table', async () => (await version(page)) >= 0);
    expect(await page.locator('button').count()).toBe(0);
    await until('rendered', async () => (await canvasColourCount(page)) > 20, 60_000);
    expect((await shot(page)).shot).toBe('overview');
    await screenshot(page, 'broadcast-overview-1440');

    await act(host, { t: 'roll', ids: ['die-d6a', 'die-d20'] });
    await until('dice shot', async () => (await shot(page)).reason === 'dice');
    expect((await shot(page)).shot).toBe('focus');
    // Shot once the throw has landed (inside the director's hold on it).
    await until('the throw landed', () => page.evaluate(() => {
      const r = (window as unknown as W).__woodland.dice.getState().roll;
      return !!r && performance.now() - r.receivedAt >= r.durationMs;
    }));
    await screenshot(page, 'broadcast-dice-1440');

    const before = await version(page);
    await act(host, { t: 'move', id: 'meeple-1-1', x: 12, z: 6 });
    await until('move arrived', async () => (await version(page)) > before);
    const moved = await until('move shot', async () => {
      const s = await shot(page);
      return s.reason === 'move' ? s : null;
    }, 20_000);
    const [fx, fz] = moved.focus!.split(',').map(Number);
    // The shot frames the meeple's path, which ends at (12, 6).
    expect(Math.abs(fx! - 12) + Math.abs(fz! - 6)).toBeLessThan(20);
    // The camera on its way to the shot; no longer than the director holds it.
    await sceneAtRest(page, 2000);
    await screenshot(page, 'broadcast-move-1440');
    await until('back to the overview', async () => (await shot(page)).shot === 'overview', 20_000);

    // The overlays over the table: banner (the free table has a headline), seats and log.
    await expect(page.locator('[data-testid=overlay-seats] li').count()).resolves.toBe(1);
    await expect(page.locator('[data-testid=overlay-log] li').count()).resolves.toBeGreaterThan(0);
    await page.close();
  }, 150_000);

  it('broadcast page on a phone: the table fills the screen, overlays stay readable', async () => {
    const page = await served.openAt(`/t/${code}/broadcast`, { width: 390, height: 844 });
    await until('broadcast table', async () => (await version(page)) >= 0);
    await until('rendered', async () => (await canvasColourCount(page)) > 20, 60_000);
    await sceneAtRest(page);
    await screenshot(page, 'broadcast-phone-390');
    await page.close();
  }, 150_000);

  it('caster broadcast page: the table as it stood the delay ago — never newer — then the newest once the delay has passed', async () => {
    // A move now: the caster (30 s behind) sees the table as it was before it, never it.
    const live = (await version(host)) + 1;
    await act(host, { t: 'move', id: 'meeple-1-2', x: -6, z: 2 });
    await until('host moved', async () => (await version(host)) === live);
    const page = await served.openAt(`/t/${code}/broadcast?caster=${token}`, { width: 1440, height: 900 });
    await until('caster view', async () => (await version(page)) >= 0, 30_000);
    await expect(page.locator('[data-testid=cast-delay]').textContent()).resolves.toContain('Caster view · 30 s behind');
    await page.waitForTimeout(1500);
    expect(await version(page)).toBeLessThan(live);
    offset += 31_000;
    await until('the move, 30 s later', async () => (await version(page)) === live, 20_000);
    const seats = await page.evaluate(() => {
      const p = (window as unknown as { __woodland: { table: { getState(): { projection: { caster?: { seats: unknown[] } } | null } } } }).__woodland.table.getState().projection;
      return p?.caster?.seats.length ?? 0;
    });
    expect(seats).toBe(2);
    // What players do not see, shown to the caster only: every hand, the decks' next cards, the bags.
    const hidden = await until('hidden hands', async () => {
      const text = await page.locator('[data-testid=overlay-hidden]').textContent().catch(() => null);
      return text?.includes('next:') ? text : null;
    }, 20_000);
    expect(hidden).toContain('Hand:');
    expect(hidden).toMatch(/holds \d+/);
    await screenshot(page, 'broadcast-caster-1440');
    await page.close();
  }, 150_000);

  it('overlays: each renders on a transparent background at 1920 × 1080', async () => {
    for (const kind of ['seats', 'log', 'banner', 'dice']) {
      const page = await served.openAt(`/t/${code}/overlay?show=${kind}`, { width: 1920, height: 1080 });
      await until('overlay table', async () => (await version(page)) >= 0);
      if (kind === 'dice') await act(host, { t: 'roll', ids: ['die-d6a', 'die-d6b', 'die-d8'] });
      const box = await until(`${kind} overlay`, async () => {
        const el = page.locator(`[data-testid=overlay-${kind}]`);
        return (await el.count()) > 0 ? el.boundingBox() : null;
      }, 20_000);
      expect(await page.locator('canvas').count()).toBe(0);
      const inside: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
      const [corner, far, middle] = await alphaAt(page, [[3, 3], [1916, 540], inside]);
      expect(corner).toBe(0);
      expect(far).toBe(0);
      expect(middle).toBeGreaterThan(200);
      await overCheckerboard(page);
      await screenshot(page, `overlay-${kind}-1920`);
      await page.close();
    }
  }, 240_000);
});
