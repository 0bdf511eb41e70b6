/**
 * Transient messages (DESIGN §4): cursors/drags and chat are relayed, never stored and
 * never part of the game state; a resync resends the sender's snapshot; a ping is
 * answered with the server's clock. Each is checked like any message (payload schema,
 * sender, rate) and a refusal answers only its sender.
 */
import type { Client } from 'colyseus';
import type { Viewer } from '../../engine/core/types.ts';
import {
  ROOM_ERRORS, S2C, type ChatBroadcast, type PongMessage, type PresenceBroadcast, type PresenceMessage,
} from '../../wire/protocol.ts';
import { chatSchema, pingSchema, presenceSchema, resyncSchema } from '../../wire/protocol-schemas.ts';
import { checkPayload, roomRefusal } from './checks.ts';
import { sendTo } from './broadcast.ts';
import { refuseCaster, resendCaster } from './cast-messages.ts';
import type { Table } from './table/table.ts';

/** The relay form of a seated player's presence (spectators' presence is not relayed). */
export function presenceBroadcast(seat: number, sessionId: string, p: PresenceMessage): PresenceBroadcast {
  return { seat, sessionId, cursor: p.cursor, drag: p.drag ?? null };
}

/** The relay form of a chat line; the name comes from the seat, never from the payload. */
export function chatBroadcast(seat: Viewer, name: string, text: string, at: number): ChatBroadcast {
  return { seat, name, text: text.trim(), at };
}

/** What the transient messages use of the table. */
export type TransientTable = Pick<Table, 'members' | 'outbox' | 'cast' | 'now'>;

export function onPresence(table: TransientTable, client: Client, payload: unknown): void {
  const checked = checkPayload(presenceSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const member = table.members.of(client);
  // Spectators' presence is ignored; over the presence rate it is dropped silently.
  if (!member || member.seat === 'spectator' || member.parked || !member.presence.take()) return;
  sendTo(table.members.live(client), S2C.presence, presenceBroadcast(member.seat, member.sessionId, checked.value));
}

export function onChat(table: TransientTable, client: Client, payload: unknown): void {
  const checked = checkPayload(chatSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const member = table.members.of(client);
  if (!member) return refuseCaster(table, client);
  if (!member.chat.take()) return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.rateLimited, 'room.slowDown.chat'));
  const text = checked.value.text.trim();
  if (text.length === 0) return;
  // Players and spectators; never casters (a caster cannot talk to the table).
  sendTo(table.members.connected(), S2C.chat, chatBroadcast(member.seat, member.name, text, table.now()));
}

export function onResync(table: TransientTable, client: Client, payload: unknown): void {
  const checked = checkPayload(resyncSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const member = table.members.of(client);
  const tooMany = roomRefusal(ROOM_ERRORS.rateLimited, 'room.slowDown.resyncs');
  if (!member) {
    // A caster's resync costs a fresh snapshot of the whole table: limited as anyone's.
    if (resendCaster(table, client) === 'limited') table.outbox.reject(client, tooMany);
    return;
  }
  if (!member.resync.take()) return table.outbox.reject(client, tooMany);
  table.outbox.snapshot(member);
}

export function onPing(table: TransientTable, client: Client, payload: unknown): void {
  const checked = checkPayload(pingSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const pong: PongMessage = { n: checked.value.n, at: table.now() };
  client.send(S2C.pong, pong);
}
