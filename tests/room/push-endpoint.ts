/**
 * A push service on loopback for tests: records every POST (path, headers, body) and
 * answers 201, or the status set for a path (410: the browser dropped the subscription).
 * The server may send to it only because tests list its origin in `pushAllowedOrigins`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushedMessage {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpoint {
  origin: string;
  /** Every POST received, in order. */
  received: PushedMessage[];
  /** The status answered for a path (default 201; 0: no answer at all, the request is held open). */
  answer: Map<string, number>;
  /** Those received at `path`. */
  at(path: string): PushedMessage[];
  close(): Promise<void>;
}

export async function pushEndpoint(): Promise<PushEndpoint> {
  const received: PushedMessage[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (req.method === 'POST') received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      if (req.method === 'POST' && answer.get(path) === 0) return;
      res.writeHead(req.method === 'POST' ? answer.get(path) ?? 201 : 405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer,
    at: (path) => received.filter((m) => m.path === path),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
