/**
 * Physics dice in the browser: two players and a spectator at one free table (Debian's
 * Chromium, WebGL on SwiftShader, the real server and the built client). Ana gathers
 * dice with a selection box and Shift+clicks and throws them with R; Ben gathers two and
 * presses the Roll button; Ana flings one by dragging it. After each throw every page
 * must show, on the dice it draws, exactly the values in the log's roll entry.
 * SwiftShader renders at a dozen frames a second, so everything waits on state, never on
 * fixed times.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { canvasColourCount, createTableAs, joinTableAs, screenOf, screenshot, until } from './browser.ts';
import { servedTable } from './fixture.ts';

interface PieceLike { id: string; x: number; y: number; z: number; kind: string; draggable: boolean }
interface RollEntry { v: number; dice: Array<{ id: string; value: number }> }

type W = {
  __woodland: {
    table: { getState(): { seat: number | 'spectator' | null; projection: { version: number; table: { pieces: Record<string, PieceLike> }; log: Array<{ v: number; kind: string; data?: { dice?: Array<{ id: string; value: number }> } }> } | null } };
    ui: { getState(): { selected: string[]; hovered: string | null; diceSpeed: string; soundOn: boolean } };
    dice: {
      getState(): { roll: { rollId: string; receivedAt: number; durationMs: number; dice: Array<{ id: string }> } | null };
      shownValues(): Record<string, number | null>;
      shownPosition(id: string): [number, number, number] | null;
    };
    sound: { stats(): { throws: number; detected: number; played: number; dropped: number; context: string } };
    three?: () => { camera: { position: { constructor: new (a: number, b: number, c: number) => { project(c: unknown): { x: number; y: number } } } }; gl: { domElement: HTMLCanvasElement } };
  };
};


function pieces(page: Page): Promise<Record<string, PieceLike>> {
  return page.evaluate(() => {
    const p = (window as unknown as W).__woodland.table.getState().projection;
    return p ? JSON.parse(JSON.stringify(p.table.pieces)) : {};
  });
}

/** The last roll entry of the page's log (from its projection). */
function lastRoll(page: Page): Promise<RollEntry | null> {
  return page.evaluate(() => {
    const log = (window as unknown as W).__woodland.table.getState().projection?.log ?? [];
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i]!;
      if (e.kind === 'roll' && e.data?.dice) return { v: e.v, dice: e.data.dice.map((d) => ({ id: d.id, value: d.value })) };
    }
    return null;
  });
}

/** The same roll as the log panel shows it (`data-roll="id=value …"` on its last roll line). */
function logPanelRoll(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const lines = document.querySelectorAll('[data-testid=log-entry][data-roll]');
    const last = lines[lines.length - 1];
    const out: Record<string, number> = {};
    for (const pair of (last?.getAttribute('data-roll') ?? '').split(' ').filter(Boolean)) {
      const [id, value] = pair.split('=');
      out[id!] = Number(value);
    }
    return out;
  });
}

/** Where piece `id` is drawn: a thrown die rests where it landed, not at its projected x/z. */
async function drawnAt(page: Page, id: string): Promise<[number, number]> {
  return page.evaluate((id) => {
    const w = (window as unknown as W).__woodland;
    const at = w.dice.shownPosition(id);
    const p = w.table.getState().projection!.table.pieces[id]!;
    return at ? [at[0], at[2]] as [number, number] : [p.x, p.z] as [number, number];
  }, id);
}

/**
 * Puts the pointer on the first of `ids` it can reach — drawn on the canvas, not under a
 * HUD panel or another die — and returns that id with the screen point, or null when none
 * can be reached. Dice land anywhere, and each viewer sees the table from their own side.
 */
async function pointAtDie(page: Page, ids: readonly string[]): Promise<{ id: string; at: [number, number] } | null> {
  for (const id of ids) {
    const [x, z] = await drawnAt(page, id);
    const at = await screenOf(page, x, 0.4, z);
    const onCanvas = await page.evaluate(([sx, sy]) => document.elementFromPoint(sx, sy)?.tagName === 'CANVAS', at);
    if (!onCanvas) continue;
    await page.mouse.move(at[0], at[1]);
    const hovered = await until('a hovered piece', () => page.evaluate(() => (window as unknown as W).__woodland.ui.getState().hovered ?? false), 5_000).catch(() => null);
    if (hovered === id) return { id, at };
  }
  return null;
}

/** Shift+clicks `n` of the candidate dice that can be reached; returns their ids. */
async function shiftClickDice(page: Page, candidates: readonly string[], n: number): Promise<string[]> {
  const picked: string[] = [];
  for (let i = 0; i < candidates.length && picked.length < n; i++) {
    const hit = await pointAtDie(page, candidates.slice(i, i + 1));
    if (!hit) continue;
    await page.keyboard.down('Shift');
    await page.mouse.down();
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await until(`${hit.id} selected`, () => page.evaluate((id) => (window as unknown as W).__woodland.ui.getState().selected.includes(id), hit.id));
    picked.push(hit.id);
  }
  return picked;
}

/**
 * A quick flick from the current (pressed) mouse position through `points`, 16 ms apart,
 * then letting go. Sent through CDP with the events' own timestamps: SwiftShader may take a
 * second to draw each frame, and playwright's mouse waits for every move to be handled, so
 * without them the gesture would look slow; the client reads the events' timestamps, as it
 * must for a real flick on a busy machine.
 */
async function flick(page: Page, points: Array<[number, number]>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const base = await page.evaluate(() => (performance.timeOrigin + performance.now()) / 1000);
  let k = 0;
  for (const [x, y] of points) {
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: 'left', buttons: 1, timestamp: base + 0.016 * ++k });
  }
  const [x, y] = points[points.length - 1]!;
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1, timestamp: base + 0.016 * ++k });
  await cdp.detach();
}

/** Waits until the camera has stopped moving (it swings round to the seat on joining). */
async function cameraSettled(page: Page): Promise<void> {
  let last = '';
  await until('camera at rest', async () => {
    const now = (await screenOf(page, 0, 0, 0)).map((n) => n.toFixed(1)).join(',');
    const same = now === last;
    last = now;
    if (!same) await page.waitForTimeout(250);
    return same;
  });
}

/** Waits for a throw after `afterRollId` to finish playing; returns its roll id. */
async function throwSettled(page: Page, afterRollId: string | null): Promise<string> {
  return until('the throw to come to rest', () => page.evaluate((prev) => {
    const r = (window as unknown as W).__woodland.dice.getState().roll;
    if (!r || r.rollId === prev) return null;
    return performance.now() - r.receivedAt >= r.durationMs + 100 ? r.rollId : null;
  }, afterRollId), 45_000);
}

/** Waits until the page draws the thrown dice with the log's values on top; returns what it shows. */
async function showsRoll(page: Page, roll: RollEntry): Promise<Record<string, number | null>> {
  let shown: Record<string, number | null> = {};
  try {
    await until('the dice to show the logged values', async () => {
      shown = await page.evaluate((ids) => {
        const all = (window as unknown as W).__woodland.dice.shownValues();
        return Object.fromEntries(ids.map((id) => [id, all[id] ?? null]));
      }, roll.dice.map((d) => d.id));
      return roll.dice.every((d) => shown[d.id] === d.value);
    }, 20_000);
  } catch {
    // Fall through: the assertion below names the dice that differ.
  }
  return shown;
}

const expected = (roll: RollEntry) => Object.fromEntries(roll.dice.map((d) => [d.id, d.value]));

describe('physics dice in the browser', () => {
  const served = servedTable();

  it('every player and the spectator see each throw land on the logged values', async () => {
    const open = (): Promise<Page> => served.open({ width: 900, height: 560 });

    const ana = await open();
    const code = await createTableAs(ana, 'Ana');
    const ben = await open();
    await joinTableAs(ben, 'Ben', code, 'player');
    const cleo = await open();
    await joinTableAs(cleo, 'Cleo', code, 'spectator');
    const pages = [ana, ben, cleo] as const;
    for (const page of pages) {
      await until('table and scene', () => page.evaluate(() => {
        const w = (window as unknown as W).__woodland;
        return !!w.three && w.table.getState().projection !== null && typeof w.dice?.shownValues === 'function';
      }));
    }
    await until('spectator seated as a spectator', () => cleo.evaluate(() => (window as unknown as W).__woodland.table.getState().seat === 'spectator'));
    // The log opens with the seed commitment.
    await expect.poll(() => cleo.locator('[data-testid=seed-commit-line]').textContent()).toMatch(/^Seed committed: sha256 [0-9a-f]{16}…$/);
    await cameraSettled(ana);

    // --- Ana: a selection box round the row of coloured d6, Shift+click two polyhedral dice, R.
    const table = await pieces(ana);
    const row = Object.values(table).filter((p) => p.kind === 'die' && Math.abs(p.z - 7) < 0.01);
    expect(row.length).toBeGreaterThanOrEqual(2);
    const rowScreen = await Promise.all(row.map((p) => screenOf(ana, p.x, 0.3, p.z)));
    const xs = rowScreen.map((s) => s[0]);
    const ys = rowScreen.map((s) => s[1]);
    const box = { x0: Math.min(...xs) - 30, x1: Math.max(...xs) + 30, y0: Math.min(...ys) - 9, y1: Math.max(...ys) + 9 };
    // Nothing else may lie in that box (or the test would be selecting more than it says).
    const others = Object.values(table).filter((p) => !row.includes(p) && p.draggable);
    const inside = await ana.evaluate(([others, box]) => {
      const { camera, gl } = (window as unknown as W).__woodland.three!();
      const rect = gl.domElement.getBoundingClientRect();
      return others.filter((p) => {
        const v = new camera.position.constructor(p.x, p.y + 0.3, p.z).project(camera);
        const sx = rect.left + ((v.x + 1) / 2) * rect.width;
        const sy = rect.top + ((1 - v.y) / 2) * rect.height;
        return sx >= box.x0 && sx <= box.x1 && sy >= box.y0 && sy <= box.y1;
      }).map((p) => p.id);
    }, [others, box] as const);
    expect(inside).toEqual([]);
    await ana.keyboard.down('Shift');
    await ana.mouse.move(box.x0, box.y1);
    await ana.mouse.down();
    await ana.mouse.move((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2);
    await ana.mouse.move(box.x1, box.y0);
    await expect.poll(() => ana.locator('[data-testid=selection-box]').count()).toBe(1);
    await ana.mouse.up();
    await ana.keyboard.up('Shift');
    const rowIds = row.map((p) => p.id).sort();
    await until('box selection', async () => {
      const sel = await ana.evaluate(() => (window as unknown as W).__woodland.ui.getState().selected.slice());
      return JSON.stringify(sel.slice().sort()) === JSON.stringify(rowIds);
    });
    expect(await ana.locator('[data-testid=selection-box]').count()).toBe(0);
    // Two polyhedral dice too (mixed dice tumble together in one world).
    const polyhedral = ['die-d12', 'die-d10', 'die-d20', 'die-d8', 'die-d4'].filter((id) => table[id]);
    const extra = await shiftClickDice(ana, polyhedral, 2);
    expect(extra).toHaveLength(2);
    const thrown = [...rowIds, ...extra];
    await expect.poll(() => ana.locator('[data-testid=roll-button]').textContent()).toBe(`Roll (${thrown.length})`);
    // Hover nothing, so R throws the selection.
    const logBox = (await ana.locator('[data-testid=log]').boundingBox())!;
    await ana.mouse.move(logBox.x + logBox.width / 2, logBox.y + logBox.height / 2);
    await until('nothing under the pointer', () => ana.evaluate(() => (window as unknown as W).__woodland.ui.getState().hovered === null));
    // Dice landing: each page watches its log panel while the throw flies on its screen.
    const watching = pages.map((page) => page.evaluate(() => new Promise<{ flying: number; toldInFlight: number; toldAfter: number }>((resolve) => {
      const told = () => document.querySelectorAll('[data-testid=log-entry][data-roll]').length;
      const out = { flying: 0, toldInFlight: 0, toldAfter: 0 };
      const started = performance.now();
      const tick = () => {
        const r = (window as unknown as W).__woodland.dice.getState().roll;
        const left = r ? r.receivedAt + r.durationMs - performance.now() : Infinity;
        if (r && left > 60) {
          out.flying++;
          if (told() > 0) out.toldInFlight++;
        } else if (r && left <= 60) {
          // Landed: the line shows once this page's timer releases it (late on a busy machine).
          out.toldAfter = told();
          if (out.toldAfter > 0 || left < -5_000) return resolve(out);
        }
        if (performance.now() - started > 40_000) return resolve(out);
        setTimeout(tick, 25);
      };
      tick();
    })));
    await ana.keyboard.press('r');

    const first = await until('the roll entry', async () => {
      const r = await lastRoll(ana);
      return r && r.dice.length === thrown.length ? r : null;
    });
    // One throw of every selected die: one roll entry, one physics world.
    expect(first.dice.map((d) => d.id).sort()).toEqual(thrown.slice().sort());
    // The log told the result only once the dice had come to rest on that screen.
    for (const seen of await Promise.all(watching)) {
      expect(seen.flying, 'the throw was watched in flight').toBeGreaterThan(5);
      expect(seen.toldInFlight, 'log lines telling the throw while its dice flew').toBe(0);
      expect(seen.toldAfter).toBe(1);
    }
    let rollId: string | null = null;
    for (const page of pages) {
      const id = await throwSettled(page, null);
      rollId ??= id;
      expect(id, 'one roll message for everyone').toBe(rollId);
      expect(await lastRoll(page)).toEqual(first);
      expect(await showsRoll(page, first)).toEqual(expected(first));
      expect(await logPanelRoll(page)).toEqual(expected(first));
    }
    await screenshot(ana, 'dice-thrown-player-ana');
    await screenshot(cleo, 'dice-thrown-spectator-cleo');
    expect(await canvasColourCount(cleo)).toBeGreaterThan(40);
    // Impacts were found in the keyframes on every page.
    for (const page of pages) {
      const stats = await page.evaluate(() => (window as unknown as W).__woodland.sound.stats());
      expect(stats.throws).toBeGreaterThanOrEqual(1);
      expect(stats.detected).toBeGreaterThan(0);
    }
    // The spectator never gets a Roll button (nor can it select).
    expect(await cleo.locator('[data-testid=roll-button]').count()).toBe(0);

    // --- Ben mutes the sound in the settings, gathers two dice and presses Roll (2).
    await ben.click('[data-testid=open-settings]');
    await ben.click('[data-testid=dice-sound] [data-sound=off]');
    expect(await ben.evaluate(() => [localStorage.getItem('woodland.diceSound'), (window as unknown as W).__woodland.ui.getState().soundOn])).toEqual(['off', false]);
    await ben.keyboard.press('Escape');
    await expect.poll(() => ben.locator('[data-testid=panel-settings]').count()).toBe(0);
    const playedBefore = await ben.evaluate(() => (window as unknown as W).__woodland.sound.stats().played);
    await cameraSettled(ben);
    const benTable = await pieces(ben);
    const allDice = Object.values(benTable).filter((p) => p.kind === 'die').map((p) => p.id);
    const pair = await shiftClickDice(ben, allDice, 2);
    expect(pair).toHaveLength(2);
    const button = ben.locator('[data-testid=roll-button]');
    await expect.poll(() => button.textContent()).toBe(`Roll (${pair.length})`);
    await button.click();
    const second = await until('Ben\'s roll entry', async () => {
      const r = await lastRoll(ben);
      return r && r.v > first.v ? r : null;
    });
    expect(second.dice.map((d) => d.id).sort()).toEqual(pair.slice().sort());
    let rollId2: string | null = null;
    for (const page of pages) {
      const id = await throwSettled(page, rollId);
      rollId2 ??= id;
      expect(id).toBe(rollId2);
      expect(await showsRoll(page, second)).toEqual(expected(second));
    }
    // Muted: Ben's page played nothing for it.
    expect(await ben.evaluate(() => (window as unknown as W).__woodland.sound.stats().played)).toBe(playedBefore);

    // --- Ana flings one of her dice by dragging it and letting go while moving.
    await ana.keyboard.press('Escape'); // clear the selection: the fling throws this die alone
    const grip = await pointAtDie(ana, thrown);
    expect(grip, 'a thrown die Ana can reach').not.toBeNull();
    const flingId = grip!.id;
    const [fx, fy] = grip!.at;
    await ana.mouse.down();
    await flick(ana, Array.from({ length: 7 }, (_, i) => [fx + 25 * i, fy - 12 - 22 * i] as [number, number]));
    const third = await until('the fling\'s roll entry', async () => {
      const r = await lastRoll(ana);
      return r && r.v > second.v ? r : null;
    });
    expect(third.dice.map((d) => d.id)).toEqual([flingId]);
    for (const page of pages) {
      await throwSettled(page, rollId2);
      expect(await showsRoll(page, third)).toEqual(expected(third));
    }
    await screenshot(ben, 'dice-after-fling-player-ben');

    // The three pages agree on every die they draw.
    const views = await Promise.all(pages.map((p) => p.evaluate(() => (window as unknown as W).__woodland.dice.shownValues())));
    for (const id of [...thrown, ...pair]) {
      expect(views[1]![id], `${id} Ben vs Ana`).toBe(views[0]![id]);
      expect(views[2]![id], `${id} Cleo vs Ana`).toBe(views[0]![id]);
    }

    // The table info panel shows the seed commitment (no seed yet: the game is not over).
    await cleo.click('[data-testid=open-info]');
    const commit = await cleo.locator('[data-testid=info-seed-commit]').getAttribute('data-full');
    expect(commit).toMatch(/^[0-9a-f]{64}$/);
    expect(await cleo.locator('[data-testid=info-seed]').count()).toBe(0);

    // --- Ana ends the table (confirming it): everyone learns the seed, which hashes to the commitment.
    ana.once('dialog', (d) => void d.accept());
    if (await ana.locator('[data-testid=prompt-toggle]').count()) await ana.click('[data-testid=prompt-toggle]');
    await ana.click('[data-testid=prompt][data-key=end]');
    await until('the seed revealed to the spectator', async () => (await cleo.locator('[data-testid=seed-reveal-line]').count()) === 1);
    expect(await cleo.locator('[data-testid=seed-reveal-line]').textContent()).toMatch(/^Seed revealed: [0-9a-f]{16}…$/);
    await until('the seed checked against the commitment', async () => (await cleo.locator('[data-testid=seed-check]').getAttribute('data-check')) === 'match');
    expect(await cleo.locator('[data-testid=download-game]').getAttribute('href')).toBe(`/api/tables/${code}/export`);
    await screenshot(cleo, 'dice-table-info-spectator');
  }, 150_000);
});
