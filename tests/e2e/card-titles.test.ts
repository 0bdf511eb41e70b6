/**
 * Card titles in the browser: a title breaks only between words and is never clipped by
 * what stands beside it — its size shrinks until its longest word fits (client/hud/title-fit.ts).
 * Delve's Shade holds "Assassinate" beside its initiative badge; Root's hand cards are
 * checked whatever the deal gives.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTableAs, drawnScreenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';

/** Each title matched by `selector`: its text, whether it is clipped, and the words split over two lines. */
function titles(page: Page, selector: string): Promise<Array<{ text: string; clipped: boolean; split: string[] }>> {
  return page.locator(selector).evaluateAll((els) => els.map((el) => {
    const split: string[] = [];
    const node = el.firstChild;
    if (node && node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/[^\s-]+/g)) {
        const r = document.createRange();
        r.setStart(node, m.index);
        r.setEnd(node, m.index + m[0].length);
        const lines = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        if (lines.size > 1) split.push(m[0]);
      }
    }
    return { text: el.textContent ?? '', clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1, split };
  }));
}

describe('card titles', () => {
  const served = servedTable();

  it('card titles: Delve\'s Shade hand ("Assassinate" beside its badge) at 1440 × 900 and 390 × 844: no title clipped or broken inside a word', async () => {
    for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      const page = await served.open(size, size.width < 600);
      await page.fill('[data-testid=player-name]', 'Ana');
      await page.selectOption('[data-testid=create-game]', 'delve');
      await page.selectOption('[data-testid=create-seats]', '2');
      await page.selectOption('[data-testid=option-character-0]', 'shade');
      await page.selectOption('[data-testid=option-character-1]', 'warden');
      await createTableAs(page, 'Ana');
      await page.locator('[data-testid=dv-hand-card][data-card=shade-kill]').waitFor();
      await setDrawing(page, false);
      const shown = await titles(page, '[data-testid=dv-hand-card] .dv-card-name');
      expect(shown.map((t) => t.text)).toContain('Assassinate');
      expect(shown.filter((t) => t.clipped || t.split.length > 0), `${size.width} px`).toEqual([]);
      await drawnScreenshot(page, `delve-card-titles-${size.width}`);
      await page.close();
    }
  }, 150_000);

  it('card titles: Root\'s hand cards at 1440 × 900: no title clipped or broken inside a word', async () => {
    const page = await served.open({ width: 1440, height: 900 });
    await page.fill('[data-testid=player-name]', 'Ana');
    await page.selectOption('[data-testid=create-game]', 'root');
    await page.selectOption('[data-testid=create-seats]', '2');
    await createTableAs(page, 'Ana');
    await until('a hand', async () => (await page.locator('[data-testid=root-card]').count()) > 0, 60_000);
    await setDrawing(page, false);
    const shown = await titles(page, '[data-testid=root-card] .rt-card-name');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((t) => t.clipped || t.split.length > 0)).toEqual([]);
    await page.close();
  }, 120_000);
});
