/**
 * Where a thrown die hits something, read from its decoded keyframe track (pure: no
 * three, no audio). The track is sampled at `frameRate` Hz; between two samples the die
 * moves at an average velocity. In free flight only gravity changes that velocity; an
 * impact shows as a sudden change beyond it:
 *   - landing or bouncing on the table (or on another die): the downward speed drops at
 *     once — `upward change = vy(after) − vy(before)` while it was falling;
 *   - hitting another die or the tray's side: the sideways velocity jumps by more than
 *     table friction can explain in one frame.
 * Each impact has a time (ms into the roll) and a speed (units/s of velocity it killed),
 * which sets the click's loudness. Impacts of one die closer than MERGE_MS are one
 * impact (the loudest); a throw's impacts are thinned to a few per IMPACT_WINDOW_MS.
 */
import type { DecodedFrames } from '../../wire/dice-frames.ts';
import type { DieKind } from '../../assets/models/dice.ts';
import type { DiceSpeed } from './dice-playback.ts';

/** Gravity in table units/s² (1 unit = 1.6 cm; 981 cm/s² ÷ 1.6, as the server's physics). */
export const GRAVITY = 981 / 1.6;
/** Softer than this (units/s of velocity killed) makes no sound. */
export const IMPACT_MIN_SPEED = 6;
/** At this speed an impact is at full loudness. */
export const IMPACT_FULL_SPEED = 60;
/** Sideways slowing per second that table friction alone can cause (μ 0.45 × g, with margin). */
const FRICTION_DECEL = 0.5 * GRAVITY;
/** Impacts of one die closer than this are one impact. */
export const MERGE_MS = 70;
/** A throw clicks at most IMPACTS_PER_WINDOW times within this many ms (the loudest win). */
export const IMPACT_WINDOW_MS = 60;
export const IMPACTS_PER_WINDOW = 3;
/** At most this many clicks per throw. */
export const MAX_IMPACTS = 48;

export interface Impact {
  /** Milliseconds into the roll. */
  ms: number;
  /** Units/s of velocity the impact killed (loudness). */
  speed: number;
}

export interface DieImpact extends Impact {
  id: string;
  kind: DieKind;
}

function vel(pos: ArrayLike<number>, i: number, frameRate: number, out: number[]): void {
  for (let k = 0; k < 3; k++) out[k] = ((pos[i * 3 + k] ?? 0) - (pos[(i - 1) * 3 + k] ?? 0)) * frameRate;
}

/** The impacts of one die's track, in time order. */
export function detectImpacts(track: DecodedFrames, frameRate: number): Impact[] {
  const out: Impact[] = [];
  if (track.count < 3 || !(frameRate > 0)) return out;
  const before = [0, 0, 0];
  const after = [0, 0, 0];
  const frictionPerFrame = FRICTION_DECEL / frameRate;
  for (let i = 2; i < track.count; i++) {
    vel(track.pos, i - 1, frameRate, before);
    vel(track.pos, i, frameRate, after);
    const falling = (before[1] ?? 0) < -IMPACT_MIN_SPEED / 2;
    const upward = falling ? (after[1] ?? 0) - (before[1] ?? 0) : 0;
    const sideways = Math.hypot((after[0] ?? 0) - (before[0] ?? 0), (after[2] ?? 0) - (before[2] ?? 0)) - frictionPerFrame;
    const speed = Math.max(upward, sideways);
    if (speed < IMPACT_MIN_SPEED) continue;
    // The velocity turned at frame i − 1 (between the two intervals).
    const ms = ((i - 1) * 1000) / frameRate;
    const last = out[out.length - 1];
    if (last && ms - last.ms < MERGE_MS) {
      last.speed = Math.max(last.speed, speed);
      continue;
    }
    out.push({ ms, speed });
  }
  return out;
}

/**
 * Thins impacts so that at most `perWindow` of them start within any `windowMs` (the
 * loudest stay: dice landing together clatter, twenty of them do not roar), keeping at
 * most `max` in all — the loudest. Returned in time order.
 */
export function limitImpacts<T extends Impact>(
  impacts: readonly T[], windowMs = IMPACT_WINDOW_MS, perWindow = IMPACTS_PER_WINDOW, max = MAX_IMPACTS,
): T[] {
  const sorted = impacts.slice().sort((a, b) => a.ms - b.ms || b.speed - a.speed);
  const kept: T[] = [];
  for (const imp of sorted) {
    const near: number[] = [];
    for (let k = kept.length - 1; k >= 0 && imp.ms - kept[k]!.ms < windowMs; k--) near.push(k);
    if (near.length < perWindow) {
      kept.push(imp);
      continue;
    }
    const quietest = near.reduce((a, b) => (kept[b]!.speed < kept[a]!.speed ? b : a));
    if (imp.speed > kept[quietest]!.speed) {
      kept.splice(quietest, 1);
      kept.push(imp);
    }
  }
  if (kept.length <= max) return kept;
  const loudest = new Set(kept.slice().sort((a, b) => b.speed - a.speed).slice(0, max));
  return kept.filter((k) => loudest.has(k));
}

/** Every die's impacts of one throw, merged in time order and thinned (see limitImpacts). */
export function throwImpacts(
  dice: ReadonlyArray<{ id: string; kind: DieKind; track: DecodedFrames | null }>,
  frameRate: number,
): DieImpact[] {
  const all: DieImpact[] = [];
  for (const d of dice) {
    if (!d.track) continue;
    for (const imp of detectImpacts(d.track, frameRate)) all.push({ ...imp, id: d.id, kind: d.kind });
  }
  return limitImpacts(all);
}

/** Loudness 0..1 of an impact: silent below IMPACT_MIN_SPEED, full at IMPACT_FULL_SPEED. */
export function impactGain(speed: number): number {
  const t = (speed - IMPACT_MIN_SPEED) / (IMPACT_FULL_SPEED - IMPACT_MIN_SPEED);
  return t <= 0 ? 0 : t >= 1 ? 1 : 0.15 + 0.85 * t ** 0.7;
}

/** A click to play now: its impact and how far ahead (wall ms, ≥ 0) it falls. */
export interface DueClick {
  impact: DieImpact;
  inMs: number;
}

export interface DueOptions {
  speed: DiceSpeed;
  soundOn: boolean;
  /** Clicks up to this far ahead (wall ms) are due now (handed to the audio clock). */
  lookaheadMs: number;
  /** A click more than this late (wall ms) is dropped rather than played. */
  lateMs: number;
  /** False for an impact whose die has left this throw (moved, thrown again): dropped. */
  live?: (impact: DieImpact) => boolean;
}

/**
 * Which of a throw's time-ordered impacts, from index `next` on, are due when the
 * playback is at `playMs` (roll time): those up to the look-ahead are either played (with
 * their wall delay) or dropped — all of them when muted or when throws are skipped, and
 * those too late to be heard with the picture. `next` is where to go on from.
 */
export function dueClicks(impacts: readonly DieImpact[], next: number, playMs: number, o: DueOptions): { clicks: DueClick[]; dropped: number; next: number } {
  const factor = o.speed === '2x' ? 2 : 1;
  const horizon = o.speed === 'skip' ? playMs : playMs + o.lookaheadMs * factor;
  const clicks: DueClick[] = [];
  let dropped = 0;
  let i = next;
  for (; i < impacts.length && impacts[i]!.ms <= horizon; i++) {
    const impact = impacts[i]!;
    const inMs = (impact.ms - playMs) / factor;
    if (!o.soundOn || o.speed === 'skip' || inMs < -o.lateMs || (o.live && !o.live(impact))) {
      dropped++;
      continue;
    }
    clicks.push({ impact, inMs: Math.max(0, inMs) });
  }
  return { clicks, dropped, next: i };
}
