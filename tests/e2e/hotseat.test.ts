/**
 * Hotseat in the browser: Ana and Ben play a round of Delve on one page (1440 × 900), the
 * device passed between them. Ana seats Ben from the seats panel; each plays only on the
 * page's own controls and store; between them the cover is up and the page holds no view at
 * all. Whoever is in front of the screen, the other's hand (as the server holds it, every
 * card the spectators cannot see) is nowhere in the page: not in its DOM, not in its store.
 * A reload with the cover up keeps it up. Screenshots at a desktop and a phone size.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DelveView } from '../../engine/games/delve/state.ts';
import { createTableAs, screenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';
import { serverProjection } from '../room/helpers.ts';

const SEED = 'b1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

interface Seen {
  seat: number | 'spectator' | null;
  version: number;
  view: DelveView;
  prompts: Array<{ key: string; pass?: boolean; actions: unknown[] }>;
}
type W = { __woodland: { table: { getState(): { seat: Seen['seat']; projection: { version: number; view: DelveView; prompts: Seen['prompts'] } | null } }; net: { sendIntent(a: unknown): string } } };

async function seen(page: Page): Promise<Seen | null> {
  return page.evaluate(() => {
    const s = (window as unknown as W).__woodland.table.getState();
    const p = s.projection;
    return p ? JSON.parse(JSON.stringify({ seat: s.seat, version: p.version, view: p.view, prompts: p.prompts })) as Seen : null;
  });
}

/** Everything the page holds that a person could read or a script could find: its DOM and its table store. */
async function pageHolds(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.outerHTML + JSON.stringify((window as unknown as W).__woodland.table.getState()));
}

describe('hotseat: a round of Delve on one page', () => {
  const served = servedTable({ seeds: () => SEED });

  /** The cards of `seat`'s hand that a spectator does not see, as the server holds them now. */
  const secretHand = (code: string, seat: number): string[] => {
    const room = served.server().room(code);
    if (!room) throw new Error('room gone');
    const own = serverProjection(room, seat) as { view: DelveView };
    const open = JSON.stringify(serverProjection(room, 'spectator'));
    return (own.view.chars[seat]?.hand ?? []).filter((card) => !open.includes(card));
  };

  it('two seats share the page; a cover between them; neither hand is in the page while the other plays', async () => {
    const page = await served.open({ width: 1440, height: 900 });
    await page.selectOption('[data-testid=create-game]', 'delve');
    await page.selectOption('[data-testid=create-seats]', '2');
    await page.selectOption('[data-testid=option-character-0]', 'warden');
    await page.selectOption('[data-testid=option-character-1]', 'ranger');
    const code = await createTableAs(page, 'Ana');
    await page.locator('[data-testid=delve-hud]').waitFor();
    await setDrawing(page, false);

    // Ana seats Ben on this device from the seats panel.
    await page.click('[data-testid=hotseat-add]');
    await page.fill('[data-testid=hotseat-name]', 'Ben');
    await page.click('[data-testid=hotseat-seat]');
    await page.locator('[data-testid=hotseat-pass][data-seat="1"]').waitFor();
    await screenshot(page, 'hotseat-seated');

    const chose = new Set<number>();
    let covers = 0;
    let reloaded = false;
    for (let step = 0; step < 150; step++) {
      if (await page.locator('[data-testid=hotseat-cover]').isVisible()) {
        covers++;
        // Behind the cover the page holds no view at all, and no hand card.
        const held = await pageHolds(page);
        for (const seat of [0, 1]) for (const card of secretHand(code, seat)) expect(held).not.toContain(card);
        expect(await seen(page)).toBeNull();
        if (covers === 1) await screenshot(page, 'hotseat-cover');
        if (!reloaded) {
          // A reload with the cover up comes back to the cover, not to a seat's view.
          reloaded = true;
          await page.reload();
          await page.locator('[data-testid=hotseat-cover]').waitFor();
          await new Promise((r) => setTimeout(r, 500));
          expect(await seen(page)).toBeNull();
        }
        await page.click('[data-testid=hotseat-take]');
        await until('the next seat\'s view', () => seen(page));
        await setDrawing(page, false);
        continue;
      }
      const s = await until('a view', () => seen(page));
      if (s.view.round > 1) break;
      const front = s.seat as number;
      const other = 1 - front;
      // The other seat's hand is nowhere in the page while this one plays.
      const held = await pageHolds(page);
      for (const card of secretHand(code, other)) expect(held, `seat ${other}'s ${card} with seat ${front} in front`).not.toContain(card);
      const open = s.prompts.filter((p) => p.actions.length > 0);
      if (s.view.phase === 'select' && chose.has(front)) {
        // Chosen in secret; the other seat still chooses: pass the device by hand.
        const pass = page.locator(`[data-testid=hotseat-pass][data-seat="${other}"]`);
        if (await pass.isVisible()) await pass.click();
        else await until('the cover', () => page.locator('[data-testid=hotseat-cover]').isVisible());
        continue;
      }
      if (open.length === 0) {
        // Nothing to do here: the page passes the device on its own once the table waits on the other seat.
        await until('a change', async () => (await page.locator('[data-testid=hotseat-cover]').isVisible()) || ((await seen(page))?.version ?? -1) > s.version);
        continue;
      }
      const prompt = open.find((p) => p.key.startsWith('select')) ?? open.find((p) => p.pass) ?? open[0]!;
      if (prompt.key.startsWith('select')) chose.add(front);
      await page.evaluate((a) => (window as unknown as W).__woodland.net.sendIntent(a), prompt.actions[0]);
      await until('the move', async () => (await page.locator('[data-testid=hotseat-cover]').isVisible()) || ((await seen(page))?.version ?? -1) > s.version);
    }
    const last = await until('a view', () => seen(page));
    expect(last.view.round).toBe(2);
    expect(covers).toBeGreaterThanOrEqual(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await setDrawing(page, true);
    await screenshot(page, 'hotseat-round-two-phone');
  }, 240_000);
});
