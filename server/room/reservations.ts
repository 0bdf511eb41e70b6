/**
 * Seat reservations (docs/PROTOCOL.md §6 "Limits"). A `joinById` reserves a place at a
 * table for 15 s, until the WebSocket that takes it up arrives; Colyseus counts every
 * reservation against the table's places and locks the table while they fill it — for
 * everyone, a seated player taking their seat back included. So the reservations still
 * waiting to be taken up are limited here, before Colyseus makes one:
 *
 * - per client address (`addressKey`: an IPv4 address, an IPv6 /64): `perAddress`;
 * - per table: `perTable`, and never past the table's places (its seats and
 *   LIMITS.spectators, connected clients included);
 * - a seated player's return (a join carrying the seat's resume token) is always let
 *   through, whatever the others wait for: only `perSeat` returns to one seat may wait at
 *   once (the token is that player's alone, so only they can crowd their own return). The
 *   table keeps room for them above its places (`reservationHeadroom`), so Colyseus never
 *   locks it.
 *
 * The HTTP guard (server/http/matchmake.ts) asks the same question first, counting the
 * requests it is still forwarding, and answers the excess `429` with the reason; the room
 * asks it again when Colyseus reserves (it alone knows every reservation, and it may run
 * in another process), where a refusal is Colyseus' "full".
 */
import type { AuthContext } from 'colyseus';
import { addressKey } from '../guards.ts';
import { sessionSecret } from '../accounts/cookies.ts';
import { LIMITS } from '../../wire/protocol.ts';
import type { Members } from './members.ts';
import type { Table } from './table/table.ts';
import { worded, type PhraseValue } from '../../engine/core/words.ts';
import { roomSay, type RoomWordId } from '../../wire/room-words.en.ts';
import { withWords } from '../../wire/refusal-words.ts';

/** A refusal's sentence with its phrase after it, as a matchmaking error carries it. */
function refusal(id: RoomWordId, values: Readonly<Record<string, PhraseValue>>): string {
  const { text, words } = worded(roomSay, id, values);
  return withWords(text, words);
}

export const RESERVATION_LIMITS = {
  /** Reservations from one client address waiting to be taken up, per table. */
  perAddress: 32,
  /** Reservations (seat returns aside) waiting to be taken up at one table. */
  perTable: 128,
  /** Returns to one seat waiting to be taken up. */
  perSeat: 4,
} as const;

/** A reservation waiting for its WebSocket (or a join request on its way to becoming one). */
export interface Waiting {
  /** The client's `addressKey`. */
  address: string;
  /** The seat it takes back with its resume token, or null (a new player, spectator or caster). */
  returning: number | null;
}

/** What the matchmaker hands the room with a reservation (TableRoom's static `onAuth`). */
export interface JoinAuth {
  address: string;
  /** The session cookie's secret the join request carried (server/accounts/cookies.ts); the room reads its account. */
  session?: string;
  /** Set by the room when the reservation takes a seat back. */
  returning?: number;
}

/** The client address a matchmaking request came from: the socket's, never a header a client can write. */
export function joinAuth(context: AuthContext | undefined): JoinAuth {
  const session = context?.req ? sessionSecret(context.req) : undefined;
  return { address: addressKey(context?.req?.socket?.remoteAddress), ...(session !== undefined ? { session } : {}) };
}

/** The session secret recorded with a reservation, if its request carried one. */
export function sessionOf(auth: unknown): string | undefined {
  const session = (auth as Partial<JoinAuth> | null | undefined)?.session;
  return typeof session === 'string' ? session : undefined;
}

/** The address recorded with a reservation ('unknown' for one made without a request). */
export function addressOf(auth: unknown): string {
  const address = (auth as Partial<JoinAuth> | null | undefined)?.address;
  return typeof address === 'string' ? address : 'unknown';
}

/** How many reservations above its places a table keeps for seat returns and reconnections. */
export function reservationHeadroom(seats: number): number {
  // Returns waiting per seat, and one Colyseus reconnection per seat.
  return seats * (RESERVATION_LIMITS.perSeat + 1);
}

/** A join as the limits see it: from `address`, taking a seat back when it carries a seated player's resume token. */
export function joining(members: Members, options: unknown, address: string): Waiting {
  const o = (typeof options === 'object' && options !== null ? options : {}) as { resume?: unknown; spectator?: unknown };
  const back = o.spectator === true ? undefined : members.byResume(o.resume);
  return { address, returning: back && back.seat !== 'spectator' ? back.seat : null };
}

/**
 * Why a join is refused now (a sentence for the joiner, with its phrase after it:
 * wire/refusal-words.ts), or null when it may reserve.
 * `waiting`: every reservation not yet taken up (and requests on their way to one);
 * `clients`: the table's connected clients (players, spectators, casters).
 */
export function reservationRefusal(
  join: Waiting, waiting: Iterable<Waiting>, table: Pick<Table, 'code' | 'places'>, clients: number,
): string | null {
  let returns = 0;
  let fromAddress = 0;
  let others = 0;
  for (const w of waiting) {
    if (w.returning !== null) {
      if (w.returning === join.returning) returns++;
      continue;
    }
    others++;
    if (w.address === join.address) fromAddress++;
  }
  if (join.returning !== null) {
    return returns >= RESERVATION_LIMITS.perSeat ? refusal('room.join.retaking', { code: table.code }) : null;
  }
  if (fromAddress >= RESERVATION_LIMITS.perAddress) return refusal('room.join.fromAddress', { code: table.code, most: RESERVATION_LIMITS.perAddress });
  if (others >= RESERVATION_LIMITS.perTable) return refusal('room.join.crowd', { code: table.code });
  if (clients + others >= table.places) return refusal('room.join.full', { code: table.code, spectators: LIMITS.spectators });
  return null;
}
