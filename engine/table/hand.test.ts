import { describe, expect, it } from 'vitest';
import { isRuleError } from '../core/result.ts';
import { scriptedRng } from '../../tests/helpers/scripted-rng.ts';
import { handAdd, handCount, handFind, handHas, handRemove, handRemoveRandom, handView } from './hand.ts';

const hand = [{ id: 'c1', face: 'QH' }, { id: 'c2', face: '7S' }];

describe('private hands', () => {
  it('adds, finds and counts items', () => {
    const h = handAdd(hand, { id: 'c3', face: 'AD' });
    expect(handCount(h)).toBe(3);
    expect(handHas(h, 'c3')).toBe(true);
    expect(handFind(h, 'c2')?.face).toBe('7S');
    expect(handHas(hand, 'c3')).toBe(false);
  });

  it('removes an item it holds and rejects one it does not', () => {
    const r = handRemove(hand, 'c1');
    if (isRuleError(r)) throw new Error(r.code);
    expect(r.item.face).toBe('QH');
    expect(r.hand.map((c) => c.id)).toEqual(['c2']);
    expect(handRemove(hand, 'zz')).toMatchObject({ code: 'hand/not-in-hand' });
  });

  it('loses a random item with the Rng (seed 003 short rest)', () => {
    const r = handRemoveRandom(hand, scriptedRng(1));
    if (isRuleError(r)) throw new Error(r.code);
    expect(r.item.id).toBe('c2');
    expect(handRemoveRandom([], scriptedRng(0))).toMatchObject({ code: 'hand/empty' });
  });

  it('shows the items to the owner only; others and spectators see the count', () => {
    const reveal = (c: { id: string; face: string }) => c.face;
    expect(handView(hand, 1, 1, reveal)).toEqual({ seat: 1, count: 2, items: ['QH', '7S'] });
    expect(handView(hand, 1, 0, reveal)).toEqual({ seat: 1, count: 2 });
    expect(handView(hand, 1, 'spectator', reveal)).toEqual({ seat: 1, count: 2 });
  });
});
