import { describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import type { TablePiece, TableProjection } from '../../engine/core/projection.ts';
import { say } from '../words/say.ts';
import { describeTable, pieceWords, tableText, whereWords } from './text-view.ts';

function piece(over: Partial<TablePiece>): TablePiece {
  return { id: 'p', kind: 'card', model: 'card', x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true, ...over };
}

const table: TableProjection = {
  pieces: { a: piece({ id: 'a', label: 'Ace', x: -20, z: -14 }), z: piece({ id: 'z', kind: 'zone', model: 'zone' }) },
  hands: { 0: { seat: 0, count: 2, cards: [{ id: 'c1', face: 'k', label: 'King' }, { id: 'c2', face: 'q', label: 'Queen' }] }, 1: { seat: 1, count: 1 } },
};

describe('text view words', () => {
  it('where: the table is read in thirds, top to bottom and left to right', () => {
    expect(whereWords(-20, -14, say)).toBe('near the top left');
    expect(whereWords(0, 0, say)).toBe('in the middle');
    expect(whereWords(20, 0, say)).toBe('on the right');
    expect(whereWords(0, 14, say)).toBe('near the bottom');
  });

  it('piece: kind, label, place and face, and what a deck holds or a die shows', () => {
    expect(pieceWords(piece({ label: 'Ace', faceUp: false }), say)).toBe('Card, “Ace”, in the middle, face down');
    expect(pieceWords(piece({ kind: 'deck', model: 'deck', count: 12 }), say)).toBe('Deck, in the middle, 12 inside');
    expect(pieceWords(piece({ kind: 'die', model: 'd6', die: { sides: 6, labels: ['1', '2', '3', '4', '5', '6'], value: 4 } }), say)).toBe('Die, in the middle, shows 4');
  });

  it('fallback: the pieces (zones left out) and the hands, the viewer\'s own cards by name', () => {
    const lines = describeTable(table, 0, say).flatMap((s) => [s.title, ...s.lines]);
    expect(lines).toEqual(['On the table (1 piece)', 'Card, “Ace”, near the top left, face up', 'Hands', 'Your hand: 2 cards', 'Your cards: King, Queen', 'Seat 2: 1 card']);
  });

  it('fallback: a spectator reads the counts alone', () => {
    expect(describeTable(table, 'spectator', say)[1]!.lines).toEqual(['Seat 1: 2 cards', 'Seat 2: 1 card']);
  });

  it('game: a game\'s own describe is read instead of the pieces, after the headline', () => {
    const projection = { view: { n: 3 }, viewer: 1, table } as unknown as Projection;
    const game = { describe: (view: unknown) => [{ title: 'Mine', lines: [`n=${(view as { n: number }).n}`] }] };
    expect(tableText(game, projection, say, 'Seat 1 plays')).toEqual([{ title: 'Now', lines: ['Seat 1 plays'] }, { title: 'Mine', lines: ['n=3'] }]);
    expect(tableText({}, projection, say, '')[0]!.title).toBe('On the table (1 piece)');
  });
});
