/**
 * The free table's piece menu and group moves in a real browser: a right-click opens a
 * piece's menu, which locks and unlocks it and (for the host) removes it; a selection
 * dragged by one of its pieces moves together; a counter steps by its menu and its keys.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTableAs, sceneAtRest, screenOf, until } from './browser.ts';
import { clickPiece, dragPiece, hoverPiece } from './gestures.ts';
import { servedTable } from './fixture.ts';

interface PieceLike { id: string; x: number; y: number; z: number; kind: string; locked?: boolean; value?: number }

function pieces(page: Page): Promise<Record<string, PieceLike>> {
  return page.evaluate(() => {
    const w = window as unknown as { __woodland: { table: { getState(): { projection: { table: { pieces: unknown } } | null } } } };
    return JSON.parse(JSON.stringify(w.__woodland.table.getState().projection?.table.pieces ?? {})) as Record<string, PieceLike>;
  });
}

async function rightClick(page: Page, p: PieceLike): Promise<void> {
  await hoverPiece(page, p.id, await screenOf(page, p.x, p.y + 0.1, p.z));
  await page.mouse.down({ button: 'right' });
  await page.waitForTimeout(60);
  await page.mouse.up({ button: 'right' });
  await until('piece menu', async () => (await page.locator('[data-testid=piece-menu]').count()) === 1);
}

async function choose(page: Page, label: string): Promise<void> {
  const items = await page.locator('[data-testid=piece-menu-item]').allTextContents();
  expect(items).toContain(label);
  await page.locator('[data-testid=piece-menu-item]', { hasText: label }).first().click();
}

describe('the free table\'s piece menu in the browser', () => {
  const served = servedTable();

  it('a right-click locks, unlocks and removes a piece; a selection dragged by one piece moves together', async () => {
    const page = await served.open({ width: 1280, height: 800 });
    await createTableAs(page, 'Ana');
    await until('pieces', async () => Object.keys(await pieces(page)).length > 0);
    await sceneAtRest(page);
    const start = await pieces(page);
    const tiles = Object.values(start).filter((p) => p.kind === 'tile').sort((a, b) => a.x - b.x);
    const [a, b] = [tiles[1]!, tiles[2]!];

    await rightClick(page, a);
    await choose(page, 'Lock in place');
    await until('locked', async () => (await pieces(page))[a.id]?.locked === true);
    await rightClick(page, a);
    await choose(page, 'Unlock');
    await until('unlocked', async () => (await pieces(page))[a.id]?.locked !== true);

    // Select both tiles, then drag one of them: both move by its offset.
    await clickPiece(page, a.id, await screenOf(page, a.x, a.y + 0.1, a.z));
    await hoverPiece(page, b.id, await screenOf(page, b.x, b.y + 0.1, b.z));
    await page.keyboard.down('Shift');
    await page.mouse.down();
    await page.waitForTimeout(60);
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await until('two selected', () => page.evaluate(() => (window as unknown as { __woodland: { ui: { getState(): { selected: string[] } } } }).__woodland.ui.getState().selected.length === 2));
    await dragPiece(page, a.id, await screenOf(page, a.x, a.y + 0.1, a.z), await screenOf(page, a.x, a.y + 0.1, a.z + 5));
    const moved = await until('both moved', async () => {
      const now = await pieces(page);
      return now[a.id]!.z > a.z + 3 && now[b.id]!.z > b.z + 3 ? now : null;
    });
    expect(moved[a.id]!.z - a.z).toBeCloseTo(moved[b.id]!.z - b.z, 5);
    expect(moved[a.id]!.x - a.x).toBeCloseTo(moved[b.id]!.x - b.x, 5);

    await sceneAtRest(page);
    const bNow = moved[b.id]!;
    await rightClick(page, bNow);
    await choose(page, 'Remove from the table (2)');
    await until('removed', async () => {
      const now = await pieces(page);
      return !now[a.id] && !now[b.id];
    });

    // A counter from the box: +5 from its menu, − by the key, Delete takes it away.
    await page.click('[data-testid=box-toggle]');
    await page.locator('.box-add select').first().selectOption('counter');
    await page.locator('[data-testid=box-add]').click();
    const counter = await until('counter', async () => Object.values(await pieces(page)).find((p) => p.kind === 'counter') ?? null);
    await page.click('[data-testid=box-toggle]');
    await sceneAtRest(page);
    await rightClick(page, counter);
    await choose(page, '+5');
    await until('counter at 5', async () => (await pieces(page))[counter.id]?.value === 5);
    await hoverPiece(page, counter.id, await screenOf(page, counter.x, counter.y + 0.1, counter.z));
    await page.keyboard.press('-');
    await until('counter at 4', async () => (await pieces(page))[counter.id]?.value === 4);
    await page.keyboard.press('Delete');
    await until('counter removed', async () => !(await pieces(page))[counter.id]);
  }, 120_000);
});
