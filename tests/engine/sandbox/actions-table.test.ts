import { describe, expect, it } from 'vitest';
import { applySandbox } from '../../../engine/games/sandbox/apply.ts';
import { act, actAll, applyWith, edit, newTable, rejects, testRng } from '../../helpers/sandbox.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { cards, piece, tableCards } from './fixtures.ts';

describe('sandbox move', () => {
  it('moves a piece to a spot on the table', () => {
    const { match, events } = act(newTable(), 1, { t: 'move', id: 'meeple-2-1', x: 1.5, z: -0.5 });
    expect(piece(match.state, 'meeple-2-1')).toMatchObject({ x: 1.5, z: -0.5, y: 0 });
    expect(events[0]).toMatchObject({ kind: 'move', seat: 1, text: "Seat 2 moved Seat 2's meeple." });
  });

  it('stacks a piece dropped onto another: y is the top of what is under it', () => {
    let m = act(newTable(), 0, { t: 'move', id: 'meeple-1-1', x: -10, z: -11 }).match; // onto tile-1
    expect(piece(m.state, 'meeple-1-1').y).toBeCloseTo(0.2);
    m = act(m, 0, { t: 'move', id: 'die-d6a', x: -10, z: -11 }).match; // onto the meeple on the tile
    expect(piece(m.state, 'die-d6a').y).toBeCloseTo(1.6);
  });

  it('lets what rested on a moved piece fall back to the table', () => {
    let m = act(newTable(), 0, { t: 'move', id: 'meeple-1-1', x: -10, z: -11 }).match;
    m = act(m, 0, { t: 'move', id: 'tile-1', x: 0, z: 0 }).match;
    expect(piece(m.state, 'meeple-1-1').y).toBe(0);
    expect(piece(m.state, 'tile-1').y).toBe(0);
  });

  it('takes an optional rotation in radians and snaps it to quarter turns', () => {
    const m = act(newTable(), 0, { t: 'move', id: 'tile-1', x: 0, z: 0, rot: (3 * Math.PI) / 2 }).match;
    expect(piece(m.state, 'tile-1').rot).toBe(1); // one clockwise quarter turn
  });

  it('rejects an unknown piece, a spot off the table and a malformed move', () => {
    const m = newTable();
    rejects(m, 0, { t: 'move', id: 'nope', x: 0, z: 0 }, 'sandbox/no-piece');
    rejects(m, 0, { t: 'move', id: 'tile-1', x: 23, z: 0 }, 'sandbox/off-table'); // a 4-wide tile sticks out
    rejects(m, 0, { t: 'move', id: 'meeple-1-1', x: 0, z: 16 }, 'sandbox/off-table');
    rejects(m, 0, { t: 'move', id: 'meeple-1-1', x: 1e6, z: 0 }, 'sandbox/bad-action');
    rejects(m, 0, { t: 'move', id: 'meeple-1-1', x: 0 }, 'sandbox/bad-action');
  });

  it('rejects a seat that is not at the table (direct call)', () => {
    const m = newTable();
    expect(applySandbox(structuredClone(m.state), 7, { t: 'flip', id: 'tile-1' }, testRng())).toMatchObject({ code: 'sandbox/no-seat' });
  });
});

describe('sandbox rotate', () => {
  it('turns a quarter clockwise or anticlockwise', () => {
    let m = act(newTable(), 0, { t: 'rotate', id: 'tile-1', dir: 1 }).match;
    expect(piece(m.state, 'tile-1').rot).toBe(1);
    m = act(m, 0, { t: 'rotate', id: 'tile-1', dir: -1 }).match;
    m = act(m, 0, { t: 'rotate', id: 'tile-1', dir: -1 }).match;
    expect(piece(m.state, 'tile-1').rot).toBe(3);
  });

  it('carries what rests on the piece', () => {
    let m = act(newTable(), 0, { t: 'move', id: 'meeple-1-1', x: -10, z: -11 }).match;
    m = act(m, 0, { t: 'rotate', id: 'tile-1', dir: 1 }).match;
    expect(piece(m.state, 'meeple-1-1').y).toBeCloseTo(0.2);
  });

  it('rejects a turn that would push a piece over the edge, and unknown pieces', () => {
    let m = act(newTable(), 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    const id = tableCards(m.state)[0]!.id;
    m = act(m, 0, { t: 'move', id, x: 22.75, z: 0 }).match; // 2.5 wide fits, 3.5 wide would not
    rejects(m, 0, { t: 'rotate', id, dir: 1 }, 'sandbox/off-table');
    rejects(m, 0, { t: 'rotate', id: 'ghost', dir: 1 }, 'sandbox/no-piece');
    rejects(m, 0, { t: 'rotate', id, dir: 2 }, 'sandbox/bad-action');
  });
});

describe('sandbox flip', () => {
  it('turns a tile face down and up again', () => {
    let r = act(newTable(), 0, { t: 'flip', id: 'tile-2' });
    expect(piece(r.match.state, 'tile-2')).toMatchObject({ faceUp: false });
    expect(r.events[0]?.text).toBe('Seat 1 turned the Straight path tile face down.');
    r = act(r.match, 0, { t: 'flip', id: 'tile-2' });
    expect(r.events[0]?.text).toBe('Seat 1 turned over a face-down tile: the Straight path tile.');
  });

  it('reveals a face-down card to everyone', () => {
    const m0 = edit(newTable(), (s) => { if (s.pieces.deck?.kind === 'deck') s.pieces.deck.cards = cards('2C', 'QH'); });
    const m1 = act(m0, 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    const id = tableCards(m1.state)[0]!.id;
    const r = act(m1, 1, { t: 'flip', id });
    expect(r.events[0]?.text).toBe('Seat 2 turned over a face-down card: Q♥.');
    expect(tableCards(r.match.state)[0]?.card.showing).toBe('front');
  });

  it('rejects flipping a die, a meeple, a deck or a missing piece', () => {
    const m = newTable();
    rejects(m, 0, { t: 'flip', id: 'die-d20' }, 'sandbox/cannot-flip');
    rejects(m, 0, { t: 'flip', id: 'meeple-1-1' }, 'sandbox/cannot-flip');
    rejects(m, 0, { t: 'flip', id: 'deck' }, 'sandbox/cannot-flip');
    rejects(m, 0, { t: 'flip', id: 'p999' }, 'sandbox/no-piece');
  });
});

describe('sandbox take', () => {
  it('takes a table card into the hand under the same id; only the taker learns a hidden face', () => {
    const m0 = edit(newTable(), (s) => { if (s.pieces.deck?.kind === 'deck') s.pieces.deck.cards = cards('QH'); });
    const m1 = act(m0, 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    const id = tableCards(m1.state)[0]!.id;
    const r = act(m1, 1, { t: 'take', id });
    expect(r.match.state.pieces[id]).toBeUndefined();
    expect(r.match.state.hands[1]?.map((h) => h.id)).toEqual([id]);
    expect(r.events[0]?.text).toBe('Seat 2 took a face-down card into their hand.');
    expect(r.events[0]?.secret).toMatchObject({ seats: [1], text: 'You took Q♥ into your hand.' });
  });

  it('takes a token', () => {
    const m = act(newTable(), 0, { t: 'bagDraw', bag: 'bag', to: 'table' }).match;
    const id = Object.values(m.state.pieces).find((p) => p.kind === 'token')!.id;
    expect(act(m, 0, { t: 'take', id }).match.state.hands[0]?.[0]).toMatchObject({ id, kind: 'token' });
  });

  it('rejects taking a meeple, a tile, a die or a missing piece', () => {
    const m = newTable();
    rejects(m, 0, { t: 'take', id: 'meeple-1-1' }, 'sandbox/cannot-take');
    rejects(m, 0, { t: 'take', id: 'tile-1' }, 'sandbox/cannot-take');
    rejects(m, 0, { t: 'take', id: 'die-d4' }, 'sandbox/cannot-take');
    rejects(m, 0, { t: 'take', id: 'deck' }, 'sandbox/cannot-take');
    rejects(m, 0, { t: 'take', id: 'p1' }, 'sandbox/no-piece');
  });
});

describe('sandbox roll', () => {
  it('rolls the values the Rng decides (forced dice) and makes them public', () => {
    const r = applyWith(newTable(), 1, { t: 'roll', ids: ['die-d6a', 'die-d12', 'die-d20'] }, forcedDice(4, 7, 20));
    expect(r.state.pieces['die-d6a']).toMatchObject({ value: 4 });
    expect(r.state.pieces['die-d12']).toMatchObject({ value: 7 });
    expect(r.events[0]).toMatchObject({ kind: 'roll', seat: 1, text: 'Seat 2 rolled red d6: 4, Root d12: 2, d20: 20.' });
    expect(r.events[0]?.secret).toBeUndefined();
    const dice = (r.events[0]?.data as { dice: Array<{ id: string; value: number; label: string }> }).dice;
    expect(dice.map((d) => [d.id, d.value, d.label])).toEqual([['die-d6a', 4, '4'], ['die-d12', 7, '2'], ['die-d20', 20, '20']]);
  });

  it('names each die in the roll event, so the log can say which die showed what', () => {
    const r = applyWith(newTable(), 0, { t: 'roll', ids: ['die-hero', 'die-combat', 'die-d12'] }, forcedDice(5, 2, 9));
    const dice = (r.events[0]?.data as { dice: Array<{ id: string; name?: string; color?: string }> }).dice;
    expect(dice.map((d) => [d.id, d.name, d.color])).toEqual([
      ['die-hero', 'Hero die', '#c0392b'], ['die-combat', 'Combat die', '#1f1f1f'], ['die-d12', 'Root d12', '#e6b422'],
    ]);
  });

  it('rolls through the match Rng, in range, reproducibly', () => {
    const roll = () => actAll(newTable(2, 'dice'), 0, Array.from({ length: 20 }, () => ({ t: 'roll', ids: ['die-d8'] })));
    const a = roll();
    const v = a.state.pieces['die-d8'];
    expect(v?.kind === 'die' && v.value !== null && v.value >= 1 && v.value <= 8).toBe(true);
    expect(JSON.stringify(roll())).toBe(JSON.stringify(a));
  });

  it('rejects a piece that is not a die, the same die twice and missing dice', () => {
    const m = newTable();
    rejects(m, 0, { t: 'roll', ids: ['die-d6a', 'tile-1'] }, 'sandbox/not-a-die');
    rejects(m, 0, { t: 'roll', ids: ['die-d6a', 'die-d6a'] }, 'sandbox/duplicate-die');
    rejects(m, 0, { t: 'roll', ids: ['die-d7'] }, 'sandbox/no-piece');
    rejects(m, 0, { t: 'roll', ids: [] }, 'sandbox/bad-action');
  });
});
