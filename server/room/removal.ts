/**
 * The host's power over the seats (docs/PROTOCOL.md "Removing a player"): kick and ban.
 *
 * - Only the host (the first player to sit down, server/room/seating.ts) may remove a
 *   player, never their own seat; anyone else is answered `room/not-host`, and nothing
 *   changes.
 * - A kick frees the seat at once, as a player who left it (the game keeps that seat's
 *   hand and pieces for whoever sits there next): no reconnection grace, since the
 *   player did not drop. Their connection is closed with CLOSE_REMOVED and a reason (what
 *   the host did and the host's name, as data the page words), so their page does not
 *   reconnect; they may come back as a new joiner.
 * - A ban is a kick that also refuses that player a seat at this table for as long as the
 *   room lives. There are no accounts, so what identifies "that player" is what their
 *   browser brings back: the seat's resume token (secret, sent only to them, kept by the
 *   tab for its reconnection) and the name they sat under (compared without case or
 *   surrounding spaces). Either one refuses a seat; the banned player may still watch.
 *   A determined player can change both (a new tab and another name): the ban keeps a
 *   table's disruptive guest out of the seats, it is not an identity check.
 * - Every removal is logged for everyone as a table event ("Ana removed Bo from the
 *   table"), not as a game action: the game's log and replay do not change.
 */
import type { Client } from 'colyseus';
import { CLOSE_REMOVED, ROOM_ERRORS } from '../../wire/protocol.ts';
import { removeSchema } from '../../wire/protocol-schemas.ts';
import { removedReason } from '../../wire/refusal-words.ts';
import { roomRefusal } from './checks.ts';
import { hostMessage } from './cast-messages.ts';
import { release } from './joins.ts';
import type { Member } from './members.ts';
import type { Table } from './table/table.ts';

/** What removal uses of the table. */
export type RemovalTable = Pick<Table, 'members' | 'seating' | 'outbox' | 'cast' | 'listed' | 'accounts'>;

/** Names compare without case and surrounding or repeated spaces. */
function nameKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}

export class SeatBans {
  private readonly tokens = new Set<string>();
  private readonly names = new Set<string>();

  add(member: Member): void {
    if (member.resume !== null) this.tokens.add(member.resume);
    this.names.add(nameKey(member.name));
  }

  /** Whether this join may not take a seat (`room.join.banned`). */
  refuses(name: string, resume: string | undefined): boolean {
    return (resume !== undefined && this.tokens.has(resume)) || this.names.has(nameKey(name));
  }
}

/** The host's `remove` message: checked, then the seat freed and its player sent away. */
export function removePlayer(table: RemovalTable, client: Client, payload: unknown): void {
  const asked = hostMessage(table, client, removeSchema, payload, 'remove');
  if (!asked) return;
  const host = asked.member;
  if (!host.intents.take()) return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.rateLimited, 'room.slowDown.actions'));
  const { seat, ban } = asked.value;
  if (seat === host.seat) {
    return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.ownSeat, 'room.remove.self'));
  }
  const target = table.members.at(seat);
  if (!target) {
    // A seat an account holds while its player is away: the host frees it for anyone.
    if (table.accounts.of(seat) === undefined) return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.noPlayer, 'room.remove.nobody', { seat: seat + 1 }));
    table.accounts.unbind(seat);
    return;
  }
  table.accounts.unbind(seat);
  if (ban) table.seating.bans.add(target);
  // The seat is free before the socket closes, so the room's onLeave finds no member and
  // keeps no reconnection for it; a pending one is dropped without releasing again.
  const pending = target.pending;
  target.pending = null;
  release(table, target);
  pending?.reject(new Error('removed by the host'));
  if (!pending) {
    try {
      target.client.leave(CLOSE_REMOVED, removedReason({ ban, by: host.name }));
    } catch {
      // Already gone.
    }
  }
  table.outbox.announce({ kind: ban ? 'ban' : 'kick', seat, name: target.name, by: host.name });
}
