/**
 * Who may change the box — bring images (upload tickets, server/room/uploads.ts), put
 * components of the group's own on the table (`compose`, server/room/compose.ts) and take
 * them off (a game's guarded actions, `GameModule.composes`): the host, and every seated
 * player while the host has opened the box (`C2S.box`). Whether it is open is public table
 * metadata (the Schema state's `boxOpen`), so every client can offer the controls it may use.
 * It lasts as long as the room (a reopened table starts closed).
 */
import type { Client } from 'colyseus';
import { ROOM_ERRORS } from '../../wire/protocol.ts';
import { boxSchema } from '../../wire/protocol-schemas.ts';
import { hostMessage } from './cast-messages.ts';
import { rejection } from './checks.ts';
import { TokenBucket } from './rate-limit.ts';
import type { Table } from './table/table.ts';

/** The box's rate limits: the host's changes to it, and composes (each may cut sheets) per table. */
export class BoxDesk {
  private readonly settings: TokenBucket;
  private readonly composes: TokenBucket;

  constructor() {
    this.settings = new TokenBucket(1, 5);
    this.composes = new TokenBucket(2, 20);
  }

  /** Whether the host may change the setting now. */
  takeSetting(): boolean {
    return this.settings.take();
  }

  /** Whether another compose may start now. */
  takeCompose(): boolean {
    return this.composes.take();
  }
}

/** The host's `box` message: open the box to every seated player, or close it. */
export function onBox(table: Pick<Table, 'cast' | 'outbox' | 'members' | 'seating' | 'box' | 'port'>, client: Client, payload: unknown): void {
  const asked = hostMessage(table, client, boxSchema, payload, 'box');
  if (!asked) return;
  if (!table.box.takeSetting()) return table.outbox.reject(client, rejection(ROOM_ERRORS.rateLimited, 'Too many changes to the box; slow down.'));
  table.seating.setBoxOpen(asked.value.open);
  table.port.sendState();
}
