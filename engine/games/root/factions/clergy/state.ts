import { CLERGY_IDENTITY } from './data.ts';
import type { SeatId } from '../../../../core/types.ts';
import { clearing, hasPieces } from '../../board.ts';
import type { ClearingSuit, Suit } from '../../data/autumn-map.ts';
import type { ReadCtx } from '../../faction.ts';
import type { RootState } from '../../state.ts';
import { CATHEDRAL_TRACK } from './data.ts';

/** The Honeycomb Clergy's own data, kept in `state.fx.clergy`. */
export interface ClergyState {
  /** The blind bag (HCC.2.2.I). SECRET: never projected, not even its order. */
  bag: Suit[];
  /** Cathedral track, left to right: true while a cathedral stands on the space. */
  track: boolean[];
  /** Cathedrals neither on the map nor on the track (the starting one, or a removed one with no track space free). */
  reserve: number;
  /** Penitence marker of each enemy seat (HCC.2.6), keyed by seat. */
  penitence: Record<string, 'penitent' | 'heretic'>;
  /** The starting cathedral's clearing (HCC.3.2). */
  start?: number;
  /** Setup: suits still to receive a warrior (HCC.3.2). */
  setupSuits: ClearingSuit[];
  /** Flowers still to draw in the current step (setup, Pollinate). */
  toDraw: number;
  /** Daylight actions left (HCC.5.1). */
  actionsLeft: number;
  /** The Daylight action under way. */
  act?: { kind: 'mission'; moves: number } | { kind: 'crusade'; clearing?: number };
}

export const CLERGY = CLERGY_IDENTITY.id;
export const CATHEDRAL = 'cathedral';
export const FLOWER = 'flower';

/** The Clergy's data. The faction module created it at setup. */
export function cs(s: RootState): ClergyState {
  return s.fx[CLERGY] as ClergyState;
}

export function isPenitent(s: RootState, seat: SeatId): boolean {
  return cs(s).penitence[String(seat)] === 'penitent';
}

export function isHeretic(s: RootState, seat: SeatId): boolean {
  return cs(s).penitence[String(seat)] === 'heretic';
}

/** True when the clearing holds a cathedral. */
export function hasCathedral(s: RootState, id: number): boolean {
  return clearing(s, id).buildings.some((b) => b.kind === CATHEDRAL);
}

/** Clearings with a cathedral of `seat`. */
export function cathedralClearings(s: RootState, seat: SeatId): number[] {
  return s.map.filter((c) => c.buildings.some((b) => b.seat === seat && b.kind === CATHEDRAL)).map((c) => c.id);
}

/** Bees showing: empty track spaces that show a bee (HCC.6.2, HCC.6.3). */
export function beesShowing(s: RootState): number {
  return cs(s).track.filter((full, i) => !full && CATHEDRAL_TRACK.spaces[i]?.bee).length;
}

/** The leftmost cathedral on the track, if any: its index. */
export function leftmostCathedral(s: RootState): number | undefined {
  const i = cs(s).track.indexOf(true);
  return i < 0 ? undefined : i;
}

/** Flowers of `seat` in the clearing, by suit. */
export function flowersIn(s: RootState, seat: SeatId, id: number): Suit[] {
  return clearing(s, id).tokens.filter((t) => t.seat === seat && t.kind === FLOWER && t.suit !== undefined).map((t) => t.suit as Suit);
}

/** Enemy seats that have pieces in some clearing with a cathedral. */
export function enemiesAtCathedrals(ctx: ReadCtx, seat: SeatId): Array<{ enemy: SeatId; clearings: number[] }> {
  const out: Array<{ enemy: SeatId; clearings: number[] }> = [];
  const ids = cathedralClearings(ctx.s, seat);
  for (let enemy = 0; enemy < ctx.s.seats; enemy++) {
    if (enemy === seat) continue;
    const clearings = ids.filter((id) => hasPieces(clearing(ctx.s, id), enemy));
    if (clearings.length > 0) out.push({ enemy, clearings });
  }
  return out;
}
