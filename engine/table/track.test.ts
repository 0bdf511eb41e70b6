import { describe, expect, it } from 'vitest';
import { atMax, atMin, clampToTrack, leaders, makeTrack, stepsToMax, trackFraction, trackMove, trackSet, type Track } from './track.ts';

const t = (value: number): Track => ({ value, min: 0, max: 10 });

describe('numeric tracks', () => {
  it('makes a track and rejects bad bounds or a start off the track', () => {
    expect(makeTrack(0, 10)).toEqual({ value: 0, min: 0, max: 10 });
    expect(makeTrack(5, 1)).toMatchObject({ code: 'track/bad-bounds' });
    expect(makeTrack(0, 10, 11)).toMatchObject({ code: 'track/out-of-range' });
  });

  it('moves within bounds', () => {
    expect(trackMove(t(3), 4)).toEqual(t(7));
    expect(trackMove(t(3), -3)).toEqual(t(0));
  });

  it('rejects a move past a bound when told to', () => {
    expect(trackMove(t(8), 3, 'reject')).toMatchObject({ code: 'track/out-of-range' });
    expect(trackMove(t(1), -2)).toMatchObject({ code: 'track/out-of-range' });
  });

  it('clamps a move past a bound when told to', () => {
    expect(trackMove(t(8), 3, 'clamp')).toEqual(t(10));
    expect(trackSet(t(2), -5, 'clamp')).toEqual(t(0));
    expect(clampToTrack(t(0), 99)).toBe(10);
  });

  it('rejects fractional steps', () => {
    expect(trackMove(t(1), 0.5)).toMatchObject({ code: 'track/not-integer' });
    expect(trackSet(t(1), 2.5, 'clamp')).toMatchObject({ code: 'track/not-integer' });
  });

  it('reports bounds, distance and position', () => {
    expect(atMax(t(10)) && atMin(t(0))).toBe(true);
    expect(atMax(t(9))).toBe(false);
    expect(stepsToMax(t(7))).toBe(3);
    expect(trackFraction(t(5))).toBe(0.5);
  });

  it('finds the leaders, all of them on a tie', () => {
    expect(leaders({ b: t(5), a: t(5), c: t(2) })).toEqual(['a', 'b']);
  });
});
