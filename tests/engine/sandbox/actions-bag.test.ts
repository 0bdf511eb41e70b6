import { describe, expect, it } from 'vitest';
import type { TokenPiece } from '../../../engine/games/sandbox/state.ts';
import { act, actAll, applyWith, newTable, rejects } from '../../helpers/sandbox.ts';
import { scriptedRng } from '../../helpers/scripted-rng.ts';
import { piece } from './fixtures.ts';

const tokens = (s: { pieces: Record<string, { kind: string }> }) =>
  Object.values(s.pieces).filter((p): p is TokenPiece => p.kind === 'token');
const bagCount = (s: { pieces: Record<string, unknown> }) => {
  const bag = s.pieces.bag as { items: unknown[] };
  return bag.items.length;
};

describe('sandbox bagDraw', () => {
  it('draws the token the Rng picks into the hand; only the drawer learns its kind', () => {
    // The demo bag holds fox×3, rabbit×3, mouse×3, bird×2 in that order: index 9 is a bird.
    const r = applyWith(newTable(), 0, { t: 'bagDraw', bag: 'bag', to: 'hand' }, scriptedRng(9));
    expect(r.state.hands[0]?.[0]).toMatchObject({ id: 'p1', kind: 'token', token: { kind: 'bird' } });
    expect(bagCount(r.state)).toBe(10);
    expect(r.events[0]?.text).toBe('Seat 1 drew a token from Flower bag into their hand.');
    expect(JSON.stringify(r.events[0]?.data)).not.toMatch(/fox|rabbit|mouse|bird/i);
    expect(r.events[0]?.secret).toMatchObject({ seats: [0], text: 'You drew a Bird token from Flower bag.' });
  });

  it('draws face up onto the table at a given spot or next to the bag', () => {
    let r = applyWith(newTable(), 1, { t: 'bagDraw', bag: 'bag', to: 'table', x: 2, z: 2 }, scriptedRng(0));
    expect(tokens(r.state)[0]).toMatchObject({ id: 'p1', x: 2, z: 2, faceUp: true, token: { kind: 'fox' } });
    expect(r.events[0]?.text).toBe('Seat 2 drew a Fox token from Flower bag.');
    r = applyWith(newTable(), 1, { t: 'bagDraw', bag: 'bag', to: 'table' }, scriptedRng(0));
    expect(tokens(r.state)[0]).toMatchObject({ x: 9, z: -0.4 }); // just south of the bag
  });

  it('empties the bag after eleven draws and then rejects', () => {
    const m = actAll(newTable(), 0, Array.from({ length: 11 }, () => ({ t: 'bagDraw', bag: 'bag', to: 'hand' })));
    const kinds = m.state.hands[0]!.map((h) => (h.kind === 'token' ? h.token.kind : '')).sort();
    expect(kinds).toEqual(['bird', 'bird', 'fox', 'fox', 'fox', 'mouse', 'mouse', 'mouse', 'rabbit', 'rabbit', 'rabbit']);
    rejects(m, 0, { t: 'bagDraw', bag: 'bag', to: 'hand' }, 'sandbox/bag-empty');
  });

  it('rejects half a position, a spot off the table and a non-bag', () => {
    const m = newTable();
    rejects(m, 0, { t: 'bagDraw', bag: 'bag', to: 'table', x: 1 }, 'sandbox/bad-position');
    rejects(m, 0, { t: 'bagDraw', bag: 'bag', to: 'table', x: 23.8, z: 0 }, 'sandbox/off-table');
    rejects(m, 0, { t: 'bagDraw', bag: 'deck', to: 'hand' }, 'sandbox/not-a-bag');
    rejects(m, 0, { t: 'bagDraw', bag: 'sack', to: 'hand' }, 'sandbox/no-piece');
  });
});

describe('sandbox bagSearch', () => {
  it('takes the first token of a kind out, face up', () => {
    const r = act(newTable(), 0, { t: 'bagSearch', bag: 'bag', kind: 'bird', x: 0, z: 0 });
    expect(tokens(r.match.state)[0]).toMatchObject({ x: 0, z: 0, token: { kind: 'bird' }, faceUp: true });
    expect(bagCount(r.match.state)).toBe(10);
    expect(r.events[0]?.text).toBe('Seat 1 took a Bird token out of Flower bag.');
  });

  it('matches the kind by label too, ignoring case', () => {
    const r = act(newTable(), 0, { t: 'bagSearch', bag: 'bag', kind: 'Rabbit' });
    expect(tokens(r.match.state)[0]?.token.kind).toBe('rabbit');
  });

  it('rejects a kind the bag does not hold (any more)', () => {
    const m = actAll(newTable(), 0, [
      { t: 'bagSearch', bag: 'bag', kind: 'bird' },
      { t: 'bagSearch', bag: 'bag', kind: 'bird' },
    ]);
    rejects(m, 0, { t: 'bagSearch', bag: 'bag', kind: 'bird' }, 'sandbox/none-of-kind');
    rejects(m, 0, { t: 'bagSearch', bag: 'bag', kind: 'owl' }, 'sandbox/none-of-kind');
  });

  it('rejects an empty bag', () => {
    const m = actAll(newTable(), 0, Array.from({ length: 11 }, () => ({ t: 'bagDraw', bag: 'bag', to: 'hand' })));
    rejects(m, 0, { t: 'bagSearch', bag: 'bag', kind: 'fox' }, 'sandbox/bag-empty');
  });
});

describe('sandbox bagReturn', () => {
  it('puts a hand token back, naming it only to the actor', () => {
    const m = act(newTable(), 0, { t: 'bagDraw', bag: 'bag', to: 'hand' }).match;
    const r = act(m, 0, { t: 'bagReturn', id: 'p1', bag: 'bag' });
    expect(bagCount(r.match.state)).toBe(11);
    expect(r.match.state.hands[0]).toEqual([]);
    expect(r.events[0]?.text).toBe('Seat 1 put a token from their hand into Flower bag.');
    expect(r.events[0]?.secret?.text).toMatch(/^You put a (Fox|Rabbit|Mouse|Bird) token from your hand into Flower bag\.$/);
  });

  it('puts a table token back; a face-down one goes in unnamed', () => {
    let m = act(newTable(), 1, { t: 'bagSearch', bag: 'bag', kind: 'mouse', x: 0, z: 0 }).match;
    m = act(m, 1, { t: 'flip', id: 'p1' }).match;
    const r = act(m, 0, { t: 'bagReturn', id: 'p1', bag: 'bag' });
    expect(r.match.state.pieces.p1).toBeUndefined();
    expect(bagCount(r.match.state)).toBe(11);
    expect(r.events[0]?.text).toBe('Seat 1 put a face-down token into Flower bag.');
    expect(r.events[0]?.secret).toBeUndefined();
  });

  it('rejects cards, meeples, missing pieces and non-bags', () => {
    const m = act(newTable(), 0, { t: 'draw', deck: 'deck', n: 1, to: 'hand' }).match;
    rejects(m, 0, { t: 'bagReturn', id: 'p1', bag: 'bag' }, 'sandbox/not-a-token');
    rejects(m, 0, { t: 'bagReturn', id: 'meeple-1-1', bag: 'bag' }, 'sandbox/not-a-token');
    rejects(m, 1, { t: 'bagReturn', id: 'p1', bag: 'bag' }, 'sandbox/no-piece'); // seat 1 does not hold p1
    rejects(m, 0, { t: 'bagReturn', id: 'p1', bag: 'deck' }, 'sandbox/not-a-bag');
  });

  it('lets a piece on the bag come down when the bag is gone (stacking sanity)', () => {
    const m = act(newTable(), 0, { t: 'move', id: 'meeple-1-1', x: 9, z: -3 }).match;
    expect(piece(m.state, 'meeple-1-1').y).toBe(3);
    const moved = act(m, 0, { t: 'move', id: 'bag', x: 0, z: 0 }).match;
    expect(piece(moved.state, 'meeple-1-1').y).toBe(0);
  });
});
