/**
 * Seeded, serializable pseudo-random generator (sfc32). Its whole state is four 32-bit
 * words stored inside the game state, so the same seed and the same action log rebuild
 * the same game byte for byte. The state is a secret: `view` must never project it.
 */
export interface RngState {
  s: [number, number, number, number];
}

/** Hashes an arbitrary seed string into an initial generator state (xmur3 mixing). */
export function seedRng(seed: string): RngState {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const state: RngState = { s: [next(), next(), next(), next()] };
  // Warm up so nearby seeds diverge.
  const rng = new Rng(state);
  for (let i = 0; i < 15; i++) rng.nextU32();
  return state;
}

/**
 * A view over an `RngState` that advances it in place. Engines create one over the
 * draft state inside `apply`, never over the caller's state.
 */
export class Rng {
  constructor(readonly state: RngState) {}

  /** Next unsigned 32-bit integer. */
  nextU32(): number {
    const s = this.state.s;
    // Read by index: a destructuring pattern walks an iterator, and this runs for every
    // die, shuffle and pick.
    let a = (s[0] as number) >>> 0;
    let b = (s[1] as number) >>> 0;
    let c = (s[2] as number) >>> 0;
    let d = (s[3] as number) >>> 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    s[0] = a >>> 0; s[1] = b; s[2] = c; s[3] = d;
    return t;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** Uniform integer in [0, n) without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`Rng.int needs a positive integer, got ${n}`);
    const limit = 4294967296 - (4294967296 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  /** Uniform integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** Picks one element uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick on an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

/**
 * `items` shuffled with `rng` into an order that depends only on which items there are,
 * never on the order they came in: sorted by `key` (strings and numbers as they are, else
 * JSON) first, then shuffled.
 * A module's `scramble` deals what its viewer may not see with it, so that the state it
 * makes depends only on that viewer's sight and the Rng — which is what lets a bot be
 * handed a scrambled state and nothing else (engine/bots/sample.ts). Returns a new array.
 */
export function shuffleAnew<T>(items: readonly T[], rng: Rng, key?: (item: T) => string): T[] {
  if (!key && (items.every((item) => typeof item === 'string') || items.every((item) => typeof item === 'number'))) {
    // Ids and numbers (most hidden things) sort as they are, without a key each.
    const plain = (items as unknown as Array<string | number>).slice();
    plain.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return rng.shuffle(plain as unknown as T[]);
  }
  const keyOf = key ?? ((item: T) => JSON.stringify(item));
  const keyed = items.map((item) => ({ item, k: keyOf(item) }));
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return rng.shuffle(keyed.map((x) => x.item));
}
