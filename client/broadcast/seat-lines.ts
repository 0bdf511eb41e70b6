/**
 * The scoreboard's reading of a projection (pure): each occupied seat's name, colour,
 * role, score and whether the table waits on it. A game supplies the role (faction, hero),
 * its colour, the score in its own words and whose turn through its client's `scoreboard`
 * (client/kit/types.ts); what a game leaves out falls back to the status: its numeric
 * score, and whose turn read from the headline, which every game writes with the engine's
 * seat names ("Seat 2").
 */
import type { Projection } from '../../engine/core/match.ts';
import type { ScoreLine } from '../kit/types.ts';
import type { SeatMeta } from '../net/store-types.ts';
import { say } from '../words/say.ts';

export interface SeatLine {
  seat: number;
  name: string;
  color: string;
  /** What the seat plays (a faction, a hero), or null. */
  role: string | null;
  score: string | null;
  active: boolean;
  winner: boolean;
}

/** A game's reading of one seat (its client's `scoreboard`). */
export type ScoreReader = (projection: Projection, seat: number) => ScoreLine;

/** The seats a headline names ("Seat 1's turn", "waiting for Seat 2, Seat 3"). */
export function seatsNamed(headline: string | undefined): Set<number> {
  const out = new Set<number>();
  for (const m of (headline ?? '').matchAll(/\bSeat (\d{1,2})\b/g)) out.add(Number(m[1]) - 1);
  return out;
}

export function seatLines(projection: Projection | null, seats: readonly SeatMeta[], read?: ScoreReader): SeatLine[] {
  const status = projection?.status;
  const over = status?.over === true;
  const named = status && !over ? seatsNamed(status.headline) : new Set<number>();
  const winners = new Set(status?.winners ?? []);
  return seats.filter((s) => s.occupied).map((s) => {
    const game: ScoreLine = projection && read ? read(projection, s.seat) : {};
    const number = status?.scores?.[s.seat];
    return {
      seat: s.seat,
      name: s.name || say('broadcast.seat', { seat: s.seat + 1 }),
      color: game.color ?? s.color,
      role: game.role ?? null,
      score: game.score ?? (number === undefined ? null : String(number)),
      active: !over && (game.active ?? named.has(s.seat)),
      winner: winners.has(s.seat),
    };
  });
}
