/**
 * Transient messages (DESIGN §4): cursors/drags and chat are relayed, never stored and
 * never part of the game state; a resync resends the sender's snapshot; a ping is
 * answered with the server's clock. Each is checked like any message (payload schema,
 * sender, rate) and a refusal answers only its sender.
 */
import type { Client } from 'colyseus';
import type { Viewer } from '../../engine/core/types.ts';
import {
  ROOM_ERRORS, S2C, type ChatBroadcast, type PongMessage,
  type PresenceBroadcast, type PresenceMessage, type RejectedMessage,
} from '../../wire/protocol.ts';
import { chatSchema, pingSchema, presenceSchema, resyncSchema } from '../../wire/protocol-schemas.ts';
import { checkPayload, rejection } from './checks.ts';
import { sendTo } from './broadcast.ts';
import type { Member } from './members.ts';

/** The relay form of a seated player's presence (spectators' presence is not relayed). */
export function presenceBroadcast(seat: number, sessionId: string, p: PresenceMessage): PresenceBroadcast {
  return { seat, sessionId, cursor: p.cursor, drag: p.drag ?? null };
}

/** The relay form of a chat line; the name comes from the seat, never from the payload. */
export function chatBroadcast(seat: Viewer, name: string, text: string, at: number): ChatBroadcast {
  return { seat, name, text: text.trim(), at };
}

/** What the transient handlers need of the room. */
export interface TransientRoom {
  member(client: Client): Member | undefined;
  /** Connected clients that see the table live, but `except`. */
  liveClients(except?: Client): Client[];
  /** Every connected player and spectator (never casters). */
  connectedClients(): Client[];
  reject(client: Client, message: RejectedMessage): void;
  /** A message from a client that holds no member (a caster, which may not act or chat). */
  refuseStranger(client: Client): void;
  /** Resends a caster's feed, within the resync limit: 'limited' when over it; false when the client is no caster. */
  resendCaster(client: Client): boolean | 'limited';
  sendSnapshot(member: Member): void;
  now(): number;
}

export function onPresence(room: TransientRoom, client: Client, payload: unknown): void {
  const checked = checkPayload(presenceSchema, payload);
  if (!checked.ok) return room.reject(client, checked.rejection);
  const member = room.member(client);
  // Spectators' presence is ignored; over the presence rate it is dropped silently.
  if (!member || member.seat === 'spectator' || !member.presence.take()) return;
  sendTo(room.liveClients(client), S2C.presence, presenceBroadcast(member.seat, member.sessionId, checked.value));
}

export function onChat(room: TransientRoom, client: Client, payload: unknown): void {
  const checked = checkPayload(chatSchema, payload);
  if (!checked.ok) return room.reject(client, checked.rejection);
  const member = room.member(client);
  if (!member) return room.refuseStranger(client);
  if (!member.chat.take()) return room.reject(client, rejection(ROOM_ERRORS.rateLimited, 'Too many chat lines; slow down.'));
  const text = checked.value.text.trim();
  if (text.length === 0) return;
  // Players and spectators; never casters (a caster cannot talk to the table).
  sendTo(room.connectedClients(), S2C.chat, chatBroadcast(member.seat, member.name, text, room.now()));
}

export function onResync(room: TransientRoom, client: Client, payload: unknown): void {
  const checked = checkPayload(resyncSchema, payload);
  if (!checked.ok) return room.reject(client, checked.rejection);
  const member = room.member(client);
  const tooMany = rejection(ROOM_ERRORS.rateLimited, 'Too many resyncs; slow down.');
  if (!member) {
    // A caster's resync costs a fresh snapshot of the whole table: limited as anyone's.
    if (room.resendCaster(client) === 'limited') room.reject(client, tooMany);
    return;
  }
  if (!member.resync.take()) return room.reject(client, tooMany);
  room.sendSnapshot(member);
}

export function onPing(room: TransientRoom, client: Client, payload: unknown): void {
  const checked = checkPayload(pingSchema, payload);
  if (!checked.ok) return room.reject(client, checked.rejection);
  const pong: PongMessage = { n: checked.value.n, at: room.now() };
  client.send(S2C.pong, pong);
}
