/**
 * Starting the free table from a box on the start page, at a phone's width (the built
 * client in Debian's Chromium, the real server): a file that is no box is refused with the
 * server's sentence; a tiny box made here (a board with its image, a counter) uploads, is
 * listed with its pieces, and a table created from it opens with those pieces on it.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeBox } from '../../server/boxes/box.ts';
import { screenshot, until } from './browser.ts';
import { servedTable } from './fixture.ts';

interface PieceLike { kind: string; label?: string; value?: number }

/** The pieces of the page's table, once it has a projection. */
function pieces(page: Page): Promise<PieceLike[] | null> {
  return page.evaluate(() => {
    const w = window as unknown as { __woodland: { table: { getState(): { projection: { table: { pieces: Record<string, unknown> } } | null } } } };
    const p = w.__woodland.table.getState().projection;
    return p ? JSON.parse(JSON.stringify(Object.values(p.table.pieces))) as PieceLike[] : null;
  });
}

/** A box of two pieces: a board showing a green image, and a counter at 7. */
async function tinyBox(): Promise<Buffer> {
  const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3c8a4a' } }).png().toBuffer();
  const hash = createHash('sha256').update(png).digest('hex');
  const layout = {
    pieces: [
      { kind: 'board' as const, label: 'Meadow', w: 12, d: 8, color: '#557755', image: 'meadow', x: 0, z: 0, rot: 0 as const },
      { kind: 'counter' as const, label: 'Score', color: '#c0392b', value: 7, x: 10, z: 6, rot: 0 as const },
    ],
    hands: [],
  };
  const { zip } = await writeBox('Tiny meadow', layout, (ref) => (ref === 'meadow' ? hash : null), async () => new Uint8Array(png));
  return Buffer.from(zip);
}

describe('Start from a box', () => {
  const served = servedTable();

  it('refuses a file that is no box with the server\'s reason, then uploads a box, lists it and starts a table laid out from it', async () => {
    const page = await served.open({ width: 390, height: 844 });
    await page.fill('[data-testid=player-name]', 'Ana');
    await page.click('[data-testid=box-start-open]');
    await page.click('[data-testid=box-source-file]');

    await page.setInputFiles('[data-testid=box-file]', { name: 'holiday.zip', mimeType: 'application/zip', buffer: Buffer.from('these are not the bytes of a zip') });
    const refusal = await until('the refusal', async () => (await page.locator('[data-testid=box-error]').textContent()) ?? null);
    expect(refusal).toMatch(/zip/i);

    await page.setInputFiles('[data-testid=box-file]', { name: 'Tiny meadow.woodland.zip', mimeType: 'application/zip', buffer: await tinyBox() });
    await page.waitForSelector('[data-testid=box-kept]');
    expect(await page.locator('[data-testid=box-chosen]').textContent()).toMatch(/Tiny meadow.*2 pieces/);
    expect(await page.locator('[data-testid=box-error]').count()).toBe(0);

    // Kept on the server: listed with its pieces, and chosen.
    await page.click('[data-testid=box-source-kept]');
    const row = page.locator('[data-testid=box-row]', { hasText: 'Tiny meadow' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/2 pieces · \d+ (B|KB)/);
    expect(await row.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'start-from-box-phone');

    expect(await page.locator('[data-testid=create-table]').textContent()).toBe('Create table from the box');
    await page.click('[data-testid=create-table]');
    await page.waitForSelector('[data-testid=table-code]');
    const laid = await until('the box\'s pieces on the table', async () => {
      const p = await pieces(page);
      return p?.some((x) => x.kind === 'board' && x.label === 'Meadow') ? p : null;
    });
    expect(laid.filter((x) => x.kind === 'counter')).toEqual([expect.objectContaining({ label: 'Score', value: 7 })]);
    await page.close();
  }, 90_000);
});
