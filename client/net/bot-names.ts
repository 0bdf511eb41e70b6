/**
 * What a bot seat is called on this page (pure): by what it plays when its game says
 * ("Corvid Conspiracy bot", its client's `scoreboard` role), else by its seat ("Seat 3
 * bot", the name the server gives it). Several bots at one table are so told apart
 * wherever names show — the seats panel, the log, clocks, the game-over banner and the
 * broadcast overlays all read the store's seats. A person's seat keeps its person's name,
 * even while a stand-in plays for them.
 */
import type { Projection } from '../../engine/core/match.ts';
import type { SeatMeta } from './store-types.ts';
import { say } from '../words/say.ts';

/** What a seat plays, as its game reads a projection (a client's `scoreboard`). */
export type RoleReader = (projection: Projection, seat: number) => { role?: string };

/** The name of the bot that plays `seat`, by its role when it has one. */
export function botSeatName(seat: number, role: string | null | undefined): string {
  return role ? say('net.bot.role', { role }) : say('net.bot.seat', { seat: seat + 1 });
}

function roleOf(projection: Projection | null, seat: number, read: RoleReader | undefined): string | null {
  if (!projection || !read) return null;
  try {
    return read(projection, seat).role ?? null;
  } catch {
    return null;
  }
}

/** The seats with every bot seat named by its role or seat; the same array when no name changes. */
export function namedBots(seats: readonly SeatMeta[], projection: Projection | null, read?: RoleReader): SeatMeta[] {
  let out: SeatMeta[] | null = null;
  seats.forEach((s, i) => {
    if (!s.bot) return;
    const name = botSeatName(s.seat, roleOf(projection, s.seat, read));
    if (name === s.name) return;
    out ??= seats.slice();
    out[i] = { ...s, name };
  });
  return out ?? (seats as SeatMeta[]);
}
