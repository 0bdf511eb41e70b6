/**
 * Geometry of a seat's area, in area units (table units, centred on the area): the map
 * card lies at its left end, the tableau anywhere right of it. Positions a player gives
 * when arranging are clamped into the tableau's part of the area; new cards take the first
 * free slot of a 4 × 2 grid.
 */
import type { Placed } from './state.ts';

/** The area: 16 × 9 table units. */
export const AREA = { width: 16, depth: 9 } as const;
/** Where the map card lies in the area. */
export const MAP_SPOT = { x: -6.2, z: 0 } as const;
/** Where a tableau card's centre may lie. */
export const TABLEAU_BOUNDS = { minX: -3.6, maxX: 6.6, minZ: -2.6, maxZ: 2.6 } as const;

const SLOT_X = [-2.8, 0.1, 3, 5.9];
const SLOT_Z = [-1.95, 1.95];

/** The slots new cards take, in order. */
export const SLOTS: ReadonlyArray<{ x: number; z: number }> = SLOT_Z.flatMap((z) => SLOT_X.map((x) => ({ x, z })));

const round2 = (v: number): number => Math.round(v * 100) / 100;

/** A position clamped into the tableau's part of the area (to 1/100 of a unit). */
export function clampToTableau(x: number, z: number): { x: number; z: number } {
  const b = TABLEAU_BOUNDS;
  return { x: round2(Math.min(b.maxX, Math.max(b.minX, x))), z: round2(Math.min(b.maxZ, Math.max(b.minZ, z))) };
}

/** The first slot no card lies near, else one a little aside from the last card. */
export function freeSlot(tableau: readonly Placed[]): { x: number; z: number } {
  const taken = (x: number, z: number): boolean => tableau.some((p) => Math.abs(p.x - x) < 1.4 && Math.abs(p.z - z) < 1.8);
  const slot = SLOTS.find((s) => !taken(s.x, s.z));
  if (slot) return { ...slot };
  const last = tableau[tableau.length - 1];
  return clampToTableau((last?.x ?? 0) + 0.6, (last?.z ?? 0) + 0.6);
}
