import { describe, expect, it } from 'vitest';
import { projectMatch } from '../../../engine/core/match.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import { radiansFromQuarter } from '../../../engine/games/sandbox/table.ts';
import { act, actAll, applyWith, edit, newTable } from '../../helpers/sandbox.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { cards } from './fixtures.ts';

const tableOf = (m: Parameters<typeof projectMatch>[1], viewer: number | 'spectator') => projectMatch(sandbox, m, viewer).table;

describe('sandbox table projection', () => {
  it('gives every piece a model id, a position and draggable: true', () => {
    const t = tableOf(newTable(2), 0);
    expect(Object.keys(t.pieces)).toHaveLength(5 + 2 + 1 + 13 + 4);
    const models = new Set(Object.values(t.pieces).map((p) => p.model));
    expect([...models].sort()).toEqual(['bag', 'd10', 'd12', 'd20', 'd4', 'd6', 'd8', 'deck', 'meeple', 'tile']);
    expect(Object.values(t.pieces).every((p) => p.draggable)).toBe(true);
    expect(t.pieces['tile-1']).toMatchObject({ kind: 'tile', x: -10, z: -11, y: 0, rot: 0, faceUp: true, face: 'crossroads', label: 'Crossroads' });
  });

  it('shows decks and bags as counts only', () => {
    const t = tableOf(newTable(2), 1);
    expect(t.pieces.deck).toEqual({
      id: 'deck', kind: 'deck', model: 'deck', x: -8, z: -3, y: 0, rot: 0, faceUp: false, label: 'Deck', labelWords: { id: 'sandbox.name.deck.deck' },
      count: 56, draggable: true,
    });
    expect(t.pieces.bag).toMatchObject({ kind: 'bag', model: 'bag', count: 11 });
    expect(t.pieces.bag?.face).toBeUndefined();
  });

  it('sets face, label and colour only on what the viewer can see', () => {
    let m = edit(newTable(2), (s) => { if (s.pieces.deck?.kind === 'deck') s.pieces.deck.cards = cards('forest-1', 'QH'); });
    m = act(m, 0, { t: 'draw', deck: 'deck', n: 2, to: 'table' }).match;
    const t = tableOf(m, 1);
    expect(t.pieces.p1).toMatchObject({ kind: 'card', model: 'card', faceUp: false });
    expect(t.pieces.p1?.face).toBeUndefined();
    expect(t.pieces.p1?.color).toBeUndefined();
    expect(t.pieces.p2).toMatchObject({ faceUp: true, face: 'forest-1', label: 'Forest 1', color: '#2e7d32' });
  });

  it('hides a face-down token colour, which would tell its kind', () => {
    let m = act(newTable(2), 0, { t: 'bagSearch', bag: 'bag', kind: 'fox', x: 0, z: 0 }).match;
    expect(tableOf(m, 1).pieces.p1).toMatchObject({ model: 'token', face: 'fox', label: 'Fox', color: '#d35400' });
    m = act(m, 0, { t: 'flip', id: 'p1' }).match;
    const hidden = tableOf(m, 1).pieces.p1;
    expect(hidden?.faceUp).toBe(false);
    expect([hidden?.face, hidden?.label, hidden?.color]).toEqual([undefined, undefined, undefined]);
  });

  it('describes dice with sides, labels and the rolled value', () => {
    const before = tableOf(newTable(2), 0).pieces['die-d12'];
    expect(before?.die).toEqual({ sides: 12, labels: ['0', '1', '2', '3', '0', '1', '2', '3', '0', '1', '2', '3'], value: null });
    const rolled = applyWith(newTable(2), 0, { t: 'roll', ids: ['die-d12'] }, forcedDice(8));
    const t = sandbox.table(sandbox.view(rolled.state, 1), 1);
    expect(t.pieces['die-d12']).toMatchObject({ model: 'd12', face: '3', label: 'Root d12', color: '#e6b422', die: { value: 8 } });
  });

  it('gives meeples their owner and colour', () => {
    expect(tableOf(newTable(3), 'spectator').pieces['meeple-3-2']).toMatchObject({ model: 'meeple', owner: 2, color: '#27ae60' });
  });

  it('converts clockwise quarter turns to three.js radians', () => {
    expect([0, 1, 2, 3].map(radiansFromQuarter)).toEqual([0, (3 * Math.PI) / 2, Math.PI, Math.PI / 2]);
    const m = act(newTable(2), 0, { t: 'rotate', id: 'tile-1', dir: 1 }).match;
    expect(tableOf(m, 0).pieces['tile-1']?.rot).toBeCloseTo((3 * Math.PI) / 2);
  });

  it('lists every hand as a count, with cards only for the viewer', () => {
    let m = edit(newTable(3), (s) => { if (s.pieces.deck?.kind === 'deck') s.pieces.deck.cards = cards('2C', 'forest-3', 'QH'); });
    m = actAll(m, 1, [
      { t: 'draw', deck: 'deck', n: 2, to: 'hand' },
      { t: 'bagSearch', bag: 'bag', kind: 'bird' },
    ]);
    m = act(m, 1, { t: 'take', id: 'p3' }).match;
    const own = tableOf(m, 1).hands;
    expect(own['1']).toEqual({
      seat: 1, count: 3, cards: [
        { id: 'p1', face: 'QH', label: 'Q♥', labelWords: { id: 'sandbox.name.card.standard', values: { rank: 'Q', suit: '♥' } }, color: '#c0392b' },
        {
          id: 'p2', face: 'clearing-3', label: 'Clearing 3', labelWords: { id: 'sandbox.name.card.clearing', values: { n: 3 } },
          back: 'forest-3', color: '#c9b458',
        },
        { id: 'p3', face: 'bird', label: 'Bird', labelWords: { id: 'sandbox.name.token.bird' }, color: '#5dade2' },
      ],
    });
    expect(own['0']).toEqual({ seat: 0, count: 0 });
    expect(tableOf(m, 0).hands['1']).toEqual({ seat: 1, count: 3 });
    expect(tableOf(m, 'spectator').hands['1']).toEqual({ seat: 1, count: 3 });
  });
});
