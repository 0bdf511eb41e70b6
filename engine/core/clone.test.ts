import { describe, expect, it } from 'vitest';
import { cloneJson, frozenPlain, isMadePlain, plainCopy, plainShared, sameJson } from './clone.ts';
import { createMatch, projectView } from './match.ts';
import { isRuleError } from './result.ts';
import { Rng, seedRng } from './rng.ts';
import { games } from '../games/registry.ts';

/** The reference: what the JSON text reads back as. */
const roundTrip = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/**
 * Random JSON-shaped values (with the leaves JSON reads differently: -0, NaN, undefined)
 * and small changes of them: a leaf, a member dropped, or two members reordered.
 */
function randomValues(seed: string): { make: (depth: number) => unknown; change: (x: unknown) => unknown } {
  const rng = new Rng(seedRng(seed));
  const leaves: unknown[] = [0, -0, 1, 2.5, Number.NaN, Infinity, null, undefined, true, false, '', 'a', 'b'];
  const make = (depth: number): unknown => {
    const r = rng.int(4);
    if (depth === 0 || r === 0) return leaves[rng.int(leaves.length)];
    if (r === 1) return Array.from({ length: rng.int(4) }, () => make(depth - 1));
    const o: Record<string, unknown> = {};
    for (let i = rng.int(4); i > 0; i--) o[['a', 'b', 'c', 'd'][rng.int(4)]!] = make(depth - 1);
    return o;
  };
  // Changes one place of a copy: a leaf, a member dropped, or two members reordered.
  const change = (x: unknown): unknown => {
    if (typeof x !== 'object' || x === null || rng.int(3) === 0) return make(1);
    if (Array.isArray(x)) {
      const out = [...x];
      if (out.length) { const i = rng.int(out.length); out[i] = change(out[i]); }
      return out;
    }
    const entries = Object.entries(x);
    if (!entries.length) return { a: make(0) };
    const i = rng.int(entries.length);
    const r = rng.int(3);
    if (r === 0) entries.splice(i, 1);
    else if (r === 1) entries.push(entries.splice(i, 1)[0]!);
    else entries[i] = [entries[i]![0], change(entries[i]![1])];
    return Object.fromEntries(entries);
  };
  return { make, change };
}

describe('plainCopy is what the JSON text reads back as', () => {
  const cases: Array<[string, unknown]> = [
    ['nested objects and arrays', { a: [1, { b: 'x', c: [true, null] }], d: 'e' }],
    ['undefined members are left out', { a: 1, b: undefined, c: { d: undefined } }],
    ['undefined in an array becomes null', [1, undefined, 3]],
    ['functions are left out, and null in arrays', { f: () => 1, a: [() => 2] }],
    ['numbers that are not finite become null', { a: Number.NaN, b: [Infinity, -Infinity] }],
    ['minus zero becomes zero', { a: -0, b: [-0] }],
    ['a "__proto__" member stays a member', JSON.parse('{"__proto__":{"x":1},"y":2}') as unknown],
  ];
  for (const [name, value] of cases) {
    it(name, () => {
      const copy = plainCopy(value);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(roundTrip(value)));
      expect(copy).toStrictEqual(roundTrip(value));
      expect(Object.getPrototypeOf(copy)).toBe(Object.getPrototypeOf(value));
    });
  }

  it('the copy shares nothing with the original', () => {
    const value = { a: { b: [1, { c: 2 }] } };
    const copy = plainCopy(value);
    copy.a.b.push(3);
    (copy.a.b[1] as { c: number }).c = 9;
    expect(value).toEqual({ a: { b: [1, { c: 2 }] } });
  });

  it("every game's projections for every viewer copy as their text reads back", () => {
    for (const game of Object.values(games)) {
      const match = createMatch(game, {}, Math.max(2, game.minSeats), 'plain-copy');
      if (isRuleError(match)) throw new Error(`${game.id}: ${match.message}`);
      for (const viewer of [0, 1, 'spectator'] as const) {
        const p = projectView(game, match, viewer);
        expect(plainCopy(p), `${game.id} ${String(viewer)}`).toStrictEqual(roundTrip(p));
      }
    }
  });

  it('cloneJson keeps undefined members, as structuredClone does', () => {
    expect(cloneJson({ a: undefined })).toStrictEqual({ a: undefined });
  });
});

describe('sameJson tells two values apart exactly when their JSON texts differ', () => {
  const text = (x: unknown): string | undefined => JSON.stringify(x);
  const cases: Array<[string, unknown, unknown]> = [
    ['equal nested values', { a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }],
    ['a member of another value', { a: 1 }, { a: 2 }],
    ['the same members in another order', { a: 1, b: 2 }, { b: 2, a: 1 }],
    ['a member more', { a: 1 }, { a: 1, b: 2 }],
    ['an undefined member is no member', { a: 1, b: undefined }, { a: 1 }],
    ['an undefined member between two', { a: 1, x: undefined, b: 2 }, { a: 1, b: 2, x: undefined }],
    ['a function member is no member', { a: 1, f: () => 1 }, { a: 1 }],
    ['undefined in an array is null', [1, undefined], [1, null]],
    ['numbers that are not finite are null', [Number.NaN, Infinity], [null, -Infinity]],
    ['minus zero is zero', { a: -0 }, { a: 0 }],
    ['a number is not its text', [1], ['1']],
    ['null is not an empty object', { a: null }, { a: {} }],
    ['an array is not an object with its keys', [1], { 0: 1 }],
    ['arrays of other lengths', [1, 2], [1, 2, 3]],
    ['true is not 1', [true], [1]],
  ];
  for (const [name, a, b] of cases) {
    it(name, () => {
      expect(sameJson(a, b)).toBe(text(a) === text(b));
      expect(sameJson(b, a)).toBe(text(a) === text(b));
    });
  }

  it('agrees with the texts on random values and their small changes', () => {
    const { make, change } = randomValues('same-json');
    let same = 0;
    for (let n = 0; n < 3000; n++) {
      const a = make(4);
      const b = n % 3 === 0 ? cloneJson(a) : change(a);
      const expected = text(a) === text(b);
      if (expected) same++;
      expect(sameJson(a, b), `${String(text(a))} / ${String(text(b))}`).toBe(expected);
    }
    // Both verdicts come up often.
    expect(same).toBeGreaterThan(800);
    expect(same).toBeLessThan(2500);
  });
});

describe('plainShared is plainCopy that keeps what reads the same from the earlier copy', () => {
  /** Every object or array in `x` that equals (member order aside) the one at its place in `prev` is that one. */
  const keepsEqualParts = (x: unknown, prev: unknown, path = ''): void => {
    if (typeof x !== 'object' || x === null || typeof prev !== 'object' || prev === null) return;
    if (Array.isArray(x) !== Array.isArray(prev)) return;
    let equal = true;
    try { expect(x).toEqual(prev); } catch { equal = false; }
    if (equal) {
      expect(x === prev, `${path} equals the earlier part but is a new one`).toBe(true);
      return;
    }
    const xo = x as Record<string, unknown>;
    const po = prev as Record<string, unknown>;
    for (const key of Object.keys(xo)) if (key !== '__proto__' && Object.prototype.hasOwnProperty.call(po, key)) keepsEqualParts(xo[key], po[key], `${path}/${key}`);
  };
  const deepFreeze = <T>(x: T): T => {
    if (typeof x === 'object' && x !== null) {
      for (const v of Object.values(x)) deepFreeze(v);
      Object.freeze(x);
    }
    return x;
  };

  it('agrees with plainCopy on random values and their small changes, and keeps every equal part', () => {
    const { make, change } = randomValues('plain-shared');
    let whole = 0;
    for (let n = 0; n < 3000; n++) {
      // Held in a member: JSON has no text for a top-level undefined.
      const a = { v: make(4) };
      const b = { v: n % 3 === 0 ? cloneJson(a.v) : change(a.v) };
      const prev = deepFreeze(plainCopy(a));
      const before = JSON.stringify(prev);
      const out = plainShared(prev, b);
      expect(out, `${String(JSON.stringify(a))} → ${String(JSON.stringify(b))}`).toEqual(roundTrip(b));
      expect(JSON.stringify(prev)).toBe(before);
      keepsEqualParts(out, prev);
      if (out === prev) whole++;
    }
    expect(whole).toBeGreaterThan(500);
  });

  it('keeps the earlier object when only its members\' order changed', () => {
    const prev = plainCopy({ a: 1, b: { c: 2 } });
    expect(plainShared(prev, { b: { c: 2 }, a: 1 })).toBe(prev);
  });

  it('a changed member makes a new object that keeps the unchanged members', () => {
    const prev = plainCopy({ a: { x: [1, 2] }, b: { y: 3 }, c: [{ z: 1 }, { z: 2 }] });
    const out = plainShared(prev, { a: { x: [1, 2] }, b: { y: 4 }, c: [{ z: 1 }, { z: 2 }, { z: 3 }] });
    expect(out).toStrictEqual({ a: { x: [1, 2] }, b: { y: 4 }, c: [{ z: 1 }, { z: 2 }, { z: 3 }] });
    expect(out).not.toBe(prev);
    expect(out.a).toBe(prev.a);
    expect(out.c[0]).toBe(prev.c[0]);
    expect(out.c[1]).toBe(prev.c[1]);
  });

  it('a member fewer, undefined members, functions and numbers read as JSON reads them', () => {
    const prev = plainCopy({ a: 1, b: 2 });
    expect(plainShared(prev, { a: 1 })).toStrictEqual({ a: 1 });
    expect(plainShared(prev, { a: 1, b: 2, c: undefined, f: () => 0 })).toBe(prev);
    expect(plainShared([0, null], [-0, Number.NaN])).toStrictEqual([0, null]);
  });

  it('a "__proto__" member stays a member and is never read from the earlier copy', () => {
    const value = JSON.parse('{"__proto__":{"x":1},"y":2}') as unknown;
    for (const prev of [plainCopy(value), { y: 2 }, null]) {
      const out = plainShared(prev, value);
      expect(out).toStrictEqual(roundTrip(value));
      expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    }
  });
});

describe('frozenPlain: a value a game keeps, which the copies take as it is', () => {
  it('is plainCopy, frozen throughout', () => {
    const value = { a: [1, -0, Number.NaN, undefined], b: { c: undefined, d: 'x' } };
    const kept = frozenPlain(value);
    expect(kept).toStrictEqual(roundTrip(value));
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.a) && Object.isFrozen(kept.b)).toBe(true);
    expect(isMadePlain(kept) && isMadePlain(kept.b)).toBe(true);
  });

  it('plainCopy and plainShared hold it as it is, and an unchanged one is found by identity', () => {
    const piece = frozenPlain({ id: 'm1', x: 1 });
    const first = plainShared(plainCopy({ pieces: { m1: { id: 'm1', x: 1 } } }), { pieces: { m1: piece } });
    expect(first.pieces.m1).toBe(piece);
    expect(plainCopy({ p: piece }).p).toBe(piece);
    // The next projection holding it again keeps the earlier one whole.
    expect(plainShared(first, { pieces: { m1: piece } })).toBe(first);
  });

  it('an object frozen by anyone else is copied as before', () => {
    const frozen = Object.freeze({ a: 1, b: undefined });
    expect(isMadePlain(frozen)).toBe(false);
    const copy = plainCopy({ f: frozen });
    expect(copy.f).not.toBe(frozen);
    expect(copy.f).toStrictEqual({ a: 1 });
  });

  it('parts already made plain stay the very parts inside a new one', () => {
    const row = frozenPlain([1, 2]);
    const prompt = frozenPlain({ rows: [row] });
    expect(prompt.rows[0]).toBe(row);
  });
});
