/**
 * Root's clearings at their most crowded: every piece the game allows in a clearing lies
 * inside the clearing's circle, and no piece lies on another unless stacked on it.
 */
import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { root } from '../../../engine/games/root/index.ts';
import { AUTUMN_MAP } from '../../../engine/games/root/data/autumn-map.ts';
import { CLEARING_RADIUS } from '../../../engine/games/root/table.ts';
import { models } from '../../../assets/models/catalog.ts';
import { CORVID_SEAT, crowded } from './crowded-fixture.ts';

interface Footprint { id: string; x: number; z: number; y: number; height: number; hx: number; hz: number; round: boolean }

/**
 * A piece's footprint on the clearing, from its model's size (assets/models/build.ts) times
 * the scale it is drawn at (TablePiece.scale): a disc for a flat token, else its box.
 */
function footprint(p: TablePiece): Footprint {
  const info = models[p.model];
  expect(info, `${p.id}: model ${p.model}`).toBeDefined();
  expect(p.rot, `${p.id} lies square`).toBe(0);
  const [sx, sy, sz] = info!.size.map((v) => v * (p.scale ?? 1)) as [number, number, number];
  return { id: p.id, x: p.x, z: p.z, y: p.y, height: sy, hx: sx / 2, hz: sz / 2, round: p.model === 'token' };
}

/** The farthest point of a footprint from (cx, cz). */
function reach(f: Footprint, cx: number, cz: number): number {
  if (f.round) return Math.hypot(f.x - cx, f.z - cz) + f.hx;
  return Math.max(...[[-1, -1], [-1, 1], [1, -1], [1, 1]].map(([a, b]) => Math.hypot(f.x + a! * f.hx - cx, f.z + b! * f.hz - cz)));
}

/** Whether two footprints share area on the table (touching is not overlapping). */
function overlap(a: Footprint, b: Footprint): boolean {
  const eps = 1e-6;
  if (a.round && b.round) return Math.hypot(a.x - b.x, a.z - b.z) < a.hx + b.hx - eps;
  if (a.round || b.round) {
    const [c, r] = a.round ? [a, b] : [b, a];
    const nx = Math.min(Math.max(c.x, r.x - r.hx), r.x + r.hx);
    const nz = Math.min(Math.max(c.z, r.z - r.hz), r.z + r.hz);
    return Math.hypot(c.x - nx, c.z - nz) < c.hx - eps;
  }
  return Math.abs(a.x - b.x) < a.hx + b.hx - eps && Math.abs(a.z - b.z) < a.hz + b.hz - eps;
}

/** One lies on the other: its base at or above the other's top. */
const stacked = (a: Footprint, b: Footprint): boolean => a.y >= b.y + b.height - 1e-6 || b.y >= a.y + a.height - 1e-6;

describe('Root: a crowded clearing keeps its pieces (table layout)', () => {
  it('every clearing, at the most warriors of all four factions, buildings and tokens the rules allow, holds each piece inside its circle and none on another unless stacked on it', () => {
    const s = crowded();
    for (const viewer of ['spectator', CORVID_SEAT] as Viewer[]) {
      const pieces = root.table(root.view(s, viewer), viewer).pieces;
      for (const c of s.map) {
        const disc = pieces[`clearing-${c.id}`];
        expect(disc, `clearing ${c.id} on the table`).toBeDefined();
        const mine = Object.values(pieces).filter((p) => new RegExp(`^(building|ruin|warriors|token)-${c.id}(-|$)`).test(p.id));
        const isMap = AUTUMN_MAP.clearings.some((d) => d.id === c.id);
        // Four warrior stacks, every slot, the four flower suits, colony, tunnel and plot.
        const slots = AUTUMN_MAP.clearings.find((d) => d.id === c.id)?.slots ?? 0;
        expect(mine.length, `${viewer}: clearing ${c.id}'s pieces`).toBe(isMap ? 4 + slots + 4 + 3 : 1);
        const prints = mine.map(footprint);
        for (const f of prints) {
          expect(reach(f, disc!.x, disc!.z), `${viewer}: ${f.id} inside clearing ${c.id}`).toBeLessThanOrEqual(CLEARING_RADIUS + 1e-9);
        }
        for (let i = 0; i < prints.length; i++) {
          for (let j = i + 1; j < prints.length; j++) {
            const [a, b] = [prints[i]!, prints[j]!];
            if (overlap(a, b)) expect(stacked(a, b), `${viewer}: ${a.id} and ${b.id} overlap without one lying on the other`).toBe(true);
          }
        }
        // A stack shows its count: every warrior stack carries the whole number.
        for (const p of mine.filter((q) => q.kind === 'meeple')) expect(p.count, p.id).toBe(c.warriors[p.owner!]);
      }
    }
  });
});
