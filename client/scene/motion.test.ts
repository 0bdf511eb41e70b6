import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import { LIFT_HEIGHT } from '../interaction/table-geometry.ts';
import { createMotion, motionTarget, stepMotion } from './motion.ts';
import { seatAzimuth } from './seat-view.ts';

const piece: TablePiece = { id: 'a', kind: 'token', model: 'token', x: 1, z: 2, y: 0, rot: 0, faceUp: true, draggable: true };
const drag = { id: 'a', mode: 'move' as const, x: 5, z: 6, fromX: 1, fromZ: 2, pendingRef: null };

describe('piece motion', () => {
  it('lifts a held piece, rests it where dropped, and follows the server otherwise', () => {
    expect(motionTarget(piece, drag)).toEqual({ x: 5, y: LIFT_HEIGHT, z: 6, held: true });
    expect(motionTarget(piece, { ...drag, pendingRef: 'r' })).toEqual({ x: 5, y: 0, z: 6, held: false });
    expect(motionTarget(piece, { ...drag, id: 'b' })).toEqual({ x: 1, y: 0, z: 2, held: false });
    // Drawing out of a bag moves a stand-in, never the bag.
    expect(motionTarget(piece, { ...drag, mode: 'bagDraw' })).toMatchObject({ x: 1, z: 2 });
  });

  it('springs to a new server position and a flip, then rests', () => {
    const m = createMotion(piece);
    const moved = { ...piece, x: 4, faceUp: false };
    let frames = 0;
    while (stepMotion(m, moved, null, 1 / 30, true) && frames < 300) frames++;
    expect(frames).toBeLessThan(300);
    expect(m.x.value).toBe(4);
    expect(m.flip.value).toBeCloseTo(Math.PI);
  });

  it('seats the camera on the viewer’s side', () => {
    expect(seatAzimuth(0, 4)).toBe(0);
    expect(seatAzimuth(2, 4)).toBeCloseTo(Math.PI);
    expect(seatAzimuth(1, 2)).toBeCloseTo(Math.PI);
    expect(seatAzimuth('spectator', 4)).toBe(0);
    expect(seatAzimuth(null, 4)).toBe(0);
  });
});
