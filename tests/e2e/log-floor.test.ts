/**
 * The log keeps a floor of lines: on the short screens the games are framed for (1280 × 720)
 * and beside Explorers' Boss card at 1440 × 900, its list of lines is at least `FLOOR`
 * lines of text high, and the panel lies over no other panel of the HUD.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawnScreenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';

/** The least lines of text the log's list shows. */
const FLOOR = 4;

/** The log list's height in lines of its text, and the HUD panels the log panel lies over. */
function logRoom(page: Page): Promise<{ lines: number; over: string[] }> {
  return page.evaluate(() => {
    // The log's scrolling region, and the list of lines inside it.
    const list = document.querySelector('[data-testid=log]') as HTMLElement;
    const lines = list.querySelector('ol') ?? list;
    const panel = list.closest('.log') as HTMLElement;
    const st = getComputedStyle(lines);
    const probe = document.createElement('li');
    probe.className = 'log-line event';
    probe.textContent = 'x';
    lines.append(probe);
    const line = probe.getBoundingClientRect().height + (parseFloat(st.rowGap) || 0);
    probe.remove();
    const box = panel.getBoundingClientRect();
    const over: string[] = [];
    for (const other of document.querySelectorAll<HTMLElement>('.hud-panel')) {
      if (other === panel || panel.contains(other) || other.contains(panel)) continue;
      const r = other.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(other).visibility === 'hidden') continue;
      const w = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      const h = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
      if (w > 1 && h > 1) over.push(`${other.className} (${Math.round(w)} × ${Math.round(h)})`);
    }
    return { lines: Math.round((list.clientHeight / line) * 10) / 10, over };
  });
}

describe('log floor', () => {
  const served = servedTable();

  for (const [game, size] of [['explorers', { width: 1280, height: 720 }], ['forest', { width: 1280, height: 720 }], ['explorers', { width: 1440, height: 900 }]] as const) {
    it(`log floor: ${game} at ${size.width} × ${size.height} shows at least ${FLOOR} lines and covers no panel`, async () => {
      const page = await served.open(size);
      await page.fill('[data-testid=player-name]', 'Ana');
      await page.selectOption('[data-testid=create-game]', game);
      await page.selectOption('[data-testid=create-seats]', '2');
      await page.click('[data-testid=create-table]');
      await until('the log', () => page.locator('[data-testid=log]').isVisible(), 60_000);
      await setDrawing(page, false);
      const room = await logRoom(page);
      expect(room.lines, 'lines of text the log shows').toBeGreaterThanOrEqual(FLOOR);
      expect(room.over).toEqual([]);
      await drawnScreenshot(page, `log-floor-${game}-${size.width}`);
      await page.close();
    }, 90_000);
  }
});
