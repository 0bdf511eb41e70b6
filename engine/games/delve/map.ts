/**
 * The scenario's map as the rules read it: its hexes, rooms and starting hexes (parsed once
 * from content), and what a figure may do on it in a given state — enter, pass, end, see.
 */
import { CONTENT } from './content/index.ts';
import { byReadingOrder, lineOfSight, parseMap, type Hex, type HexKey, type Terrain } from './hex.ts';
import type { DelveState } from './state.ts';

export const HEXES: ReadonlyMap<HexKey, Hex> = parseMap(CONTENT.scenario.rows, CONTENT.scenario.rooms.map((r) => r.letter));
export const HEX_KEYS: readonly HexKey[] = [...HEXES.keys()].sort(byReadingOrder);
export const STARTS: readonly HexKey[] = HEX_KEYS.filter((k) => HEXES.get(k)?.start);

/** Whether the hex is shut away: in a closed room. */
function shut(s: DelveState, k: HexKey): boolean {
  const h = HEXES.get(k);
  return h !== undefined && h.room !== null && !s.open[h.room];
}

/** A closed door: the hex leading into a room not yet open. */
export function closedDoor(s: DelveState, k: HexKey): boolean {
  const h = HEXES.get(k);
  return h?.door !== undefined && !s.open[h.door];
}

/** What blocks sight: walls (no hex) and closed doors. */
export function blocksSight(s: DelveState, k: HexKey): boolean {
  return !HEXES.has(k) || closedDoor(s, k);
}

export function canSee(s: DelveState, a: HexKey, b: HexKey): boolean {
  return lineOfSight(a, b, (k) => blocksSight(s, k));
}

/** Who stands where: characters by seat, monsters by id. */
export function figureAt(s: DelveState, k: HexKey): { seat: number } | { monster: string } | null {
  const c = s.chars.find((x) => x.at === k);
  if (c) return { seat: c.seat };
  const m = s.monsters.find((x) => x.at === k);
  return m ? { monster: m.id } : null;
}

/** Floor a figure may stand on: a hex of the map, not an obstacle, not in a closed room. */
export function floor(s: DelveState, k: HexKey): boolean {
  const h = HEXES.get(k);
  return h !== undefined && !h.obstacle && !shut(s, k);
}

/** How a character moves: through allies, not monsters; a closed door stops it. */
export function characterTerrain(s: DelveState): Terrain {
  return {
    enterable: (k) => floor(s, k),
    stops: (k) => closedDoor(s, k),
    blocked: (k) => s.monsters.some((m) => m.at === k),
    occupied: (k) => figureAt(s, k) !== null,
  };
}

/** Jumping passes over obstacles and figures, never walls or closed rooms. */
export function jumpable(s: DelveState, k: HexKey): boolean {
  return HEXES.has(k) && !shut(s, k);
}

/** How a monster moves: through monsters, not characters, never through a closed door. */
export function monsterPassable(s: DelveState, k: HexKey): boolean {
  return floor(s, k) && !closedDoor(s, k) && !s.chars.some((c) => c.at === k);
}
