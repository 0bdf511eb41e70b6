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
 *
 * Drag targets, on a second table stored from the same play at the Clergy's Act step: a drag
 * on her warriors before she chooses an action says what to choose first (it used to turn
 * the camera, untold, as the warriors stand in a clearing a prompt names), and once the
 * Crusade is chosen, while she holds a stack, no clearing is lit that it cannot go to (the
 * clearings Exposure points at were lit like destinations). Screenshots: root-drag-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, projectMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Prompt } from '../../engine/core/types.ts';
import { root } from '../../engine/games/root/index.ts';
import { BATTLE_DICE } from '../../engine/games/root/state.ts';
import { MemoryStore } from '../../server/store/memory.ts';
import { choose, picker, tableSeed } from '../room/random-play.ts';
import { storeAction, storeNewTable } from '../helpers/stored-play.ts';
import { drawnScreenshot, joinTableAs, sceneAtRest, screenshot, setDrawing, until } from './browser.ts';
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
/** A second table in the same store, stored at the first seat's Act step for the drag test. */
const DRAG_CODE = 'RTGL2W';

type Action = Record<string, unknown>;
const isBattle = (a: unknown): boolean => (a as Action).t === 'battle';

/**
 * Stores table CODE as seeded random legal play leaves it (battles only where forced), at the
 * first point after AT_LEAST actions where the first seat, on its own turn, may start a
 * battle whose dice are thrown at once (no ambush to wait for). Gives that battle.
 */
function storeUntilBattle(store: MemoryStore): Promise<{ version: number; battle: Action }> {
  return storePlayed(store, CODE, (n, m) => {
    const turn = (projectMatch(root, m, 'spectator').view as { turn: { seat: number } }).turn.seat;
    if (n < AT_LEAST || turn !== 0) return null;
    for (const p of projectMatch(root, m, 0).prompts as Prompt<unknown>[]) {
      for (const a of p.actions.filter(isBattle)) {
        const next = applyAction(root, m, 0, a);
        if (!isRuleError(next) && next.events.some((e) => e.kind === 'roll')) return { version: m.version, battle: a as Action };
      }
    }
    return null;
  });
}

/** Stores table `code` as the same seeded random legal play leaves it, up to the first point where `stop` gives something; gives that. */
async function storePlayed<T>(store: MemoryStore, code: string, stop: (n: number, m: Match) => T | null): Promise<T> {
  let m: Match = await storeNewTable(store, root, { code, options: OPTIONS, seats: 4, seed: SEED });
  const rng = picker(LABEL);
  for (let n = 0; n < 3000; n++) {
    const prompts = (seat: number): Prompt<unknown>[] => projectMatch(root, m, seat).prompts as Prompt<unknown>[];
    const stopped = stop(n, m);
    if (stopped !== null) return stopped;
    // No battle before the one the test is about, unless the rules force one.
    const peaceful = (seat: number): Prompt<unknown>[] => prompts(seat).map((p) => ({ ...p, actions: p.actions.filter((a) => !isBattle(a)) }));
    // A turn that offers nothing else ends (the picker leaves ending prompts out).
    const choice = choose(4, peaceful, rng) ?? choose(4, (seat) => peaceful(seat).map((p) => ({ ...p, ends: false })), rng) ?? choose(4, (seat) => prompts(seat).map((p) => ({ ...p, ends: false })), rng);
    if (!choice) throw new Error(`nothing to do at version ${m.version}`);
    // A battle the rules force on a seat throws its dice: stored with the action, as the room stores it.
    m = await storeAction(store, root, code, m, choice.seat, choice.action);
  }
  throw new Error(`play on table ${code} never reached the point looked for`);
}

type W = {
  __woodland: {
    table: { getState(): { seat: unknown; projection: { version: number; prompts: Array<{ key: string; actions: Action[] }>; table: { pieces: Record<string, unknown> } } | null } };
    net: { sendIntent(action: Action): string };
    ui: { getState(): { drag: { id: string; mode: string } | null; note: { text: string } | null } };
    dice: { getState(): { roll: { rollId: string } | null }; shownPosition(id: string): [number, number, number] | null };
    three(): { camera: { position: { constructor: new (x: number, y: number, z: number) => { project(c: unknown): { x: number; y: number } } } }; gl: { domElement: HTMLCanvasElement }; scene: Lit };
    /** What the page's instanced drawing says it draws (client/scene/instanced/instancing.ts). */
    instances(): { drawn(id: string): Array<{ pick: boolean; box: { min: V3; max: V3 }; glowHex: string; glow: number }> };
  };
};
/** Enough of a three.js object to read what lights it. */
interface Lit {
  isMesh?: boolean;
  material?: { blending?: number; color?: { getHexString(): string }; emissive?: { getHexString(): string }; emissiveIntensity?: number; isMeshBasicMaterial?: boolean };
  visible: boolean;
  matrixWorld: unknown;
  geometry?: { boundingBox: { min: V3; max: V3 } | null; computeBoundingBox(): void };
  traverse(f: (o: Lit) => void): void;
  getObjectByName(n: string): Lit | undefined;
}
interface V3 { x: number; y: number; z: number; project(c: unknown): V3; applyMatrix4(m: unknown): V3 }

/**
 * The first seat's Act step with Crusade offered (nothing chosen yet), where once the
 * Crusade is chosen one of its warrior stacks may move while a prompt for another action
 * points at clearings that stack cannot go to. Gives the version, the stack and those clearings.
 */
function actStepWithOtherTargets(n: number, m: Match): { version: number; stack: string; others: string[] } | null {
  const pr = projectMatch(root, m, 0);
  const v = pr.view as { turn: { seat: number; step: string }; decision: { seat: number } };
  if (n < AT_LEAST || v.turn.seat !== 0 || v.decision.seat !== 0 || v.turn.step !== 'hcc-act') return null;
  const crusade = (pr.prompts as Prompt<unknown>[]).find((p) => p.key === 'crusade')?.actions[0];
  if (!crusade) return null;
  const next = applyAction(root, m, 0, crusade);
  if (isRuleError(next)) return null;
  const after = projectMatch(root, next.match, 0).prompts as Prompt<unknown>[];
  const moves = after.flatMap((p) => p.actions as Action[]).filter((a) => a.t === 'move');
  const battles = new Set(after.flatMap((p) => p.actions as Action[]).filter(isBattle).map((a) => `clearing-${String(a.clearing)}`));
  const targeted = new Set(after.filter((p) => p.key !== 'move').flatMap((p) => p.targets ?? []).filter((t) => t.startsWith('clearing-')));
  for (const from of new Set(moves.map((a) => a.from as number))) {
    const to = new Set(moves.filter((a) => a.from === from).map((a) => `clearing-${String(a.to)}`));
    const others = [...targeted].filter((t) => !to.has(t) && !battles.has(t));
    if (others.length > 0) return { version: m.version, stack: `warriors-${from}-0`, others };
  }
  return null;
}

/** The clearings lit as something to choose on the page: a warm halo at the clearing's foot or a warm glow on its instances (client/scene/use-glow.ts, SelectionRing.tsx). */
function litClearings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = (window as unknown as W).__woodland;
    const { scene } = w.three();
    const ids = Object.keys(w.table.getState().projection!.table.pieces).filter((id) => id.startsWith('clearing-'));
    return ids.filter((id) => {
      let lit = w.instances().drawn(id).some((d) => !d.pick && d.glow > 0 && d.glowHex === 'ffb347');
      scene.getObjectByName(id)?.traverse((o) => {
        const mat = o.material;
        if (!o.isMesh || !mat) return;
        if (mat.isMeshBasicMaterial && mat.blending === 2 && mat.color?.getHexString() === 'ffc766') lit = true;
      });
      return lit;
    });
  });
}

/** Two animation frames: what the stores hold is drawn. */
function frames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

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

  it('drag targets: a drag before choosing an action names the choices; while a warrior stack is held only where it may go is lit, not a clearing another action points at', async () => {
    const at = await storePlayed(store, DRAG_CODE, actStepWithOtherTargets);
    const ana = await table.open(DESKTOP);
    await ana.emulateMedia({ reducedMotion: 'reduce' });
    await ana.addStyleTag({ content: '.hud-panel { backdrop-filter: none !important; }' });
    await joinTableAs(ana, 'Ana', DRAG_CODE, 'player');
    await until('Ana seated at her Act step', () => ana.evaluate((v) => {
      const st = (window as unknown as W).__woodland.table.getState();
      return st.seat === 0 && (st.projection?.version ?? -1) >= v;
    }, at.version), STEP_MS);
    await ana.locator('[data-testid=root-hud]').waitFor({ timeout: STEP_MS });
    await setDrawing(ana, true);
    // The camera and the pieces come to rest first, so the stack stays where it is measured.
    expect(await sceneAtRest(ana), 'the table at rest').toBe(true);
    // Where the stack is drawn (the client lays a clearing's pieces out inside it): the middle of its drawn parts on screen.
    const from = await until(`${at.stack} drawn`, () => ana.evaluate((id) => {
      const w = (window as unknown as W).__woodland;
      const { camera, gl } = w.three();
      const V = camera.position.constructor as unknown as new (x?: number, y?: number, z?: number) => V3;
      const box = gl.domElement.getBoundingClientRect();
      const pts: Array<[number, number]> = [];
      for (const { box: b } of w.instances().drawn(id).filter((d) => !d.pick)) {
        const p = new V((b.min.x + b.max.x) / 2, (b.min.y + b.max.y) / 2, (b.min.z + b.max.z) / 2).project(camera);
        pts.push([box.left + ((p.x + 1) / 2) * box.width, box.top + ((1 - p.y) / 2) * box.height]);
      }
      return pts.length > 0 ? [pts.reduce((a, q) => a + q[0], 0) / pts.length, pts.reduce((a, q) => a + q[1], 0) / pts.length] as [number, number] : null;
    }, at.stack), STEP_MS);
    expect(await ana.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName ?? null, from), `${at.stack} is covered`).toBe('CANVAS');
    const aside: [number, number] = [from[0] + 60, from[1] + 40];
    const press = async (): Promise<void> => {
      await ana.mouse.move(from[0], from[1]);
      await ana.mouse.down();
      for (let i = 1; i <= 3; i++) await ana.mouse.move(from[0] + ((aside[0] - from[0]) * i) / 3, from[1] + ((aside[1] - from[1]) * i) / 3);
    };
    // Before choosing: the stack does not move, and the note names what to choose first.
    await press();
    const note = await until('a note beside the pointer', () => ana.evaluate(() => (window as unknown as W).__woodland.ui.getState().note?.text ?? null), STEP_MS);
    await screenshot(ana, 'root-drag-note-1440');
    await ana.mouse.up();
    expect(note).toMatch(/choose what to do first: Mission, Swarm, Crusade/);
    // Not holding anything, the other action's clearings are lit: that is what a drag must not borrow.
    await frames(ana);
    expect(await litClearings(ana)).toEqual(expect.arrayContaining(at.others));
    await ana.evaluate(() => (window as unknown as W).__woodland.net.sendIntent({ t: 'hcc.crusade' }));
    const prompts = await until('the Crusade move offered', () => ana.evaluate(() => {
      const p = (window as unknown as W).__woodland.table.getState().projection!.prompts;
      return p.some((x) => x.key === 'move') ? p : null;
    }), STEP_MS);
    const clearing = Number(/^warriors-(\d+)-/.exec(at.stack)![1]);
    const legal = new Set(prompts.flatMap((p) => p.actions).flatMap((a) => {
      if (a.t === 'move' && a.from === clearing) return [`clearing-${String(a.to)}`];
      return isBattle(a) ? [`clearing-${String(a.clearing)}`] : [];
    }));
    expect(legal.size, 'where the stack may go').toBeGreaterThan(0);
    await press();
    await until('the stack held', () => ana.evaluate((id) => {
      const d = (window as unknown as W).__woodland.ui.getState().drag;
      return d?.id === id && d.mode === 'move';
    }, at.stack), STEP_MS);
    await frames(ana);
    const lit = await litClearings(ana);
    await screenshot(ana, 'root-drag-targets-1440');
    await ana.mouse.move(from[0], from[1]);
    await ana.mouse.up();
    expect(lit.filter((id) => !legal.has(id)), `lit while ${at.stack} is held (it may go to ${[...legal].join(', ')})`).toEqual([]);
    await ana.close();
  }, IT_MS);
});
