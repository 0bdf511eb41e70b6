/**
 * A guard in front of Colyseus' matchmaking route (`/matchmake/<method>/<room>`, which
 * Colyseus answers itself, before any handler of ours sees the request). Colyseus buffers
 * a POST body of any size there and never answers a method other than GET, POST and
 * OPTIONS; this bounds the body at MAX_BODY_BYTES (413) and answers other methods 405.
 * Which matchmaking calls exist at all is `matchMaker.controller.exposedMethods`
 * (server/app.ts: `joinById` and `reconnect`).
 *
 * With several processes (server/scale/redis.ts) it also answers a `joinById` or
 * `reconnect` to a table whose listing a dead process left behind: "not found" at once,
 * as Colyseus answers for a table no process runs, so the client reopens it from the
 * store, instead of Colyseus waiting out a timeout on the dead process first.
 *
 * A `joinById` to a table this process runs is held to the seat-reservation limits
 * (server/room/reservations.ts) before Colyseus reserves anything: the guard reads the
 * body (the join's options), counts the joins it is still forwarding to each table, and
 * answers the excess `429` with the reason, in Colyseus' error shape `{code, error}` (so
 * colyseus.js shows the sentence) and a `Retry-After`.
 */
import type http from 'node:http';
import { Readable } from 'node:stream';
import { ErrorCode, matchMaker } from 'colyseus';
import { addressKey, MAX_BODY_BYTES } from '../guards.ts';
import type { HttpError } from '../../wire/protocol.ts';
import { httpProblem, problemBody } from './problem.ts';
import type { Waiting } from '../room/reservations.ts';

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface MatchmakingGuard {
  /** Largest body read (default MAX_BODY_BYTES). */
  maxBytes?: number;
  /** True when `roomId` is listed by a process that is gone (server/scale/listing.ts `leftBehind`). */
  leftBehind?: (roomId: string) => Promise<boolean>;
  /**
   * The seat-reservation limits for a `joinById` to `roomId` with `options` from `address`
   * (an `addressKey`), counting `forwarding` (joins to it this guard is still forwarding):
   * the refusal, or what the join waits as; undefined when this process does not run it.
   */
  admission?: (roomId: string, options: unknown, address: string, forwarding: Iterable<Waiting>) => Admission | undefined;
}

export type Admission = { refused: string } | { waiting: Waiting };

/** Seconds a refused join is told to wait (reservations are taken up or expire within 15 s). */
const JOIN_RETRY_SECONDS = 5;

/**
 * Wraps the server's 'request' listeners (call it after Colyseus attached its own), so
 * that a matchmaking request reaches Colyseus only within the limits above.
 */
export function guardMatchmaking(server: http.Server, guard: MatchmakingGuard = {}): void {
  const inner = server.listeners('request').slice() as RequestListener[];
  const maxBytes = guard.maxBytes ?? MAX_BODY_BYTES;
  /** Per table: the joins this guard let through whose answer has not gone out yet. */
  const forwarding = new Map<string, Set<Waiting>>();
  const forward = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    for (const listener of inner) listener.call(server, req, res);
  };
  /** A `joinById` body read in full: refused here, or forwarded with its body replayed. */
  const reserve = (req: http.IncomingMessage, res: http.ServerResponse, roomId: string, body: Buffer): void => {
    let options: unknown;
    try {
      options = JSON.parse(body.toString('utf8'));
    } catch {
      options = undefined; // Colyseus answers a body that does not parse
    }
    const counted = forwarding.get(roomId) ?? new Set<Waiting>();
    const verdict = options === undefined ? undefined : guard.admission?.(roomId, options, addressKey(req.socket.remoteAddress), counted);
    if (verdict && 'refused' in verdict) return tooMany(req, res, verdict.refused);
    if (verdict) {
      counted.add(verdict.waiting);
      forwarding.set(roomId, counted);
      res.once('close', () => {
        counted.delete(verdict.waiting);
        if (counted.size === 0 && forwarding.get(roomId) === counted) forwarding.delete(roomId);
      });
    }
    forward(replayed(req, body), res);
  };
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The same test Colyseus makes (Server.attachMatchMakingRoutes).
    const matchmaking = (req.url ?? '').includes(`/${matchMaker.controller.matchmakeRoute}`);
    const pass = (): void => {
      if (matchmaking && !admit(req, res, maxBytes)) return;
      const joining = matchmaking && guard.admission && req.method === 'POST' ? joinedRoom(req.url ?? '') : null;
      if (!joining) return forward(req, res);
      // Read alongside `admit`'s count: a body over the limit takes these listeners off and is refused.
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (!res.headersSent) reserve(req, res, joining, Buffer.concat(chunks));
      });
    };
    const roomId = matchmaking && guard.leftBehind && req.method === 'POST' ? reservedRoom(req.url ?? '') : null;
    if (!roomId || !guard.leftBehind) return pass();
    // The body waits unread (paused) until Colyseus reads it, or is dropped with the answer.
    guard.leftBehind(roomId).then(
      (gone) => (gone ? notFound(req, res, roomId) : pass()),
      () => pass(),
    );
  });
}

/** The room a `joinById` asks a seat in; null for any other call. */
function joinedRoom(url: string): string | null {
  const m = new RegExp(`/${matchMaker.controller.matchmakeRoute}/joinById/([A-Za-z0-9_-]+)`).exec(url);
  return m?.[1] ?? null;
}

/** The request as Colyseus reads it (url, method, headers, socket), its body already read and given again. */
function replayed(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const again = Readable.from([body]);
  return Object.assign(again, {
    url: req.url, method: req.method, headers: req.headers, socket: req.socket, httpVersion: req.httpVersion,
  }) as unknown as http.IncomingMessage;
}

/** A join over the seat-reservation limits: 429, the reason in Colyseus' error shape. */
function tooMany(req: http.IncomingMessage, res: http.ServerResponse, reason: string): void {
  const text = JSON.stringify({ code: 'http/join-limited', error: reason });
  res.writeHead(429, {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    ...matchMaker.controller.getCorsHeaders(req),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Retry-After': String(JOIN_RETRY_SECONDS),
  });
  res.end(text);
}

/** The room a `joinById` or `reconnect` asks a seat in; null for any other call. */
function reservedRoom(url: string): string | null {
  const m = new RegExp(`/${matchMaker.controller.matchmakeRoute}/(?:joinById|reconnect)/([A-Za-z0-9_-]+)`).exec(url);
  return m?.[1] ?? null;
}

/** Colyseus' own answer for a room no process runs (status 200, `{code, error}`). */
function notFound(req: http.IncomingMessage, res: http.ServerResponse, roomId: string): void {
  req.resume();
  const text = JSON.stringify({ code: ErrorCode.MATCHMAKE_INVALID_ROOM_ID, error: `room "${roomId}" not found` });
  res.writeHead(200, {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    ...matchMaker.controller.getCorsHeaders(req),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** False when the request was answered here; otherwise it goes on to Colyseus. */
function admit(req: http.IncomingMessage, res: http.ServerResponse, maxBytes: number): boolean {
  const method = req.method ?? '';
  if (method !== 'POST' && method !== 'GET' && method !== 'OPTIONS') {
    // words-ok: a method colyseus.js never sends
    refuse(req, res, 405, { error: 'http/not-allowed', message: `Matchmaking takes POST, not ${method}.` });
    return false;
  }
  if (method !== 'POST') return true;
  const tooLarge = problemBody(httpProblem(413, 'http/too-large', 'http.tooLarge'));
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    refuse(req, res, 413, tooLarge);
    return false;
  }
  // A body without a (truthful) length is counted as it comes.
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxBytes || res.headersSent) return;
    // Colyseus answers at the end of the body: take its listeners off before answering.
    req.removeAllListeners('data');
    req.removeAllListeners('end');
    refuse(req, res, 413, tooLarge);
  });
  return true;
}

/** Answers and closes the connection, so the rest of the body is never read. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: HttpError): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), Connection: 'close',
  });
  res.end(text, () => req.socket.destroy());
}
