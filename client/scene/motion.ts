/**
 * Per-piece motion state, advanced each frame: position springs towards the server's
 * position, or towards the pointer while held (lifted), a settle after the drop, a
 * quarter-turn spring and a flip that lifts the piece clear of the table as it turns.
 */
import type { TablePiece } from '../../engine/core/projection.ts';
import type { UiDrag } from '../interaction/ui-store.ts';
import { LIFT_HEIGHT } from '../interaction/table-geometry.ts';
import { yawOfClockwise } from '../kit/types.ts';
import { MOVE_SPRING, SETTLE_SPRING, nearestAngle, spring, stepSpring, type Spring, type SpringParams } from './spring.ts';

/** Following the pointer: quick and critically damped. */
const HOLD_SPRING: SpringParams = { k: 600, c: 49 };
const TURN_SPRING: SpringParams = { k: 140, c: 21 };

export interface Motion {
  x: Spring;
  y: Spring;
  z: Spring;
  yaw: Spring;
  flip: Spring;
}

/** Rendered yaw for a piece: `TablePiece.rot` already follows three.js (anticlockwise about +y). */
export const yawOf = (rot: number): number => rot;

/** A new piece's motion: at rest where it lies, or sliding in from where it came (`from`: a card drawn from under a deck). */
export function createMotion(p: TablePiece): Motion {
  const at = p.from ?? p;
  return { x: spring(at.x), y: spring(p.y), z: spring(at.z), yaw: spring(yawOf(p.rot)), flip: spring(p.faceUp ? 0 : Math.PI) };
}

/** Where the piece should be: held by the pointer, resting where dropped, or where the server has it. */
export function motionTarget(p: TablePiece, drag: UiDrag | null): { x: number; y: number; z: number; held: boolean } {
  if (drag && drag.id === p.id && drag.mode === 'move') {
    const held = drag.pendingRef === null;
    return { x: drag.x, y: held ? p.y + LIFT_HEIGHT : p.y, z: drag.z, held };
  }
  return { x: p.x, y: p.y, z: p.z, held: false };
}

/**
 * Advances `m` by `dt`; returns true while anything still moves. `turn`: the clockwise
 * quarter turns (degrees) a piece the game turns locally was given where it lies (a tile
 * to place, turned by a button or a tap before it is picked up), else null.
 */
export function stepMotion(m: Motion, p: TablePiece, drag: UiDrag | null, dt: number, flips: boolean, turn: number | null = null): boolean {
  const t = motionTarget(p, drag);
  const planar = t.held ? HOLD_SPRING : MOVE_SPRING;
  let moving = stepSpring(m.x, t.x, dt, planar);
  moving = stepSpring(m.z, t.z, dt, planar) || moving;
  moving = stepSpring(m.y, t.y, dt, t.held ? HOLD_SPRING : SETTLE_SPRING) || moving;
  // A piece turned locally while held (a tile to place) shows its held rotation until it settles.
  const yaw = drag && drag.id === p.id && drag.held ? yawOfClockwise(drag.held.rotation) : turn !== null ? yawOfClockwise(turn) : yawOf(p.rot);
  moving = stepSpring(m.yaw, nearestAngle(m.yaw.value, yaw), dt, TURN_SPRING) || moving;
  if (flips) moving = stepSpring(m.flip, p.faceUp ? 0 : Math.PI, dt, TURN_SPRING) || moving;
  return moving;
}
