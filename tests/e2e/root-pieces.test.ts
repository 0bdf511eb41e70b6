/**
 * Root's pieces readable as the page draws them, in Debian's Chromium with the built client and
 * the real server: a four-faction table stored as random legal play left it (warriors,
 * buildings and tokens in many clearings), watched at the default camera on a 1440 × 900 screen
 * and on a phone held upright (390 × 844, touch). In the page's own scene and camera:
 *  - every warrior stack on screen: its drawn meshes' outline is at least 14 px (1440 × 900)
 *    or 10 px (phone) — the side of a square as large as it — and its narrower side at least
 *    0.8 of that (client/games/root/piece-size.test.ts checks the same through the framing);
 *  - every count badge on screen is at least 11 px type high, as drawn (its sprite's scale at
 *    its depth: client/scene/screen-floor.ts keeps it from shrinking under that).
 * Screenshots: test-output/e2e/root-pieces-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { projectMatch, type Match } from '../../engine/core/match.ts';
import type { Prompt } from '../../engine/core/types.ts';
import { root } from '../../engine/games/root/index.ts';
import { MemoryStore } from '../../server/store/memory.ts';
import { choose, picker, tableSeed } from '../room/random-play.ts';
import { storeAction, storeNewTable } from '../helpers/stored-play.ts';
import { drawnScreenshot, joinTableAs, until } from './browser.ts';
import { servedTable } from './fixture.ts';

const LABEL = 'root-pieces-1';
const SEED = tableSeed(LABEL);
const OPTIONS = { factions: ['clergy', 'legion', 'duchy', 'corvids'], order: [0, 1, 2, 3] };
const CODE = 'RTPC5Z';
const STEP_MS = 30_000;
const IT_MS = 240_000;
/** Random legal play stored before the table is watched. */
const ACTIONS = 220;
/** The screens, and the least size of a warrior stack on each, CSS px. */
const SCREENS = [{ name: '1440', width: 1440, height: 900, touch: false, least: 14 }, { name: '390', width: 390, height: 844, touch: true, least: 10 }] as const;
/** The least type size of a count, CSS px, and the badge's type as a share of its height (client/scene/screen-floor.ts). */
const COUNT_TYPE_PX = 11;
const BADGE_FONT_SHARE = 52 / 64;

type Action = Record<string, unknown>;

/** Stores table CODE as seeded random legal play leaves it after ACTIONS actions; gives its version. */
async function storePlayed(store: MemoryStore): Promise<number> {
  let m: Match = await storeNewTable(store, root, { code: CODE, options: OPTIONS, seats: 4, seed: SEED });
  const rng = picker(LABEL);
  for (let n = 0; n < ACTIONS; n++) {
    const prompts = (seat: number): Prompt<unknown>[] => projectMatch(root, m, seat).prompts as Prompt<unknown>[];
    // A turn that offers nothing else ends (the picker leaves ending prompts out).
    const choice = choose(4, prompts, rng) ?? choose(4, (seat) => prompts(seat).map((p) => ({ ...p, ends: false })), rng);
    if (!choice) throw new Error(`nothing to do at version ${m.version}`);
    // A battle throws its dice: stored with the action, as the room stores it.
    m = await storeAction(store, root, CODE, m, choice.seat, choice.action as Action);
  }
  return m.version;
}

interface V3 { x: number; y: number; z: number; project(c: unknown): V3; applyMatrix4(m: unknown): V3; clone(): V3 }
/** What the page's instanced drawing says it draws (client/scene/instanced/instancing.ts). */
interface Drawn {
  drawn(id: string): Array<{ pick: boolean; box: { min: V3; max: V3 } }>;
  labels(): Array<{ at: V3; height: number; faceWidth: number; faceHeight: number }>;
}
type W = {
  __woodland: {
    table: { getState(): { seat: unknown; projection: { version: number; table: { pieces: Record<string, { id: string; count?: number }> } } | null } };
    three(): { camera: { fov: number; matrixWorldInverse: unknown; position: { constructor: new (x?: number, y?: number, z?: number) => V3 } }; gl: { domElement: HTMLCanvasElement } };
    instances(): Drawn;
  };
};

/** Every warrior stack's size on screen, and every count badge's type height, as the page draws them (those on screen only). */
function measure(page: Page): Promise<{ stacks: Array<{ id: string; size: number; narrow: number }>; badges: number[] }> {
  return page.evaluate((fontShare) => {
    const w = (window as unknown as W).__woodland;
    const { camera, gl } = w.three();
    const drawing = w.instances();
    const V = camera.position.constructor;
    const box = gl.domElement.getBoundingClientRect();
    const toScreen = (v: V3): [number, number] => {
      const p = v.clone().project(camera);
      return [((p.x + 1) / 2) * box.width, ((1 - p.y) / 2) * box.height];
    };
    const inView = ([x, y]: [number, number]): boolean => x >= 0 && x <= box.width && y >= 0 && y <= box.height;
    const pieces = Object.values(w.table.getState().projection!.table.pieces);
    const stacks = [];
    for (const p of pieces.filter((q) => /^warriors-\d+-\d+$/.test(q.id))) {
      // The stack's body: its drawn parts' boxes (not its hit box).
      const parts = drawing.drawn(p.id).filter((d) => !d.pick);
      if (parts.length === 0) throw new Error(`${p.id} is not drawn`);
      const pts: Array<[number, number]> = [];
      for (const { box: b } of parts) {
        for (const x of [b.min.x, b.max.x]) for (const y of [b.min.y, b.max.y]) for (const z of [b.min.z, b.max.z]) pts.push(toScreen(new V(x, y, z)));
      }
      if (!pts.every(inView)) continue;
      const xs = pts.map((q) => q[0]);
      const ys = pts.map((q) => q[1]);
      const [across, high] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
      stacks.push({ id: p.id, size: Math.sqrt(across * high), narrow: Math.min(across, high) });
    }
    // Count badges: labels showing a 2:1 badge face (client/scene/textures.ts badgeTexture), at their height as drawn.
    const badges: number[] = [];
    const tan = Math.tan((camera.fov * Math.PI) / 360);
    for (const l of drawing.labels()) {
      if (l.faceWidth !== 2 * l.faceHeight) continue;
      if (!inView(toScreen(l.at))) continue;
      const depth = -l.at.clone().applyMatrix4(camera.matrixWorldInverse).z;
      badges.push((l.height * box.height) / (2 * depth * tan) * fontShare);
    }
    return { stacks, badges };
  }, BADGE_FONT_SHARE);
}

describe('Root: pieces readable as the page draws them', () => {
  const store = new MemoryStore();
  const table = servedTable({ store });

  it('watching a crowded four-faction map at 1440 × 900 and on a phone (390 × 844, touch), every warrior stack on screen stands at least 14 px / 10 px and every count is at least 11 px type', async () => {
    const version = await storePlayed(store);
    const problems: string[] = [];
    for (const s of SCREENS) {
      const page = await table.open({ width: s.width, height: s.height }, s.touch);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await joinTableAs(page, `Sam ${s.name}`, CODE, 'spectator');
      await until(`watching the stored table at ${s.name}`, () => page.evaluate((v) => {
        const st = (window as unknown as W).__woodland.table.getState();
        return st.seat === 'spectator' && (st.projection?.version ?? -1) >= v;
      }, version), STEP_MS);
      await page.locator('[data-testid=root-hud]').waitFor({ timeout: STEP_MS });
      await drawnScreenshot(page, `root-pieces-${s.name}`);
      const seen = await measure(page);
      expect(seen.stacks.length, `${s.name}: warrior stacks on screen`).toBeGreaterThanOrEqual(8);
      expect(seen.badges.length, `${s.name}: counts on screen`).toBeGreaterThanOrEqual(4);
      for (const q of seen.stacks) {
        if (q.size < s.least || q.narrow < 0.8 * s.least) problems.push(`${s.name}: ${q.id} ${q.size.toFixed(1)} px (narrow side ${q.narrow.toFixed(1)})`);
      }
      for (const b of seen.badges) if (b < COUNT_TYPE_PX) problems.push(`${s.name}: a count in ${b.toFixed(1)} px type`);
      await page.close();
    }
    expect(problems).toEqual([]);
  }, IT_MS);
});
