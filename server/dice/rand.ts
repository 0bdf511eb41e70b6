/**
 * Randomness for dice physics. The spin of a throw is server randomness, not the engine's
 * seeded RNG (the engine has already decided the values): `secureRand` for the room,
 * `mulberry32` where a run must repeat (tests, benchmarks).
 */
import { randomFillSync } from 'node:crypto';

/** A small seeded generator: the same seed gives the same sequence in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform numbers in [0, 1) from the OS CSPRNG, drawn in blocks. */
export function secureRand(): () => number {
  const buf = new Uint32Array(256);
  let i = buf.length;
  return () => {
    if (i >= buf.length) {
      randomFillSync(buf);
      i = 0;
    }
    return (buf[i++] ?? 0) / 4294967296;
  };
}
