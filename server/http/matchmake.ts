/**
 * A guard in front of Colyseus' matchmaking route (`/matchmake/<method>/<room>`, which
 * Colyseus answers itself, before any handler of ours sees the request). Colyseus buffers
 * a POST body of any size there and never answers a method other than GET, POST and
 * OPTIONS; this bounds the body at MAX_BODY_BYTES (413) and answers other methods 405.
 * Which matchmaking calls exist at all is `matchMaker.controller.exposedMethods`
 * (server/app.ts: `joinById` and `reconnect`).
 */
import type http from 'node:http';
import { matchMaker } from 'colyseus';
import { MAX_BODY_BYTES } from '../guards.ts';
import type { HttpError } from '../protocol.ts';

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Wraps the server's 'request' listeners (call it after Colyseus attached its own), so
 * that a matchmaking request reaches Colyseus only within the limits above.
 */
export function guardMatchmaking(server: http.Server, maxBytes = MAX_BODY_BYTES): void {
  const inner = server.listeners('request').slice() as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The same test Colyseus makes (Server.attachMatchMakingRoutes).
    const matchmaking = (req.url ?? '').includes(`/${matchMaker.controller.matchmakeRoute}`);
    if (matchmaking && !admit(req, res, maxBytes)) return;
    for (const listener of inner) listener.call(server, req, res);
  });
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
