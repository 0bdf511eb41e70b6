import { describe, expect, it } from 'vitest';
import { isRuleError } from '../core/result.ts';
import { Rng, seedRng } from '../core/rng.ts';
import { bagCount, bagDraw, bagDrawMany, bagPut, bagSearch, bagTally, bagView } from './bag.ts';
import { scriptedRng } from '../../tests/helpers/scripted-rng.ts';

const flowers = ['fox', 'fox', 'rabbit', 'mouse', 'bird'];
const ok = <T>(r: T) => {
  if (isRuleError(r)) throw new Error(r.code);
  return r as Exclude<T, { error: true }>;
};

describe('blind bag', () => {
  it('draws the piece the Rng points at and removes exactly that one', () => {
    const r = ok(bagDraw(flowers, scriptedRng(3)));
    expect(r.drawn).toBe('mouse');
    expect(r.items).toEqual(['fox', 'fox', 'rabbit', 'bird']);
  });

  it('draws every piece about equally often', () => {
    const rng = new Rng(seedRng('bag'));
    const counts = [0, 0, 0, 0, 0];
    const ids = [0, 1, 2, 3, 4];
    for (let i = 0; i < 5000; i++) counts[ok(bagDraw(ids, rng)).drawn]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('rejects a draw from an empty bag', () => {
    expect(bagDraw([], new Rng(seedRng('x')))).toMatchObject({ code: 'bag/empty' });
  });

  it('draws several without putting back', () => {
    const r = ok(bagDrawMany(flowers, 5, new Rng(seedRng('m'))));
    expect(r.items).toEqual([]);
    expect(r.drawn.slice().sort()).toEqual(flowers.slice().sort());
    expect(bagDrawMany(flowers, 6, new Rng(seedRng('m')))).toMatchObject({ code: 'bag/not-enough' });
  });

  it('puts pieces back', () => {
    expect(bagCount(bagPut(flowers, 'fox', 'bird'))).toBe(7);
  });

  it('searches for a kind and takes the first match only', () => {
    const r = ok(bagSearch(flowers, (t) => t === 'fox'));
    expect(r.found).toBe('fox');
    expect(r.items).toEqual(['fox', 'rabbit', 'mouse', 'bird']);
    expect(bagSearch(flowers, (t) => t === 'owl')).toMatchObject({ code: 'bag/not-found' });
  });

  it('shows viewers the count and nothing else', () => {
    const view = bagView(flowers);
    expect(view).toEqual({ count: 5 });
    expect(JSON.stringify(view)).not.toMatch(/fox|rabbit|mouse|bird/);
  });

  it('tallies kinds for a server-side reveal', () => {
    expect(bagTally(flowers, (t) => t)).toEqual({ bird: 1, fox: 2, mouse: 1, rabbit: 1 });
  });

  it('never changes the bag it was given', () => {
    const copy = flowers.slice();
    bagDraw(flowers, new Rng(seedRng('p')));
    bagSearch(flowers, (t) => t === 'bird');
    bagPut(flowers, 'fox');
    expect(flowers).toEqual(copy);
  });
});
