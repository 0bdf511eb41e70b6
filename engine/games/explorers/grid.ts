import { cellKey, DIRECTIONS, opposite, ROTATIONS, type Direction, type Rotation } from '../../table/grid.ts';
import { CONTENT, type TileDef } from './content/index.ts';
import type { ExState, TileState } from './state.ts';

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

/** Whether a placed tile has a path towards dir. */
export function tileHasPath(t: TileState, dir: Direction): boolean {
  return pathToward(CONTENT.tiles[t.id] as TileDef, t.rot, dir);
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

/** An open path end: a path of a placed tile facing an empty cell on the grid. */
interface OpenEnd {
  col: number;
  row: number;
}

function openEnds(s: ExState): OpenEnd[] {
  const out: OpenEnd[] = [];
  for (const t of Object.values(s.tiles)) {
    for (const d of DIRECTIONS) {
      if (!tileHasPath(t, d)) continue;
      const [c, r] = stepCell(t.col, t.row, d);
      if (inGrid(c, r) && !s.tiles[keyOf(c, r)]) out.push({ col: c, row: r });
    }
  }
  return out;
}

/** Empty grid cells next to each open end's cell, computed once per query. */
function emptyAround(s: ExState, ends: OpenEnd[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of ends) {
    const k = keyOf(e.col, e.row);
    if (out.has(k)) continue;
    const around: string[] = [];
    for (const d of DIRECTIONS) {
      const [c, r] = stepCell(e.col, e.row, d);
      if (inGrid(c, r) && !s.tiles[keyOf(c, r)]) around.push(keyOf(c, r));
    }
    out.set(k, around);
  }
  return out;
}

/**
 * Connections and dead ends of laying `def` at (col, row) turned by `rotation`. With
 * `guard` (the Boss tile is still in the pile and this is not it), a placement that would
 * close the forest is refused (conn = 0) and one that leaves only sealed holes is the
 * worst dead end: the Boss tile must always find a place.
 */
function score(
  s: ExState, def: TileDef, col: number, row: number, rotation: Rotation, ends: OpenEnd[], around: Map<string, string[]>, guard: boolean,
): { conn: number; bad: number } {
  let conn = 0;
  let bad = 0;
  const here = keyOf(col, row);
  const fresh: OpenEnd[] = [];
  for (const d of DIRECTIONS) {
    const mine = pathToward(def, rotation, d);
    const [c, r] = stepCell(col, row, d);
    if (!inGrid(c, r)) {
      if (mine) bad++;
      continue;
    }
    const n = s.tiles[keyOf(c, r)];
    if (!n) {
      if (mine) fresh.push({ col: c, row: r });
      continue;
    }
    const theirs = tileHasPath(n, opposite(d));
    if (mine && theirs) conn++;
    else if (mine !== theirs) bad++;
  }
  if (!guard || conn === 0) return { conn, bad };
  const left = ends.filter((e) => e.col !== col || e.row !== row);
  if (left.length === 0 && fresh.length === 0) return { conn: 0, bad };
  // Sealed: an open end whose cell has no empty neighbour once this tile lies.
  const openLeft = left.some((e) => (around.get(keyOf(e.col, e.row)) ?? []).some((k) => k !== here));
  const openFresh = fresh.some((e) => DIRECTIONS.some((d) => {
    const [c, r] = stepCell(e.col, e.row, d);
    const k = keyOf(c, r);
    return k !== here && inGrid(c, r) && !s.tiles[k];
  }));
  if (!openLeft && !openFresh) bad += 50;
  return { conn, bad };
}

/**
 * Every legal placement of tile `tileId` (rules 1–3 above). With `from`, only the empty
 * cell next to that tile towards `dir` is considered and the new tile must connect to it
 * (High-Risk Exploration).
 */
export function legalPlacements(s: ExState, tileId: string, from?: { key: string; dir: Direction }): Placement[] {
  const def = CONTENT.tiles[tileId] as TileDef;
  const guard = tileId !== BOSS_ID && s.piles.tiles.includes(BOSS_ID);
  const ends = openEnds(s);
  const around = guard ? emptyAround(s, ends) : new Map<string, string[]>();
  const cells: Array<[number, number]> = [];
  if (from) {
    const t = s.tiles[from.key];
    if (!t || !tileHasPath(t, from.dir)) return [];
    const [c, r] = stepCell(t.col, t.row, from.dir);
    if (!inGrid(c, r) || s.tiles[keyOf(c, r)]) return [];
    cells.push([c, r]);
  } else {
    const seen = new Set<string>();
    for (const e of ends) {
      const k = keyOf(e.col, e.row);
      if (!seen.has(k)) {
        seen.add(k);
        cells.push([e.col, e.row]);
      }
    }
  }
  let best: Array<Placement & { bad: number }> = [];
  for (const [col, row] of cells) {
    let here: Array<Placement & { bad: number; conn: number }> = [];
    for (const rotation of ROTATIONS) {
      if (from && !pathToward(def, rotation, opposite(from.dir))) continue;
      const { conn, bad } = score(s, def, col, row, rotation, ends, around, guard);
      if (conn === 0) continue;
      here.push({ col, row, rotation, conn, bad });
    }
    const most = Math.max(0, ...here.map((p) => p.conn));
    here = here.filter((p) => p.conn === most);
    best = best.concat(here.map(({ col: c, row: r, rotation, bad }) => ({ col: c, row: r, rotation, bad })));
  }
  const least = Math.min(...best.map((p) => p.bad));
  return best.filter((p) => p.bad === least).map(({ col, row, rotation }) => ({ col, row, rotation }));
}

/** Whether some tile of the pile could be laid next to `key` towards dir. */
export function pileFitsAt(s: ExState, key: string, dir: Direction): boolean {
  return s.piles.tiles.some((id) => legalPlacements(s, id, { key, dir }).length > 0);
}
