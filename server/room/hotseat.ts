/**
 * Several seats on one device (wire/hotseat.ts): every seat keeps its own connection and
 * all but the one in front of the screen are parked. A parked connection is sent no
 * projection (the outbox skips its snapshots; with no projection held it gets no patch),
 * may not act (table/admit.ts) or point (presence.ts), and stays connected, so its seat is
 * neither away nor skipped by the clock. After each change it is told whether the table
 * waits on its seat, so the device can put up "pass to …". Taking the seat again sends the
 * welcome and a snapshot, as on a join. Secrecy and undo are the seat's own, unchanged.
 */
import type { Client } from 'colyseus';
import { ROOM_ERRORS, S2C } from '../../wire/protocol.ts';
import { hotseatSchema } from '../../wire/protocol-schemas.ts';
import type { HotseatStatus } from '../../wire/hotseat.ts';
import { refuseCaster } from './cast-messages.ts';
import { checkPayload, roomRefusal } from './checks.ts';
import type { Member } from './members.ts';
import type { Table } from './table/table.ts';

export type HotseatTable = Pick<Table, 'members' | 'outbox' | 'cast' | 'deciding'>;

/** Parks a seat behind its device's cover, or takes it again. */
export function onHotseat(table: HotseatTable, client: Client, payload: unknown): void {
  const checked = checkPayload(hotseatSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const member = table.members.of(client);
  if (!member) return refuseCaster(table, client);
  if (member.seat === 'spectator') return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.spectator, 'room.spectator.hotseat'));
  if (checked.value.park) park(table, member);
  else take(table, member);
}

/** Parks `member`: the projection it held is forgotten, and it is told whether its seat is waited on. */
export function park(table: HotseatTable, member: Member): void {
  member.parked = true;
  member.last = null;
  member.awaited = null;
  tellParked(table, member);
}

function take(table: HotseatTable, member: Member): void {
  if (!member.parked) return;
  member.parked = false;
  member.awaited = null;
  const status: HotseatStatus = { parked: false, awaited: false };
  member.client.send(S2C.hotseat, status);
  table.outbox.greet(member);
}

function tellParked(table: HotseatTable, member: Member): void {
  if (member.seat === 'spectator' || !member.connected) return;
  const awaited = table.deciding.waitsOn(member.seat);
  if (member.awaited === awaited) return;
  member.awaited = awaited;
  const status: HotseatStatus = { parked: true, awaited };
  member.client.send(S2C.hotseat, status);
}

/** After a change: each parked seat whose being waited on changed is told. */
export function noticeParked(table: HotseatTable): void {
  for (const m of table.members.values()) if (m.parked) tellParked(table, m);
}
