import { describe, expect, it } from 'vitest';
import {
  dieGeometry, dieKinds, quaternionForFace, relabelFaces, topFace, upVertex,
} from '../../assets/models/dice.ts';
import type { DecodedFrames } from '../../wire/dice-frames.ts';
import { faceValues, isPlaying, labelMapKey, playbackMs, sampleTrack, vertexValues } from './dice-playback.ts';
import { quadValues } from './die-labels.ts';

const s = Math.SQRT1_2;
/** Three frames: along x, then a quarter turn about y between frames 1 and 2. */
const track: DecodedFrames = {
  count: 3,
  pos: Float64Array.from([0, 1, 0, 3, 1, 0, 3, 0.5, 6]),
  rot: Float64Array.from([0, 0, 0, 1, 0, 0, 0, 1, 0, s, 0, s]),
};

describe('keyframe playback', () => {
  it('interpolates positions linearly and rotations by slerp between frames', () => {
    const p = [0, 0, 0];
    const q = [0, 0, 0, 1];
    sampleTrack(track, 30, 0, p, q);
    expect(p).toEqual([0, 1, 0]);
    sampleTrack(track, 30, 1000 / 60, p, q); // half-way to frame 1
    expect(p[0]).toBeCloseTo(1.5, 9);
    expect(q[3]).toBeCloseTo(1, 9);
    sampleTrack(track, 30, 1000 / 30 + 1000 / 60, p, q); // half-way 1 → 2
    expect(p[0]).toBeCloseTo(3, 9);
    expect(p[1]).toBeCloseTo(0.75, 9);
    expect(p[2]).toBeCloseTo(3, 9);
    // Half of a 90° turn about y is 45°: (0, sin 22.5°, 0, cos 22.5°).
    expect(q[1]).toBeCloseTo(Math.sin(Math.PI / 8), 9);
    expect(q[3]).toBeCloseTo(Math.cos(Math.PI / 8), 9);
    expect(Math.hypot(...q)).toBeCloseTo(1, 12);
  });

  it('holds the last frame after the track ends and the first before it starts', () => {
    const p = [0, 0, 0];
    const q = [0, 0, 0, 1];
    sampleTrack(track, 30, 10_000, p, q);
    expect(p).toEqual([3, 0.5, 6]);
    expect(q[1]).toBeCloseTo(s, 9);
    sampleTrack(track, 30, -50, p, q);
    expect(p).toEqual([0, 1, 0]);
  });

  it('takes the short way between a quaternion and a nearly opposite sign of its neighbour', () => {
    const t: DecodedFrames = { count: 2, pos: new Float64Array(6), rot: Float64Array.from([0, 0, 0, 1, 0, -0.1, 0, -0.995]) };
    const q = [0, 0, 0, 1];
    sampleTrack(t, 10, 50, [0, 0, 0], q);
    expect(Math.abs(q[3] ?? 0)).toBeGreaterThan(0.99);
  });

  it('plays at 1×, 2× or skips to the end', () => {
    expect(playbackMs(500, 2000, '1x')).toBe(500);
    expect(playbackMs(500, 2000, '2x')).toBe(1000);
    expect(playbackMs(1500, 2000, '2x')).toBe(2000);
    expect(playbackMs(0, 2000, 'skip')).toBe(2000);
    expect(playbackMs(-20, 2000, '1x')).toBe(0);
    expect(isPlaying(500, 2000, '1x')).toBe(true);
    expect(isPlaying(1000, 2000, '2x')).toBe(false);
    expect(isPlaying(0, 2000, 'skip')).toBe(false);
    // A late joiner: a roll older than its duration is at rest.
    expect(isPlaying(5000, 2000, '1x')).toBe(false);
  });
});

describe('label rotation', () => {
  it('prints the engine value on the reading face for every die, face and value', () => {
    for (const kind of dieKinds) {
      const g = dieGeometry(kind);
      for (let face = 0; face < g.faces.length; face++) {
        const value = ((face * 7) % g.sides) + 1;
        const labelMap = relabelFaces(kind, face, value).valueOfFace;
        const q = quaternionForFace(kind, face);
        const top = topFace(kind, q);
        expect(faceValues(kind, labelMap)[top]).toBe(value);
        const quads = quadValues(kind, labelMap);
        // Every label is still printed exactly as often as before (a rotation of the die's labels).
        expect([...quads].sort((a, b) => a - b)).toEqual([...quadValues(kind)].sort((a, b) => a - b));
        if (kind === 'd4') expect(vertexValues(kind, labelMap)[upVertex(kind, q)]).toBe(value);
      }
    }
  });

  it('keeps the standard labels without a map, and keys maps by content', () => {
    expect(faceValues('d6', null)).toEqual(dieGeometry('d6').valueOfFace);
    expect(faceValues('d6', [1, 2])).toEqual(dieGeometry('d6').valueOfFace);
    expect(quadValues('d20')).toEqual(dieGeometry('d20').valueOfFace);
    expect(labelMapKey(null)).toBe('');
    expect(labelMapKey([2, 1, 3])).toBe(labelMapKey([2, 1, 3]));
  });
});
