/**
 * Who sits where at one table: a joiner takes a seat (the one asked for, else the first
 * free one) or a spectator's place; a returning player's resume token takes their seat
 * back at once (`takeOver`); a player who drops keeps the seat through the reconnection
 * grace, and one who leaves for good (or does not come back in time) frees it for the
 * next joiner — the game keeps that seat's hand and pieces. The seats' public metadata
 * (name, colour, occupied, connected) and the spectator count live in the Schema state.
 */
import { ErrorCode, ServerError, type Client } from 'colyseus';
import type { Viewer } from '../../engine/core/types.ts';
import { CLOSE_SEAT_TAKEN_OVER, type TableEvent } from '../../wire/protocol.ts';
import { joinOptionsSchema } from '../../wire/protocol-schemas.ts';
import { zodMessage } from './checks.ts';
import { memberByResume, newMember, seatColorFor, type Member, type PendingReconnection } from './members.ts';
import type { SeatBans } from './removal.ts';
import type { SeatMeta } from './schema.ts';

/** What the seating needs of the room. */
export interface SeatingRoom {
  readonly members: Map<string, Member>;
  readonly bans: SeatBans;
  /** The seats' public metadata (the Schema state's). */
  seats(): readonly SeatMeta[];
  /** Changes the public count of connected spectators. */
  countSpectators(delta: number): void;
  /** A caster's join (server/room/cast-messages.ts); a joiner with `caster` set is one. */
  joinCaster(client: Client, caster: string, resume: string | undefined): void;
  /** The member's Schema view and feed: live, or the spectator delay's feed. */
  watch(member: Member): void;
  /** A player sat down at `seat` (the cast desk, the clocks, the store's replay names). */
  seated(seat: number, name: string, color: string): void;
  /** The player at `seat` left it for good (the clocks and stand-ins take over). */
  gone(seat: number, name: string): void;
  /** Welcome, then the snapshot: what a client gets on (re)joining. */
  greet(member: Member): void;
  /** After a new joiner's greeting (the host learns the cast status). */
  greeted(member: Member): void;
  announce(event: Omit<TableEvent, 'at'>): void;
  updateListing(): void;
  allowReconnection(client: Client): PendingReconnection;
  log(line: string): void;
}

/** A client joins: a seat, a taken-back seat, or a spectator's place. Throws a ServerError to refuse it. */
export function join(room: SeatingRoom, client: Client, options: unknown): void {
  const parsed = joinOptionsSchema.safeParse(options ?? {});
  if (!parsed.success) throw new ServerError(ErrorCode.APPLICATION_ERROR, zodMessage(parsed.error));
  const { name, spectator, seat: wanted, resume, caster } = parsed.data;
  if (caster !== undefined) return room.joinCaster(client, caster, resume);
  if (!spectator) {
    const banned = room.bans.refuses(name, resume);
    if (banned) throw new ServerError(ErrorCode.AUTH_FAILED, banned);
  }
  if (!spectator && resume !== undefined) {
    const returning = memberByResume(room.members.values(), resume);
    if (returning) return takeOver(room, returning, client);
  }
  const seats = room.seats();
  const wantedSeat = wanted === undefined ? undefined : seats[wanted];
  const free = spectator ? undefined : wantedSeat && !wantedSeat.occupied ? wantedSeat : seats.find((s) => !s.occupied);
  const seat: Viewer = free ? free.seat : 'spectator';
  const chosen = typeof (options as { color?: unknown } | undefined)?.color === 'string' ? parsed.data.color : undefined;
  const worn = seats.filter((m) => m.occupied).map((m) => m.color);
  const color = free ? seatColorFor(free.seat, chosen, worn) : parsed.data.color;
  const member = newMember(client, seat, name, color);
  room.members.set(client.sessionId, member);
  room.watch(member);
  if (free) {
    free.assign({ name, color, occupied: true, connected: true });
    room.seated(free.seat, name, color);
  } else {
    room.countSpectators(1);
  }
  room.greet(member);
  // Told to everyone once the joiner knows its own seat and table (welcome, then snapshot).
  if (free) room.announce({ kind: 'join', seat: free.seat, name });
  room.greeted(member);
  room.updateListing();
}

/**
 * A returning player's new connection takes their seat at once: the old connection (one
 * the server has not yet noticed is dead, or one waiting to reconnect) is let go without
 * freeing the seat.
 */
function takeOver(room: SeatingRoom, member: Member, client: Client): void {
  const old = member.client;
  room.members.delete(member.sessionId);
  member.client = client;
  member.sessionId = client.sessionId;
  member.last = null;
  room.members.set(client.sessionId, member);
  room.watch(member);
  const pending = member.pending;
  member.pending = null;
  pending?.reject(new Error('seat taken over'));
  if (!pending) old.leave(CLOSE_SEAT_TAKEN_OVER, 'This seat was taken over by a newer connection.');
  setConnected(room, member, true);
  room.log(`seat ${String(member.seat)} taken back by a returning player`);
  room.greet(member);
}

/**
 * A member's connection closed: for good when `consented`, else the seat waits the
 * reconnection grace for the same client (or a newer one, `takeOver`) before it is freed.
 */
export async function leave(room: SeatingRoom, member: Member, client: Client, consented: boolean): Promise<void> {
  setConnected(room, member, false);
  if (consented) return leftForGood(room, member);
  let back: Client;
  try {
    const pending = room.allowReconnection(client);
    member.pending = pending;
    back = await pending;
  } catch {
    // Timed out, or the seat went to a newer connection (takeOver cleared `pending`).
    if (member.pending !== null && member.client === client) leftForGood(room, member);
    return;
  }
  member.pending = null;
  member.client = back;
  room.watch(member);
  setConnected(room, member, true);
  // The client may have missed patches while away: it gets the full state again.
  room.greet(member);
}

function leftForGood(room: SeatingRoom, member: Member): void {
  release(room, member);
  if (member.seat === 'spectator') return;
  room.announce({ kind: 'leave', seat: member.seat, name: member.name });
  room.gone(member.seat, member.name);
}

function setConnected(room: SeatingRoom, member: Member, connected: boolean): void {
  if (member.connected === connected) return;
  member.connected = connected;
  if (member.seat === 'spectator') room.countSpectators(connected ? 1 : -1);
  else seatMeta(room, member.seat).connected = connected;
  room.updateListing();
}

/** Frees a seat for the next joiner; its hand stays in the game state. */
export function release(room: SeatingRoom, member: Member): void {
  room.members.delete(member.sessionId);
  if (member.seat !== 'spectator') {
    seatMeta(room, member.seat).assign({ name: '', color: '', occupied: false, connected: false });
  }
  room.updateListing();
}

function seatMeta(room: SeatingRoom, seat: number): SeatMeta {
  const meta = room.seats()[seat];
  if (!meta) throw new Error(`no seat ${seat}`);
  return meta;
}
