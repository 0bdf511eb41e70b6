/**
 * Upload tickets: HTTP carries no seat, so a player asks the room for a ticket over the
 * socket (`C2S.uploadTicket`, rate-limited) and shows it with each image it uploads
 * (`server/http/uploads.ts`). Only a seat with the right to change the box may (the host,
 * or anyone seated while the host has opened it, server/room/box.ts), and a ticket works
 * only while its seat still has that right. A ticket is random, this table's, good for
 * TICKET_MS and for any number of images within the upload limits; a table keeps at most
 * MAX_TICKETS (the oldest goes first) and none survive the room.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Client } from 'colyseus';
import { ROOM_ERRORS, S2C, type UploadTicket } from '../../wire/protocol.ts';
import { uploadTicketSchema } from '../../wire/protocol-schemas.ts';
import { MAX_UPLOAD_BYTES } from '../images/prepare.ts';
import { refuseCaster } from './cast-messages.ts';
import { checkPayload, roomRefusal } from './checks.ts';
import { TokenBucket } from './rate-limit.ts';
import type { Table } from './table/table.ts';

/** How long a ticket lets its holder upload, ms. */
export const TICKET_MS = 15 * 60_000;
/** Tickets a table keeps at once. */
export const MAX_TICKETS = 8;

export class UploadTickets {
  private readonly live: Array<{ ticket: Buffer; seat: number; expiresAt: number }> = [];
  private readonly bucket: TokenBucket;

  constructor(now: () => number) {
    this.bucket = new TokenBucket(1, 4, now);
  }

  /** Whether another ticket may be granted now (rate limit). */
  take(): boolean {
    return this.bucket.take();
  }

  /** A new ticket for `seat`, good until `now` + TICKET_MS. */
  grant(seat: number, now: number): UploadTicket {
    const ticket = randomBytes(24);
    this.live.push({ ticket, seat, expiresAt: now + TICKET_MS });
    while (this.live.length > MAX_TICKETS) this.live.shift();
    return { ticket: ticket.toString('base64url'), expiresAt: now + TICKET_MS, maxBytes: MAX_UPLOAD_BYTES };
  }

  /** The seat `ticket` was granted to, while it is good; null for any other string (compared in constant time). */
  seatOf(ticket: string, now: number): number | null {
    if (!/^[A-Za-z0-9_-]{32}$/.test(ticket)) return null;
    const given = Buffer.from(ticket, 'base64url');
    for (const t of this.live) {
      if (t.ticket.length === given.length && timingSafeEqual(t.ticket, given)) return t.expiresAt > now ? t.seat : null;
    }
    return null;
  }
}

/** A player's `uploadTicket` message: a ticket, to that player alone, when its seat may change the box. */
export function onUploadTicket(table: Pick<Table, 'cast' | 'outbox' | 'members' | 'seating' | 'uploads' | 'now'>, client: Client, payload: unknown): void {
  const checked = checkPayload(uploadTicketSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const member = table.members.of(client);
  if (!member) return refuseCaster(table, client);
  const seat = member.seat;
  if (seat === 'spectator') return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.spectator, 'room.spectator.images'));
  const refused = table.seating.boxRight(seat);
  if (refused) return table.outbox.reject(client, refused);
  if (!table.uploads.take()) return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.rateLimited, 'room.slowDown.uploads'));
  client.send(S2C.uploadTicket, table.uploads.grant(seat, table.now()));
}
