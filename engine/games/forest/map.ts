/**
 * The map check (seed 000, Place & Check): do the direction icons of the tableau together
 * satisfy the roster on the map card? A wild icon counts for the direction it is assigned
 * to — here and only here: for every other effect, wild icons never count as one of the
 * four directions (`printedIcons`). Works on the side up and the assignment of each card,
 * so the client reads its views with the same functions.
 */
import { DIRS, mapDef, sideDef, type Dir } from './content/index.ts';
import { upId } from './ops.ts';
import type { Placed, Traveller } from './state.ts';

/** What the map check reads of a tableau card: the side up and what its wild icon stands for. */
export interface IconEntry {
  up: string;
  as: Dir | null;
}

/** The tableau as the map check reads it. */
export function entriesOf(tableau: readonly Placed[]): IconEntry[] {
  return tableau.map((p) => ({ up: upId(p.card), as: p.as }));
}

/** Printed icons of `dir` in a tableau: what effects count (wild icons never do). */
export function printedIcons(tableau: readonly IconEntry[], dir: Dir): number {
  return tableau.filter((p) => sideDef(p.up).icon === dir).length;
}

/** How many icons of each direction the tableau offers the map: printed icons plus wild icons as assigned. */
export function mapIcons(tableau: readonly IconEntry[]): Record<Dir, number> {
  const out: Record<Dir, number> = { N: 0, E: 0, S: 0, W: 0 };
  for (const p of tableau) {
    const icon = sideDef(p.up).icon;
    if (icon === 'wild') {
      if (p.as) out[p.as]++;
    } else if (icon !== null) out[icon]++;
  }
  return out;
}

/** The icons the map asks for that the tableau does not yet satisfy (with repeats), in map order. */
export function missingIcons(map: string | null, tableau: readonly IconEntry[]): Dir[] {
  if (map === null) return [];
  return mapDef(map).needs.filter((_, i) => !litIcons(map, tableau)[i]);
}

/** For each icon on the map card, in order: whether the tableau meets it (the map's lit icons). */
export function litIcons(map: string, tableau: readonly IconEntry[]): boolean[] {
  const have = mapIcons(tableau);
  return mapDef(map).needs.map((d) => {
    if (have[d] <= 0) return false;
    have[d]--;
    return true;
  });
}

/** Whether the traveller's map is complete. */
export function mapComplete(t: Traveller): boolean {
  return t.map !== null && missingIcons(t.map, entriesOf(t.tableau)).length === 0;
}

export { DIRS };
