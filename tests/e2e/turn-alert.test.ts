/**
 * Turns in the browser (the built client in Debian's Chromium, the real server): your-turn
 * alerts — a seat's page in a background tab gets "● Your turn — …" in its title and a
 * dotted favicon when the game starts waiting on it, and both are put back when the tab is
 * visible again (the tab's visibility is set through `document.hidden` and a
 * `visibilitychange` event, as a browser does when the player switches tabs) — and a table
 * made on the start page with a real-time clock and a bot in the second seat.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Projection } from '../../engine/core/match.ts';
import { TableClient } from '../room/helpers.ts';
import { drawnScreenshot, setDrawing, until } from './browser.ts';
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

describe('Your-turn alerts, clocks and bots', () => {
  // Bots wait and think briefly here, so the bot's turn passes in a moment.
  const served = servedTable({ botPauseMs: 150, botBudgetMs: 250 });

  it('a background tab says it is your turn in its title and favicon, until it is visible again', async () => {
    const endpoint = served.base().replace(/^http/, 'ws');
    const ana = await TableClient.create(endpoint, { game: 'forest', seats: 2, options: {}, name: 'Ana' });
    await ana.until(() => ana.projection, 'snapshot');

    // Ben's saved name is in storage before the table's page first loads (no start page first).
    const page = await served.browser().newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.addInitScript(() => {
      if (location.origin !== 'null') localStorage.setItem('woodland:profile', JSON.stringify({ name: 'Ben', color: '#2980b9' }));
    });
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

  it('a Root table made with a real-time clock and a thinking bot in seat 2: the bot plays its turn, and the clock of the seat that must act runs', async () => {
    const page = await served.open({ width: 1440, height: 900 });
    await page.fill('[data-testid=player-name]', 'Ana');
    await page.selectOption('[data-testid=create-game]', 'root');
    await page.selectOption('[data-testid=create-seats]', '2');
    await page.selectOption('[data-testid=create-clock]', 'realtime');
    await page.selectOption('[data-testid=create-bank]', '10');
    await page.selectOption('[data-testid=create-bot-2]', 'search');
    await page.click('[data-testid=create-table]');
    const state = () => page.evaluate(() => {
      const st = (window as unknown as W).__woodland.table.getState();
      const p = st.projection;
      return { seat: st.seat, version: p?.version ?? -1, prompted: (p?.prompts ?? []).some((x) => x.actions.length > 0), log: (p?.log ?? []).map((e) => ({ seat: e.seat, text: e.text })) };
    });
    const start = await until('Ana seated at her turn', async () => { const s = await state(); return s.seat === 0 && s.prompted ? s : null; });
    await setDrawing(page, false);
    // Seat 2 is the bot's, and both seats show a clock; Ana's runs (she must act), counting down from her bank.
    await page.locator('[data-testid=seat-bot]').waitFor();
    expect(await page.locator('[data-testid=seat-bot]').count()).toBe(1);
    await until('two clocks', async () => (await page.locator('[data-testid=seat-clock]').count()) === 2);
    const running = page.locator('[data-testid=seat-clock].running');
    // Clocks start once every seat is taken (the bot's, then Ana's as she sits down).
    await until('Ana\'s clock running', async () => ((await running.count()) === 1 ? true : null), 10_000);
    const first = await running.textContent();
    expect(first).toMatch(/^(10:00|9:5\d)$/);
    await until('Ana\'s clock ticking', async () => ((await running.textContent()) !== first ? true : null), 10_000);
    // Bot names: the bot's seat is named by what it plays ("Queenless Legion bot"), not by its level
    // ("Bot (thinking)"); beside a clock each name shows whole, at 1440 × 900 and at 1280 × 720.
    for (const size of [{ width: 1440, height: 900 }, { width: 1280, height: 720 }]) {
      await page.setViewportSize(size);
      const names = await page.locator('[data-testid=seat] .seat-name .name').evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? '', cut: el.scrollWidth > el.clientWidth + 1 })));
      expect(names, `${size.width} × ${size.height}`).toEqual([{ text: 'Ana', cut: false }, { text: expect.stringMatching(/^[A-Z][A-Za-z ]+ bot$/) as unknown as string, cut: false }]);
    }
    expect(await page.locator('[data-testid=seat]').nth(1).locator('.name').textContent()).not.toBe('Seat 2 bot');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Ana places her starting pieces, a choice at a time; the bot takes the Legion's setup
    // without anyone at its seat, then it is Ana's turn again.
    let now = start;
    for (let i = 0; i < 12 && !now.log.some((e) => e.seat === 1); i++) {
      await page.click('[data-testid=root-select-send], [data-testid=root-option], [data-testid=root-action]');
      const v = now.version;
      now = await until('the next decision for Ana', async () => {
        const s = await state();
        return s.prompted && s.version > v ? s : null;
      }, 60_000);
    }
    expect(now.log.filter((e) => e.seat === 1).length, 'the log shows the bot seat\'s moves').toBeGreaterThan(0);
    // Ana's clock is the one running again, and the bot's stands still.
    await until('Ana\'s clock running again', async () => ((await page.locator('[data-testid=seat-clock]').first().getAttribute('class')) ?? '').includes('running'));
    expect(await running.count()).toBe(1);
    await drawnScreenshot(page, 'root-bot-and-clock-1440');
    await page.close();
  }, 120_000);

  it('seat names beside a clock: Explorers (no role in the seats panel) with a real-time clock, "Alice" and a bot, at 1280 × 720 and 1440 × 900: each name whole, not "A…"', async () => {
    const page = await served.open({ width: 1280, height: 720 });
    await page.fill('[data-testid=player-name]', 'Alice');
    await page.selectOption('[data-testid=create-game]', 'explorers');
    await page.selectOption('[data-testid=create-seats]', '2');
    await page.selectOption('[data-testid=create-clock]', 'realtime');
    await page.selectOption('[data-testid=create-bank]', '10');
    await page.selectOption('[data-testid=create-bot-2]', 'random');
    await page.click('[data-testid=create-table]');
    await until('two clocks', async () => (await page.locator('[data-testid=seat-clock]').count()) === 2, 60_000);
    await setDrawing(page, false);
    for (const size of [{ width: 1280, height: 720 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      const names = await page.locator('[data-testid=seat] .seat-name .name').evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? '', shown: el.clientWidth > 0, cut: el.scrollWidth > el.clientWidth + 1 })));
      expect(names, `${size.width} × ${size.height}`).toEqual([
        { text: 'Alice', shown: true, cut: false }, { text: expect.stringMatching(/ bot$/) as unknown as string, shown: true, cut: false },
      ]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await drawnScreenshot(page, 'explorers-seats-clock-1280');
    await page.close();
  }, 120_000);
});
