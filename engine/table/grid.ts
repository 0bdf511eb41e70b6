import type { Result } from '../core/result.ts';
import { tableRefusal } from './words.en.ts';

/**
 * A square tile grid (e.g. the forest tiles of Explorers of the Woodlands, seed 002) as
 * plain data. Cells are addressed by integer `col` (grows east, +x) and `row` (grows
 * south, +z), so north is row - 1. A tile prints one edge value per side in the order
 * N, E, S, W; rotating it clockwise by 90° moves what was printed north to the east.
 * Every function is pure.
 */

/** Clockwise rotation in degrees. */
export type Rotation = 0 | 90 | 180 | 270;

/** The four sides of a tile / directions to a neighbour. */
export type Direction = 'N' | 'E' | 'S' | 'W';

/** Directions in clockwise order, starting north. */
export const DIRECTIONS: readonly Direction[] = ['N', 'E', 'S', 'W'];

/** Valid rotations, clockwise. */
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** A cell address. */
export interface Cell {
  col: number;
  row: number;
}

/** Edge values of a tile in N, E, S, W order. */
export type Edges<E = string> = readonly [E, E, E, E];

/** A tile lying on the grid: its printed edges (unrotated) and its rotation. */
export interface PlacedTile<T, E = string> {
  col: number;
  row: number;
  tile: T;
  edges: Edges<E>;
  rotation: Rotation;
}

/** The grid: placed tiles keyed by `cellKey`. */
export interface Grid<T, E = string> {
  tiles: Record<string, PlacedTile<T, E>>;
}

const STEP: Record<Direction, Cell> = {
  N: { col: 0, row: -1 },
  E: { col: 1, row: 0 },
  S: { col: 0, row: 1 },
  W: { col: -1, row: 0 },
};

/** An empty grid. */
export function emptyGrid<T, E = string>(): Grid<T, E> {
  return { tiles: {} };
}

/** The key of a cell in `Grid.tiles` ("col,row"). */
export function cellKey(cell: Cell): string {
  return `${cell.col},${cell.row}`;
}

/** Parses a `cellKey`; `undefined` if it is not one. */
export function parseCellKey(key: string): Cell | undefined {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  if (!m) return undefined;
  return { col: Number(m[1]), row: Number(m[2]) };
}

/** Normalises any multiple of 90 degrees (negative too) to a `Rotation`; `undefined` otherwise. */
export function toRotation(degrees: number): Rotation | undefined {
  if (!Number.isInteger(degrees) || degrees % 90 !== 0) return undefined;
  return ((((degrees % 360) + 360) % 360) as Rotation);
}

/** The rotation after `quarterTurns` more clockwise quarter turns (negative: anticlockwise). */
export function turn(rotation: Rotation, quarterTurns: number): Rotation {
  return toRotation(rotation + 90 * Math.trunc(quarterTurns)) as Rotation;
}

/** The direction opposite `dir`. */
export function opposite(dir: Direction): Direction {
  return DIRECTIONS[(DIRECTIONS.indexOf(dir) + 2) % 4] as Direction;
}

/**
 * The edges as they face after a clockwise rotation, still in N, E, S, W order:
 * after 90°, the new east edge is the printed north edge, and so on.
 */
export function rotateEdges<E>(edges: Edges<E>, rotation: Rotation): Edges<E> {
  const q = rotation / 90;
  const at = (d: number): E => edges[(d - q + 4) % 4] as E;
  return [at(0), at(1), at(2), at(3)];
}

/** The edge a tile shows towards `dir` once rotated. */
export function edgeToward<E>(edges: Edges<E>, rotation: Rotation, dir: Direction): E {
  return rotateEdges(edges, rotation)[DIRECTIONS.indexOf(dir)] as E;
}

/** The cell next to `cell` in direction `dir`. */
export function step(cell: Cell, dir: Direction): Cell {
  const d = STEP[dir];
  return { col: cell.col + d.col, row: cell.row + d.row };
}

/** The four orthogonal neighbours, in N, E, S, W order. */
export function neighbours(cell: Cell): Array<{ dir: Direction; cell: Cell }> {
  return DIRECTIONS.map((dir) => ({ dir, cell: step(cell, dir) }));
}

/** True when two cells share a side (diagonals are not adjacent). */
export function isAdjacent(a: Cell, b: Cell): boolean {
  return Math.abs(a.col - b.col) + Math.abs(a.row - b.row) === 1;
}

/** The tile at a cell, if any. */
export function tileAt<T, E>(grid: Grid<T, E>, cell: Cell): PlacedTile<T, E> | undefined {
  return grid.tiles[cellKey(cell)];
}

/** True when a tile lies on the cell. */
export function isOccupied(grid: Grid<unknown, unknown>, cell: Cell): boolean {
  return cellKey(cell) in grid.tiles;
}

/** The placed tiles next to a cell, with the direction in which each lies. */
export function occupiedNeighbours<T, E>(grid: Grid<T, E>, cell: Cell): Array<{ dir: Direction; tile: PlacedTile<T, E> }> {
  const out: Array<{ dir: Direction; tile: PlacedTile<T, E> }> = [];
  for (const n of neighbours(cell)) {
    const tile = tileAt(grid, n.cell);
    if (tile) out.push({ dir: n.dir, tile });
  }
  return out;
}

/**
 * Places a tile. Fails with `grid/occupied` when the cell holds a tile and
 * `grid/bad-cell` for a non-integer address.
 */
export function placeTile<T, E>(
  grid: Grid<T, E>,
  cell: Cell,
  tile: T,
  edges: Edges<E>,
  rotation: Rotation = 0,
): Result<Grid<T, E>> {
  if (!Number.isInteger(cell.col) || !Number.isInteger(cell.row)) {
    return tableRefusal('grid/bad-cell', 'table.refusal.grid.bad-cell', { col: String(cell.col), row: String(cell.row) });
  }
  if (toRotation(rotation) !== rotation) return tableRefusal('grid/bad-rotation', 'table.refusal.grid.bad-rotation', { rotation: String(rotation) });
  if (isOccupied(grid, cell)) return tableRefusal('grid/occupied', 'table.refusal.grid.occupied', { cell: cellKey(cell) });
  const placed: PlacedTile<T, E> = { col: cell.col, row: cell.row, tile, edges: [...edges] as unknown as Edges<E>, rotation };
  return { tiles: { ...grid.tiles, [cellKey(cell)]: placed } };
}

/** Removes the tile at a cell. Fails with `grid/empty-cell` when there is none. */
export function removeTile<T, E>(grid: Grid<T, E>, cell: Cell): Result<{ grid: Grid<T, E>; removed: PlacedTile<T, E> }> {
  const key = cellKey(cell);
  const removed = grid.tiles[key];
  if (!removed) return tableRefusal('grid/empty-cell', 'table.refusal.grid.empty-cell', { cell: key });
  const tiles = { ...grid.tiles };
  delete tiles[key];
  return { grid: { tiles }, removed };
}

/**
 * True when a tile with these edges and rotation would match every placed neighbour:
 * for each neighbour, `fits(mine, theirs)` is called with the two edges that would
 * touch (strict equality by default, e.g. path meets path).
 */
export function edgesFit<T, E>(
  grid: Grid<T, E>,
  cell: Cell,
  edges: Edges<E>,
  rotation: Rotation,
  fits: (mine: E, theirs: E) => boolean = (a, b) => a === b,
): boolean {
  return occupiedNeighbours(grid, cell).every(({ dir, tile }) =>
    fits(edgeToward(edges, rotation, dir), edgeToward(tile.edges, tile.rotation, opposite(dir))));
}

/** Empty cells touching at least one tile (where a new tile may go), sorted row then col. */
export function frontier(grid: Grid<unknown, unknown>): Cell[] {
  const seen = new Map<string, Cell>();
  for (const tile of Object.values(grid.tiles)) {
    for (const n of neighbours(tile)) {
      const key = cellKey(n.cell);
      if (!isOccupied(grid, n.cell) && !seen.has(key)) seen.set(key, n.cell);
    }
  }
  return [...seen.values()].sort((a, b) => a.row - b.row || a.col - b.col);
}
