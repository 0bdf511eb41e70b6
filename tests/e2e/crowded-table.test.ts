/**
 * A thousand pieces drawn instanced (client/scene/instanced/): the free table served with
 * 1,000 pieces in a real game's mix (tests/fixtures/crowded-table.ts). Pieces share draw
 * calls, so what is under the pointer comes from an instance's hit box: the top card of a
 * pile (not the one under it), the top token of a pile and a die are each the piece the
 * pointer names, and the one that moves, turns over or rolls — no other piece does.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTableAs, drawnScreenshot, sceneAtRest, screenOf, until } from './browser.ts';
import { dragPiece, hoverPiece } from './gestures.ts';
import { servedTable } from './fixture.ts';
import { gamesWithCrowdedTable } from '../fixtures/crowded-table.ts';

const PIECES = 1000;
const STEP_MS = 60_000;
const IT_MS = 600_000;

interface P { id: string; kind: string; x: number; y: number; z: number; faceUp?: boolean; die?: { value: number | null } }
type W = {
  __woodland: {
    table: { getState(): { seat: unknown; projection: { table: { pieces: Record<string, P> } } | null } };
    three(): { gl: { render(s: unknown, c: unknown): void; info: { render: { calls: number } } }; scene: unknown; camera: unknown };
    instances(): { drawn(id: string): Array<{ pick: boolean; box: { min: { x: number; z: number }; max: { x: number; z: number } } }> };
    dice: { getState(): { roll: { rollId: string; dice?: Array<{ id: string }> } | null } };
  };
};

function pieces(page: Page): Promise<Record<string, P>> {
  return page.evaluate(() => (window as unknown as W).__woodland.table.getState().projection!.table.pieces);
}

/** The ids of pieces whose place or side differs between two projections. */
function changed(a: Record<string, P>, b: Record<string, P>): string[] {
  return Object.keys(a).filter((id) => {
    const p = a[id]!;
    const q = b[id];
    return !q || Math.abs(p.x - q.x) > 1e-6 || Math.abs(p.z - q.z) > 1e-6 || p.faceUp !== q.faceUp;
  });
}

describe('a 1,000-piece table drawn instanced', () => {
  const served = servedTable({ games: gamesWithCrowdedTable(PIECES) });

  it('the piece under the pointer is the one that moves, flips and rolls; a few dozen draw calls and a scene graph that does not grow with the pieces', async () => {
    const ana = await served.open({ width: 1440, height: 900 });
    await ana.emulateMedia({ reducedMotion: 'reduce' });
    await createTableAs(ana, 'Ana', { game: 'sandbox', seats: 2 });
    await until('the crowded table drawn', () => ana.evaluate((n) => {
      const w = (window as unknown as W).__woodland;
      const st = w.table.getState();
      return st.seat === 0 && Object.keys(st.projection?.table.pieces ?? {}).length >= n && !!w.instances;
    }, PIECES), STEP_MS);
    expect(await sceneAtRest(ana, STEP_MS), 'the table comes to rest').toBe(true);
    await drawnScreenshot(ana, 'crowded-1000-1440');
    // Draw calls do not grow with the pieces: a batch per model part, face size and dressing.
    const calls = await ana.evaluate(() => {
      const r = (window as unknown as W).__woodland.three();
      r.gl.render(r.scene, r.camera);
      return r.gl.info.render.calls;
    });
    expect(calls).toBeLessThanOrEqual(60);
    // Nor does the scene graph: pieces move their instances from plain numbers (client/scene/motion-loop.ts), not groups.
    const objects = await ana.evaluate(() => {
      let n = 0;
      ((window as unknown as W).__woodland.three().scene as { traverse(f: () => void): void }).traverse(() => n++);
      return n;
    });
    expect(objects).toBeLessThan(PIECES / 4);

    // The top card of a pile of five (the card under it lies a card's thickness lower, almost square on it).
    let before = await pieces(ana);
    const card = before['card-34']!;
    expect(Math.abs(before['card-33']!.z - card.z)).toBeLessThan(0.01);
    expect(card.y).toBeGreaterThan(before['card-33']!.y);
    const cardAt = await screenOf(ana, card.x, card.y + 0.02, card.z);
    const dropAt = await screenOf(ana, 12, 0, 10);
    await dragPiece(ana, 'card-34', cardAt, dropAt);
    const moved = await until('card-34 put down where it was dropped', async () => {
      const now = await pieces(ana);
      const p = now['card-34']!;
      return Math.hypot(p.x - 12, p.z - 10) < 2 ? now : null;
    }, STEP_MS);
    expect(changed(before, moved)).toEqual(['card-34']);
    // Its instances went with it (the drawing, not only the projection).
    await sceneAtRest(ana, STEP_MS);
    const box = await ana.evaluate(() => (window as unknown as W).__woodland.instances().drawn('card-34').find((d) => !d.pick)!.box);
    expect(Math.hypot((box.min.x + box.max.x) / 2 - moved['card-34']!.x, (box.min.z + box.max.z) / 2 - moved['card-34']!.z)).toBeLessThan(0.3);

    // The top token of a pile of four: F turns that one over.
    before = moved;
    const top = before['token-7']!;
    expect(before['token-4']!.x).toBe(top.x);
    expect(top.y).toBeGreaterThan(before['token-4']!.y);
    await hoverPiece(ana, 'token-7', await screenOf(ana, top.x, top.y + 0.25, top.z));
    await ana.keyboard.press('f');
    const flipped = await until('token-7 turned over', async () => {
      const now = await pieces(ana);
      return now['token-7']!.faceUp !== top.faceUp ? now : null;
    }, STEP_MS);
    expect(changed(before, flipped)).toEqual(['token-7']);

    // A die in its row: R rolls that die alone.
    const die = flipped['die-20']!;
    await hoverPiece(ana, 'die-20', await screenOf(ana, die.x, die.y + 0.5, die.z));
    await ana.keyboard.press('r');
    const rolled = await until('die-20 thrown', () => ana.evaluate(() => (window as unknown as W).__woodland.dice.getState().roll?.dice?.map((d) => d.id) ?? null), STEP_MS);
    expect(rolled).toEqual(['die-20']);
    await drawnScreenshot(ana, 'crowded-1000-after-1440');

    // On a phone the same table, framed whole.
    await ana.setViewportSize({ width: 390, height: 844 });
    await drawnScreenshot(ana, 'crowded-1000-390');
  }, IT_MS);
});
