/**
 * The Autumn map of Root as data (rules/root/autumn-map.json, transcribed): twelve
 * clearings with their suit, building slots, ruins and corners, the eighteen paths (the
 * only ways a move may take) and the four rivers (which are not paths). `xy` is the
 * approximate centre of the clearing on a 2450 × 2150 picture of the board, origin top
 * left, used only to lay the map out on the table.
 */

/** The three clearing suits; cards and flowers add `bird`. */
export type ClearingSuit = 'fox' | 'rabbit' | 'mouse';
export type Suit = ClearingSuit | 'bird';

export const CLEARING_SUITS: readonly ClearingSuit[] = ['fox', 'rabbit', 'mouse'];
export const SUITS: readonly Suit[] = ['fox', 'rabbit', 'mouse', 'bird'];

export interface ClearingDef {
  id: number;
  name: string;
  suit: ClearingSuit;
  /** Building slots printed in the clearing, a ruin's slot included. */
  slots: number;
  /** A ruin fills one slot for the whole game (only the Vagabond explores ruins). */
  ruin: boolean;
  corner: boolean;
  /** The diagonally opposite corner, for corners. */
  opposite: number | null;
  xy: readonly [number, number];
}

export interface MapDef {
  id: string;
  clearings: readonly ClearingDef[];
  paths: ReadonlyArray<readonly [number, number]>;
  rivers: ReadonlyArray<readonly [number, number]>;
  /** Size of the board picture `xy` refers to. */
  size: readonly [number, number];
}

export const AUTUMN_MAP: MapDef = {
  id: 'autumn',
  size: [2450, 2150],
  clearings: [
    { id: 1, name: 'Hill', suit: 'fox', slots: 1, ruin: false, corner: true, opposite: 3, xy: [274, 301] },
    { id: 2, name: 'Quarry', suit: 'mouse', slots: 2, ruin: false, corner: true, opposite: 4, xy: [2106, 506] },
    { id: 3, name: 'Weald', suit: 'rabbit', slots: 1, ruin: false, corner: true, opposite: 1, xy: [1991, 1930] },
    { id: 4, name: 'Haven', suit: 'rabbit', slots: 1, ruin: false, corner: true, opposite: 2, xy: [280, 1798] },
    { id: 5, name: 'Creek', suit: 'rabbit', slots: 2, ruin: false, corner: false, opposite: null, xy: [1304, 199] },
    { id: 6, name: 'Mountain', suit: 'fox', slots: 2, ruin: true, corner: false, opposite: null, xy: [2173, 1151] },
    { id: 7, name: 'Pond', suit: 'mouse', slots: 2, ruin: false, corner: false, opposite: null, xy: [1405, 1706] },
    { id: 8, name: 'Meadow', suit: 'fox', slots: 2, ruin: false, corner: false, opposite: null, xy: [881, 1981] },
    { id: 9, name: 'Dune', suit: 'mouse', slots: 2, ruin: false, corner: false, opposite: null, xy: [244, 903] },
    { id: 10, name: 'Beach', suit: 'rabbit', slots: 2, ruin: true, corner: false, opposite: null, xy: [1034, 635] },
    { id: 11, name: 'Waterfall', suit: 'mouse', slots: 3, ruin: true, corner: false, opposite: null, xy: [1522, 1067] },
    { id: 12, name: 'Glade', suit: 'fox', slots: 2, ruin: true, corner: false, opposite: null, xy: [742, 1224] },
  ],
  paths: [
    [1, 5], [1, 9], [1, 10], [2, 5], [2, 6], [2, 10], [3, 6], [3, 7], [3, 11],
    [4, 8], [4, 9], [4, 12], [6, 11], [7, 8], [7, 12], [9, 12], [10, 12], [11, 12],
  ],
  rivers: [[5, 10], [10, 11], [7, 11], [4, 7]],
};

/** Clearing ids of the map, 1..12. */
export const CLEARING_IDS: readonly number[] = AUTUMN_MAP.clearings.map((c) => c.id);

const BY_ID = new Map(AUTUMN_MAP.clearings.map((c) => [c.id, c]));
const ADJ = new Map<number, number[]>(AUTUMN_MAP.clearings.map((c) => [c.id, []]));
for (const [a, b] of AUTUMN_MAP.paths) {
  ADJ.get(a)?.push(b);
  ADJ.get(b)?.push(a);
}
for (const list of ADJ.values()) list.sort((x, y) => x - y);

/** The clearing with this id. Ids come from parsed actions (1..12) or the map itself. */
export function clearingDef(id: number): ClearingDef {
  const c = BY_ID.get(id);
  if (!c) throw new RangeError(`No clearing ${id} on the Autumn map`);
  return c;
}

/** Clearings joined to `id` by a path (rivers are not paths), ascending. */
export function adjacent(id: number): readonly number[] {
  return ADJ.get(id) ?? [];
}

/** True when a path joins the two clearings. */
export function isAdjacent(a: number, b: number): boolean {
  return adjacent(a).includes(b);
}

/** Building slots free of ruins (the ruins never leave in a game without the Vagabond). */
export function usableSlots(id: number): number {
  const c = clearingDef(id);
  return c.slots - (c.ruin ? 1 : 0);
}
