/**
 * Randomness for dice physics. The spin of a throw is server randomness, not the engine's
 * seeded RNG (the engine has already decided the values): the room draws a seed from the
 * OS for each throw (server/room/thrower.ts) and the dice thread spins the dice with
 * `mulberry32(seed)`, so the same request and seed give the same throw on any thread;
 * tests and benchmarks seed it themselves.
 */

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
