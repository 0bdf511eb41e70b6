import { describe, expect, it } from 'vitest';
import { TABLE_SIZE } from '../../../engine/core/projection.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import { onTable, overlaps, rectOf } from '../../../engine/games/sandbox/geometry.ts';
import type { Piece } from '../../../engine/games/sandbox/state.ts';
import { PLAYER_COLORS } from '../../../engine/table/tokens.ts';
import { newTable } from '../../helpers/sandbox.ts';

describe('sandbox module and demo setup', () => {
  it('is the free table for 1–10 seats, concurrent, open until a seat ends it', () => {
    expect(sandbox).toMatchObject({ id: 'sandbox', name: 'Free table', minSeats: 1, maxSeats: 10, concurrent: true });
    expect(sandbox.status(newTable().state)).toEqual({ over: false, headline: 'Free table', headlineWords: { id: 'sandbox.status.open' } });
    expect(newTable().state.endedBy).toBeUndefined();
  });

  it('holds 52 plain cards and 4 double-sided ones, an empty discard, and a bag of 3/3/3/2 flowers', () => {
    const s = newTable().state;
    const deck = s.pieces.deck;
    if (deck?.kind !== 'deck') throw new Error('no deck');
    expect(deck.cards).toHaveLength(56);
    expect(deck.cards.filter((c) => c.back)).toHaveLength(4);
    expect(new Set(deck.cards.map((c) => c.front.face)).size).toBe(56);
    expect(deck.cards.find((c) => c.front.face === 'QH')?.front.label).toBe('Q♥');
    expect(deck.cards.every((c) => c.back || c.showing === 'back')).toBe(true);
    expect(s.pieces.discard).toMatchObject({ kind: 'deck', cards: [] });
    const bag = s.pieces.bag;
    if (bag?.kind !== 'bag') throw new Error('no bag');
    const tally: Record<string, number> = {};
    for (const t of bag.items) tally[t.kind] = (tally[t.kind] ?? 0) + 1;
    expect(tally).toEqual({ fox: 3, rabbit: 3, mouse: 3, bird: 2 });
  });

  it('lays out tiles, thirteen dice and two meeples per seat in the palette colours', () => {
    const s = newTable(4).state;
    const all = Object.values(s.pieces);
    expect(all.filter((p) => p.kind === 'tile')).toHaveLength(5);
    const dice = all.filter((p) => p.kind === 'die');
    expect(dice.map((d) => d.kind === 'die' && d.spec.sides)).toEqual([4, 6, 6, 8, 12, 20, 10, 6, 6, 6, 6, 6, 6]);
    expect(dice.every((d) => d.kind === 'die' && d.value === null)).toBe(true);
    const meeples = all.filter((p) => p.kind === 'meeple');
    expect(meeples).toHaveLength(8);
    for (const m of meeples) if (m.kind === 'meeple') expect(m.color).toBe(PLAYER_COLORS[m.owner]);
    expect(s.hands).toEqual([[], [], [], []]);
    expect(s.nextId).toBe(1);
  });

  it('holds a d10 and the Explorers d6s in their colours: hero red, combat black, four power colours', () => {
    const s = newTable(2).state;
    const spec = (id: string) => {
      const p = s.pieces[id];
      if (p?.kind !== 'die') throw new Error(`no die ${id}`);
      return p.spec;
    };
    expect(spec('die-d10')).toMatchObject({ sides: 10, name: 'd10' });
    expect(spec('die-hero')).toMatchObject({ sides: 6, color: '#c0392b', name: 'Hero die' });
    expect(spec('die-combat')).toMatchObject({ sides: 6, color: '#1f1f1f', name: 'Combat die' });
    const power = ['purple', 'green', 'blue', 'orange'].map((c) => spec(`die-power-${c}`));
    expect(power.map((p) => p.sides)).toEqual([6, 6, 6, 6]);
    expect(power.map((p) => p.name)).toEqual(['Power die (purple)', 'Power die (green)', 'Power die (blue)', 'Power die (orange)']);
    expect(new Set(power.map((p) => p.color)).size).toBe(4);
    // The older dice keep their ids and spots.
    expect(s.pieces['die-d4']).toMatchObject({ x: -4, z: 5 });
    expect(s.pieces['die-d20']).toMatchObject({ x: 4, z: 5 });
  });

  it.each([1, 4, 10])('puts every piece on the %i-seat table without overlaps', (seats) => {
    const pieces: Piece[] = Object.values(newTable(seats).state.pieces);
    for (const p of pieces) expect(onTable(rectOf(p)), p.id).toBe(true);
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        expect(overlaps(rectOf(pieces[i]!), rectOf(pieces[j]!)), `${pieces[i]!.id} × ${pieces[j]!.id}`).toBe(false);
      }
    }
    expect(TABLE_SIZE).toEqual({ width: 48, depth: 32 });
  });

  it('parses options leniently and actions strictly', () => {
    expect(sandbox.parseOptions(undefined, 2)).toEqual({});
    expect(sandbox.parseOptions({ anything: 1 }, 2)).toEqual({});
    expect(sandbox.parseOptions('x', 2)).toMatchObject({ code: 'sandbox/bad-options' });
    expect(sandbox.parseAction({ t: 'draw', deck: 'deck', n: 1, to: 'hand' })).toEqual({ t: 'draw', deck: 'deck', n: 1, to: 'hand', from: 'top' });
    expect(sandbox.parseAction({ t: 'teleport' })).toMatchObject({ code: 'sandbox/bad-action' });
    expect(sandbox.parseAction({ t: 'flip', id: 'x', extra: 1 })).toMatchObject({ code: 'sandbox/bad-action' });
  });
});
