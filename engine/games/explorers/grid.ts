import { cellKey, DIRECTIONS, opposite, ROTATIONS, type Direction, type Rotation } from '../../table/grid.ts';
import { CONTENT, type TileDef } from './content/index.ts';
import type { ExState, LaidTile } from './state.ts';

/**
 * The forest grid (seed 002, Phase 1 and High-Risk Exploration). Tiles lie on a bounded
 * square grid (the table is finite: columns and rows GRID_MIN..GRID_MAX, the starting tile
 * at 0,0). A placement is legal when:
 *   1. the cell is empty, on the grid and next to a tile, and a path of the new tile meets a
 *      path of a neighbour (for High-Risk Exploration: of the explorer's tile);
 *   2. at that cell, no other rotation connects more paths ("as many paths as possible");
 *   3. it creates as few dead ends as any other placement of this tile ("always try to
 *      avoid creating dead ends"). A dead end is a path that runs into a tile side without
 *      a path or off the grid. While the Boss tile is still in the pile, closing the forest
 *      (no open path left) is refused — the tile goes back under the pile — and leaving
 *      only sealed holes counts as the worst dead end, so the Boss tile always finds a
 *      place (the seed's table is unbounded; ours is not).
 */

/** Id of the Boss tile. */
export const BOSS_ID = 'boss';

export const GRID_MIN = -3;
export const GRID_MAX = 3;

const DELTA: Record<Direction, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** One legal way to lay a tile: cell and clockwise rotation. */
export interface Placement {
  col: number;
  row: number;
  rotation: Rotation;
}

export function inGrid(col: number, row: number): boolean {
  return col >= GRID_MIN && col <= GRID_MAX && row >= GRID_MIN && row <= GRID_MAX;
}

export function keyOf(col: number, row: number): string {
  return cellKey({ col, row });
}

/** The neighbouring cell of (col, row) towards dir. */
export function stepCell(col: number, row: number, dir: Direction): [number, number] {
  const d = DELTA[dir];
  return [col + d[0], row + d[1]];
}

/** Whether a tile, turned by `rotation`, shows a path towards `dir`. */
export function pathToward(def: TileDef, rotation: Rotation, dir: Direction): boolean {
  // After a clockwise quarter turn, the printed north edge faces east.
  const printed = DIRECTIONS[(DIRECTIONS.indexOf(dir) - rotation / 90 + 4) % 4] as Direction;
  return def.paths.includes(printed);
}

/**
 * Each tile's paths as bits, per rotation (index rotation / 90): bit i is a path towards
 * DIRECTIONS[i]. The placement search below runs on these rather than on the printed
 * letters; it runs for every tile drawn and every prompt and placement checked.
 */
const PATH_BITS: Readonly<Record<string, readonly number[]>> = Object.fromEntries(
  Object.entries(CONTENT.tiles).map(([id, def]) => [id, ROTATIONS.map((rot) => DIRECTIONS.reduce((bits, d, i) => (pathToward(def, rot, d) ? bits | (1 << i) : bits), 0))]),
);

/** Whether a placed tile has a path towards dir. */
export function tileHasPath(t: LaidTile, dir: Direction): boolean {
  return (bitsOf(t.id, t.rot) & (1 << DIRECTIONS.indexOf(dir))) !== 0;
}

function bitsOf(tileId: string, rot: Rotation): number {
  return (PATH_BITS[tileId] as readonly number[])[rot / 90] as number;
}

/** The key of the tile reached from `key` towards dir along a connected path, or null. */
export function connectedNeighbour(s: ExState, key: string, dir: Direction): string | null {
  const t = s.tiles[key];
  if (!t || !tileHasPath(t, dir)) return null;
  const [c, r] = stepCell(t.col, t.row, dir);
  const n = s.tiles[keyOf(c, r)];
  if (!n || !tileHasPath(n, opposite(dir))) return null;
  return keyOf(c, r);
}

/** Cells of the grid by index (row-major from GRID_MIN, GRID_MIN), and steps by DIRECTIONS index. */
const SIZE = GRID_MAX - GRID_MIN + 1;
const STEP_COL = [0, 1, 0, -1];
const STEP_ROW = [-1, 0, 1, 0];

function cellIndex(col: number, row: number): number {
  return (row - GRID_MIN) * SIZE + (col - GRID_MIN);
}

/**
 * The forest as the placement search reads it: the path bits of the tile on each grid
 * cell (-1 where it is empty), and the open path ends — empty grid cells a path of a
 * placed tile faces — each once, in the order of the tiles as they were laid, then N, E,
 * S, W. With it, what the search found so far: every placement is scored once per layout
 * (`scores`), and each tile's legal placements are listed once (`placements`).
 *
 * Built once per tiles record and kept beside it (`layoutOf`): a state's record never
 * changes once the action that made it is over, and within an action a tile is only ever
 * added to it (ops.ts `addTile`; a replaced entry is the same tile, copied to be changed),
 * so a record that still holds as many tiles has the same layout. The states that share
 * a record (most actions change no tile) share its layout too. Nothing of it is stored in
 * a state.
 */
interface Layout {
  /** How many tiles the record held when the layout was built. */
  size: number;
  cells: Int8Array;
  ends: number[];
  /** `score` by cell, path bits and guard, packed as 1 + conn * 256 + bad (0: not yet scored). */
  scores: Int16Array;
  /** Legal placements by tile, guard and explored side (see `legalPlacements`). */
  placements: Map<string, readonly Placement[]>;
  /** Path distances by the tile they are counted from (`pathDistances`). */
  distances: Map<string, ReadonlyMap<string, number>>;
}

const LAYOUTS = new WeakMap<object, Layout>();

/**
 * Layouts by what they were built from — each tile's cell, id and turn, in the order laid
 * — for a record that is a copy of another rather than the same object (a search bot
 * copies the whole state for every game it plays forward from one position, and its
 * tiles with it). The layout is a function of exactly that, so a copy finds the one
 * already built, with all it has found. The most recent few are kept.
 */
const BY_CONTENT = new Map<string, Layout>();
const BY_CONTENT_MAX = 64;

/** The layout of `s`'s tiles, from the record's cache when it still holds as many tiles. */
function layoutOf(s: ExState): Layout {
  const tiles = s.tiles;
  let size = 0;
  for (const _key in tiles) size++;
  const known = LAYOUTS.get(tiles);
  if (known && known.size === size) return known;
  let content = '';
  for (const key in tiles) {
    const t = tiles[key] as LaidTile;
    content += `${key}|${t.id}|${t.rot};`;
  }
  let layout = BY_CONTENT.get(content);
  if (!layout) {
    layout = buildLayout(s, size);
    if (BY_CONTENT.size >= BY_CONTENT_MAX) BY_CONTENT.delete(BY_CONTENT.keys().next().value as string);
    BY_CONTENT.set(content, layout);
  }
  LAYOUTS.set(tiles, layout);
  return layout;
}

/**
 * Lets the copy of a tiles record an action makes to change a tile in it (ops.ts
 * `ownTiles`) start with the layout already found for the original: same tiles, same
 * places.
 */
export function sameLayout(from: object, to: object): void {
  const known = LAYOUTS.get(from);
  if (known) LAYOUTS.set(to, known);
}

function buildLayout(s: ExState, size: number): Layout {
  const cells = new Int8Array(SIZE * SIZE).fill(-1);
  const tiles = Object.values(s.tiles);
  for (const t of tiles) if (inGrid(t.col, t.row)) cells[cellIndex(t.col, t.row)] = bitsOf(t.id, t.rot);
  const ends: number[] = [];
  for (const t of tiles) {
    const bits = bitsOf(t.id, t.rot);
    for (let i = 0; i < 4; i++) {
      if ((bits & (1 << i)) === 0) continue;
      const c = t.col + (STEP_COL[i] as number);
      const r = t.row + (STEP_ROW[i] as number);
      if (!inGrid(c, r)) continue;
      const k = cellIndex(c, r);
      if (cells[k] === -1 && !ends.includes(k)) ends.push(k);
    }
  }
  return { size, cells, ends, scores: new Int16Array(SIZE * SIZE * 32), placements: new Map(), distances: new Map() };
}

/**
 * Tiles by path distance from the tile at `from` (breadth first over connected paths).
 * Counted once per layout: the map is shared, never to be changed.
 */
export function pathDistances(s: ExState, from: string): ReadonlyMap<string, number> {
  const layout = layoutOf(s);
  let dist = layout.distances.get(from);
  if (!dist) {
    const found = new Map<string, number>([[from, 0]]);
    const queue = [from];
    for (let q = 0; q < queue.length; q++) {
      const k = queue[q] as string;
      for (const d of DIRECTIONS) {
        const n = connectedNeighbour(s, k, d);
        if (n && !found.has(n)) {
          found.set(n, (found.get(k) ?? 0) + 1);
          queue.push(n);
        }
      }
    }
    layout.distances.set(from, found);
    dist = found;
  }
  return dist;
}

/** Whether the empty cell `k` has an empty neighbour on the grid other than cell `except`. */
function emptyBeside(layout: Layout, k: number, except: number): boolean {
  const col = (k % SIZE) + GRID_MIN;
  const row = Math.floor(k / SIZE) + GRID_MIN;
  for (let i = 0; i < 4; i++) {
    const c = col + (STEP_COL[i] as number);
    const r = row + (STEP_ROW[i] as number);
    if (!inGrid(c, r)) continue;
    const n = cellIndex(c, r);
    if (n !== except && layout.cells[n] === -1) return true;
  }
  return false;
}

/**
 * Connections and dead ends of laying a tile with path bits `mine` on cell `here`,
 * packed as in `Layout.scores`. With `guard` (the Boss tile is still in the pile and
 * this is not it), a placement that would close the forest is refused (conn = 0) and one
 * that leaves only sealed holes is the worst dead end: the Boss tile must always find a
 * place.
 */
function score(layout: Layout, mine: number, here: number, guard: boolean): number {
  const slot = here * 32 + mine * 2 + (guard ? 1 : 0);
  const known = layout.scores[slot] as number;
  if (known !== 0) return known;
  const packed = scoreOf(layout, mine, here, guard);
  layout.scores[slot] = packed;
  return packed;
}

function conns(packed: number): number {
  return (packed - 1) >> 8;
}

function bads(packed: number): number {
  return (packed - 1) & 255;
}

function scoreOf(layout: Layout, mine: number, here: number, guard: boolean): number {
  const col = (here % SIZE) + GRID_MIN;
  const row = Math.floor(here / SIZE) + GRID_MIN;
  let conn = 0;
  let bad = 0;
  const fresh: number[] = [];
  for (let i = 0; i < 4; i++) {
    const has = (mine & (1 << i)) !== 0;
    const c = col + (STEP_COL[i] as number);
    const r = row + (STEP_ROW[i] as number);
    if (!inGrid(c, r)) {
      if (has) bad++;
      continue;
    }
    const k = cellIndex(c, r);
    const n = layout.cells[k] as number;
    if (n === -1) {
      if (has) fresh.push(k);
      continue;
    }
    const theirs = (n & (1 << ((i + 2) % 4))) !== 0;
    if (has && theirs) conn++;
    else if (has !== theirs) bad++;
  }
  if (!guard || conn === 0) return 1 + conn * 256 + bad;
  const left = layout.ends.filter((k) => k !== here);
  if (left.length === 0 && fresh.length === 0) return 1 + bad;
  // Sealed: an open end whose cell has no empty neighbour once this tile lies.
  const open = left.some((k) => emptyBeside(layout, k, here)) || fresh.some((k) => emptyBeside(layout, k, here));
  if (!open) bad += 50;
  return 1 + conn * 256 + bad;
}

/**
 * Every legal placement of tile `tileId` (rules 1–3 above). With `from`, only the empty
 * cell next to that tile towards `dir` is considered and the new tile must connect to it
 * (High-Risk Exploration). Listed once per layout: the list is shared, never to be changed.
 */
export function legalPlacements(s: ExState, tileId: string, from?: From): readonly Placement[] {
  const layout = layoutOf(s);
  const guard = guarded(s, tileId);
  const key = `${tileId}${guard ? '!' : ''}${from ? `@${from.key}${from.dir}` : ''}`;
  let list = layout.placements.get(key);
  if (!list) {
    list = placementsOn(layout, s, tileId, guard, from);
    layout.placements.set(key, list);
  }
  return list;
}

/**
 * Whether tile `tileId` can be laid at all (`legalPlacements` is not empty): some cell and
 * rotation connects a path — the rules' preferences among them never leave none. Asked
 * for each tile drawn and each High-Risk Exploration offered, so it stops at the first.
 */
export function canPlace(s: ExState, tileId: string, from?: From): boolean {
  return fitsOn(layoutOf(s), s, tileId, guarded(s, tileId), from);
}

/** Whether some tile of the pile could be laid next to `key` towards dir. */
export function pileFitsAt(s: ExState, key: string, dir: Direction): boolean {
  const layout = layoutOf(s);
  const from = { key, dir };
  return s.piles.tiles.some((id) => fitsOn(layout, s, id, guarded(s, id), from));
}

/** The tile a High-Risk Exploration starts from and the direction it explores. */
type From = { key: string; dir: Direction };

/** The cells a placement may take: every open end, or the one explored `from` (none if it is not open). */
function cellsFor(layout: Layout, s: ExState, from?: From): number[] {
  if (!from) return layout.ends;
  const t = s.tiles[from.key];
  if (!t || !tileHasPath(t, from.dir)) return [];
  const [c, r] = stepCell(t.col, t.row, from.dir);
  if (!inGrid(c, r) || s.tiles[keyOf(c, r)]) return [];
  return [cellIndex(c, r)];
}

/** The path bit a tile laid `from` must show: back towards the explorer's tile (0 without `from`). */
function backBit(from?: From): number {
  return from ? 1 << DIRECTIONS.indexOf(opposite(from.dir)) : 0;
}

function guarded(s: ExState, tileId: string): boolean {
  return tileId !== BOSS_ID && s.piles.tiles.includes(BOSS_ID);
}

function placementsOn(layout: Layout, s: ExState, tileId: string, guard: boolean, from?: From): Placement[] {
  const back = backBit(from);
  const best: Array<Placement & { bad: number }> = [];
  for (const k of cellsFor(layout, s, from)) {
    const col = (k % SIZE) + GRID_MIN;
    const row = Math.floor(k / SIZE) + GRID_MIN;
    // At this cell, only the rotations connecting the most paths.
    let most = 0;
    const here: Array<Placement & { bad: number; conn: number }> = [];
    for (const rotation of ROTATIONS) {
      const mine = bitsOf(tileId, rotation);
      if ((mine & back) !== back) continue;
      const packed = score(layout, mine, k, guard);
      const conn = conns(packed);
      if (conn === 0) continue;
      here.push({ col, row, rotation, conn, bad: bads(packed) });
      most = Math.max(most, conn);
    }
    for (const p of here) if (p.conn === most) best.push({ col: p.col, row: p.row, rotation: p.rotation, bad: p.bad });
  }
  let least = Infinity;
  for (const p of best) least = Math.min(least, p.bad);
  return best.filter((p) => p.bad === least).map(({ col, row, rotation }) => ({ col, row, rotation }));
}

function fitsOn(layout: Layout, s: ExState, tileId: string, guard: boolean, from?: From): boolean {
  const back = backBit(from);
  for (const k of cellsFor(layout, s, from)) {
    for (const rotation of ROTATIONS) {
      const mine = bitsOf(tileId, rotation);
      if ((mine & back) === back && conns(score(layout, mine, k, guard)) > 0) return true;
    }
  }
  return false;
}
