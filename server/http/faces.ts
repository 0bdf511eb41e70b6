/**
 * The face route (protocol.ts `HTTP.tableFacesSuffix`): GET /api/tables/:code/faces/:ref
 * `?size=full|phone`, with a face ticket (server/room/faces.ts) in `X-Face-Ticket`. Checked
 * in order:
 *
 * 1. the address's rate (429, with Retry-After);
 * 2. the ref opens with the asset key and names this table (404 otherwise: a forged,
 *    altered or another table's ref is unknown here), the size is one of FACE_SIZES (400);
 * 3. a table whose end the public may see (over, its spectators' delay past the end) serves
 *    any image linked to it; otherwise a ticket is needed (401), the table must be live
 *    (403: nobody holds a projection of it) and the ticket's viewer must hold the ref in its
 *    current projection, asked of the table wherever it runs (401 for a ticket it does not
 *    know, 403 for a face not shown to that viewer);
 * 4. the image linked to the table and stored (404).
 *
 * The answer is the stored WebP variant, `Cache-Control: private, max-age=31536000,
 * immutable` (a ref's image never changes; private: only the asker was entitled to it) with
 * an ETag (a matching If-None-Match is a 304). Errors are the API's JSON `{error, message}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FACE_SIZES, HTTP, type FaceSize } from '../../wire/protocol.ts';
import { openRef } from '../images/capability.ts';
import { normalizeCode } from '../room/codes.ts';
import type { TableContext } from '../room/context.ts';
import { liveTable } from '../scale/live-table.ts';
import { HttpProblem, httpProblem, problemBody, internalProblem } from './problem.ts';
import { storedEndHeld } from './public-reach.ts';

const ROUTE = new RegExp(`^${HTTP.tableByCode}([^/]+)${HTTP.tableFacesSuffix}([^/]+)$`);

/** Handles GET /api/tables/:code/faces/:ref; false for any other request. */
export function handleFaces(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: TableContext): boolean {
  const m = ROUTE.exec(pathname);
  if (!m || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  serveFace(req, ctx, m[1] ?? '', m[2] ?? '').then(
    (face) => {
      // Named by the ref the asker holds, not the image's hash.
      const etag = `"${face.ref}-${face.size}"`;
      const head = { 'Cache-Control': 'private, max-age=31536000, immutable', ETag: etag, Vary: 'X-Face-Ticket' };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, head);
        res.end();
        return;
      }
      res.writeHead(200, { ...head, 'Content-Type': face.mime, 'Content-Length': face.bytes.length, 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : face.bytes);
    },
    (e: unknown) => {
      const problem = e instanceof HttpProblem ? e : internalProblem();
      if (!(e instanceof HttpProblem)) ctx.log(`face error: ${e instanceof Error ? e.stack : String(e)}`);
      const body = JSON.stringify(problemBody(problem));
      res.writeHead(problem.status, {
        'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body), ...problem.headers,
      });
      res.end(body);
    },
  );
  return true;
}

interface Face {
  ref: string;
  hash: string;
  size: FaceSize;
  bytes: Buffer;
  mime: string;
}

const UNKNOWN = 'http/not-found';

async function serveFace(req: IncomingMessage, ctx: TableContext, rawCode: string, rawRef: string): Promise<Face> {
  if (!ctx.faceLimiter.take(req.socket.remoteAddress)) {
    const wait = ctx.faceLimiter.retryAfterSeconds;
    throw httpProblem(429, 'http/rate-limited', 'http.slowDown.faces', { most: ctx.faceLimiter.perMinute, wait }, { 'Retry-After': String(wait) });
  }
  const code = normalizeCode(decode(rawCode));
  const ref = decode(rawRef);
  const opened = code === null ? null : openRef(ctx.assetKey, ref);
  if (!opened || code === null || opened.code !== code) throw httpProblem(404, UNKNOWN, 'http.face.none');
  const size = new URL(req.url ?? '/', 'http://x').searchParams.get('size') ?? 'full';
  // words-ok: a size the page never asks for
  if (!(FACE_SIZES as readonly string[]).includes(size)) throw new HttpProblem(400, 'http/bad-request', `A face comes in sizes ${FACE_SIZES.join(' and ')}.`);
  const live = await liveTable(ctx, code);
  const everything = live ? await live.facesPublic() : await storedPublic(ctx, code);
  if (!everything) {
    const ticket = req.headers['x-face-ticket'];
    if (typeof ticket !== 'string' || ticket === '') {
      throw httpProblem(401, 'http/no-ticket', 'http.face.noTicket');
    }
    if (!live) throw httpProblem(403, 'http/not-shown', 'http.face.nobody');
    const verdict = await live.faceShown(ticket, ref);
    if (verdict === 'no-ticket') throw httpProblem(401, 'http/bad-ticket', 'http.face.badTicket');
    if (verdict === 'hidden') throw httpProblem(403, 'http/not-shown', 'http.face.hidden');
  }
  const linked = (await ctx.store.tableImages(code)).some((i) => i.hash === opened.hash);
  const stored = linked ? await ctx.store.getImage(opened.hash, size as FaceSize) : null;
  if (!stored) throw httpProblem(404, UNKNOWN, 'http.face.none');
  return { ref, hash: opened.hash, size: size as FaceSize, bytes: stored.bytes, mime: stored.mime };
}

/** A table no room holds: whether it is over and its end no longer held from the public. */
async function storedPublic(ctx: TableContext, code: string): Promise<boolean> {
  const table = await ctx.store.getTable(code);
  return table !== null && table.finishedAt !== null && !storedEndHeld(table, ctx.now());
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw httpProblem(400, 'http/bad-request', 'http.badEscape');
  }
}
