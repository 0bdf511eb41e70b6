/**
 * Image uploads (protocol.ts `HTTP.tableImagesSuffix`): the host's image bytes, shown with
 * an upload ticket the table granted over the socket (server/room/uploads.ts) — asked of
 * the table wherever it runs (server/scale/live-table.ts) — checked and re-encoded
 * (server/images/prepare.ts), then stored once and linked to the table. Checked in order:
 * the address's rate, the ticket's presence, the body's type, the ticket itself, the
 * body's size (read no further than the limit), the image, the table's quota; any refusal stores
 * nothing. At most PREPARING images are decoded at once in a process (server/images/few.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { UploadedImage } from '../../wire/protocol.ts';
import { ImageRefused, MAX_UPLOAD_BYTES, prepareImage, type PreparedImage } from '../images/prepare.ts';
import type { TableContext } from '../room/context.ts';
import { liveTable } from '../scale/live-table.ts';
import { oneOfFew } from '../images/few.ts';
import { bodyWithin } from './body.ts';
import { HttpProblem, httpProblem } from './problem.ts';

/** Stored bytes (every variant of every image) one table may hold. */
export const TABLE_IMAGE_BYTES = 256 * 2 ** 20;
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream']);
const MB = 2 ** 20;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return bodyWithin(req, MAX_UPLOAD_BYTES, () => httpProblem(413, 'http/image-too-large', 'http.image.tooLarge', { mb: MAX_UPLOAD_BYTES / MB }));
}

/** POST /api/tables/:code/images. */
export async function uploadImage(req: IncomingMessage, ctx: TableContext, code: string): Promise<UploadedImage> {
  if (!ctx.uploadLimiter.take(req.socket.remoteAddress)) {
    req.resume();
    const wait = ctx.uploadLimiter.retryAfterSeconds;
    throw httpProblem(429, 'http/rate-limited', 'http.slowDown.images', { most: ctx.uploadLimiter.perMinute, wait }, { 'Retry-After': String(wait) });
  }
  const ticket = req.headers['x-upload-ticket'];
  if (typeof ticket !== 'string' || ticket === '') {
    req.resume();
    throw httpProblem(401, 'http/no-ticket', 'http.image.noTicket');
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!TYPES.has(type)) {
    req.resume();
    throw httpProblem(415, 'http/not-an-image', 'http.image.notImage');
  }
  const live = await liveTable(ctx, code);
  const seat = live ? await live.uploadSeat(ticket) : null;
  if (seat === null) {
    req.resume();
    throw httpProblem(403, 'http/bad-ticket', 'http.image.badTicket');
  }
  const bytes = await readBody(req);
  let image: PreparedImage;
  try {
    image = await oneOfFew(() => prepareImage(bytes));
  } catch (e) {
    if (e instanceof ImageRefused) throw new HttpProblem(e.code === 'too-large' ? 413 : 422, `http/image-${e.code}`, e.message, {}, e.words);
    throw e;
  }
  const held = await ctx.store.tableImages(code);
  if (!held.some((i) => i.hash === image.hash)) {
    const stored = Object.values(image.variants).reduce((sum, v) => sum + v.bytes.length, 0);
    const used = await ctx.store.tableImageBytes(code);
    if (used + stored > TABLE_IMAGE_BYTES) {
      throw httpProblem(413, 'http/table-full', 'http.image.tableFull', { used: Math.ceil(used / MB), max: TABLE_IMAGE_BYTES / MB });
    }
  }
  await ctx.store.putImage(image);
  await ctx.store.linkImage(code, image.hash);
  return { hash: image.hash, width: image.width, height: image.height };
}
