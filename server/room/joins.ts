/**
 * Connections coming and going at one table: a joiner takes a seat (the one asked for,
 * else the first free one) or a spectator's place; a returning player's resume token takes
 * their seat back at once (`takeOver`); a player who drops keeps the seat through the
 * reconnection grace, and one who leaves for good (or does not come back in time) frees it
 * for the next joiner — the game keeps that seat's hand and pieces. Who sits where is the
 * seating's (server/room/seating.ts).
 */
import { ErrorCode, type Client } from 'colyseus';
import type { Viewer } from '../../engine/core/types.ts';
import type { Account } from '../accounts/accounts.ts';
import { CLOSE_SEAT_TAKEN_OVER } from '../../wire/protocol.ts';
import { joinOptionsSchema } from '../../wire/protocol-schemas.ts';
import { greetHost, joinCaster, leaveCaster, watch } from './cast-messages.ts';
import { joinRefusal, zodMessage } from './checks.ts';
import { newMember, seatColorFor, type Member } from './members.ts';
import type { Table } from './table/table.ts';
import { park } from './hotseat.ts';

/** What joins and leaves use of the table. */
export type JoiningTable = Pick<
  Table, 'members' | 'seating' | 'outbox' | 'cast' | 'views' | 'port' | 'seated' | 'gone' | 'listed' | 'log' | 'now' | 'accounts' | 'windowClosed' | 'deciding'
>;

/** A client joins: a seat, a taken-back seat, or a spectator's place. Throws a ServerError to refuse it. */
export function join(table: JoiningTable, client: Client, options: unknown, account: Account | null = null): void {
  const parsed = joinOptionsSchema.safeParse(options ?? {});
  if (!parsed.success) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.payload.invalid', { detail: zodMessage(parsed.error) });
  const { spectator, seat: wanted, resume, caster, parked } = parsed.data;
  if (caster !== undefined) return joinCaster(table, client, caster, resume, account);
  // A further seat of a shared device is its own guest player, whoever the device is signed in as.
  if (parked === true) account = null;
  // A signed-in player plays under their account's name.
  const name = account?.name ?? parsed.data.name;
  if (!spectator) {
    const banned = table.seating.bans.refuses(name, resume);
    if (banned) throw joinRefusal(ErrorCode.AUTH_FAILED, 'room.join.banned');
  }
  if (!spectator && account && table.cast.boundTo(account.id)) {
    throw joinRefusal(ErrorCode.AUTH_FAILED, 'room.join.casterAccount');
  }
  if (!spectator) {
    // The seat this account holds here, from any device; else the seat this browser holds.
    const own = account ? table.accounts.seatOf(account.id) : undefined;
    const returning = own !== undefined ? table.members.at(own) : resume !== undefined ? table.members.byResume(resume) : undefined;
    if (returning && returning.seat !== 'spectator' && table.accounts.mayTake(returning.seat, account)) {
      return takeOver(table, returning, client, account, parked === true);
    }
  }
  const seats = table.seating.seats;
  const open = (seat: number): boolean => !seats[seat]?.occupied && table.accounts.mayTake(seat, account);
  const held = account ? table.accounts.seatOf(account.id) : undefined;
  const choice = held ?? wanted;
  const free = spectator ? undefined
    : choice !== undefined && open(choice) ? seats[choice]
      : held !== undefined ? undefined : seats.find((s) => open(s.seat));
  const seat: Viewer = free ? free.seat : 'spectator';
  const chosen = account ? account.color : typeof (options as { color?: unknown } | undefined)?.color === 'string' ? parsed.data.color : undefined;
  const worn = seats.filter((m) => m.occupied).map((m) => m.color);
  const color = free ? seatColorFor(free.seat, chosen, worn) : chosen ?? parsed.data.color;
  const member = newMember(client, seat, name, color, account);
  // A further seat of a device already at the table: it starts behind the cover.
  member.parked = parked === true && free !== undefined;
  table.members.add(member);
  watch(table, member);
  if (free) {
    table.seating.sit(free.seat, name, color);
    table.seated(free.seat, name, color);
    if (account) table.accounts.bind(free.seat, account, table.now());
  } else {
    table.seating.countSpectators(1);
  }
  table.outbox.greet(member);
  if (member.parked) park(table, member);
  // Told to everyone once the joiner knows its own seat and table (welcome, then snapshot).
  if (free) table.outbox.announce({ kind: 'join', seat: free.seat, name });
  greetHost(table, member);
  table.listed();
}

/**
 * A returning player's new connection takes their seat at once: the old connection (one
 * the server has not yet noticed is dead, or one waiting to reconnect) is let go without
 * freeing the seat.
 */
function takeOver(table: JoiningTable, member: Member, client: Client, account: Account | null, parked: boolean): void {
  const old = member.client;
  // A guest who signed up since keeps the seat: it is bound to their account now.
  if (account && member.seat !== 'spectator') {
    member.account = account;
    table.accounts.bind(member.seat, account, table.now());
  }
  table.members.remove(member);
  member.client = client;
  member.sessionId = client.sessionId;
  member.last = null;
  table.members.add(member);
  watch(table, member);
  const pending = member.pending;
  member.pending = null;
  pending?.reject(new Error('seat taken over'));
  // words-ok: the close code says it; the client words CLOSE_SEAT_TAKEN_OVER itself
  if (!pending) old.leave(CLOSE_SEAT_TAKEN_OVER, 'This seat was taken over by a newer connection.');
  setConnected(table, member, true);
  table.log(`seat ${String(member.seat)} taken back by a returning player`);
  member.parked = parked;
  table.outbox.greet(member);
  if (parked) park(table, member);
}

/**
 * A connection closed: a caster's, or a member's — for good when `consented`, else the
 * seat waits the reconnection grace for the same client (or a newer one, `takeOver`)
 * before it is freed.
 */
export async function leave(table: JoiningTable, client: Client, consented: boolean): Promise<void> {
  if (leaveCaster(table, client)) return;
  const member = table.members.of(client);
  if (member?.delayed) table.cast.spectators.leave(client);
  // Unknown, or a connection whose seat a newer one took over.
  if (!member || member.client !== client) return;
  setConnected(table, member, false);
  if (member.account) table.windowClosed(member.account.id);
  if (consented) return leftForGood(table, member);
  let back: Client;
  try {
    const pending = table.port.reconnection(client);
    member.pending = pending;
    back = await pending;
  } catch {
    // Timed out, or the seat went to a newer connection (takeOver cleared `pending`).
    if (member.pending !== null && member.client === client) leftForGood(table, member);
    return;
  }
  member.pending = null;
  member.client = back;
  watch(table, member);
  setConnected(table, member, true);
  // The client may have missed patches while away: it gets the full state again.
  table.outbox.greet(member);
  if (member.parked) park(table, member);
}

function leftForGood(table: JoiningTable, member: Member): void {
  release(table, member);
  if (member.seat === 'spectator') return;
  table.outbox.announce({ kind: 'leave', seat: member.seat, name: member.name });
  table.gone(member.seat, member.name);
}

function setConnected(table: JoiningTable, member: Member, connected: boolean): void {
  if (member.connected === connected) return;
  member.connected = connected;
  if (member.seat === 'spectator') table.seating.countSpectators(connected ? 1 : -1);
  else table.seating.setConnected(member.seat, connected);
  table.listed();
}

/** Frees a seat for the next joiner; its hand stays in the game state. */
export function release(table: Pick<Table, 'members' | 'seating' | 'listed'>, member: Member): void {
  table.members.remove(member);
  if (member.seat !== 'spectator') table.seating.free(member.seat);
  table.listed();
}
