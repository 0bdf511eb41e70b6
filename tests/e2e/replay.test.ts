/**
 * A replay in the browser (Debian's Chromium, WebGL on SwiftShader, the real server and
 * the built client). Two players on real colyseus.js clients play a short free-table game
 * — moves, three throws of dice, a shuffle, the end — while a spectator's page watches it
 * live. Then the replay page `/r/CODE` is scrubbed to the middle and played to the end:
 * it must arrive at the live table's last projection, with every die resting where the
 * live page shows it, and draw the same picture (the canvas alone, HUD hidden, compared
 * pixel by pixel with a tolerance; the picture at the middle must differ, or the
 * comparison would prove nothing). Screenshots at 1440×900 and 390×844.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROFILE_COLORS } from '../../client/net/storage.ts';
import { TableClient } from '../room/helpers.ts';
import { OUTPUT_DIR, sceneAtRest, screenshot, until } from './browser.ts';
import { servedTable } from './fixture.ts';

type W = {
  __woodland: {
    table: { getState(): { projection: { version: number; status: { over: boolean }; table: { pieces: Record<string, unknown> } } | null } };
    dice: { getState(): { roll: { receivedAt: number; durationMs: number } | null }; shownValues(): Record<string, number | null> };
    replay: {
      store: { getState(): { version: number; playing: boolean; timeline: { last: number } | null } };
    };
  };
};

/** The script: [seat, action]. Dice are thrown at versions 2, 6 and 10; version 12 ends the game. */
const SCRIPT: Array<[number, Record<string, unknown>]> = [
  [0, { t: 'move', id: 'meeple-1-1', x: -2, z: 0 }],
  [0, { t: 'roll', ids: ['die-d6a', 'die-d12'] }],
  [1, { t: 'move', id: 'tile-3', x: 0, z: -4 }],
  [1, { t: 'rotate', id: 'tile-3', dir: 1 }],
  [1, { t: 'move', id: 'meeple-2-1', x: 3, z: 1 }],
  [1, { t: 'roll', ids: ['die-d20', 'die-hero', 'die-combat'] }],
  [0, { t: 'move', id: 'die-d6a', x: -6, z: 2 }],
  [0, { t: 'shuffle', deck: 'deck' }],
  [1, { t: 'move', id: 'tile-1', x: -10, z: -6 }],
  [0, { t: 'roll', ids: ['die-d8', 'die-d4'] }],
  [0, { t: 'move', id: 'meeple-1-2', x: -1, z: -1 }],
  [0, { t: 'end' }],
];

function state(page: Page): Promise<{ version: number; over: boolean; pieces: string; dice: string; rolling: boolean }> {
  return page.evaluate(() => {
    const w = (window as unknown as W).__woodland;
    // The table's code (the dice store with it) loads after the page: nothing shown until then.
    if (!w.dice) return { version: -1, over: false, pieces: '{}', dice: '[]', rolling: false };
    const p = w.table.getState().projection;
    const roll = w.dice.getState().roll;
    return {
      version: p?.version ?? -1,
      over: p?.status.over ?? false,
      pieces: JSON.stringify(p?.table.pieces ?? {}),
      // Sorted: the order dice were first drawn in is the page's own business.
      dice: JSON.stringify(Object.entries(w.dice.shownValues()).sort(([a], [b]) => a.localeCompare(b))),
      rolling: !!roll && performance.now() < roll.receivedAt + roll.durationMs + 1500,
    };
  });
}

/** Waits until the page shows `version` with no throw still in the air and its table at rest (springs settled, nothing asking for frames). */
async function settledAt(page: Page, version: number): Promise<void> {
  await until(`version ${version} at rest`, async () => {
    const s = await state(page);
    return s.version === version && !s.rolling;
  }, 60_000);
  await sceneAtRest(page);
}

/** The canvas alone (every HUD panel hidden) as PNG bytes, also saved as test-output/e2e/<name>.png. */
async function canvasPng(page: Page, name: string): Promise<Buffer> {
  await page.addStyleTag({ content: 'body * { visibility: hidden !important; } canvas { visibility: visible !important; }' });
  // The pointer off the table: no piece lit under it, once the table has drawn its last frame.
  await page.mouse.move(1, 1);
  await sceneAtRest(page);
  const png = await page.locator('canvas').first().screenshot({ path: join(OUTPUT_DIR, `${name}.png`) });
  await page.evaluate(() => document.querySelectorAll('style').forEach((s) => { if (s.textContent?.includes('visibility: hidden !important')) s.remove(); }));
  return png;
}

/** Share of sampled pixels (a 240×150 grid) whose colour differs by more than 32 in a channel. */
async function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async ([a64, b64]) => {
    const read = async (b64: string): Promise<Uint8ClampedArray> => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = 240;
      c.height = 150;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0, c.width, c.height);
      return ctx.getImageData(0, 0, c.width, c.height).data;
    };
    const [x, y] = await Promise.all([read(a64), read(b64)]);
    let differ = 0;
    for (let i = 0; i < x.length; i += 4) {
      if (Math.max(Math.abs(x[i]! - y[i]!), Math.abs(x[i + 1]! - y[i + 1]!), Math.abs(x[i + 2]! - y[i + 2]!)) > 32) differ++;
    }
    return differ / (x.length / 4);
  }, [a.toString('base64'), b.toString('base64')] as const);
}

describe('Replay in the browser', () => {
  const served = servedTable();

  it('Replay: scrubbed to the middle and played to the end, it matches the live table\'s last picture', async () => {
    const endpoint = served.base().replace(/^http/, 'ws');
    const ana = await TableClient.create(endpoint, { game: 'sandbox', seats: 2, options: {}, name: 'Ana', color: PROFILE_COLORS[0] });
    const ben = await TableClient.join(endpoint, ana.code, { name: 'Ben', color: PROFILE_COLORS[1] });
    await Promise.all([ana, ben].map((c) => c.until(() => c.projection, 'snapshot')));
    const code = ana.code;

    const live = await served.openAt(`/t/${code}?watch=1`, { width: 1440, height: 900 });
    await settledAt(live, 0);
    for (const [seat, action] of SCRIPT) {
      const actor = seat === 0 ? ana : ben;
      const v = actor.version;
      actor.act(action, { v });
      await Promise.all([ana, ben].map((c) => c.waitVersion(v + 1)));
      // The spectator page sees every throw fly before the next action.
      if (action.t === 'roll') await settledAt(live, v + 1);
    }
    const last = SCRIPT.length;
    await settledAt(live, last);
    const liveEnd = await state(live);
    expect(liveEnd.over).toBe(true);
    await screenshot(live, 'replay-live-end-1440');
    const livePng = await canvasPng(live, 'replay-live-end-canvas');
    // The table's info panel links to its replay.
    await live.click('[data-testid=open-info]');
    expect(await live.getAttribute('[data-testid=replay-link]', 'href')).toBe(`/r/${code}`);
    await live.click('[data-testid=replay-link]');
    await until('the replay page from the link', async () => (await live.locator('[data-testid=replay-version]').textContent()) === `${last} / ${last}`);
    await live.close();

    // The replay, opened at the middle (a throw), then played to the end at double speed.
    const page = await served.openAt(`/r/${code}`, { width: 1440, height: 900 });
    await until('the replay at its end', async () => (await state(page)).version === last);
    // Scrubbed: the timeline's thumb dragged from near the end to the middle.
    const bar = (await page.locator('[data-testid=replay-scrubber]').boundingBox())!;
    await page.mouse.move(bar.x + bar.width * 0.92, bar.y + bar.height / 2);
    await page.mouse.down();
    for (const f of [0.8, 0.7, 0.6, 0.5]) await page.mouse.move(bar.x + bar.width * f, bar.y + bar.height / 2);
    await page.mouse.up();
    await page.mouse.move(1, 1);
    await settledAt(page, 6);
    const middle = await state(page);
    expect(JSON.parse(middle.pieces)).not.toEqual(JSON.parse(liveEnd.pieces));
    expect(await page.locator('.replay-steps li.current button').getAttribute('data-v'), 'the log marks the action on screen').toBe('6');
    await screenshot(page, 'replay-middle-1440');
    const middlePng = await canvasPng(page, 'replay-middle-canvas');

    await page.selectOption('[data-testid=replay-speed]', '2');
    await page.click('[data-testid=replay-play]');
    await until('playing', async () => page.evaluate(() => (window as unknown as W).__woodland.replay.store.getState().playing));
    await until('the version after the middle', async () => (await state(page)).version > 6, 20_000);
    await until('played to the end', async () => {
      const r = await page.evaluate(() => (window as unknown as W).__woodland.replay.store.getState());
      return !r.playing && r.version === last;
    }, 60_000);
    await settledAt(page, last);
    const end = await state(page);
    expect(JSON.parse(end.pieces), 'the same pieces in the same places').toEqual(JSON.parse(liveEnd.pieces));
    expect(JSON.parse(end.dice), 'the same values on the dice').toEqual(JSON.parse(liveEnd.dice));
    expect(await page.locator('[data-testid=replay-version]').textContent()).toBe(`${last} / ${last}`);
    await screenshot(page, 'replay-end-1440');
    const endPng = await canvasPng(page, 'replay-end-canvas');

    const atEnd = await pixelDifference(page, endPng, livePng);
    const atMiddle = await pixelDifference(page, middlePng, livePng);
    console.log(`replay vs live: ${(atEnd * 100).toFixed(2)} % of pixels differ at the end, ${(atMiddle * 100).toFixed(2)} % at the middle`);
    expect(atEnd).toBeLessThan(0.01);
    expect(atMiddle).toBeGreaterThan(atEnd + 0.005);
    await page.close();

    // A phone: the same replay, a seat's own view once the game is over, the log on demand.
    const phone = await served.openAt(`/r/${code}?v=6`, { width: 390, height: 844 });
    await settledAt(phone, 6);
    await screenshot(phone, 'replay-middle-390');
    await phone.selectOption('[data-testid=replay-eyes]', '0');
    await until('Seat 1\'s view', async () => phone.evaluate(() => {
      const p = (window as unknown as { __woodland: { table: { getState(): { projection: { viewer: unknown } | null } } } }).__woodland.table.getState().projection;
      return p?.viewer === 0;
    }));
    // Everything, as a caster saw it: every hand, the deck's next cards and the bags beside the table.
    await phone.selectOption('[data-testid=replay-eyes]', 'all');
    const hidden = await until('everything', async () => {
      const text = await phone.locator('[data-testid=overlay-hidden]').textContent().catch(() => null);
      return text?.includes('Hand') ? text : null;
    });
    expect(hidden).toContain('next:');
    await screenshot(phone, 'replay-everything-390');
    await phone.selectOption('[data-testid=replay-eyes]', '0');
    await phone.click('.replay-log-toggle');
    await phone.locator('[data-testid=replay-log] [data-v="10"]').click();
    await settledAt(phone, 10);
    await screenshot(phone, 'replay-log-390');
    // A code with no table says so in words.
    await phone.goto(`${served.base()}/r/ZZZZZZ`);
    await until('the problem shown', async () => (await phone.locator('[data-testid=replay-problem]').textContent())?.includes('No table with that code.'));
    await screenshot(phone, 'replay-no-table-390');
    await phone.close();
    for (const c of [ana, ben]) await c.leave();
  }, 240_000);
});
