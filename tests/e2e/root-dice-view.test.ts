/**
 * Root's battle dice as the acting player sees them, in Debian's Chromium with the built
 * client and the real server: a four-faction table stored as random legal play left it (no
 * battle but those the rules force, the map well filled), reopened, Ana in the first seat on a 1440 × 900 screen.
 * On her own turn she battles: the server throws the two battle dice and, once they rest,
 * each die's shown position is projected through the page's own camera and must lie on
 * screen, under no HUD panel (measured in the page: the panels, the top bar, the dock, the
 * hand's cards, every HUD button). The same page is then resized to the other screens that
 * the phone and framing tests cover — with side columns, an upright tablet, phones held
 * upright with her choices open in the sheet above the hand — and checked again (the dice
 * stay where they lie; the camera and the HUD follow the screen). A spectator's phone shows the crowded
 * map and the dice. Screenshots: test-output/e2e/root-dice-*.png.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Prompt } from '../../engine/core/types.ts';
import { root } from '../../engine/games/root/index.ts';
import { BATTLE_DICE } from '../../engine/games/root/state.ts';
import { MemoryStore } from '../../server/store/memory.ts';
import { planThrow, rolledDice } from '../../server/room/dice.ts';
import { rollOf } from '../../server/dice/roll.ts';
import { choose, picker, tableSeed } from '../room/random-play.ts';
import { drawnScreenshot, joinTableAs, sceneAtRest, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';

/** A seed and picker (found offline by the same play) whose game offers the first seat such a battle after 262 actions. */
const LABEL = 'root-dice-view-6';
const SEED = tableSeed(LABEL);
const OPTIONS = { factions: ['clergy', 'legion', 'duchy', 'corvids'], order: [0, 1, 2, 3] };
const CODE = 'RTD2CE';
const STEP_MS = 30_000;
const IT_MS = 240_000;
/** Random legal play before the battle: enough for warriors, buildings and tokens in many clearings. */
const AT_LEAST = 80;
const DESKTOP = { width: 1440, height: 900 };
/**
 * The screens that the framing tests (client/games/root/framing.test.ts) and the phone test
 * (tests/e2e/phone.test.ts) look at: with the HUD's side columns, an upright tablet, and
 * phones held upright, where your choices are a sheet above the hand that keeps to the
 * bottom third while the newest thing on the table is a throw (it covered the dice from
 * 36 % of a 390 × 844 screen down).
 */
const SCREENS = [[1440, 900], [1280, 800], [1920, 1080], [1280, 720], [768, 1024], [390, 844], [360, 800], [320, 640]] as const;
const PHONE = { width: 390, height: 844 };
const DICE = [BATTLE_DICE.attacker, BATTLE_DICE.defender];

type Action = Record<string, unknown>;
const isBattle = (a: unknown): boolean => (a as Action).t === 'battle';

/**
 * Stores table CODE as seeded random legal play leaves it (battles only where forced), at the
 * first point after AT_LEAST actions where the first seat, on its own turn, may start a
 * battle whose dice are thrown at once (no ambush to wait for). Gives that battle.
 */
async function storeUntilBattle(store: MemoryStore): Promise<{ version: number; battle: Action }> {
  const created = createMatch(root, OPTIONS, 4, SEED);
  if (isRuleError(created)) throw new Error(created.message);
  let m: Match = created;
  await store.createTable({
    code: CODE, gameId: 'root', rulesVersion: root.rulesVersion, seats: 4, options: OPTIONS, seed: SEED,
    seedCommit: createHash('sha256').update(SEED).digest('hex'), createdAt: Date.now(), finishedAt: null,
  });
  const rng = picker(LABEL);
  for (let n = 0; n < 3000; n++) {
    const prompts = (seat: number): Prompt<unknown>[] => projectMatch(root, m, seat).prompts as Prompt<unknown>[];
    const turn = (projectMatch(root, m, 'spectator').view as { turn: { seat: number } }).turn.seat;
    if (n >= AT_LEAST && turn === 0) {
      for (const p of prompts(0)) {
        for (const a of p.actions.filter(isBattle)) {
          const next = applyAction(root, m, 0, a);
          if (!isRuleError(next) && next.events.some((e) => e.kind === 'roll')) return { version: m.version, battle: a as Action };
        }
      }
    }
    // No battle before the one the test is about, unless the rules force one.
    const peaceful = (seat: number): Prompt<unknown>[] => prompts(seat).map((p) => ({ ...p, actions: p.actions.filter((a) => !isBattle(a)) }));
    // A turn that offers nothing else ends (the picker leaves ending prompts out).
    const choice = choose(4, peaceful, rng) ?? choose(4, (seat) => peaceful(seat).map((p) => ({ ...p, ends: false })), rng) ?? choose(4, (seat) => prompts(seat).map((p) => ({ ...p, ends: false })), rng);
    if (!choice) throw new Error(`nothing to do at version ${m.version}`);
    const next = applyAction(root, m, choice.seat, choice.action);
    if (isRuleError(next)) throw new Error(`${next.code}: ${next.message}`);
    m = next.match;
    // A battle the rules force on a seat throws its dice: stored with the action, as the room stores it.
    const planned = planThrow(rolledDice(next.events), choice.seat, 4, projectMatch(root, m, 'spectator').table.pieces);
    const roll = planned ? { message: { rollId: `${CODE}:${m.version}`, version: m.version, seat: choice.seat, ...rollOf(planned.request, m.version) }, anchors: planned.anchors } : undefined;
    await store.appendAction(CODE, { version: m.version, seat: choice.seat, action: choice.action, at: Date.now(), ...(roll ? { roll } : {}) });
  }
  throw new Error('no battle for the first seat');
}

type W = {
  __woodland: {
    table: { getState(): { seat: unknown; projection: { version: number } | null } };
    net: { sendIntent(action: Action): string };
    dice: { getState(): { roll: { rollId: string } | null }; shownPosition(id: string): [number, number, number] | null };
    three(): { camera: { position: { constructor: new (x: number, y: number, z: number) => { project(c: unknown): { x: number; y: number } } } }; gl: { domElement: HTMLCanvasElement } };
  };
};

interface DieOnScreen { id: string; x: number; y: number; r: number }
interface Cover { what: string; left: number; top: number; right: number; bottom: number }

/**
 * Where each die shows on the page (its centre and its radius on screen, from points a die's
 * half-width away), and every HUD element that covers the table there.
 */
function measure(page: Page): Promise<{ dice: DieOnScreen[]; covers: Cover[]; width: number; height: number }> {
  return page.evaluate((ids) => {
    const w = (window as unknown as W).__woodland;
    const { camera, gl } = w.three();
    const V = camera.position.constructor;
    const box = gl.domElement.getBoundingClientRect();
    const toScreen = (x: number, y: number, z: number): [number, number] => {
      const v = new V(x, y, z).project(camera);
      return [box.left + ((v.x + 1) / 2) * box.width, box.top + ((1 - v.y) / 2) * box.height];
    };
    const dice = ids.map((id) => {
      const p = w.dice.shownPosition(id);
      if (!p) return { id, x: NaN, y: NaN, r: 0 };
      const [x, y] = toScreen(p[0], p[1], p[2]);
      const r = Math.max(...[[0.6, 0, 0], [-0.6, 0, 0], [0, 0, 0.6], [0, 0, -0.6], [0, 0.6, 0]].map(([dx, dy, dz]) => {
        const [a, b] = toScreen(p[0] + dx!, p[1] + dy!, p[2] + dz!);
        return Math.hypot(a - x, b - y);
      }));
      return { id, x, y, r };
    });
    const covers = [...document.querySelectorAll<HTMLElement>('.hud-panel, .top-bar, .hud-dock, .rt-card, .hud button')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .map(({ el, r }) => ({ what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`, left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
    return { dice, covers, width: innerWidth, height: innerHeight };
  }, DICE);
}

describe('Root: the battle dice land where the acting player sees them', () => {
  const store = new MemoryStore();
  const table = servedTable({ store });

  it('on her own turn Ana battles at 1440 × 900: both dice rest on screen under no HUD panel, there and at 1280 × 800, 1920 × 1080, 1280 × 720, 768 × 1024 and on phones (390 × 844, 360 × 800, 320 × 640), her choices open', async () => {
    const { version, battle } = await storeUntilBattle(store);
    const ana = await table.open(DESKTOP);
    await ana.emulateMedia({ reducedMotion: 'reduce' });
    await ana.addStyleTag({ content: '.hud-panel { backdrop-filter: none !important; }' });
    await joinTableAs(ana, 'Ana', CODE, 'player');
    await until('Ana seated at the stored table', () => ana.evaluate((v) => {
      const st = (window as unknown as W).__woodland.table.getState();
      return st.seat === 0 && (st.projection?.version ?? -1) >= v;
    }, version), STEP_MS);
    await ana.locator('[data-testid=root-hud]').waitFor({ timeout: STEP_MS });
    await drawnScreenshot(ana, 'root-dice-0-crowded-1440');
    await ana.evaluate((a) => (window as unknown as W).__woodland.net.sendIntent(a), battle);
    await until('the battle dice thrown and shown', () => ana.evaluate((ids) => {
      const w = (window as unknown as W).__woodland;
      return w.dice.getState().roll !== null && ids.every((id) => w.dice.shownPosition(id) !== null);
    }, DICE), STEP_MS);
    await setDrawing(ana, true);
    const problems: string[] = [];
    for (const [width, height] of SCREENS) {
      await ana.setViewportSize({ width, height });
      await ana.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
      await sceneAtRest(ana);
      const seen = await measure(ana);
      for (const d of seen.dice) {
        const where = `${width} × ${height}: ${d.id} at (${Math.round(d.x)}, ${Math.round(d.y)})`;
        if (!(d.x - d.r >= 0 && d.x + d.r <= seen.width && d.y - d.r >= 0 && d.y + d.r <= seen.height)) problems.push(`${where} off screen`);
        for (const c of seen.covers) {
          if (d.x + d.r > c.left && d.x - d.r < c.right && d.y + d.r > c.top && d.y - d.r < c.bottom) {
            problems.push(`${where} under ${c.what} [${[c.left, c.top, c.right, c.bottom].map(Math.round).join(', ')}]`);
          }
        }
      }
      if (width === 1440) await drawnScreenshot(ana, 'root-dice-1-rolled-1440');
      if (width === 390) await drawnScreenshot(ana, 'root-dice-2-rolled-390');
    }
    // Her choices are open on the phone (the sheet shows them, lowered), so the check above had them to cover the dice.
    expect(await ana.locator('[data-testid=root-actions]').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    // A spectator's phone (no choices of its own): the crowded map and the dice where they rest.
    const sam = await table.open(PHONE, true);
    await sam.emulateMedia({ reducedMotion: 'reduce' });
    await joinTableAs(sam, 'Sam', CODE, 'spectator');
    await until('Sam watching with the dice at rest', () => sam.evaluate((ids) => {
      const w = (window as unknown as W).__woodland;
      return w.table.getState().seat === 'spectator' && ids.every((id) => w.dice.shownPosition(id) !== null);
    }, DICE), STEP_MS);
    await sam.locator('[data-testid=root-hud]').waitFor({ timeout: STEP_MS });
    await drawnScreenshot(sam, 'root-dice-3-spectator-390');
  }, IT_MS);
});
