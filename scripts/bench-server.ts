/**
 * A server for the bench in a process of its own (`npm run bench -- crowd`), so that what
 * it spends is measured apart from the clients' decoding. Started with `fork` and one
 * argument: `table` (Woodland Table's own server, SQLite in a temporary directory),
 * `one-shared-patch` and `seat-overlay` (the same server sending every client the
 * spectators' patch, and each seat its own prompts beside it in the second: `leastTable`), `bare`
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
import { getMessageBytes, matchMaker, Protocol, Room, Server, type Client } from 'colyseus';
import { Schema, type } from '@colyseus/schema';
import type * as WsTransport from '@colyseus/ws-transport';
import { startServer } from '../server/app.ts';
import { SqliteStore } from '../server/store/sqlite.ts';
import type { Match } from '../engine/core/match.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import { plainShared } from '../engine/core/clone.ts';
import { undoStatus } from '../engine/core/undo.ts';
import { wireOps } from '../wire/protocol.ts';
import { withActionRows } from '../wire/action-rows.ts';
import { diff } from '../wire/json-diff.ts';
import { binaryFrame } from '../server/room/broadcast.ts';
import { ProjectionSync, type PreparedPatches, type SyncTarget } from '../server/room/sync.ts';

// The transport from the CommonJS build, as the server loads it (see server/app.ts).
const { WebSocketTransport } = createRequire(import.meta.url)('@colyseus/ws-transport') as typeof WsTransport;

export type BenchServerKind = 'table' | 'one-shared-patch' | 'seat-overlay' | 'bare' | 'bare-storing';

const KINDS: readonly BenchServerKind[] = ['table', 'one-shared-patch', 'seat-overlay', 'bare', 'bare-storing'];

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

/**
 * Makes every table of this process send each action's one spectators' patch to every
 * client, its seats' players too, and no seat's patch of its own: the rules, the store and
 * the sockets as the table has them, with the least a table sending patches between
 * projected views (DESIGN §4) could make for a move (`one-shared-patch`). With
 * `seatOverlays` (`seat-overlay`), each seat's player also gets, in the same write, a patch
 * of the two things that are its own whatever the game: its prompts (as rows) and its undo
 * status, worked out for its seat alone and diffed against the ones it got before. A table
 * that sends one shared patch with an overlay per seat sends at least that (a seat's own
 * view, its hand, comes on top); the table as it is sends each seat its whole projection's
 * patch. So the `seat-overlay` server's round trip and CPU bound from below what any table
 * that sends patches between projected views and each seat its own prompts could reach.
 * For the crowd bench only: its clients take the overlay as a message they ignore.
 */
function leastTable(seatOverlays: boolean): void {
  const asSpectator = (t: SyncTarget): SyncTarget => ({ client: t.client, seat: 'spectator', connected: t.connected, last: null, ...(t.delayed ? { delayed: true } : {}) });
  /** Each seat's player's overlay as it holds it. */
  const held = new WeakMap<object, object>();
  /** The overlays made for one action, by client, until they are sent. */
  const made = new WeakMap<PreparedPatches, Map<object, { next: object; bytes: Uint8Array }>>();
  const overlays = (sync: ProjectionSync, match: Match, targets: SyncTarget[]): Map<object, { next: object; bytes: Uint8Array }> => {
    const game = (sync as unknown as { game: AnyGameModule }).game;
    const out = new Map<object, { next: object; bytes: Uint8Array }>();
    for (const t of targets) {
      if (!t.connected || t.delayed || t.seat === 'spectator') continue;
      const prev = held.get(t.client) ?? {};
      const next = plainShared(prev, withActionRows({ prompts: game.prompts(match.state, t.seat), undo: undoStatus(game, match, t.seat) }));
      const ops = wireOps(diff(prev, next));
      out.set(t.client, { next, bytes: getMessageBytes.raw(Protocol.ROOM_DATA, 'bench:overlay', { to: match.version, ops }) });
    }
    return out;
  };
  const { preparePatches, sendPatches } = ProjectionSync.prototype;
  ProjectionSync.prototype.preparePatches = function (match, targets) {
    const all = [...targets];
    const prepared = preparePatches.call(this, match, all.map(asSpectator));
    if (seatOverlays) made.set(prepared, overlays(this, match, all));
    return prepared;
  };
  ProjectionSync.prototype.sendPatches = function (match, targets, prepared) {
    const all = [...targets];
    const ready = seatOverlays && prepared?.match === match ? made.get(prepared) : undefined;
    const shared = prepared?.match === match ? prepared.spectators : null;
    if (!seatOverlays || !ready || !shared) {
      sendPatches.call(this, match, all.map(asSpectator), prepared);
      return;
    }
    // Each seat's player gets its overlay and the shared patch in one write, then the
    // spectators the shared patch: one write a client, in the table's order.
    const frame = binaryFrame(shared.bytes);
    for (const [client, o] of ready) {
      held.set(client, o.next);
      const c = client as Client & { ref?: { _socket?: { write(b: Uint8Array): boolean } | null } };
      const socket = c.ref?._socket;
      if (socket) socket.write(Buffer.concat([binaryFrame(o.bytes), frame]));
      else {
        c.enqueueRaw(o.bytes);
        c.enqueueRaw(shared.bytes);
      }
    }
    sendPatches.call(this, match, all.filter((t) => !ready.has(t.client)).map(asSpectator), prepared);
  };
}

async function listen(kind: BenchServerKind): Promise<{ ready: BenchServerReady; close(): Promise<void> }> {
  if (kind === 'one-shared-patch' || kind === 'seat-overlay') leastTable(kind === 'seat-overlay');
  if (kind !== 'bare' && kind !== 'bare-storing') {
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
  if (!KINDS.includes(kind)) {
    throw new Error(`bench server: one of ${KINDS.join(', ')}, not ${String(kind)}`);
  }
  const running = await listen(kind);
  process.on('message', (m: unknown) => {
    if (m === 'bench:cpu') process.send!({ bench: 'cpu', cpu: process.cpuUsage() });
    if (m === 'bench:stop') void running.close().finally(() => process.exit(0));
  });
  process.send({ bench: 'ready', ...running.ready });
}
