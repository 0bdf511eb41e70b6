import { describe, expect, it } from 'vitest';
import {
  PLAYER_COLORS, copies, countByKind, meeplesFor, ownedBy, returnToSupply, seatColor, supplyLeft, takeFromSupply,
  tokenSet, withOwner, type TokenFace,
} from './tokens.ts';

const catalogue: TokenFace[] = [
  { kind: 'fox', label: 'Fox' },
  { kind: 'rabbit', label: 'Rabbit' },
  { kind: 'mouse', label: 'Mouse' },
];

describe('tokens and meeples', () => {
  it('has ten distinct player colours and wraps beyond them', () => {
    expect(PLAYER_COLORS).toHaveLength(10);
    expect(new Set(PLAYER_COLORS).size).toBe(10);
    for (const c of PLAYER_COLORS) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(seatColor(0)).toBe(PLAYER_COLORS[0]);
    expect(seatColor(10)).toBe(PLAYER_COLORS[0]);
  });

  it('builds a token set from counts, in catalogue order', () => {
    const set = tokenSet(catalogue, { mouse: 1, fox: 2, owl: 5 });
    expect(set.map((t) => t.kind)).toEqual(['fox', 'fox', 'mouse']);
    expect(copies({ kind: 'a', label: 'A' }, 3)).toHaveLength(3);
  });

  it('gives each seat its meeples in its colour', () => {
    const m = meeplesFor(3, 2);
    expect(m).toHaveLength(6);
    expect(ownedBy(m, 1).map((x) => [x.index, x.color])).toEqual([[1, seatColor(1)], [2, seatColor(1)]]);
  });

  it('changes and clears owners without touching the original', () => {
    const t = { kind: 'fox', owner: 2 };
    expect(withOwner(t, 0)).toEqual({ kind: 'fox', owner: 0 });
    expect(withOwner(t, undefined)).toEqual({ kind: 'fox' });
    expect(t.owner).toBe(2);
  });

  it('counts pieces by kind', () => {
    expect(countByKind(['b', 'a', 'b'], (x) => x)).toEqual({ a: 1, b: 2 });
  });

  it('takes from and returns to a supply, rejecting when it runs out', () => {
    const s = { warrior: 2 };
    const after = takeFromSupply(s, 'warrior', 2);
    expect(after).toEqual({ warrior: 0 });
    expect(takeFromSupply(s, 'warrior', 3)).toMatchObject({ code: 'tokens/supply-empty' });
    expect(takeFromSupply(s, 'warrior', 0)).toMatchObject({ code: 'tokens/bad-count' });
    expect(supplyLeft(returnToSupply(s, 'warrior'), 'warrior')).toBe(3);
    expect(supplyLeft(s, 'wood')).toBe(0);
  });
});
