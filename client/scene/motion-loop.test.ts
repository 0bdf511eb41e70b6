import { describe, expect, it } from 'vitest';
import { Matrix4, Vector3 } from 'three';
import type { TablePiece } from '../../engine/core/projection.ts';
import { Frame } from './frame.ts';
import { MotionLoop, MovingPiece } from './motion-loop.ts';

const card: TablePiece = { id: 'c', kind: 'card', model: 'card', x: 3, z: -2, y: 0, rot: Math.PI / 2, faceUp: true, draggable: true };
const at = (f: Frame, x: number, y: number, z: number) => new Vector3(x, y, z).applyMatrix4(f.matrixWorld());

function settle(loop: MotionLoop): number {
  let frames = 0;
  while (loop.step(1 / 60) && frames < 600) frames++;
  return frames;
}

describe('frames', () => {
  it('a child stands in its parent, and its version moves only when either changes', () => {
    const parent = new Frame();
    const child = new Frame(parent);
    parent.rest = 1.5;
    child.setLocal(new Matrix4().makeTranslation(0, 2, 0));
    parent.setLocal(new Matrix4().makeTranslation(5, 0, 1));
    expect(at(child, 0, 0, 0).toArray()).toEqual([5, 2, 1]);
    expect(child.restY()).toBe(1.5);
    const v = child.version();
    expect(child.setLocal(new Matrix4().makeTranslation(0, 2, 0))).toBe(false);
    expect(child.version()).toBe(v);
    parent.setLocal(new Matrix4().makeTranslation(6, 0, 1));
    expect(child.version()).not.toBe(v);
    expect(at(child, 0, 0, 0).x).toBe(6);
  });
});

describe('the motion loop', () => {
  it('places a piece where the server has it, turned by its rot, and then asks for no more frames', () => {
    const loop = new MotionLoop();
    const m = new MovingPiece(card, { height: 0.02, halfWidth: 1.25, flips: true });
    loop.add(m);
    expect(settle(loop)).toBe(0);
    expect(at(m.body, 0, 0, 0).toArray().map((n) => +n.toFixed(6))).toEqual([3, 0, -2]);
    // Turned a quarter anticlockwise about +y: its +x edge points to −z.
    const edge = at(m.body, 1, 0, 0);
    expect(edge.x).toBeCloseTo(3);
    expect(edge.z).toBeCloseTo(-3);
    // Settled: its frames keep their version, so nothing is written before the next draw.
    const v = m.body.version();
    loop.step(1 / 60);
    expect(m.body.version()).toBe(v);
  });

  it('turns a piece over about the middle of its height, rising clear of the table on the way', () => {
    const loop = new MotionLoop();
    const m = new MovingPiece(card, { height: 0.02, halfWidth: 1.25, flips: true });
    loop.add(m);
    m.piece = { ...card, faceUp: false };
    let highest = 0;
    for (let i = 0; i < 600 && loop.step(1 / 60); i++) highest = Math.max(highest, m.upright.matrixWorld().elements[13]!);
    expect(highest).toBeGreaterThan(1);
    // Face down: the model's base is now on top, its top face on the table.
    expect(at(m.body, 0, 0, 0).y).toBeCloseTo(0.02);
    expect(at(m.body, 0, 0.02, 0).y).toBeCloseTo(0);
  });

  it('holds a pinned piece where the pin says, and eases on from there when let go', () => {
    const loop = new MotionLoop();
    let pinned = true;
    const m = new MovingPiece({ ...card, kind: 'die' }, {
      height: 1, halfWidth: 0.5, flips: false,
      pin: (out) => {
        if (!pinned) return 'none';
        out.x = 10; out.y = 0; out.z = 4;
        return 'rest';
      },
    });
    loop.add(m);
    loop.step(1 / 60);
    expect(at(m.upright, 0, 0, 0).toArray()).toEqual([10, 0, 4]);
    pinned = false;
    loop.step(1 / 60);
    const x = at(m.upright, 0, 0, 0).x;
    expect(x).toBeLessThan(10);
    expect(x).toBeGreaterThan(3);
    expect(settle(loop)).toBeGreaterThan(0);
    expect(at(m.upright, 0, 0, 0).x).toBeCloseTo(3);
  });

  it('a piece removed from the loop is stepped no more', () => {
    const loop = new MotionLoop();
    const m = new MovingPiece(card, { height: 0.02, halfWidth: 1.25, flips: true });
    loop.add(m);
    loop.remove(m);
    m.piece = { ...card, x: 20 };
    expect(loop.step(1 / 60)).toBe(false);
    expect(at(m.upright, 0, 0, 0).x).toBe(3);
  });
});
