/**
 * Your-turn alerts in the browser (the built client in Debian's Chromium, the real server):
 * a seat's page in a background tab gets "● Your turn — …" in its title and a dotted
 * favicon when the game starts waiting on it, and both are put back when the tab is
 * visible again. The tab's visibility is set through `document.hidden` and a
 * `visibilitychange` event, as a browser does when the player switches tabs.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Projection } from '../../engine/core/match.ts';
import { TableClient } from '../room/helpers.ts';
import { setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';

type W = { __woodland: { table: { getState(): { projection: Projection | null; seat: number | 'spectator' | null } } } };

function setHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

const looks = (page: Page) => page.evaluate(() => ({
  title: document.title,
  icon: document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? '',
  version: (window as unknown as W).__woodland.table.getState().projection?.version ?? -1,
  prompted: ((window as unknown as W).__woodland.table.getState().projection?.prompts ?? []).some((p) => p.actions.length > 0),
}));

describe('Your-turn alerts', () => {
  const served = servedTable();

  it('a background tab says it is your turn in its title and favicon, until it is visible again', async () => {
    const endpoint = served.base().replace(/^http/, 'ws');
    const ana = await TableClient.create(endpoint, { game: 'forest', seats: 2, options: {}, name: 'Ana' });
    await ana.until(() => ana.projection, 'snapshot');

    const page = await served.open({ width: 1440, height: 900 });
    await page.fill('[data-testid=player-name]', 'Ben');
    await page.goto(`${served.base()}/t/${ana.code}`);
    await until('Ben seated', async () => (await page.evaluate(() => (window as unknown as W).__woodland.table.getState().seat)) === 1);
    const before = await looks(page);
    expect(before.prompted).toBe(false);
    expect(before.title).toBe('Woodland Table');

    await setHidden(page, true);
    // A tab in the background draws nothing; neither does this one (the alerts are in its title and icon).
    await setDrawing(page, false);
    // Ana plays until the game waits on Ben.
    for (let i = 0; i < 30 && !(await looks(page)).prompted; i++) {
      const action = ana.projection?.prompts.find((p) => p.actions.length > 0)?.actions[0];
      if (!action) break;
      const v = ana.version;
      ana.act(action as Record<string, unknown>, { v });
      await ana.waitVersion(v + 1);
      await until(`page at ${v + 1}`, async () => (await looks(page)).version >= v + 1);
    }
    const alerted = await until('alert', async () => {
      const l = await looks(page);
      return l.prompted && l.icon.startsWith('data:image/png') ? l : null;
    });
    expect(alerted.title).toBe('● Your turn — Woodland Table');

    await setHidden(page, false);
    const back = await looks(page);
    expect(back.title).toBe('Woodland Table');
    expect(back.icon).toBe(before.icon);
    await page.close();
    await ana.leave();
  }, 90_000);
});
