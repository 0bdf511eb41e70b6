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
import { canvasColourCount, createTableAs, drawnScreenshot, sceneAtRest, screenshot, setDrawing, until } from './browser.ts';
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

/** The smallest text an overlay may show on a phone (CSS px), and the least contrast of its text (WCAG AA). */
const READABLE = { minPx: 11, minContrast: 4.5 };

/**
 * What makes an overlay hard to read, in words (empty when none): an overlay off the
 * screen or over another; a text that runs outside the screen or out of its overlay, is
 * smaller than `minPx`, or stands on its backdrop with less contrast than `minContrast`
 * (text colour against the nearest opaque-enough background behind it; none at all is a
 * problem, as the table behind changes).
 */
function unreadable(page: Page): Promise<string[]> {
  return page.evaluate(({ minPx, minContrast }) => {
    const problems: string[] = [];
    const W = window.innerWidth;
    const H = window.innerHeight;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const st = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && st.display !== 'none' && Number(st.opacity) > 0.05;
    };
    const rgba = (css: string): [number, number, number, number] => {
      const m = /rgba?\(([^)]+)\)/.exec(css);
      if (!m) return [0, 0, 0, 0];
      const parts = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const contrast = (a: number[], b: number[]) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    /** The colour behind `el`: its backgrounds from itself outwards, composed until opaque; null when they stay mostly see-through. */
    const backdrop = (el: Element): number[] | null => {
      const layers: number[][] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const bg = rgba(getComputedStyle(e).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (layers.reduce((a, l) => a + (1 - a) * l[3]!, 0) >= 0.8) break;
      }
      const cover = layers.reduce((a, l) => a + (1 - a) * l[3]!, 0);
      if (cover < 0.8) return null;
      // Composed innermost over outer ones, over the worst case of the rest: black or white, whichever reads worse.
      return layers.reverse().reduce((under, l) => under.map((u, i) => l[i]! * l[3]! + u * (1 - l[3]!)), [0, 0, 0]);
    };
    const overlays = [...document.querySelectorAll('[data-testid^=overlay-]:not([data-testid=overlay-stage])')].filter(shown);
    const boxes = overlays.map((o) => ({ id: o.getAttribute('data-testid')!, r: o.getBoundingClientRect() }));
    for (const { id, r } of boxes) {
      if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) problems.push(`${id} runs off the ${W} × ${H} screen (${Math.round(r.left)}, ${Math.round(r.top)} to ${Math.round(r.right)}, ${Math.round(r.bottom)})`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r;
        const b = boxes[j]!.r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) problems.push(`${boxes[i]!.id} and ${boxes[j]!.id} overlap (${Math.round(w)} × ${Math.round(h)} px)`);
      }
    }
    overlays.forEach((overlay, i) => {
      const outer = boxes[i]!.r;
      const walker = document.createTreeWalker(overlay, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent ?? '').trim();
        const el = n.parentElement;
        if (!text || !el || !shown(el)) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const r = range.getBoundingClientRect();
        const what = `"${text.slice(0, 30)}" in ${boxes[i]!.id}`;
        if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) problems.push(`${what} runs off the screen`);
        else if (r.left < outer.left - 0.5 || r.right > outer.right + 0.5 || r.top < outer.top - 0.5 || r.bottom > outer.bottom + 0.5) problems.push(`${what} spills out of its overlay`);
        else {
          // Nor out of the chip it is printed on (the nearest box with a background of its own, a die's).
          let chip: Element | null = el;
          while (chip && chip !== overlay && rgba(getComputedStyle(chip).backgroundColor)[3] === 0) chip = chip.parentElement;
          const c = chip?.getBoundingClientRect();
          if (chip && chip !== overlay && c && (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5)) problems.push(`${what} spills out of its chip`);
        }
        const st = getComputedStyle(el);
        const px = parseFloat(st.fontSize);
        if (px < minPx) problems.push(`${what} is ${px.toFixed(1)} px`);
        const behind = backdrop(el);
        const fg = rgba(st.color);
        if (!behind) problems.push(`${what} has no backdrop of its own`);
        else {
          const ink = behind.map((b, k) => fg[k]! * fg[3] + b * (1 - fg[3]));
          const c = contrast(ink, behind);
          if (c < minContrast) problems.push(`${what} has contrast ${c.toFixed(2)} (${st.color} on rgb(${behind.map(Math.round).join(', ')}))`);
        }
      }
    });
    return problems;
  }, READABLE);
}

describe('broadcast page and overlays', () => {
  let host: Page;
  let code: string;
  let token: string;

  it('streamer kit: the host makes a caster link; every link has a copy button', async () => {
    host = await served.open({ width: 1440, height: 900 });
    code = await createTableAs(host, 'Ana', { game: 'sandbox', seats: 2 });
    await until('table', async () => (await version(host)) >= 0);
    // The host's checks are on the HUD; its table is drawn only for the kit's screenshot
    // (SwiftShader shares two cores with the pages under test), then it only sends actions.
    await setDrawing(host, false);
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
    await drawnScreenshot(host, 'broadcast-kit-1440', true);
    await host.click('[data-testid=open-info]');
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
    for (const kind of ['banner', 'seats', 'log']) expect(await page.locator(`[data-testid=overlay-${kind}]`).isVisible(), kind).toBe(true);
    await screenshot(page, 'broadcast-phone-390');
    // Readable: every overlay and its every text on the screen, none over another, no text under 11 px or below 4.5:1.
    expect(await unreadable(page)).toEqual([]);
    // The check sees what it claims to: an overlay pushed off the screen, text shrunk, text faded into its backdrop.
    await page.addStyleTag({ content: '[data-testid=overlay-seats] { transform: translateX(-70%); } [data-testid=overlay-log] { font-size: 8px !important; } [data-testid=overlay-banner] { color: #3a4230 !important; }' });
    const spoiled = await unreadable(page);
    expect(spoiled.some((p) => /^overlay-seats runs off/.test(p))).toBe(true);
    expect(spoiled.some((p) => /in overlay-log is [0-9.]+ px$/.test(p))).toBe(true);
    expect(spoiled.some((p) => /in overlay-banner has contrast/.test(p))).toBe(true);
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
    // The four pages (no canvas, light to load) open together; each is checked in turn.
    const kinds = ['seats', 'log', 'banner', 'dice'];
    const pages = await Promise.all(kinds.map((kind) => served.openAt(`/t/${code}/overlay?show=${kind}`, { width: 1920, height: 1080 })));
    for (const [i, kind] of kinds.entries()) {
      const page = pages[i]!;
      await until('overlay table', async () => (await version(page)) >= 0);
      // A red, a white, a blue and a dark grey die: each value readable on its own colour.
      if (kind === 'dice') await act(host, { t: 'roll', ids: ['die-d6a', 'die-d6b', 'die-d8', 'die-d20'] });
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
      // Readable: on the screen, and every text at least 11 px and 4.5:1 on its backdrop (the dice's values on their own colours).
      if (kind === 'dice') await until('the dice landed', () => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running')));
      expect(await unreadable(page), kind).toEqual([]);
      await overCheckerboard(page);
      await screenshot(page, `overlay-${kind}-1920`);
      await page.close();
    }
  }, 240_000);
});
