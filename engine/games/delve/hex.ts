/**
 * The hex map: pointy-top hexes addressed by "col,row" in the odd-r offset layout (odd rows
 * sit half a hex east), neighbours, distance (through cube coordinates), line of sight and
 * movement ranges. Pure functions of the map; figures and doors come in as arguments.
 */
export type HexKey = string;

export interface Hex {
  col: number;
  row: number;
  /** Index of the room it belongs to; null for a door. */
  room: number | null;
  /** The room a door opens (doors only). */
  door?: number;
  obstacle?: boolean;
  start?: boolean;
}

export const hexKey = (col: number, row: number): HexKey => `${col},${row}`;

export function parseHex(key: HexKey): { col: number; row: number } {
  const [c, r] = key.split(',').map(Number);
  return { col: c ?? 0, row: r ?? 0 };
}

const EVEN: ReadonlyArray<[number, number]> = [[1, 0], [0, -1], [-1, -1], [-1, 0], [-1, 1], [0, 1]];
const ODD: ReadonlyArray<[number, number]> = [[1, 0], [1, -1], [0, -1], [-1, 0], [0, 1], [1, 1]];

/** The six hexes around `key` (on or off the map), east first, anticlockwise. */
export function around(key: HexKey): HexKey[] {
  const { col, row } = parseHex(key);
  return ((row & 1) === 0 ? EVEN : ODD).map(([dc, dr]) => hexKey(col + dc, row + dr));
}

function cube(key: HexKey): [number, number, number] {
  const { col, row } = parseHex(key);
  const q = col - (row - (row & 1)) / 2;
  return [q, row, -q - row];
}

/** Hexes between two hexes, as steps. */
export function distance(a: HexKey, b: HexKey): number {
  const [aq, ar, as] = cube(a);
  const [bq, br, bs] = cube(b);
  return Math.max(Math.abs(aq - bq), Math.abs(ar - br), Math.abs(as - bs));
}

function cubeRound(q: number, r: number, s: number): HexKey {
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  const row = rr;
  return hexKey(rq + (row - (row & 1)) / 2, row);
}

/** The hexes a straight line from a to b crosses (without its ends), nudged to one side. */
function lineBetween(a: HexKey, b: HexKey, nudge: number): HexKey[] {
  const n = distance(a, b);
  const [aq, ar, as] = cube(a);
  const [bq, br, bs] = cube(b);
  const out: HexKey[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    out.push(cubeRound(aq + (bq - aq) * t + nudge, ar + (br - ar) * t + nudge, as + (bs - as) * t - 2 * nudge));
  }
  return out;
}

/**
 * Line of sight from a to b: a straight line between their centres crosses no wall (a hex
 * off the map) and no closed door. A line running exactly along hex edges sees past when
 * either side of it is clear. Obstacles and figures do not block sight.
 */
export function lineOfSight(a: HexKey, b: HexKey, blocks: (key: HexKey) => boolean): boolean {
  if (a === b) return true;
  return [1e-6, -1e-6].some((nudge) => lineBetween(a, b, nudge).every((k) => !blocks(k)));
}

export interface Terrain {
  /** Whether a figure may stand on or pass through the hex (a map hex, no obstacle, not shut away). */
  enterable(key: HexKey): boolean;
  /** Whether movement must stop on entering it (a closed door). */
  stops?(key: HexKey): boolean;
  /** Whether a figure on it blocks passing through (an enemy). */
  blocked(key: HexKey): boolean;
  /** Whether a figure on it forbids ending there (anyone). */
  occupied(key: HexKey): boolean;
}

/**
 * Every hex a figure at `from` can end a move of up to `steps` on, with the fewest steps to
 * get there. With `jump` it passes over obstacles and figures (landing on a free hex).
 * Breadth first in the fixed neighbour order, so the result is deterministic.
 */
export function reachable(from: HexKey, steps: number, t: Terrain, jump = false, isHex: (k: HexKey) => boolean = () => true): Map<HexKey, number> {
  const seen = new Map<HexKey, number>([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d <= steps && frontier.length > 0; d++) {
    const next: HexKey[] = [];
    for (const k of frontier) {
      if (k !== from && t.stops?.(k)) continue;
      for (const n of around(k)) {
        if (seen.has(n)) continue;
        const passable = jump ? isHex(n) : t.enterable(n) && !t.blocked(n);
        if (!passable) continue;
        seen.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  const out = new Map<HexKey, number>();
  for (const [k, d] of seen) {
    if (k === from || (t.enterable(k) && !t.occupied(k))) out.set(k, d);
  }
  return out;
}

/** Steps from every hex to the nearest of `goals`, walking through passable hexes (for monsters' paths). */
export function stepsTo(goals: readonly HexKey[], passable: (k: HexKey) => boolean): Map<HexKey, number> {
  const dist = new Map<HexKey, number>();
  let frontier: HexKey[] = [];
  for (const g of goals) {
    if (!dist.has(g)) {
      dist.set(g, 0);
      frontier.push(g);
    }
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: HexKey[] = [];
    for (const k of frontier) {
      for (const n of around(k)) {
        if (dist.has(n) || !passable(n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

/** Parses the scenario's rows into hexes by key. */
export function parseMap(rows: readonly string[], letters: readonly string[]): Map<HexKey, Hex> {
  const out = new Map<HexKey, Hex>();
  rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (ch === '.') return;
      const key = hexKey(col, row);
      if (ch === 'S') out.set(key, { col, row, room: 0, start: true });
      else if (/[0-9]/.test(ch)) out.set(key, { col, row, room: null, door: Number(ch) });
      else {
        const room = letters.indexOf(ch.toLowerCase());
        if (room < 0) throw new Error(`Delve map: unknown room letter "${ch}" at ${key}`);
        out.set(key, { col, row, room, ...(ch !== ch.toLowerCase() ? { obstacle: true } : {}) });
      }
    });
  });
  return out;
}

/** Sorts hex keys in reading order (row, then column): the tie-break everywhere. */
export function byReadingOrder(a: HexKey, b: HexKey): number {
  const pa = parseHex(a);
  const pb = parseHex(b);
  return pa.row - pb.row || pa.col - pb.col;
}
