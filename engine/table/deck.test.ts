import { describe, expect, it } from 'vitest';
import { isRuleError } from '../core/result.ts';
import { Rng, seedRng } from '../core/rng.ts';
import {
  cardHasFace, deckCount, deckDeal, deckDraw, deckPeek, deckPut, deckSearch, deckShuffle, deckTop, doubleSidedCard,
  downSide, flipCard, isDoubleSided, plainCard, upSide, type Card,
} from './deck.ts';

const rng = (seed = 'deck') => new Rng(seedRng(seed));
/** Bottom → top: a, b, c, d, e. */
const pile = ['a', 'b', 'c', 'd', 'e'];
const ok = <T>(r: T) => {
  if (isRuleError(r)) throw new Error(r.code);
  return r as Exclude<T, { error: true }>;
};

describe('deck piles (index 0 = bottom, last = top)', () => {
  it('draws from the top in draw order', () => {
    expect(ok(deckDraw(pile, 2))).toEqual({ pile: ['a', 'b', 'c'], drawn: ['e', 'd'] });
  });

  it('draws from the bottom in draw order', () => {
    expect(ok(deckDraw(pile, 2, 'bottom'))).toEqual({ pile: ['c', 'd', 'e'], drawn: ['a', 'b'] });
  });

  it('rejects drawing from an empty pile or more cards than it holds', () => {
    expect(deckDraw([], 1)).toMatchObject({ code: 'deck/empty' });
    expect(deckDraw(pile, 6)).toMatchObject({ code: 'deck/not-enough' });
    expect(deckDraw(pile, 0)).toMatchObject({ code: 'deck/bad-count' });
  });

  it('never changes the pile it was given', () => {
    const copy = pile.slice();
    deckDraw(pile, 3);
    deckPut(pile, ['x'], 'bottom');
    deckShuffle(pile, rng());
    deckSearch(pile, (c) => c === 'c');
    deckDeal(pile, 2, 2);
    expect(pile).toEqual(copy);
  });

  it('puts cards on top (last given ends on top) and at the bottom (last given ends at the bottom)', () => {
    expect(deckPut(['a'], ['x', 'y'], 'top')).toEqual(['a', 'x', 'y']);
    expect(deckPut(['a'], ['x', 'y'], 'bottom')).toEqual(['y', 'x', 'a']);
  });

  it('reports the top card and the count', () => {
    expect(deckTop(pile)).toBe('e');
    expect(deckTop([])).toBeUndefined();
    expect(deckCount(pile)).toBe(5);
  });

  it('shuffles into a permutation, the same one for the same seed', () => {
    const big = Array.from({ length: 52 }, (_, i) => i);
    const a = deckShuffle(big, rng('s1'));
    expect(a).toEqual(deckShuffle(big, rng('s1')));
    expect(a).not.toEqual(big);
    expect(a.slice().sort((x, y) => x - y)).toEqual(big);
    expect(deckShuffle(big, rng('s2'))).not.toEqual(a);
  });

  it('deals round the table one card at a time from the top', () => {
    const r = ok(deckDeal(pile, 2, 2));
    expect(r.hands).toEqual([['e', 'c'], ['d', 'b']]);
    expect(r.pile).toEqual(['a']);
  });

  it('rejects a deal the pile cannot cover', () => {
    expect(deckDeal(pile, 3, 2)).toMatchObject({ code: 'deck/not-enough' });
    expect(deckDeal([], 1, 1)).toMatchObject({ code: 'deck/empty' });
  });

  it('searches from the top down and takes the first match', () => {
    const r = ok(deckSearch(['x1', 'y', 'x2', 'z'], (c) => c.startsWith('x')));
    expect(r.found).toBe('x2');
    expect(r.depth).toBe(1);
    expect(r.pile).toEqual(['x1', 'y', 'z']);
    expect(deckSearch(pile, (c) => c === 'q')).toMatchObject({ code: 'deck/not-found' });
  });

  it('peeks at the top n cards, top first, without drawing', () => {
    expect(deckPeek(pile, 2)).toEqual(['e', 'd']);
    expect(deckPeek(pile, 9)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(deckPeek(pile, 0)).toEqual([]);
  });
});

describe('cards and their sides', () => {
  const forest = doubleSidedCard({ face: 'forest', label: 'Forest' }, { face: 'clearing', label: 'Clearing' }, 'back');
  const queen = plainCard({ face: 'QH', label: 'Q♥' });

  it('a plain card is face down by default and shows nothing', () => {
    expect(queen.showing).toBe('back');
    expect(upSide(queen)).toBeNull();
    expect(upSide(flipCard(queen))).toEqual({ face: 'QH', label: 'Q♥' });
    expect(downSide(flipCard(queen))).toBeNull();
  });

  it('a double-sided card always shows one printed side', () => {
    expect(isDoubleSided(forest)).toBe(true);
    expect(upSide(forest)?.face).toBe('clearing');
    expect(downSide(forest)?.face).toBe('forest');
    expect(upSide(flipCard(forest))?.face).toBe('forest');
    expect(cardHasFace(forest, 'forest') && cardHasFace(forest, 'clearing')).toBe(true);
    expect(cardHasFace(queen, 'forest')).toBe(false);
  });

  it('keeps the side a card was put down with through discard, shuffle and draw (seed 000)', () => {
    const fronts = Array.from({ length: 6 }, (_, i) =>
      doubleSidedCard({ face: `f${i}`, label: `F${i}` }, { face: `b${i}`, label: `B${i}` }, i % 2 ? 'back' : 'front'));
    let discard: Card[] = [];
    for (const c of fronts) discard = deckPut(discard, [c]);
    const reshuffled = deckShuffle(discard, rng('re'));
    const drawn = ok(deckDraw(reshuffled, 6, 'bottom')).drawn;
    for (const c of drawn) {
      const i = Number(c.front.face.slice(1));
      expect(c.showing).toBe(i % 2 ? 'back' : 'front');
    }
  });
});
