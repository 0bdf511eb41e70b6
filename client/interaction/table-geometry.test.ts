import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import { clampToTable, dropAction, findDropTarget, onTable } from './table-geometry.ts';

function piece(id: string, kind: TablePiece['kind'], x = 0, z = 0, rot = 0): TablePiece {
  return { id, kind, model: kind, x, z, y: 0, rot, faceUp: true, draggable: true };
}

describe('table geometry', () => {
  it('clamps inside the 48 × 32 table, a margin from the edge', () => {
    expect(clampToTable(0, 0)).toEqual([0, 0]);
    expect(clampToTable(100, -100)).toEqual([23.25, -15.25]);
    expect(clampToTable(-30, 20, 0)).toEqual([-24, 16]);
    expect(onTable(24, 16)).toBe(true);
    expect(onTable(24.1, 0)).toBe(false);
  });

  it('finds the nearest bag for a token and a deck for a card', () => {
    const pieces = [piece('b1', 'bag', 0, 0), piece('b2', 'bag', 2, 0), piece('k', 'deck', 10, 0, Math.PI / 2)];
    const token = piece('t', 'token', 5, 5);
    expect(findDropTarget(pieces, token, 1.4, 0)?.id).toBe('b2');
    expect(findDropTarget(pieces, token, 0, 5)).toBeNull();
    const card = piece('c', 'card');
    expect(findDropTarget(pieces, card, 0, 0)).toBeNull();
    // The deck is turned a quarter: its long side lies along x.
    expect(findDropTarget(pieces, card, 11.7, 0)?.id).toBe('k');
    expect(findDropTarget(pieces, card, 10, 1.7)).toBeNull();
    // Only tokens go into a bag; a meeple, a deck or a die lands beside it.
    expect(findDropTarget(pieces, piece('k2', 'deck'), 0, 0)).toBeNull();
    expect(findDropTarget(pieces, piece('d', 'die'), 0, 0)).toBeNull();
    expect(findDropTarget(pieces, piece('m', 'meeple'), 0, 0)).toBeNull();
  });

  it('turns a drop into move, bagReturn or toDeck', () => {
    const token = piece('t', 'token');
    expect(dropAction(token, 1.234, -2.345, null)).toEqual({ t: 'move', id: 't', x: 1.23, z: -2.35 });
    expect(dropAction(token, 0, 0, piece('b', 'bag'))).toEqual({ t: 'bagReturn', id: 't', bag: 'b' });
    expect(dropAction(piece('c', 'card'), 0, 0, piece('k', 'deck'))).toEqual({ t: 'toDeck', id: 'c', deck: 'k', where: 'top' });
  });
});
