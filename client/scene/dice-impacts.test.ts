import { describe, expect, it } from 'vitest';
import type { DecodedFrames } from '../../wire/dice-frames.ts';
import {
  GRAVITY, IMPACT_FULL_SPEED, IMPACT_MIN_SPEED, IMPACTS_PER_WINDOW, detectImpacts, dueClicks, impactGain, limitImpacts, throwImpacts,
  type DieImpact,
} from './dice-impacts.ts';

const RATE = 30;
const REST = 0.5;

/** A decoded track from positions (rotation left at identity; the detector reads positions). */
function track(points: Array<[number, number, number]>): DecodedFrames {
  const pos = new Float64Array(points.length * 3);
  const rot = new Float64Array(points.length * 4);
  points.forEach((p, i) => {
    pos.set(p, i * 3);
    rot[i * 4 + 3] = 1;
  });
  return { count: points.length, pos, rot };
}

/**
 * A die thrown at (vx, vy) from height y0 onto the table: integrated finely, bouncing with
 * `restitution`, sliding with friction `mu`, sampled at 30 Hz like the server's keyframes.
 * `hit`: at that time the sideways velocity is replaced (another die knocks it).
 */
function thrown(opts: { y0: number; vx: number; vy?: number; restitution: number; mu?: number; seconds: number; hit?: { at: number; vx: number } }): DecodedFrames {
  const dt = 1 / 1200;
  const per = 1200 / RATE;
  let x = 0;
  let y = opts.y0;
  let vx = opts.vx;
  let vy = opts.vy ?? 0;
  const out: Array<[number, number, number]> = [];
  const steps = Math.round(opts.seconds * 1200);
  for (let s = 0; s <= steps; s++) {
    if (s % per === 0) out.push([x, y, 0]);
    if (opts.hit && Math.abs(s * dt - opts.hit.at) < dt / 2) vx = opts.hit.vx;
    const grounded = y <= REST + 1e-9 && Math.abs(vy) < 1e-9;
    if (grounded) {
      const slow = (opts.mu ?? 0.45) * GRAVITY * dt;
      vx = Math.abs(vx) <= slow ? 0 : vx - Math.sign(vx) * slow;
    } else {
      vy -= GRAVITY * dt;
    }
    x += vx * dt;
    y += vy * dt;
    if (y < REST) {
      y = REST;
      vy = -vy * opts.restitution;
      if (vy < 3) vy = 0;
    }
  }
  return track(out);
}

describe('dice impact detector', () => {
  it('hears nothing in free flight', () => {
    const t = thrown({ y0: 40, vx: 12, vy: 5, restitution: 0.3, seconds: 0.25 });
    expect(detectImpacts(t, RATE)).toEqual([]);
  });

  it('hears a landing, when it happens and as hard as it was', () => {
    // Dropped from 6 units: it lands at √(2·5.5/g) ≈ 134 ms at ≈ 82 units/s.
    const t = thrown({ y0: 6, vx: 0, restitution: 0, seconds: 0.6 });
    const hits = detectImpacts(t, RATE);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.ms).toBeGreaterThanOrEqual(100);
    expect(hits[0]!.ms).toBeLessThanOrEqual(170);
    expect(hits[0]!.speed).toBeGreaterThan(30);
  });

  it('hears each bounce, softer each time', () => {
    const t = thrown({ y0: 6, vx: 8, restitution: 0.45, seconds: 1.2 });
    const hits = detectImpacts(t, RATE);
    expect(hits.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < hits.length; i++) {
      expect(hits[i]!.ms).toBeGreaterThan(hits[i - 1]!.ms);
      expect(hits[i]!.speed).toBeLessThan(hits[i - 1]!.speed);
    }
  });

  it('hears a die knocked sideways by another, but not a die sliding to a stop', () => {
    const slide = thrown({ y0: REST, vx: 60, restitution: 0, seconds: 0.5 });
    expect(detectImpacts(slide, RATE)).toEqual([]);
    const knocked = thrown({ y0: REST, vx: 60, restitution: 0, seconds: 0.5, hit: { at: 0.1, vx: -20 } });
    const hits = detectImpacts(knocked, RATE);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.ms).toBeGreaterThanOrEqual(66);
    expect(hits[0]!.ms).toBeLessThanOrEqual(134);
    expect(hits[0]!.speed).toBeGreaterThan(20);
  });

  it('needs at least three frames, and a frame rate', () => {
    expect(detectImpacts(track([[0, 5, 0], [0, 0.5, 0]]), RATE)).toEqual([]);
    expect(detectImpacts(thrown({ y0: 6, vx: 0, restitution: 0, seconds: 0.6 }), 0)).toEqual([]);
  });

  it('loudness: silent below the threshold, rising with speed, full at the top', () => {
    expect(impactGain(IMPACT_MIN_SPEED - 1)).toBe(0);
    expect(impactGain(IMPACT_MIN_SPEED + 2)).toBeGreaterThan(0);
    expect(impactGain(30)).toBeGreaterThan(impactGain(15));
    expect(impactGain(IMPACT_FULL_SPEED)).toBe(1);
    expect(impactGain(500)).toBe(1);
  });

  it('a throw of many dice landing together clatters a little, loudest first', () => {
    const same = Array.from({ length: 6 }, (_, i) => ({ ms: 200, speed: 10 + i }));
    const kept = limitImpacts(same);
    expect(kept).toHaveLength(IMPACTS_PER_WINDOW);
    expect(kept.map((k) => k.speed).sort()).toEqual([13, 14, 15]);
    // Spread out in time, all stay, in time order.
    const spread = [{ ms: 300, speed: 9 }, { ms: 100, speed: 9 }, { ms: 200, speed: 9 }];
    expect(limitImpacts(spread).map((k) => k.ms)).toEqual([100, 200, 300]);
    // And a cap on the whole throw.
    const long = Array.from({ length: 100 }, (_, i) => ({ ms: i * 100, speed: 10 + (i % 7) }));
    expect(limitImpacts(long, 60, 3, 10)).toHaveLength(10);
  });

  it('throwImpacts tags each click with its die and skips dice without a track', () => {
    const landing = thrown({ y0: 6, vx: 0, restitution: 0, seconds: 0.6 });
    const hits = throwImpacts([
      { id: 'a', kind: 'd6', track: landing },
      { id: 'b', kind: 'd20', track: null },
    ], RATE);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ id: 'a', kind: 'd6' });
  });
});

describe('when impacts click', () => {
  const impacts: DieImpact[] = [100, 200, 300, 400].map((ms) => ({ ms, speed: 30, id: `d${ms}`, kind: 'd6' }));
  const base = { speed: '1x' as const, soundOn: true, lookaheadMs: 60, lateMs: 120 };

  it('plays what the playback reaches, a little ahead on the audio clock', () => {
    const due = dueClicks(impacts, 0, 150, base);
    expect(due.clicks.map((c) => [c.impact.ms, c.inMs])).toEqual([[100, 0], [200, 50]]);
    expect(due).toMatchObject({ dropped: 0, next: 2 });
    expect(dueClicks(impacts, due.next, 160, base).clicks).toEqual([]);
  });

  it('at 2× the clicks come twice as soon', () => {
    const due = dueClicks(impacts, 0, 150, { ...base, speed: '2x' });
    // 50 ms of roll time ahead is 25 ms of wall time; the look-ahead covers 120 ms of roll time.
    expect(due.clicks.map((c) => [c.impact.ms, c.inMs])).toEqual([[100, 0], [200, 25]]);
  });

  it('is silent when muted or when throws are skipped', () => {
    expect(dueClicks(impacts, 0, 150, { ...base, soundOn: false })).toMatchObject({ clicks: [], dropped: 2, next: 2 });
    // Skipped: the playback is at the end at once, every click is dropped.
    expect(dueClicks(impacts, 0, 400, { ...base, speed: 'skip' })).toMatchObject({ clicks: [], dropped: 4, next: 4 });
  });

  it('drops clicks too late to match the picture, and those of dice that left the throw', () => {
    expect(dueClicks(impacts, 0, 350, base)).toMatchObject({ dropped: 2, next: 4 });
    expect(dueClicks(impacts, 0, 250, base).clicks.map((c) => c.impact.ms)).toEqual([200, 300]);
    const live = (imp: DieImpact) => imp.id !== 'd200';
    expect(dueClicks(impacts, 1, 250, { ...base, live }).clicks.map((c) => c.impact.ms)).toEqual([300]);
  });
});
