import { describe, expect, it } from 'vitest';
import { Rng, seedRng, shuffleAnew } from './rng.ts';

const words = (seed: string, n: number) => {
  const rng = new Rng(seedRng(seed));
  return Array.from({ length: n }, () => rng.nextU32());
};

describe('seeded Rng (sfc32)', () => {
  it('gives the same sequence for the same seed', () => {
    expect(words('alpha', 50)).toEqual(words('alpha', 50));
  });

  it('gives different sequences for nearby seeds', () => {
    expect(words('seed1', 10)).not.toEqual(words('seed2', 10));
    expect(words('', 4)).not.toEqual(words(' ', 4));
  });

  it('keeps all its state in a JSON-serialisable object, so a copy continues identically', () => {
    const state = seedRng('resume');
    const rng = new Rng(state);
    for (let i = 0; i < 7; i++) rng.nextU32();
    const copy = new Rng(JSON.parse(JSON.stringify(state)));
    expect(Array.from({ length: 20 }, () => copy.nextU32())).toEqual(Array.from({ length: 20 }, () => rng.nextU32()));
  });

  it('advances the state it wraps in place', () => {
    const state = seedRng('inplace');
    const before = JSON.stringify(state);
    new Rng(state).nextU32();
    expect(JSON.stringify(state)).not.toBe(before);
  });

  it('returns unsigned 32-bit words and floats in [0, 1)', () => {
    const rng = new Rng(seedRng('range'));
    for (let i = 0; i < 1000; i++) {
      const w = rng.nextU32();
      expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
      const f = rng.next();
      expect(f >= 0 && f < 1).toBe(true);
    }
  });

  it('draws integers roughly uniformly (chi-square sanity over 10 buckets)', () => {
    const rng = new Rng(seedRng('uniform'));
    const n = 20000;
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < n; i++) buckets[rng.int(10)] += 1;
    const expected = n / 10;
    const chi = buckets.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: p = 0.001 at 27.9.
    expect(chi).toBeLessThan(27.9);
  });

  it('keeps int and range inside their bounds and rejects a bad bound', () => {
    const rng = new Rng(seedRng('bounds'));
    for (let i = 0; i < 500; i++) {
      const v = rng.range(-3, 3);
      expect(v >= -3 && v <= 3).toBe(true);
    }
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
  });

  it('shuffles in place into a permutation and picks from a list', () => {
    const rng = new Rng(seedRng('shuffle'));
    const items = Array.from({ length: 30 }, (_, i) => i);
    const same = rng.shuffle(items);
    expect(same).toBe(items);
    expect(items.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

describe('shuffleAnew', () => {
  it('deals the same order from the same items in any order, and a fair shuffle otherwise', () => {
    const items = ['k3', 'k1', 'k2', 'k9', 'k5'];
    const objects = items.map((id, i) => ({ id, n: i % 2 }));
    for (const seed of ['a', 'b', 'c']) {
      const dealt = shuffleAnew(items, new Rng(seedRng(seed)));
      expect(shuffleAnew([...items].reverse(), new Rng(seedRng(seed)))).toEqual(dealt);
      expect(dealt.slice().sort()).toEqual(items.slice().sort());
      expect(shuffleAnew([...objects].reverse(), new Rng(seedRng(seed)))).toEqual(shuffleAnew(objects, new Rng(seedRng(seed))));
      expect(shuffleAnew([3, 1, 2], new Rng(seedRng(seed)))).toEqual(shuffleAnew([2, 3, 1], new Rng(seedRng(seed))));
    }
    const firsts = new Set(Array.from({ length: 40 }, (_, i) => shuffleAnew(items, new Rng(seedRng(`f${i}`)))[0]));
    expect(firsts.size).toBe(items.length);
  });
});
