/**
 * Watching through a player's eyes: which camera a spectator watches through — their own,
 * the director's (client/scene/director.ts), or a seated player's as that player moves
 * it (the poses the server relays, client/net/camera-store.ts) — and how the camera follows.
 * Only the camera follows: the spectator keeps the spectator projection (no hand, nothing
 * hidden). Touching the camera (a drag, the wheel, the top-down switch) takes it back, with a
 * note saying so.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { CameraPose } from '../net/camera-store.ts';

/** The camera a spectator watches through. */
export type CameraChoice = { kind: 'own' } | { kind: 'director' } | { kind: 'seat'; seat: number };

export interface FollowState {
  choice: CameraChoice;
  /** When (ms) a touch last took the camera back to the viewer's own; null: not since the last choice. */
  tookBack: number | null;
}

const OWN: CameraChoice = { kind: 'own' };

export const followStore = createStore<FollowState>()(() => ({ choice: OWN, tookBack: null }));

export function useFollow<T>(selector: (s: FollowState) => T): T {
  return useStore(followStore, selector);
}

/** Watches through `choice` from now on. */
export function chooseCamera(choice: CameraChoice): void {
  followStore.setState({ choice, tookBack: null });
}

/** The viewer touched the camera at `now`: it is theirs again (noted when it was following anything). */
export function takeBack(s: FollowState, now: number): FollowState {
  return s.choice.kind === 'own' ? s : { choice: OWN, tookBack: now };
}

/** How long the note that the camera is the viewer's own again stays up (ms). */
export const TOOK_BACK_NOTE_MS = 4000;

/** Seconds the followed camera takes to close about two thirds of its gap to the player's. */
export const EASE_TIME = 0.18;

function lerp3(a: CameraPose['p'], b: CameraPose['p'], k: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/**
 * One frame's step of the follower's camera towards the followed pose: exponential easing,
 * the same path whatever the frame rate (`dt` seconds since the last frame).
 */
export function easePose(from: CameraPose, to: CameraPose, dt: number, easeTime = EASE_TIME): CameraPose {
  const k = dt <= 0 ? 0 : 1 - Math.exp(-dt / easeTime);
  return { p: lerp3(from.p, to.p, k), t: lerp3(from.t, to.t, k) };
}

/** The largest gap between two poses along any axis. */
export function poseGap(a: CameraPose, b: CameraPose): number {
  let gap = 0;
  for (let i = 0; i < 3; i++) gap = Math.max(gap, Math.abs(a.p[i]! - b.p[i]!), Math.abs(a.t[i]! - b.t[i]!));
  return gap;
}

/** Close enough to stop easing (table units: well under a pixel at any distance the camera stands). */
export const ARRIVED = 0.005;

/** Pixels a pointer moves with a button held before it counts as a drag of the camera (a tap is not). */
export const DRAG_PX = 4;

/** Whether a pointer pressed at `from` and now at `to` is dragging. */
export function dragged(from: { x: number; y: number }, to: { x: number; y: number }): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) > DRAG_PX;
}

/** A choice as a select's value: `own`, `director`, `seat:<index>`. */
export function choiceValue(c: CameraChoice): string {
  return c.kind === 'seat' ? `seat:${c.seat}` : c.kind;
}

/** The choice a select's value stands for (anything unknown: the viewer's own camera). */
export function choiceOf(value: string): CameraChoice {
  if (value === 'director') return { kind: 'director' };
  const m = /^seat:(\d{1,2})$/.exec(value);
  return m ? { kind: 'seat', seat: Number(m[1]) } : OWN;
}
