/**
 * Image uploads (server/http/uploads.ts, server/room/uploads.ts) on a real server with real
 * clients: the host asks the table for a ticket over the socket and uploads with it over
 * HTTP; the image is checked, re-encoded, stored once and linked to the table. Nobody else
 * gets a ticket, and every bad upload is answered with its reason and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { C2S, ROOM_ERRORS, S2C, type UploadTicket, type UploadedImage } from '../../wire/protocol.ts';
import { seatTable, type SeatedTable } from './helpers.ts';

let table: SeatedTable;
let png: Buffer;

beforeAll(async () => {
  table = await seatTable({ uploadLimit: { perMinute: 60, burst: 12 } }, { game: 'sandbox', seats: 2 });
  png = await sharp({ create: { width: 640, height: 448, channels: 3, background: '#3a7d44' } }).png().toBuffer();
});
afterAll(() => table.close());

async function ticketOf(c: SeatedTable['a']): Promise<UploadTicket> {
  const seen = c.received.length;
  c.send(C2S.uploadTicket, {});
  return c.waitMessage<UploadTicket>(S2C.uploadTicket, seen);
}

async function upload(body: Uint8Array, headers: Record<string, string>): Promise<{ status: number; body: { error?: string; message?: string } & Partial<UploadedImage> }> {
  const res = await fetch(`${table.t.server.url}/api/tables/${table.a.code}/images`, { method: 'POST', headers, body: new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as { error?: string; message?: string } & Partial<UploadedImage> };
}

describe('uploading images to a table', () => {
  it('UPLOAD.1 the host uploads with the ticket the table granted: the image is stored once, re-encoded, and linked to the table', async () => {
    const t = await ticketOf(table.a);
    expect(t.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(t.expiresAt).toBeGreaterThan(Date.now());
    const first = await upload(png, { 'Content-Type': 'image/png', 'X-Upload-Ticket': t.ticket });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ width: 640, height: 448 });
    expect(first.body.hash).toMatch(/^[0-9a-f]{64}$/);
    // The same image again: still one image, still one link.
    const again = await upload(png, { 'Content-Type': 'image/png', 'X-Upload-Ticket': t.ticket });
    expect(again.body.hash).toBe(first.body.hash);
    const store = table.t.server.store;
    expect((await store.tableImages(table.a.code)).map((i) => i.hash)).toEqual([first.body.hash]);
    const phone = await store.getImage(first.body.hash!, 'phone');
    expect(phone?.mime).toBe('image/webp');
  });

  it('UPLOAD.2 only the host gets a ticket while the box is closed: another player and a spectator are refused, and answered why', async () => {
    for (const [c, code] of [[table.b, ROOM_ERRORS.notHost], [table.s, ROOM_ERRORS.spectator]] as const) {
      const before = c.rejections().length;
      c.send(C2S.uploadTicket, {});
      const r = await c.until(() => c.rejections()[before], 'a refusal');
      expect(r.code).toBe(code);
      expect(c.received.some((m) => m.type === S2C.uploadTicket)).toBe(false);
    }
    // A malformed request is refused as one.
    const before = table.a.rejections().length;
    table.a.send(C2S.uploadTicket, { more: 1 });
    expect((await table.a.until(() => table.a.rejections()[before], 'a refusal')).code).toBe(ROOM_ERRORS.badPayload);
  });

  it('UPLOAD.3 no ticket, a made-up ticket, a body that is no image type, a refused image, a body too large: each answered with its reason, nothing stored', async () => {
    const store = table.t.server.store;
    const held = (await store.tableImages(table.a.code)).length;
    const t = await ticketOf(table.a);
    expect((await upload(png, { 'Content-Type': 'image/png' })).status).toBe(401);
    const forged = await upload(png, { 'Content-Type': 'image/png', 'X-Upload-Ticket': 'A'.repeat(32) });
    expect([forged.status, forged.body.error]).toEqual([403, 'http/bad-ticket']);
    expect((await upload(png, { 'Content-Type': 'text/plain', 'X-Upload-Ticket': t.ticket })).status).toBe(415);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const refused = await upload(gif, { 'Content-Type': 'application/octet-stream', 'X-Upload-Ticket': t.ticket });
    expect([refused.status, refused.body.error]).toEqual([422, 'http/image-format']);
    expect(refused.body.message).toMatch(/GIF/);
    const huge = await upload(new Uint8Array(t.maxBytes + 1), { 'Content-Type': 'image/png', 'X-Upload-Ticket': t.ticket });
    expect([huge.status, huge.body.error]).toEqual([413, 'http/image-too-large']);
    expect((await store.tableImages(table.a.code)).length).toBe(held);
  });

  it('UPLOAD.4 uploads are limited per address', async () => {
    const t = await ticketOf(table.a);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await upload(new Uint8Array(4), { 'Content-Type': 'image/png', 'X-Upload-Ticket': t.ticket })).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThan(0);
  });
});
