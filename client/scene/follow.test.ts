import { beforeEach, describe, expect, it } from 'vitest';
import type { CameraPose } from '../net/camera-store.ts';
import {
  ARRIVED, chooseCamera, choiceOf, choiceValue, dragged, easePose, EASE_TIME, followStore, poseGap, takeBack, type CameraChoice,
} from './follow.ts';

const from: CameraPose = { p: [0, 30, 30], t: [0, 0, 0] };
const to: CameraPose = { p: [20, 25, -10], t: [4, 0, -2] };

/** Eases `frames` frames of `dt` seconds each. */
function run(start: CameraPose, frames: number, dt: number): CameraPose {
  let pose = start;
  for (let i = 0; i < frames; i++) pose = easePose(pose, to, dt);
  return pose;
}

describe('following a camera', () => {
  beforeEach(() => chooseCamera({ kind: 'own' }));

  it('easing: each frame closes part of the gap, never overshoots, and is within 1% of the pose after a second', () => {
    let pose = from;
    let gap = poseGap(pose, to);
    for (let i = 0; i < 10; i++) {
      pose = easePose(pose, to, 1 / 60);
      const next = poseGap(pose, to);
      expect(next).toBeLessThan(gap);
      gap = next;
    }
    // Between the start and the target on every axis.
    for (let i = 0; i < 3; i++) expect((pose.p[i]! - from.p[i]!) * (to.p[i]! - pose.p[i]!)).toBeGreaterThanOrEqual(0);
    expect(poseGap(run(from, 60, 1 / 60), to)).toBeLessThan(poseGap(from, to) / 100);
    // And close enough to stop within two.
    expect(poseGap(run(from, 120, 1 / 60), to)).toBeLessThan(ARRIVED);
  });

  it('easing: the same path whatever the frame rate', () => {
    const at60 = run(from, 30, 1 / 60);
    const at30 = run(from, 15, 1 / 30);
    expect(poseGap(at60, at30)).toBeLessThan(1e-9);
    // One ease time closes about two thirds of the gap.
    expect(poseGap(easePose(from, to, EASE_TIME), to) / poseGap(from, to)).toBeCloseTo(Math.exp(-1), 6);
    // No time, no move.
    expect(easePose(from, to, 0)).toEqual({ p: [...from.p], t: [...from.t] });
  });

  it('touching the camera while following takes it back to the viewer\'s own, with a note', () => {
    chooseCamera({ kind: 'seat', seat: 1 });
    const after = takeBack(followStore.getState(), 1234);
    expect(after).toEqual({ choice: { kind: 'own' }, tookBack: 1234 });
    chooseCamera({ kind: 'director' });
    expect(takeBack(followStore.getState(), 99).choice).toEqual({ kind: 'own' });
    // Choosing again clears the note.
    expect(followStore.getState().tookBack).toBeNull();
  });

  it('touching the viewer\'s own camera changes nothing (no note)', () => {
    const own = followStore.getState();
    expect(takeBack(own, 5)).toBe(own);
  });

  it('a drag is a press that moved more than a few pixels; a tap is not', () => {
    expect(dragged({ x: 10, y: 10 }, { x: 12, y: 12 })).toBe(false);
    expect(dragged({ x: 10, y: 10 }, { x: 20, y: 10 })).toBe(true);
  });

  it('the choice round-trips through the select\'s value; anything else is the viewer\'s own camera', () => {
    const choices: CameraChoice[] = [{ kind: 'own' }, { kind: 'director' }, { kind: 'seat', seat: 0 }, { kind: 'seat', seat: 11 }];
    for (const c of choices) expect(choiceOf(choiceValue(c))).toEqual(c);
    for (const bad of ['', 'seat:', 'seat:x', 'seat:123', 'everything']) expect(choiceOf(bad)).toEqual({ kind: 'own' });
  });
});
