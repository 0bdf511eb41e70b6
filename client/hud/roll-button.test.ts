import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import { MAX_THROW, rollSelection } from './roll-selection.ts';

function piece(id: string, kind: TablePiece['kind']): TablePiece {
  return { id, kind, model: kind, x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true };
}

const pieces: Record<string, TablePiece> = Object.fromEntries(
  [piece('d1', 'die'), piece('d2', 'die'), piece('c', 'card'), piece('t', 'token')].map((p) => [p.id, p]),
);

describe('the Roll button', () => {
  it('shows for a seated player with dice selected, counting only the dice', () => {
    expect(rollSelection(0, ['d1', 'c', 'd2'], pieces)).toEqual(['d1', 'd2']);
    expect(rollSelection(3, ['d2'], pieces)).toEqual(['d2']);
  });

  it('is hidden without selected dice', () => {
    expect(rollSelection(0, [], pieces)).toEqual([]);
    expect(rollSelection(0, ['c', 't'], pieces)).toEqual([]);
    // Selected dice that left the table (or were never there) do not count.
    expect(rollSelection(0, ['gone', '__proto__'], pieces)).toEqual([]);
    expect(rollSelection(0, ['d1'], undefined)).toEqual([]);
  });

  it('is never shown to spectators or before joining', () => {
    expect(rollSelection('spectator', ['d1', 'd2'], pieces)).toEqual([]);
    expect(rollSelection(null, ['d1', 'd2'], pieces)).toEqual([]);
  });

  it('throws at most a throw’s worth of dice, each once', () => {
    const many: Record<string, TablePiece> = {};
    for (let i = 0; i < 30; i++) many[`d${i}`] = piece(`d${i}`, 'die');
    const ids = Object.keys(many);
    expect(rollSelection(1, [...ids, 'd0'], many)).toEqual(ids.slice(0, MAX_THROW));
    expect(rollSelection(1, ['d1', 'd1'], pieces)).toEqual(['d1']);
  });
});
