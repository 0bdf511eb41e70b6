/**
 * The free table's component box in a real browser, as a newcomer uses it: the host's
 * panel, an image brought by picking a file (a TTS-like sheet, whose form starts at 10 × 7
 * and 69 cards) and by dropping one on the table, a refusal in the server's words, a second
 * player who reads that the host keeps the box until the host opens it; then a deal, each
 * player seeing only their own hand's faces — the other's never reach their tab, checked on
 * the WebSocket's frames and the tab's requests.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { createTableAs, joinTableAs, sceneAtRest, screenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';
import { recordFrames } from './wire-frames.ts';

/** A PNG of `width` × `height` in one colour. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } }).png().toBuffer();
}

/** A TTS-like sheet of 10 × 7 cells of `width` × `height` pixels, each cell its own colour (so each card is its own image). */
function sheetPng(width: number, height: number): Promise<Buffer> {
  const w = Math.floor(width / 10);
  const h = Math.floor(height / 7);
  const cells = Array.from({ length: 70 }, (_, i) => ({
    input: { create: { width: w, height: h, channels: 3 as const, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 } } },
    left: (i % 10) * w, top: Math.floor(i / 10) * h,
  }));
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } }).composite(cells).png().toBuffer();
}

interface PieceLike { id: string; kind: string; x: number; y: number; z: number; count?: number; value?: number; size?: { w: number; d: number }; image?: string; die?: { sides: number; labels: string[] } }

function pieces(page: Page): Promise<PieceLike[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __woodland: { table: { getState(): { projection: { table: { pieces: Record<string, unknown> } } | null } } } };
    return JSON.parse(JSON.stringify(Object.values(w.__woodland.table.getState().projection?.table.pieces ?? {}))) as PieceLike[];
  });
}

/** The pieces on Ana's table that were not there at the start. */
async function added(page: Page, before: readonly PieceLike[]): Promise<PieceLike[]> {
  const had = new Set(before.map((p) => p.id));
  return (await pieces(page)).filter((p) => !had.has(p.id));
}

/** The image refs of the faces in the tab's own hand. */
function handImages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __woodland: { table: { getState(): { seat: unknown; projection: { table: { hands: Record<string, { cards?: Array<{ image?: string }> }> } } | null } } } };
    const s = w.__woodland.table.getState();
    const hand = s.projection?.table.hands[String(s.seat)];
    return (hand?.cards ?? []).flatMap((c) => (c.image ? [c.image] : []));
  });
}

/** The refs whose faces the tab fetched (and was given). */
function facesFetched(page: Page): Set<string> {
  const out = new Set<string>();
  page.on('response', (res) => {
    const m = /\/faces\/([^?/]+)/.exec(res.url());
    if (m && res.status() === 200) out.add(decodeURIComponent(m[1]!));
  });
  return out;
}

async function seated(page: Page): Promise<void> {
  await until('seated', () => page.evaluate(() => {
    const w = window as unknown as { __woodland: { table: { getState(): { seat: unknown; projection: unknown } } } };
    const s = w.__woodland.table.getState();
    return typeof s.seat === 'number' && s.projection !== null;
  }));
}

describe('the component box in the browser', () => {
  const served = servedTable();

  it('the host brings images and reads what each is; another player reads that the host keeps the box', async () => {
    const ana = await served.open({ width: 1280, height: 800 });
    const anaWire = recordFrames(ana, 'sandbox');
    const anaFaces = facesFetched(ana);
    const code = await createTableAs(ana, 'Ana');
    await seated(ana);
    await setDrawing(ana, false);

    // The box opens beside the log with the kinds of component.
    await ana.click('[data-testid=box-toggle]');
    await until('box body', async () => (await ana.locator('[data-testid=box-add]').count()) === 1);
    const kinds = await ana.locator('.box-add select').first().locator('option').allTextContents();
    expect(kinds).toEqual(['52-card deck', 'Die', 'Counter', 'Token', 'Meeple', 'Board or mat', 'Tile', 'Bag', 'Hidden zone']);

    // A sheet of 10 × 7 card-shaped cells: uploaded with its progress, then the form's defaults.
    await ana.setInputFiles('[data-testid=box-file-input]', { name: 'My deck.png', mimeType: 'image/png', buffer: await sheetPng(2000, 1960) });
    await until('sheet form', async () => (await ana.locator('[data-testid=box-image-place]').count()) === 1, 30_000);
    const form = ana.locator('.box-image-form');
    expect(await form.locator('select').first().inputValue()).toBe('sheet');
    const numbers = await form.locator('.box-pair input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(numbers).toEqual(['10', '7', '69']);

    // Asking for a back image without one says what to do.
    await form.locator('select').nth(1).selectOption('image');
    await form.locator('[data-testid=box-image-place]').click();
    expect(await form.locator('.box-error').textContent()).toContain('Upload the image of the cards\' back');

    // With the last cell as the back, the sheet is cut into a deck of 69 on the table.
    const start = await pieces(ana);
    await form.locator('select').nth(1).selectOption('last');
    await form.locator('[data-testid=box-image-place]').click();
    const deck = await until('the cut deck', async () => (await added(ana, start)).find((p) => p.kind === 'deck') ?? null, 60_000);
    expect(deck.count).toBe(69);

    // A d6 with words on its faces, and a counter raised by its menu.
    const add = ana.locator('.box-add');
    await add.locator('select').first().selectOption('die');
    await add.locator('textarea').fill('sun, moon, star, rain, wind, fog');
    await add.locator('[data-testid=box-add]').click();
    const die = await until('the new die', async () => (await added(ana, start)).find((p) => p.kind === 'die') ?? null);
    expect(die.die?.labels).toEqual(['sun', 'moon', 'star', 'rain', 'wind', 'fog']);
    await add.locator('select').first().selectOption('counter');
    await add.locator('input').first().fill('Score');
    await add.locator('[data-testid=box-add]').click();
    const counter = await until('the new counter', async () => (await added(ana, start)).find((p) => p.kind === 'counter') ?? null);
    expect(counter.value).toBe(0);
    // Each new component found its own spot.
    const spots = (await added(ana, start)).map((p) => `${p.x},${p.z}`);
    expect(new Set(spots).size).toBe(spots.length);

    // Bytes that are no image: the server's refusal, in its words.
    await ana.setInputFiles('[data-testid=box-file-input]', { name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('hello, this is text') });
    const refusal = await until('refusal', async () => (await ana.locator('.box-upload.refused .box-error').textContent()) || null);
    expect(refusal.length).toBeGreaterThan(10);

    // An image dropped on the table comes to the box too (a square board-like picture).
    const bytes = (await png(1600, 1000)).toString('base64');
    await ana.evaluate((b64) => {
      const raw = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([raw], 'Map.png', { type: 'image/png' }));
      const canvas = document.querySelector('canvas')!;
      const r = canvas.getBoundingClientRect();
      const at = { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, dataTransfer: dt, bubbles: true, cancelable: true };
      canvas.dispatchEvent(new DragEvent('dragenter', at));
      canvas.dispatchEvent(new DragEvent('dragover', at));
      canvas.dispatchEvent(new DragEvent('drop', at));
    }, bytes);
    await until('board form', async () => (await ana.locator('[data-testid=box-image-place]').count()) === 2, 30_000);
    const board = ana.locator('.box-image-form').nth(1);
    expect(await board.locator('select').first().inputValue()).toBe('board');
    expect(await board.locator('.box-pair input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['24', '15']);
    await board.locator('[data-testid=box-image-place]').click();
    const mat = await until('the board', async () => (await added(ana, start)).find((p) => p.kind === 'board') ?? null);
    expect(mat.size).toEqual({ w: 24, d: 15 });
    expect(typeof mat.image).toBe('string');
    await setDrawing(ana, true);
    await sceneAtRest(ana);
    await screenshot(ana, 'box-host');
    await setDrawing(ana, false);

    // Ben sits down: the host keeps the box.
    const ben = await served.open({ width: 1280, height: 800 });
    const benWire = recordFrames(ben, 'sandbox');
    const benFaces = facesFetched(ben);
    await joinTableAs(ben, 'Ben', code, 'player');
    await seated(ben);
    await setDrawing(ben, false);
    await ben.click('[data-testid=box-toggle]');
    expect(await ben.locator('[data-testid=box-kept]').textContent()).toContain('The host keeps the box');
    expect(await ben.locator('[data-testid=box-add]').count()).toBe(0);

    // The host lets everyone change the box: Ben's panel offers it, and his meeple goes on the table.
    // The switch shows the table's state, so it ticks once the server has opened the box.
    await ana.locator('.box-switch input').click();
    await until('the switch ticked', () => ana.locator('.box-switch input').isChecked());
    await until('Ben may change the box', async () => (await ben.locator('[data-testid=box-add]').count()) === 1);
    const benStart = await pieces(ben);
    await ben.locator('.box-add select').first().selectOption('meeple');
    await ben.locator('[data-testid=box-add]').click();
    await until('Ben\'s meeple', async () => (await added(ben, benStart)).find((p) => p.kind === 'meeple') ?? null);

    // Ana deals three of the cut cards to each: each sees the faces of their own hand only,
    // and the other's faces never reach their tab, on the wire or over HTTP.
    await ana.evaluate((id) => {
      const w = window as unknown as { __woodland: { net: { sendIntent(a: unknown): string } } };
      w.__woodland.net.sendIntent({ t: 'deal', deck: id, n: 3 });
    }, deck.id);
    const anaHand = await until('Ana\'s hand', async () => { const h = await handImages(ana); return h.length === 3 ? h : null; });
    const benHand = await until('Ben\'s hand', async () => { const h = await handImages(ben); return h.length === 3 ? h : null; });
    expect(new Set([...anaHand, ...benHand]).size).toBe(6);
    // The frames are read as the client reads them: each tab's own faces are there.
    for (const ref of anaHand) expect(anaWire.text(), 'Ana\'s own card on her wire').toContain(ref);
    for (const ref of benHand) expect(benWire.text(), 'Ben\'s own card on his wire').toContain(ref);
    for (const ref of benHand) expect(anaWire.text(), 'Ben\'s card on Ana\'s wire').not.toContain(ref);
    for (const ref of anaHand) expect(benWire.text(), 'Ana\'s card on Ben\'s wire').not.toContain(ref);
    // Each tab fetched its own hand's faces (the hand shows them), none of the other's.
    await until('Ana\'s faces fetched', async () => anaHand.every((r) => anaFaces.has(r)) || null);
    expect(benHand.some((r) => anaFaces.has(r))).toBe(false);
    expect(anaHand.some((r) => benFaces.has(r))).toBe(false);
    await ben.close();

    // Ana saves the table as a box, then starts a new table from it on the start page and plays on.
    const left = (await pieces(ana)).find((p) => p.id === deck.id)!.count!;
    await ana.fill('[data-testid=save-box-name]', 'Colour game');
    await ana.click('[data-testid=save-box-go]');
    await until('box saved', async () => (await ana.locator('[data-testid=save-box-done]').count()) === 1, 30_000);
    await ana.close();
    const fresh = await served.open({ width: 1280, height: 800 });
    await fresh.fill('[data-testid=player-name]', 'Ana');
    await fresh.click('[data-testid=box-start-open]');
    await fresh.click('[data-testid=box-source-kept]');
    const row = fresh.locator('[data-testid=box-row]', { hasText: 'Colour game' });
    await row.waitFor();
    if ((await row.getAttribute('aria-pressed')) !== 'true') await row.click();
    await fresh.click('[data-testid=create-table]');
    await fresh.waitForSelector('[data-testid=table-code]');
    await seated(fresh);
    await setDrawing(fresh, false);
    const laid = await until('the box laid out', async () => {
      const p = await pieces(fresh);
      return p.some((x) => x.kind === 'board') && p.some((x) => x.kind === 'deck' && x.count === left) ? p : null;
    });
    expect(laid.filter((x) => x.kind === 'counter')).toHaveLength(1);
    // Her seat's three cards came back to her hand; she draws a fourth and sees its face.
    expect(await handImages(fresh)).toHaveLength(3);
    const newDeck = laid.find((x) => x.kind === 'deck' && x.count === left)!;
    await fresh.evaluate((id) => {
      const w = window as unknown as { __woodland: { net: { sendIntent(a: unknown): string } } };
      w.__woodland.net.sendIntent({ t: 'draw', deck: id, n: 1, to: 'hand', from: 'top' });
    }, newDeck.id);
    const four = await until('a fourth card', async () => { const h = await handImages(fresh); return h.length === 4 ? h : null; });
    await until('its face drawn in the hand', async () => (await fresh.locator('[data-testid=face-image].shown').count()) === 4 || null, 30_000);
    expect(new Set(four).size).toBe(4);
    await setDrawing(fresh, true);
    await sceneAtRest(fresh);
    await screenshot(fresh, 'box-new-table');
    await fresh.close();
  }, 180_000);

  it('on a phone the box is a drawer of the dock, its controls a thumb high', async () => {
    const page = await served.open({ width: 390, height: 844 }, true);
    await createTableAs(page, 'Ana');
    await seated(page);
    await setDrawing(page, false);
    await page.click('[data-testid=dock-box]');
    await until('box drawer', async () => (await page.locator('[data-testid=box-add]').count()) === 1);
    const low = await page.locator('.box-panel button, .box-panel select, .box-panel input:not([type=checkbox]):not([type=file])').evaluateAll(
      (els) => els.filter((e) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height < 43.5).map((e) => e.outerHTML.slice(0, 80)),
    );
    expect(low).toEqual([]);
    await screenshot(page, 'box-phone');
    await page.close();
  }, 120_000);
});
