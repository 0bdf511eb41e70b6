/**
 * The room's side of streaming (server/room/caster.ts holds the desk itself): a caster
 * joining with the link's token, the host's `cast` messages (a link, its revocation, the
 * delays), the status only the host sees, and the refusal of anything a caster tries.
 */
import { ErrorCode, ServerError, type Client } from 'colyseus';
import type { Viewer } from '../../engine/core/types.ts';
import { CLOSE_CASTER_REVOKED, ROOM_ERRORS, S2C, type RejectedMessage, type WelcomeMessage } from '../../wire/protocol.ts';
import { castSchema } from '../../wire/protocol-schemas.ts';
import type { CastDesk, SchemaViews } from './caster.ts';
import { checkPayload, rejection } from './checks.ts';
import type { Member } from './members.ts';

/** What streaming needs of the room. */
export interface CastRoom {
  readonly cast: CastDesk;
  readonly views: SchemaViews;
  members(): Iterable<Member>;
  member(client: Client): Member | undefined;
  /** Puts a member on the live view or the spectator delay's feed. */
  watch(member: Member): void;
  sendWelcome(member: Member): void;
  sendSnapshot(member: Member): void;
  welcomeOf(seat: Viewer, sessionId: string, delayed?: WelcomeMessage['delayed']): WelcomeMessage;
  reject(client: Client, message: RejectedMessage): void;
  now(): number;
  /** Stores the desk's delays with the table (a restored room keeps them). */
  saveDelays(): void;
}

/** A message from a client that holds no member: a caster (which may not act), or nobody. */
export function refuseCaster(room: CastRoom, client: Client, ref?: string): void {
  if (!room.cast.casters.has(client)) return;
  room.reject(client, rejection(ROOM_ERRORS.caster, 'A caster watches the table; it cannot act or chat.', ref));
}

/** The streaming settings, to the host only. */
export function sendCastStatus(room: CastRoom): void {
  for (const m of room.members()) {
    if (m.connected && room.cast.isHost(m.seat)) m.client.send(S2C.cast, room.cast.status());
  }
}

/** A caster joins with the link's token: refused plainly, or watching the caster feed. */
export function joinCaster(room: CastRoom, client: Client, token: string, resume: string | undefined): void {
  const refused = room.cast.refuseCaster(token, resume);
  if (refused) throw new ServerError(ErrorCode.AUTH_FAILED, refused);
  client.view = room.views.delayed;
  client.send(S2C.welcome, room.welcomeOf('spectator', client.sessionId, { caster: true, seconds: room.cast.casters.delayMs / 1000 }));
  room.cast.casters.join(client, room.now());
  sendCastStatus(room);
}

/** The host's streaming settings: a caster link, its revocation, the delays. */
export function onCast(room: CastRoom, client: Client, payload: unknown): void {
  const checked = checkPayload(castSchema, payload);
  if (!checked.ok) return room.reject(client, checked.rejection);
  const member = room.member(client);
  if (!member) return refuseCaster(room, client);
  if (!room.cast.isHost(member.seat)) {
    return room.reject(client, rejection(ROOM_ERRORS.notHost, "Only the table's host (the first player to sit down) can change how it is streamed."));
  }
  if (!room.cast.take()) return room.reject(client, rejection(ROOM_ERRORS.rateLimited, 'Too many streaming changes; slow down.'));
  const outcome = room.cast.apply(checked.value);
  if (outcome.kind === 'delays') room.saveDelays();
  if (outcome.kind === 'revoked') {
    for (const c of outcome.casters) c.leave(CLOSE_CASTER_REVOKED, 'The host revoked this caster link.');
  }
  if (outcome.kind === 'delays' && outcome.spectators) {
    const live: Client[] = [];
    for (const m of room.members()) {
      if (m.seat !== 'spectator' || !m.connected) continue;
      room.watch(m);
      if (!m.delayed) live.push(m.client);
      room.sendWelcome(m);
      room.sendSnapshot(m);
    }
    room.views.promote(live);
  }
  sendCastStatus(room);
}
