/**
 * A server for the bench in a process of its own (`npm run bench -- crowd`), so that what
 * it spends is measured apart from the clients' decoding. Started with `fork` and one
 * argument: `table` (Woodland Table's own server, SQLite in a temporary directory), `bare`
 * (the floor: a bare Colyseus 0.16 room on the same WebSocket transport, whose one
 * handler changes one Schema field and calls `broadcastPatch()`) or `bare-storing` (that
 * room made to keep the table's one rule of the store, DESIGN §4: each move is written
 * with the table's own store, in a temporary directory, and patched once it is durable).
 *
 * Over the IPC channel (Colyseus may use it too, so every message of ours says `bench`) it
 * sends `{ bench: 'ready', port, roomId? }` once it listens, answers `'bench:cpu'` with
 * this process's `process.cpuUsage()`, and closes and exits on `'bench:stop'`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { matchMaker, Room, Server } from 'colyseus';
import { Schema, type } from '@colyseus/schema';
import type * as WsTransport from '@colyseus/ws-transport';
import { startServer } from '../server/app.ts';
import { SqliteStore } from '../server/store/sqlite.ts';

// The transport from the CommonJS build, as the server loads it (see server/app.ts).
const { WebSocketTransport } = createRequire(import.meta.url)('@colyseus/ws-transport') as typeof WsTransport;

export type BenchServerKind = 'table' | 'bare' | 'bare-storing';

/** What the child sends once it listens. */
export interface BenchServerReady {
  port: number;
  /** The bare room's id (the table is created over HTTP by the bench). */
  roomId?: string;
}

class BareState extends Schema {
  @type('uint32') moves = 0;
}

/** The store the bare rooms made now write with (`startBareServer`), if any. */
let roomsStore: SqliteStore | undefined;

/**
 * The floor: Colyseus with nothing of ours — one Schema field changed and patched per
 * move. A move may carry its number (`{ seq }`), which becomes the field's value, so a
 * client knows which move a state patch answers; without one the field counts up.
 *
 * Given a store, it first writes each move as the table writes an action (the same row,
 * the same sync before it resolves: server/store/sqlite.ts) and changes and patches the
 * field once the write is durable: what the table's rule "stored before sent" costs on
 * its own, with nothing else of the table.
 */
class BareRoom extends Room<BareState> {
  override onCreate(): void {
    this.maxClients = 5000;
    this.autoDispose = false;
    this.setState(new BareState());
    const store = roomsStore;
    let version = 0;
    if (store) {
      void store.createTable({
        code: this.roomId, gameId: 'sandbox', rulesVersion: 1, seats: 4, options: {}, seed: 'bench', seedCommit: 'bench',
        createdAt: Date.now(), finishedAt: null,
      });
    }
    this.onMessage('move', (_client, message: { seq?: unknown } | undefined) => {
      const seq = message?.seq;
      const patch = (): void => {
        this.state.moves = typeof seq === 'number' && Number.isInteger(seq) && seq >= 0 ? seq : this.state.moves + 1;
        this.broadcastPatch();
      };
      if (!store) return patch();
      version++;
      store.appendAction(this.roomId, { version, seat: 0, action: message, at: Date.now() }).then(patch, (e: unknown) => {
        console.error(`bench: the storing bare room could not store move ${version}: ${String(e)}`);
      });
    });
  }
}

export interface BareServer {
  port: number;
  endpoint: string;
  /** The rooms made when it started. */
  roomIds: string[];
  close(): Promise<void>;
}

/**
 * The floor's server: Colyseus on the same transport with only BareRoom, on loopback,
 * with `rooms` rooms made up front (clients join them by id); `storing`: each room writes
 * every move first, with the table's own store in a temporary directory. Run in a process
 * of its own by the crowd bench (this file) and by `npm run bench -- scale` (scripts/bench-scale.ts).
 */
export async function startBareServer(rooms = 1, storing = false): Promise<BareServer> {
  const dataDir = storing ? fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-bench-bare-')) : null;
  const store = dataDir ? SqliteStore.open(dataDir) : undefined;
  const httpServer = http.createServer();
  const transport = new WebSocketTransport({ server: httpServer });
  matchMaker.controller.exposedMethods = ['joinById'];
  const gameServer = new Server({ transport, greet: false, gracefullyShutdown: false });
  gameServer.define('bare', BareRoom);
  await gameServer.listen(0, '127.0.0.1');
  const roomIds: string[] = [];
  roomsStore = store;
  for (let i = 0; i < rooms; i++) roomIds.push((await matchMaker.createRoom('bare', {})).roomId);
  const port = (httpServer.address() as AddressInfo).port;
  return {
    port, endpoint: `ws://127.0.0.1:${port}`, roomIds,
    close: async () => {
      await gameServer.gracefullyShutdown(false);
      httpServer.closeAllConnections();
      await store?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function listen(kind: BenchServerKind): Promise<{ ready: BenchServerReady; close(): Promise<void> }> {
  if (kind === 'table') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-bench-server-'));
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: () => {} });
    return {
      ready: { port: server.port },
      close: async () => {
        await server.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const bare = await startBareServer(1, kind === 'bare-storing');
  return { ready: { port: bare.port, roomId: bare.roomIds[0]! }, close: () => bare.close() };
}

if (process.send && process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const kind = process.argv[2] as BenchServerKind;
  if (kind !== 'table' && kind !== 'bare' && kind !== 'bare-storing') {
    throw new Error(`bench server: "table", "bare" or "bare-storing", not ${String(kind)}`);
  }
  const running = await listen(kind);
  process.on('message', (m: unknown) => {
    if (m === 'bench:cpu') process.send!({ bench: 'cpu', cpu: process.cpuUsage() });
    if (m === 'bench:stop') void running.close().finally(() => process.exit(0));
  });
  process.send({ bench: 'ready', ...running.ready });
}
