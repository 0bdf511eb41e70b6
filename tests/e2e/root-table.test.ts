/**
 * Root in a real browser: the Clergy and the Legion and a spectator at one table (Debian's
 * Chromium, WebGL on SwiftShader). The Clergy drag a warrior stack and answer the count
 * popup from the keyboard, then take the drawn flower out of the blind bag with the mouse
 * and drop it on a glowing clearing; every viewer sees it land there.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTableAs, joinTableAs, screenshot, until } from './browser.ts';
import { servedTable } from './fixture.ts';

interface Piece { id: string; x: number; z: number; face?: string; count?: number }
interface Action { t: string; [k: string]: unknown }
interface Prompt { key: string; actions: Action[] }

type Handle = {
  __woodland: {
    table: { getState(): { projection: { version: number; viewer: number | 'spectator'; prompts: Prompt[]; table: { pieces: Record<string, Piece> }; view: { map: Array<{ warriors: number[]; tokens: Array<{ kind: string; suit?: string }> }> } } | null } };
    net: { sendIntent(a: Action): string };
    scene: { toScreen(x: number, y: number, z: number): [number, number] | null };
  };
};

function state(page: Page) {
  return page.evaluate(() => {
    const p = (window as unknown as Handle).__woodland.table.getState().projection;
    return p ? JSON.parse(JSON.stringify({ version: p.version, prompts: p.prompts, pieces: p.table.pieces, map: p.view.map })) as {
      version: number; prompts: Prompt[]; pieces: Record<string, Piece>; map: Array<{ warriors: number[]; tokens: Array<{ kind: string; suit?: string }> }>;
    } : null;
  });
}

function toScreen(page: Page, x: number, y: number, z: number): Promise<[number, number]> {
  return until('screen point', () => page.evaluate(([x, y, z]) => (window as unknown as Handle).__woodland.scene.toScreen(x, y, z), [x, y, z] as const));
}

/** Setup and the steps in between: placements first, else "done", else the first action. */
const PLACE_KEYS = ['setup', 'campaign', 'keep', 'drop', 'bootstrap', 'intervene', 'battle', 'remove', 'discard'];

/** Plays both seats by that rule until `seat`'s prompts hold one keyed `key`. */
async function playUntil(pages: Page[], key: string): Promise<number> {
  for (let i = 0; i < 300; i++) {
    let acted = false;
    for (const [seat, page] of pages.entries()) {
      const s = await state(page);
      const prompts = s?.prompts ?? [];
      if (prompts.some((p) => p.key === key)) return seat;
      const all = prompts.flatMap((p) => p.actions.map((a) => ({ key: p.key, a })));
      if (all.length === 0) continue;
      const pick = all.find((x) => PLACE_KEYS.includes(x.key)) ?? all.find((x) => x.a.t === 'done') ?? all[0]!;
      const before = s!.version;
      await page.evaluate((a) => (window as unknown as Handle).__woodland.net.sendIntent(a), pick.a);
      await until('the action to land', async () => ((await state(page))?.version ?? 0) > before, 10_000, 50);
      acted = true;
      break;
    }
    if (!acted) await pages[0]!.waitForTimeout(200);
  }
  throw new Error(`no ${key} prompt came up`);
}

async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(from[0] + ((to[0] - from[0]) * i) / 10, from[1] + ((to[1] - from[1]) * i) / 10);
    await page.waitForTimeout(50);
  }
  await page.mouse.up();
}

describe('Root in the browser', () => {
  const served = servedTable({ seeds: () => 'some-seed' });

  it('the Clergy move warriors with the count popup and place a drawn flower out of the bag; everyone sees it', async () => {
    const open = (): Promise<Page> => served.open({ width: 1280, height: 800 });
    const ana = await open();
    const code = await createTableAs(ana, 'Ana', { game: 'root', seats: 2 });
    const ben = await open();
    await joinTableAs(ben, 'Ben', code, 'player');
    const cleo = await open();
    await joinTableAs(cleo, 'Cleo', code, 'spectator');
    for (const p of [ana, ben, cleo]) await until('projection', async () => (await state(p)) !== null);
    const pages = [ana, ben];

    // Daylight: the Clergy (seat 0) go on a Mission and drag their biggest stack.
    expect(await playUntil(pages, 'mission')).toBe(0);
    let s = (await state(ana))!;
    await ana.evaluate(() => (window as unknown as Handle).__woodland.net.sendIntent({ t: 'hcc.mission' }));
    await until('the move prompt', async () => (await state(ana))?.prompts.some((p) => p.key === 'move'));
    s = (await state(ana))!;
    const moves = s.prompts.flatMap((p) => p.actions).filter((a) => a.t === 'move') as Array<Action & { from: number; to: number; n: number }>;
    const best = moves.sort((a, b) => b.n - a.n)[0]!;
    expect(best.n).toBeGreaterThan(1);
    const stack = s.pieces[`warriors-${best.from}-0`]!;
    const dest = s.pieces[`clearing-${best.to}`]!;
    const had = s.map[best.to - 1]!.warriors[0] ?? 0;
    await drag(ana, await toScreen(ana, stack.x, 0.5, stack.z), await toScreen(ana, dest.x, 0.2, dest.z));
    const popup = ana.locator('[data-testid=choice-popup]');
    await popup.waitFor({ timeout: 15_000 });
    expect(await popup.textContent()).toContain(`${best.n} warriors`);
    await screenshot(ana, 'root-count-popup');
    // One down from "all that may go", taken with Enter.
    await ana.keyboard.press('ArrowDown');
    await ana.keyboard.press('Enter');
    await until('the warriors to arrive', async () => (await state(ana))!.map[best.to - 1]!.warriors[0] === had + best.n - 1, 15_000);
    expect(await popup.count()).toBe(0);

    // Evening: Pollinate draws a flower with more than one place to go.
    expect(await playUntil(pages, 'place-flower')).toBe(0);
    s = (await state(ana))!;
    const drawn = s.pieces['clergy-drawn-flower']!;
    const bag = s.pieces['clergy-bag']!;
    expect(drawn.face).toMatch(/^flower-(fox|rabbit|mouse|bird)$/);
    // The other seat and the spectator see the same drawn flower, and the bag's count only.
    for (const other of [ben, cleo]) {
      const o = (await state(other))!;
      expect(o.pieces['clergy-drawn-flower']?.face).toBe(drawn.face);
      expect(o.pieces['clergy-bag']).toMatchObject({ count: bag.count });
      expect(o.pieces['clergy-bag']?.face).toBeUndefined();
    }
    const place = s.prompts.find((p) => p.key === 'place-flower')!.actions[0] as Action & { clearing: number };
    const target = s.pieces[`clearing-${place.clearing}`]!;
    const suit = drawn.face!.slice('flower-'.length);
    const flowersThere = (m: typeof s.map): number => m[place.clearing - 1]!.tokens.filter((t) => t.kind === 'flower' && t.suit === suit).length;
    const before = flowersThere(s.map);
    // Pressed on the bag, the flower comes out and follows the pointer to the clearing.
    await drag(ana, await toScreen(ana, bag.x, 1.5, bag.z), await toScreen(ana, target.x, 0.2, target.z));
    for (const page of [ana, ben, cleo]) {
      await until('the flower in its clearing', async () => flowersThere((await state(page))!.map) === before + 1, 20_000);
    }
    await screenshot(cleo, 'root-flower-placed-spectator');
  }, 300_000);
});
