/**
 * The replay's clock, pure: how long each version stays on screen while playing, and the
 * versions a control leads to. The page (controller.ts) runs it with timers.
 */
import type { ReplayFrame } from '../../wire/replay-protocol.ts';

/** Playback speeds offered (× the normal pace). */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];

/** How long one action stays on screen at speed 1. */
export const STEP_MS = 1100;
/** A settled throw stays this long before the next action. */
const AFTER_THROW_MS = 300;

/**
 * How long `frame` stays before the next version plays. A throw is shown at its own pace
 * (the dice fly in real time, DESIGN §2.4) up to speed 2; faster, the next version shows
 * its dice at rest.
 */
export function holdMs(frame: Pick<ReplayFrame, 'roll'> | null, speed: number): number {
  const pace = STEP_MS / Math.max(0.1, speed);
  if (frame?.roll && speed <= 2) return Math.max(pace, frame.roll.durationMs + AFTER_THROW_MS);
  return pace;
}

/** `v` within 0..last (whole numbers; anything else is 0). */
export function clampVersion(v: number, last: number): number {
  if (!Number.isFinite(v)) return 0;
  return Math.min(Math.max(0, Math.round(v)), Math.max(0, last));
}

/** The next speed up or down the list (stays at either end). */
export function nextSpeed(speed: number, direction: 1 | -1): Speed {
  const i = SPEEDS.findIndex((s) => s === speed);
  const at = i < 0 ? 1 : i;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, at + direction))]!;
}

/** The key map of the replay page: what a key does, or null. */
export type ReplayKey = 'toggle' | 'back' | 'forward' | 'start' | 'end' | 'faster' | 'slower';
export function replayKey(key: string): ReplayKey | null {
  switch (key) {
    case ' ': case 'k': case 'K': return 'toggle';
    case 'ArrowLeft': case ',': return 'back';
    case 'ArrowRight': case '.': return 'forward';
    case 'Home': return 'start';
    case 'End': return 'end';
    case ']': case '+': return 'faster';
    case '[': case '-': return 'slower';
    default: return null;
  }
}
