import { describe, expect, it } from 'vitest';
import { isRuleError } from '../core/result.ts';
import {
  cellKey, edgeToward, edgesFit, emptyGrid, frontier, isAdjacent, isOccupied, neighbours, occupiedNeighbours, opposite,
  parseCellKey, placeTile, removeTile, rotateEdges, tileAt, toRotation, turn, type Edges, type Grid,
} from './grid.ts';

const bend: Edges = ['path', 'path', 'grass', 'grass']; // N and E are paths
const ok = <T>(r: T) => {
  if (isRuleError(r)) throw new Error(r.code);
  return r as Exclude<T, { error: true }>;
};

describe('square tile grid', () => {
  it('rotates edges clockwise: after 90° the printed north edge faces east', () => {
    const e: Edges = ['n', 'e', 's', 'w'];
    expect(rotateEdges(e, 0)).toEqual(['n', 'e', 's', 'w']);
    expect(rotateEdges(e, 90)).toEqual(['w', 'n', 'e', 's']);
    expect(rotateEdges(e, 180)).toEqual(['s', 'w', 'n', 'e']);
    expect(rotateEdges(e, 270)).toEqual(['e', 's', 'w', 'n']);
    expect(edgeToward(bend, 90, 'S')).toBe('path');
    expect(edgeToward(bend, 90, 'N')).toBe('grass');
  });

  it('normalises rotations and quarter turns', () => {
    expect(toRotation(-90)).toBe(270);
    expect(toRotation(450)).toBe(90);
    expect(toRotation(45)).toBeUndefined();
    expect(turn(270, 1)).toBe(0);
    expect(turn(0, -1)).toBe(270);
  });

  it('knows neighbours, opposites and adjacency (no diagonals)', () => {
    expect(neighbours({ col: 0, row: 0 }).map((n) => [n.dir, n.cell.col, n.cell.row])).toEqual([
      ['N', 0, -1], ['E', 1, 0], ['S', 0, 1], ['W', -1, 0],
    ]);
    expect(opposite('N')).toBe('S');
    expect(opposite('W')).toBe('E');
    expect(isAdjacent({ col: 2, row: 2 }, { col: 2, row: 3 })).toBe(true);
    expect(isAdjacent({ col: 2, row: 2 }, { col: 3, row: 3 })).toBe(false);
    expect(isAdjacent({ col: 2, row: 2 }, { col: 2, row: 2 })).toBe(false);
  });

  it('places tiles, reports occupied cells and rejects a second tile on a cell', () => {
    const g = ok(placeTile(emptyGrid<string>(), { col: 0, row: 0 }, 'start', bend, 90));
    expect(isOccupied(g, { col: 0, row: 0 })).toBe(true);
    expect(isOccupied(g, { col: 1, row: 0 })).toBe(false);
    expect(tileAt(g, { col: 0, row: 0 })).toMatchObject({ tile: 'start', rotation: 90 });
    expect(placeTile(g, { col: 0, row: 0 }, 'x', bend)).toMatchObject({ code: 'grid/occupied' });
    expect(placeTile(g, { col: 0.5, row: 0 }, 'x', bend)).toMatchObject({ code: 'grid/bad-cell' });
    expect(placeTile(g, { col: 1, row: 0 }, 'x', bend, 45 as 0)).toMatchObject({ code: 'grid/bad-rotation' });
    expect(Object.keys(emptyGrid().tiles)).toHaveLength(0);
  });

  it('removes tiles', () => {
    const g = ok(placeTile(emptyGrid<string>(), { col: 0, row: 0 }, 'a', bend));
    const r = ok(removeTile(g, { col: 0, row: 0 }));
    expect(r.removed.tile).toBe('a');
    expect(isOccupied(r.grid, { col: 0, row: 0 })).toBe(false);
    expect(removeTile(r.grid, { col: 0, row: 0 })).toMatchObject({ code: 'grid/empty-cell' });
  });

  it('checks that touching edges fit after rotation', () => {
    // A bend at (0,0) turned 90° has paths east and south.
    const g: Grid<string> = ok(placeTile(emptyGrid<string>(), { col: 0, row: 0 }, 'a', bend, 90));
    const straightNS: Edges = ['path', 'grass', 'path', 'grass'];
    expect(edgesFit(g, { col: 0, row: 1 }, straightNS, 0)).toBe(true); // path meets path
    expect(edgesFit(g, { col: 1, row: 0 }, straightNS, 0)).toBe(false); // its grass W meets a path
    expect(edgesFit(g, { col: 1, row: 0 }, straightNS, 90)).toBe(true);
    expect(occupiedNeighbours(g, { col: 1, row: 0 }).map((n) => n.dir)).toEqual(['W']);
  });

  it('lists the frontier of empty cells touching the tiles', () => {
    let g = ok(placeTile(emptyGrid<string>(), { col: 0, row: 0 }, 'a', bend));
    g = ok(placeTile(g, { col: 1, row: 0 }, 'b', bend));
    expect(frontier(g).map(cellKey)).toEqual(['0,-1', '1,-1', '-1,0', '2,0', '0,1', '1,1']);
  });

  it('round-trips cell keys', () => {
    expect(parseCellKey(cellKey({ col: -3, row: 12 }))).toEqual({ col: -3, row: 12 });
    expect(parseCellKey('x,1')).toBeUndefined();
  });
});
