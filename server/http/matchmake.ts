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
 */
import type http from 'node:http';
import { ErrorCode, matchMaker } from 'colyseus';
import { MAX_BODY_BYTES } from '../guards.ts';
import type { HttpError } from '../protocol.ts';

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface MatchmakingGuard {
  /** Largest body read (default MAX_BODY_BYTES). */
  maxBytes?: number;
  /** True when `roomId` is listed by a process that is gone (server/scale/listing.ts `leftBehind`). */
  leftBehind?: (roomId: string) => Promise<boolean>;
}

/**
 * Wraps the server's 'request' listeners (call it after Colyseus attached its own), so
 * that a matchmaking request reaches Colyseus only within the limits above.
 */
export function guardMatchmaking(server: http.Server, guard: MatchmakingGuard = {}): void {
  const inner = server.listeners('request').slice() as RequestListener[];
  const maxBytes = guard.maxBytes ?? MAX_BODY_BYTES;
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The same test Colyseus makes (Server.attachMatchMakingRoutes).
    const matchmaking = (req.url ?? '').includes(`/${matchMaker.controller.matchmakeRoute}`);
    const pass = (): void => {
      if (matchmaking && !admit(req, res, maxBytes)) return;
      for (const listener of inner) listener.call(server, req, res);
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
    refuse(req, res, 405, { error: 'http/not-allowed', message: `Matchmaking takes POST, not ${method}.` });
    return false;
  }
  if (method !== 'POST') return true;
  const tooLarge: HttpError = { error: 'http/too-large', message: 'Request body too large.' };
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
