import type { SeatId } from '../../core/types.ts';
import type { Suit } from './data/autumn-map.ts';
import type { ReadCtx } from './faction.ts';
import { alwaysRuledBy, clearingInfo } from './map.ts';
import type { Building, ClearingState, RootState, Token } from './state.ts';

/** Reading the map: pieces, rule, slots. Pure functions of the state. */

/** The state of clearing `id` (checked ids only: the map's, and extra clearings in play). */
export function clearing(s: RootState, id: number): ClearingState {
  const at = s.map[id - 1];
  const c = at?.id === id ? at : s.map.find((x) => x.id === id);
  if (!c) throw new RangeError(`No clearing ${id}`);
  return c;
}

/** Warriors of `seat` in the clearing. */
export function warriorsOf(c: ClearingState, seat: SeatId): number {
  return c.warriors[seat] ?? 0;
}

export function buildingsOf(c: ClearingState, seat: SeatId): Building[] {
  return c.buildings.filter((b) => b.seat === seat);
}

export function tokensOf(c: ClearingState, seat: SeatId): Token[] {
  return c.tokens.filter((t) => t.seat === seat);
}

/** Warriors plus buildings: what counts for rule (tokens do not). */
export function ruleWeight(c: ClearingState, seat: SeatId): number {
  let n = warriorsOf(c, seat);
  for (const b of c.buildings) if (b.seat === seat) n++;
  return n;
}

/** Any piece of `seat` in the clearing (warrior, building or token). */
export function hasPieces(c: ClearingState, seat: SeatId): boolean {
  return warriorsOf(c, seat) > 0 || c.buildings.some((b) => b.seat === seat) || c.tokens.some((t) => t.seat === seat);
}

/** How many pieces of `seat` are in the clearing. */
export function pieceCount(c: ClearingState, seat: SeatId): number {
  return warriorsOf(c, seat) + buildingsOf(c, seat).length + tokensOf(c, seat).length;
}

/** How many pieces of seats other than `seat` are in the clearing. */
export function enemyPieceCount(s: RootState, c: ClearingState, seat: SeatId): number {
  let n = 0;
  for (let other = 0; other < s.seats; other++) if (other !== seat) n += pieceCount(c, other);
  return n;
}

/**
 * Who rules the clearing: a faction whose rule says it always does (the map policy), else
 * the seat whose warriors plus buildings are more than every other single seat's; nobody
 * on a tie or with nothing there (core rules, Turn and control).
 */
export function ruler(ctx: ReadCtx, id: number): SeatId | null {
  const always = alwaysRuledBy(ctx, id);
  if (always !== null) return always;
  const s = ctx.s;
  const c = clearing(s, id);
  let best: SeatId | null = null;
  let bestWeight = 0;
  let tie = false;
  for (let seat = 0; seat < s.seats; seat++) {
    const w = ruleWeight(c, seat);
    if (w > bestWeight) {
      best = seat;
      bestWeight = w;
      tie = false;
    } else if (w === bestWeight && w > 0) {
      tie = true;
    }
  }
  return tie ? null : best;
}

/** Building slots still open (printed slots less ruins and buildings). */
export function openSlots(ctx: ReadCtx, id: number): number {
  const d = clearingInfo(ctx, id);
  return d.slots - (d.ruin ? 1 : 0) - clearing(ctx.s, id).buildings.length;
}

/** A building or token as a removal/carry key: "cathedral", "colony", "flower-fox". */
export function pieceKey(p: { kind: string; suit?: Suit }): string {
  return p.suit === undefined ? p.kind : `${p.kind}-${p.suit}`;
}

/** Clearings where `seat` has any piece. */
export function clearingsWith(s: RootState, seat: SeatId): number[] {
  return s.map.filter((c) => hasPieces(c, seat)).map((c) => c.id);
}

/** Total warriors of `seat` on the map. */
export function warriorsOnMap(s: RootState, seat: SeatId): number {
  return s.map.reduce((n, c) => n + warriorsOf(c, seat), 0);
}
