/**
 * Explorers of the Woodlands in the browser: two players at one table in Debian's Chromium
 * (WebGL on SwiftShader) against the real server and the built client, playing with the
 * mouse only — a tile dragged onto a ghost, the hero dice rolled and put on the hero
 * board's spaces, the hero dragged to a glowing tile, a battle fought from the battle panel.
 *
 * The table seed is fixed (the server's test-only `seeds` hook), so the game is known. It
 * was found offline by playing the same steps on the engine: with this seed Ana (seat 1)
 * plays Sha'Vi and goes first; she draws Hidden Cache (a treasure and a monster) and lays it
 * south of the Forest Edge, Ben lays Misty Bend west of it; Ana rolls 6, 6, 4, 1, keeps
 * them, puts the 1 on Movement and the 4 on Concentration, walks onto Hidden Cache, where a
 * Thornvine turns face up, fights it with one combat die and rolls a 3 against defense 4.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ExView } from '../../engine/games/explorers/state.ts';
import { createTableAs, drawnScreenshot, joinTableAs, sceneAtRest, screenOf, screenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';
import { dragPiece, onCanvas } from './gestures.ts';

const SEED = '96c3023b023b5075e018120a53aa3cfd55283e9f30cfa910e3253cc9b6eefd10';
/** Tile pitch on the table (engine/games/explorers/table.ts). */
const CELL = 4;

interface PieceLike { x: number; y: number; z: number; kind: string; face?: string }
interface PromptLike { key: string; label: string; actions: Array<Record<string, unknown>> }
interface LogLike { v: number; kind: string; text: string }
interface Seen { version: number; view: ExView; prompts: PromptLike[]; pieces: Record<string, PieceLike>; log: LogLike[] }

interface W {
  __woodland: {
    table: { getState(): { projection: { version: number; view: unknown; prompts: unknown; table: { pieces: unknown }; log: unknown } | null } };
    three?: () => { camera: { position: { constructor: new (a: number, b: number, c: number) => { project(c: unknown): { x: number; y: number } } } }; gl: { domElement: HTMLCanvasElement } };
  };
}

/** What the page's store holds: version, view, this seat's prompts, pieces and log. */
async function seen(page: Page): Promise<Seen | null> {
  return page.evaluate(() => {
    const p = (window as unknown as W).__woodland.table.getState().projection;
    return p ? JSON.parse(JSON.stringify({ version: p.version, view: p.view, prompts: p.prompts, pieces: p.table.pieces, log: p.log })) : null;
  });
}

async function now(page: Page): Promise<Seen> {
  const s = await seen(page);
  if (!s) throw new Error('no projection');
  return s;
}

/** A point of cell (col, row) that shows on the canvas, not under a HUD panel: its middle, else nearer its edges. */
async function pointInCell(page: Page, col: number, row: number): Promise<[number, number]> {
  for (const [dx, dz] of [[0, 0], [0, -1.2], [1.2, 0], [-1.2, 0], [0, 1.2], [1.2, -1.2], [-1.2, -1.2]] as const) {
    const at = await screenOf(page, col * CELL + dx, 0, row * CELL + dz);
    if (await onCanvas(page, at)) return at;
  }
  throw new Error(`cell ${col},${row} is hidden under the HUD`);
}

/** Waits until the page holds a version past `v` and returns what it sees. */
function after(page: Page, v: number, what: string): Promise<Seen> {
  return until(what, async () => {
    const s = await seen(page);
    return s && s.version > v ? s : null;
  });
}

const kinds = (s: Seen): string[] => s.prompts.flatMap((p) => p.actions.map((a) => String(a.t)));

/** Places the drawn tile by dragging it onto the ghost at (col, row); the drop sends the prompted placement. */
async function placeByDrag(page: Page, col: number, row: number): Promise<Seen> {
  const before = await now(page);
  expect(kinds(before)).toContain('place');
  const drawn = before.pieces['tile-drawn']!;
  const from = await screenOf(page, drawn.x, 0.1, drawn.z);
  const to = await pointInCell(page, col, row);
  await dragPiece(page, 'tile-drawn', from, to);
  const s = await after(page, before.version, 'the placed tile');
  expect(s.view.tiles[`${col},${row}`]?.id).toBe(drawn.face);
  return s;
}

describe('Explorers in the browser', () => {
  const served = servedTable({ seeds: () => SEED });

  it('two players place tiles by dragging, roll and assign dice on the hero board, drag a hero onto a monster and fight it; both pages agree', async () => {
    const ana = await served.open({ width: 1024, height: 640 });
    const code = await createTableAs(ana, 'Ana', { game: 'explorers', seats: 2 });
    const ben = await served.open({ width: 960, height: 600 });
    await joinTableAs(ben, 'Ben', code, 'player');
    const pages = [ana, ben];
    for (const page of pages) {
      await until('table and scene', () => page.evaluate(() => {
        const w = (window as unknown as W).__woodland;
        return !!w.three && w.table.getState().projection !== null;
      }));
      await page.locator('[data-testid=explorers-hud]').waitFor();
    }
    // Ben's table is drawn only while he places his tile and for his screenshots.
    await setDrawing(ben, false);
    await sceneAtRest(ana);

    // Phase 1: Ana drags the drawn tile (Hidden Cache) onto the ghost south of the start.
    const first = await now(ana);
    expect(first.view.heroes.map((h) => [h.id, h.seat])).toEqual([['shavi', 0], ['klethor', 1]]);
    expect(await ana.locator('[data-testid=ex-expected]').textContent()).toMatch(/Drag the drawn forest tile onto a ghost tile/);
    expect(await ben.locator('[data-testid=ex-expected]').textContent()).toMatch(/Waiting: Ana \(Sha'Vi\) places a forest tile/);
    // The top bar keeps room for the headline at a laptop's width (at 1024 px it once had none).
    for (const page of pages) expect((await page.locator('[data-testid=headline]').boundingBox())?.width ?? 0).toBeGreaterThan(240);
    await screenshot(ana, 'explorers-1-ana-holds-the-drawn-tile');
    await placeByDrag(ana, 0, 1);

    // Ben lays his tile on the ghost west of the start.
    await until('Ben\'s turn to place', async () => kinds(await now(ben)).includes('place'));
    await setDrawing(ben, true);
    await sceneAtRest(ben);
    await placeByDrag(ben, -1, 0);
    await drawnScreenshot(ben, 'explorers-2-ben-placed-his-tile', true);

    // Phase 2: Ana rolls the hero dice from her board and keeps them.
    await until('Ana\'s roll', async () => kinds(await now(ana)).includes('roll'));
    await ana.click('[data-testid=roll-dice]');
    await until('the keep button', async () => (await ana.locator('[data-testid=keep-dice]').count()) === 1);
    const rolled = await now(ana);
    expect(rolled.view.turn?.dice.map((d) => d.v)).toEqual([6, 6, 4, 1]);
    // The log shows each value once: the dice stand where the sentence quotes them.
    const rollLine = ana.locator('[data-testid=log-entry][data-roll]').last();
    await expect.poll(async () => (await rollLine.textContent())?.replace('§', '').trim()).toBe('Sha\'Vi rolls 4 hero dice: 6, 6, 4, 1.');
    await screenshot(ana, 'explorers-3-ana-rolled');
    await ana.click('[data-testid=keep-dice]');

    // The 1 is dragged onto Movement; the 4 is tapped, then Concentration is tapped.
    await until('dice to assign', async () => (await ana.locator('[data-testid=hero-die][draggable=true]').count()) === 4);
    let v = (await now(ana)).version;
    await ana.locator('[data-testid=hero-die][data-die="3"]').dragTo(ana.locator('[data-testid=space-move]'));
    let s = await after(ana, v, 'the die on Movement');
    expect(s.view.turn?.dice[3]?.space).toBe('move');
    v = s.version;
    await ana.click('[data-testid=hero-die][data-die="2"]');
    await ana.click('[data-testid=space-focus]');
    s = await after(ana, v, 'the die on Concentration');
    expect(s.view.turn?.dice[2]?.space).toBe('focus');
    await screenshot(ana, 'explorers-4-ana-assigned-dice');
    v = s.version;
    await ana.click('[data-testid=ready-dice]');
    s = await after(ana, v, 'the act stage');
    expect(s.view.turn?.stage).toBe('act');
    expect(s.view.turn?.moves).toBe(1);

    // Ana drags Sha'Vi from the start onto the glowing Hidden Cache; the Thornvine turns up.
    const hero = s.pieces['hero-shavi']!;
    await dragPiece(ana, 'hero-shavi', await screenOf(ana, hero.x, 0.4, hero.z), await pointInCell(ana, 0, 1));
    s = await after(ana, s.version, 'Sha\'Vi on Hidden Cache');
    expect(s.view.heroes[0]?.at).toBe('0,1');
    await until('the fight button', async () => (await ana.locator('[data-testid=fight]').count()) === 1);
    expect(await ana.locator('[data-testid=fight]').textContent()).toBe('Fight Thornvine');
    await screenshot(ana, 'explorers-5-ana-meets-a-thornvine');

    // The battle: one combat die, a 3 against defense 4; Ana counts the hits.
    await ana.click('[data-testid=fight]');
    await until('the battle panel', async () => (await ana.locator('[data-testid=combat-die]').count()) === 1);
    await until('the battle on Ben\'s page', async () => (await ben.locator('[data-testid=combat-die]').count()) === 1);
    for (const page of pages) {
      expect(await page.locator('[data-testid=combat-hits]').textContent()).toBe('0');
      expect(await page.locator('[data-testid=combat-die] .ex-die').textContent()).toBe('3');
    }
    // No orbs, no reroll: the banner asks only for the count.
    expect(await ana.locator('[data-testid=ex-expected]').textContent()).toBe('Count the hits');
    expect(await ben.locator('[data-testid=resolve]').count()).toBe(0);
    await screenshot(ana, 'explorers-6-ana-in-battle');
    v = (await now(ana)).version;
    await ana.click('[data-testid=resolve]');
    s = await after(ana, v, 'the battle resolved');
    expect(s.view.battle).toBeNull();
    const outcome = s.log.filter((e) => e.v === s.version).map((e) => e.text);
    expect(outcome).toContain('Sha\'Vi misses Thornvine: 3 < 4.');
    expect(outcome).toContain('Thornvine withstands the attack: 0 of 1 hit; it recovers fully.');
    expect(s.view.heroes[0]?.health).toBe(4);
    // Ben's page shows the same log lines for the whole game so far.
    const benSeen = await until('Ben at the same version', async () => {
      const b = await seen(ben);
      return b && b.version === s.version ? b : null;
    });
    expect(benSeen.log.map((e) => e.text)).toEqual(s.log.map((e) => e.text));
    expect(benSeen.view.heroes).toEqual(s.view.heroes);
    // Both pages show the result beside the table, in the same sentences.
    for (const page of pages) {
      const lines = await until('the battle result', async () => {
        const items = await page.locator('[data-testid=ex-outcome] li').allTextContents();
        return items.length > 0 ? items : null;
      });
      expect(lines).toEqual(outcome);
    }
    await screenshot(ana, 'explorers-7-ana-after-the-battle');
    await drawnScreenshot(ben, 'explorers-7-ben-after-the-battle');
  }, 300_000);
});
