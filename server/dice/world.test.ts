import { Body } from 'cannon-es';
import { describe, expect, it } from 'vitest';
import { dieKinds, type DieKind } from '../../assets/models/dice.ts';
import { geometryOf } from './geometry.ts';
import { planLaunch, trayFor, type PieceBlock, type RestingBody, type ThrowRequest, type Tray } from './launch.ts';
import { mulberry32 } from './rand.ts';
import { EVERY_PLANE, PHYSICS, buildWorld, convexOf, dieModel, prismOf } from './world.ts';

const SEATS = [{ x: 0, z: 15 }, { x: 0, z: -15 }, { x: 23, z: 0 }, { x: -23, z: 0 }];

/** Pieces where the dice land: a deck, a token, a hex tile, a meeple, turned at random. */
function randomBlocks(rand: () => number): PieceBlock[] {
  const at = (): { x: number; z: number; rot: number; y: number } => ({ x: rand() * 10 - 5, z: rand() * 8 - 4, rot: rand() * Math.PI, y: 0 });
  return [
    { shape: 'box', ...at(), w: 2.5, d: 3.5, h: 1, floor: true },
    { shape: 'disc', ...at(), w: 1.2, d: 1.2, h: 0.15, floor: true },
    { shape: 'hex', ...at(), w: 1.94, d: 2.24, h: 0.12, floor: true },
    { shape: 'box', ...at(), w: 1, d: 0.45, h: 1.4, floor: false },
  ].filter(() => rand() < 0.7) as PieceBlock[];
}

function randomThrow(rand: () => number): { req: ThrowRequest; resting: RestingBody[] } {
  const n = 1 + Math.floor(rand() * 10);
  const dice = Array.from({ length: n }, (_, i) => {
    const kind = dieKinds[Math.floor(rand() * dieKinds.length)] as DieKind;
    return { id: `d${i}`, kind, value: 1 };
  });
  const resting: RestingBody[] = rand() < 0.5 ? [{ kind: 'd6', p: [rand() * 8 - 4, 0.5, rand() * 6 - 3], q: [0, 0, 0, 1] }] : [];
  const req: ThrowRequest = { dice, from: SEATS[Math.floor(rand() * SEATS.length)] as { x: number; z: number }, flick: { dx: rand() - 0.5, dz: rand() - 0.5, strength: rand() } };
  if (rand() < 0.5) req.blocks = randomBlocks(rand);
  return { req, resting };
}

/** Every body's pose after each step, as text. */
function run(req: ThrowRequest, resting: RestingBody[], seed: number, tray: Tray, everyPlane: boolean): string[] {
  const kinds = req.dice.map((d) => d.kind);
  const dw = buildWorld(tray, kinds, planLaunch(req, tray, mulberry32(seed)), resting, req.blocks ?? []);
  // The rule before: the walls once a die is wholly inside the tray, the table always.
  const inside = kinds.map(() => false);
  const before = (): void => dw.dice.forEach((b, i) => {
    const r = geometryOf(kinds[i] as DieKind).circumradius;
    const p = b.position;
    if (!inside[i] && p.x - r >= tray.minX && p.x + r <= tray.maxX && p.z - r >= tray.minZ && p.z + r <= tray.maxZ) inside[i] = true;
    b.collisionFilterMask = inside[i] ? EVERY_PLANE : EVERY_PLANE & ~(16 | 32 | 64 | 128);
  });
  if (everyPlane) before();
  const poses: string[] = [];
  for (let s = 0; s < 360 && !dw.dice.every((b) => b.sleepState === Body.SLEEPING); s++) {
    dw.world.step(PHYSICS.step);
    if (everyPlane) before();
    else dw.prepareStep();
    poses.push(dw.dice.map((b) => `${b.position.toString()} ${b.quaternion.toString()}`).join(';'));
  }
  return poses;
}

describe('the dice world', () => {
  it('tests a die only against the planes and piece blocks it can touch, and finds the very same contacts as testing them all every step', () => {
    const rand = mulberry32(5);
    for (let t = 0; t < 40; t++) {
      const { req, resting } = randomThrow(rand);
      const tray = trayFor(undefined);
      const seed = Math.floor(rand() * 2 ** 32);
      expect(run(req, resting, seed, tray, false)).toEqual(run(req, resting, seed, tray, true));
    }
  });

  it('builds each piece block as a closed prism of its footprint and height, every face turned outward', () => {
    for (const b of [{ shape: 'box', w: 2.5, d: 3.5, h: 1 }, { shape: 'disc', w: 1.2, d: 1.2, h: 0.15 }, { shape: 'hex', w: 1.94, d: 2.24, h: 0.12 }] as const) {
      const shape = prismOf(b);
      const n = b.shape === 'box' ? 4 : b.shape === 'hex' ? 6 : 16;
      expect(shape.vertices).toHaveLength(2 * n);
      expect(shape.faces).toHaveLength(n + 2);
      shape.faces.forEach((f, i) => {
        // The outward normal points away from the centre, at every vertex of its face.
        for (const v of f) expect(shape.faceNormals[i]?.dot(shape.vertices[v] as never)).toBeGreaterThan(0);
      });
      const ys = shape.vertices.map((v) => v.y);
      expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(b.h, 9);
      const xs = shape.vertices.map((v) => v.x);
      const zs = shape.vertices.map((v) => v.z);
      // Never smaller than what is drawn: the disc is circumscribed, the box and hexagon exact.
      expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual(b.w - 1e-3); // models round the hexagon's width up
      expect(Math.max(...zs) - Math.min(...zs)).toBeGreaterThanOrEqual(b.d - 1e-9);
      if (b.shape !== 'disc') expect(Math.max(...zs) - Math.min(...zs)).toBeCloseTo(b.d, 9);
    }
  });

  it("lists each edge direction of a die once (cannon-es lists each twice), keeping cannon-es' order", () => {
    for (const kind of dieKinds) {
      const bare = convexOf(kind).uniqueEdges;
      const ours = dieModel(kind).shape.uniqueEdges;
      expect(ours.length * 2).toBe(bare.length);
      // Each kept edge is the first of its direction in cannon-es' list, in the same order.
      const firsts = bare.filter((e, i) => !bare.slice(0, i).some((f) => f.almostEquals(e) || f.almostEquals(e.negate())));
      expect(ours.map((e) => e.toString())).toEqual(firsts.map((e) => e.toString()));
    }
  });
});
