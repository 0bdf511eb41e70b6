/**
 * The scoreboard's reading of a projection (pure): each occupied seat's name, colour,
 * score and whether the table waits on it. Whose turn comes from the status headline,
 * which every game writes with the engine's seat names ("Seat 2"); a game may add a
 * detail per seat (faction, health) through its client's `seatDetail`.
 */
import type { Projection } from '../../engine/core/match.ts';
import type { SeatMeta } from '../net/store-types.ts';

export interface SeatLine {
  seat: number;
  name: string;
  color: string;
  score: number | null;
  active: boolean;
  detail: string | null;
  winner: boolean;
}

/** The seats a headline names ("Seat 1's turn", "waiting for Seat 2, Seat 3"). */
export function seatsNamed(headline: string | undefined): Set<number> {
  const out = new Set<number>();
  for (const m of (headline ?? '').matchAll(/\bSeat (\d{1,2})\b/g)) out.add(Number(m[1]) - 1);
  return out;
}

export function seatLines(
  projection: Projection | null, seats: readonly SeatMeta[], detail?: (p: Projection, seat: number) => string | null,
): SeatLine[] {
  const status = projection?.status;
  const named = status && !status.over ? seatsNamed(status.headline) : new Set<number>();
  const winners = new Set(status?.winners ?? []);
  return seats.filter((s) => s.occupied).map((s) => ({
    seat: s.seat,
    name: s.name || `Seat ${s.seat + 1}`,
    color: s.color,
    score: status?.scores?.[s.seat] ?? null,
    active: named.has(s.seat),
    detail: projection && detail ? detail(projection, s.seat) : null,
    winner: winners.has(s.seat),
  }));
}
