/**
 * Watching through a player's eyes (docs/PROTOCOL.md, `camera`): a seated player shares its
 * camera pose and the table relays it to its live spectators, who may follow it. Only the
 * camera travels: a follower keeps its own (spectator) projection, so following shows no
 * hand and nothing hidden. Seated players never get another's pose (they have no use for
 * it), nor do casters and delayed spectators (a live pose would run ahead of their feed).
 * A pose is relayed as it arrives, before any patch of an action its sender sent after it:
 * the same socket order spectators read them in. Over the presence rate it is dropped
 * silently, as presence is; a spectator's or caster's pose is refused. Each seat's latest
 * pose goes to a spectator with every snapshot it gets (`Outbox.snapshot`): on joining, on
 * a resync, when the spectator delay is switched off.
 */
import type { Client } from 'colyseus';
import { ROOM_ERRORS, S2C, type CameraBroadcast, type CameraMessage } from '../../wire/protocol.ts';
import { cameraSchema } from '../../wire/protocol-schemas.ts';
import { checkPayload, roomRefusal } from './checks.ts';
import { sendTo } from './broadcast.ts';
import { refuseCaster } from './cast-messages.ts';
import type { Members } from './members.ts';
import type { TransientTable } from './presence.ts';

/** Centimetres are plenty for a camera; fewer digits on the wire. */
function rounded(xyz: readonly [number, number, number]): [number, number, number] {
  return [Math.round(xyz[0] * 100) / 100, Math.round(xyz[1] * 100) / 100, Math.round(xyz[2] * 100) / 100];
}

/** The relay form of a seat's camera pose. */
export function cameraBroadcast(seat: number, pose: CameraMessage): CameraBroadcast {
  return { seat, p: rounded(pose.p), t: rounded(pose.t) };
}

/** The connected spectators who watch live (no caster, no delayed spectator). */
function liveSpectators(members: Members): Client[] {
  const out: Client[] = [];
  for (const m of members.values()) if (m.seat === 'spectator' && m.connected && !m.delayed) out.push(m.client);
  return out;
}

/** A `camera` message: checked like any message, kept as the seat's latest, relayed to live spectators. */
export function onCamera(table: TransientTable, client: Client, payload: unknown): void {
  const checked = checkPayload(cameraSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const member = table.members.of(client);
  if (!member) return refuseCaster(table, client);
  if (member.seat === 'spectator') {
    return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.spectator, 'room.spectator.camera'));
  }
  if (!member.camera.take()) return;
  member.pose = cameraBroadcast(member.seat, checked.value);
  sendTo(liveSpectators(table.members), S2C.camera, member.pose);
}
