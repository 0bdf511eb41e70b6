/** JSON in and out of the HTTP API: a bounded, JSON-only request body; an answer gzipped where it gains. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { jsonDepthWithin, MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../guards.ts';
import { httpProblem } from './problem.ts';
import { acceptsGzip, GZIP_FROM_BYTES } from './static.ts';

/**
 * The request body as JSON: `Content-Type: application/json` only (a plain form or a
 * `text/plain` fetch from another site cannot send that without the server's consent, so
 * no page can make a visitor's browser act here), at most MAX_BODY_BYTES, nested at most
 * MAX_JSON_DEPTH deep.
 */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    throw httpProblem(415, 'http/not-json', 'http.notJson');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw httpProblem(413, 'http/too-large', 'http.tooLarge');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  if (!jsonDepthWithin(text)) {
    throw httpProblem(400, 'http/too-deep', 'http.tooDeep', { depth: MAX_JSON_DEPTH });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw httpProblem(400, 'http/bad-json', 'http.badJson');
  }
}

/**
 * Answers with `body` as JSON; gzipped (off the room's thread) where the client accepts it
 * and the text is long enough to gain from it — a replay's timeline or a past projection.
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  const head = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding', ...headers };
  const plain = (): void => {
    res.writeHead(status, { ...head, 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };
  if (text.length < GZIP_FROM_BYTES || !acceptsGzip(req.headers['accept-encoding'])) return plain();
  zlib.gzip(text, (e, zipped) => {
    if (e) return plain();
    res.writeHead(status, { ...head, 'Content-Encoding': 'gzip', 'Content-Length': zipped.length });
    res.end(zipped);
  });
}
