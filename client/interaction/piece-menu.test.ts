import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import { pieceMenuItems } from './piece-menu.ts';

const piece = (id: string, kind: TablePiece['kind'], extra: Partial<TablePiece> = {}): TablePiece =>
  ({ id, kind, model: kind, x: 0, y: 0, z: 0, rotY: 0, faceUp: true, draggable: true, ...extra }) as TablePiece;

describe('Long-press menu of a piece (what the hotkeys do with the pointer over it)', () => {
  it('a deck: turn, shuffle and draw 1 or 3 into the hand', () => {
    const items = pieceMenuItems(piece('deck', 'deck'), [], true);
    expect(items.map((i) => i.label)).toEqual(['Turn left', 'Turn right', 'Shuffle', 'Draw 1', 'Draw 3']);
    expect(items.find((i) => i.label === 'Shuffle')!.actions).toEqual([{ t: 'shuffle', deck: 'deck' }]);
    expect(items.find((i) => i.label === 'Draw 3')!.actions).toEqual([{ t: 'draw', deck: 'deck', n: 3, to: 'hand', from: 'top' }]);
  });

  it('a card: flip, turn and take into the hand', () => {
    const items = pieceMenuItems(piece('c1', 'card'), [], true);
    expect(items.map((i) => i.label)).toEqual(['Flip', 'Turn left', 'Turn right', 'Take into hand']);
    expect(items.at(-1)!.actions).toEqual([{ t: 'take', id: 'c1' }]);
  });

  it('a die in the selection rolls every selected die together', () => {
    const d1 = piece('d1', 'die');
    const d2 = piece('d2', 'die');
    const roll = pieceMenuItems(d1, [d1, d2], true).find((i) => i.label === 'Roll')!;
    expect(roll.actions).toEqual([{ t: 'roll', ids: ['d1', 'd2'] }]);
  });

  it('a spectator gets no actions', () => {
    expect(pieceMenuItems(piece('deck', 'deck'), [], false)).toEqual([]);
  });
});
