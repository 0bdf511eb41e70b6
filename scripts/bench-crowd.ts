/**
 * `npm run bench -- crowd`: a table with 4 players and a crowd of spectators (100, then
 * 1,000), beside its floor measured in the same run — a bare Colyseus room on the same
 * transport whose only handler broadcasts the message it receives to every client.
 *
 * The figure is the round trip of one move: a player sends it, and it ends when every
 * client (players and spectators) holds the answer (the table's patch; the bare room's
 * echo). Clients run in this process, as the server does, for both rooms alike: each
 * client only notes the arrival of its message (colyseus.js has decoded it by then); one
 * spectator of the table applies every patch, so the bench also proves the patch is
 * whole. Also reported: how many bytes one move sends to a spectator, and the CPU time
 * per move of the whole process (server and clients together, in both rooms alike).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type Room as ClientRoom } from 'colyseus.js';
import { matchMaker, Room, Server } from 'colyseus';
import { createRequire } from 'node:module';
import type * as WsTransport from '@colyseus/ws-transport';
import { startServer } from '../server/app.ts';
import { applyJsonPatch, C2S, HTTP, S2C, type PatchMessage, type SnapshotMessage } from '../server/protocol.ts';
import type { Projection } from '../engine/core/match.ts';

// The transport from the CommonJS build, as the server loads it (see server/app.ts).
const { WebSocketTransport } = createRequire(import.meta.url)('@colyseus/ws-transport') as typeof WsTransport;

const PLAYERS = 4;

/** The floor: Colyseus with nothing of ours — one handler that echoes to everyone. */
class BareRoom extends Room {
  override onCreate(): void {
    this.maxClients = 5000;
    this.onMessage('move', (_client, message: unknown) => this.broadcast('moved', message));
  }
}

interface Crowd {
  players: ClientRoom[];
  all: ClientRoom[];
  /** Resolves once every client got the answer to the move just sent. */
  arrivals(): Promise<void>;
  /** Bytes the first spectator received so far. */
  spectatorBytes(): number;
  close(): Promise<void>;
}

interface Figures {
  roundTripP50Ms: number;
  roundTripP99Ms: number;
  bytesPerMoveToSpectator: number;
  processCpuMsPerMove: number;
}

export function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
}

export const round = (x: number, d = 2): number => Number(x.toFixed(d));

function countBytes(room: ClientRoom): { bytes: number } {
  const counter = { bytes: 0 };
  const ws = (room.connection.transport as unknown as { ws: { addEventListener(t: string, f: (e: { data: ArrayBuffer }) => void): void } }).ws;
  ws.addEventListener('message', (e) => { counter.bytes += e.data.byteLength; });
  return counter;
}

/** Joins `n` clients, a few at a time (the matchmaker answers each over HTTP). */
export async function joinAll<T>(n: number, join: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 20) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(20, n - i) }, (_, k) => join(i + k)))));
  }
  return out;
}

/** Waits for one message of `type` on each of `rooms`, counting them down. */
function arrivalCounter(rooms: ClientRoom[], type: string): () => Promise<void> {
  let pending = 0;
  let done: (() => void) | null = null;
  for (const r of rooms) {
    r.onMessage(type, () => {
      if (pending > 0 && --pending === 0) done?.();
    });
  }
  return () => new Promise<void>((resolve, reject) => {
    pending = rooms.length;
    const timer = setTimeout(() => reject(new Error(`${pending} of ${rooms.length} clients got no '${type}' within 10 s`)), 10_000);
    done = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

async function tableCrowd(spectators: number): Promise<Crowd & { checked(): Projection | null }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-crowd-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: () => {} });
  const endpoint = `ws://127.0.0.1:${server.port}`;
  const res = await fetch(server.url + HTTP.createTable, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'sandbox', seats: PLAYERS }),
  });
  const { code } = (await res.json()) as { code: string };
  const players: ClientRoom[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const room = await new Client(endpoint).joinById(code, { name: `P${i + 1}` });
    room.onMessage('*', () => {});
    players.push(room);
  }
  // One spectator keeps the projection, to prove the shared patch applies.
  let projection: Projection | null = null;
  const watchers = await joinAll(spectators, async (i) => {
    const room = await new Client(endpoint).joinById(code, { name: `S${i}`, spectator: true });
    room.onMessage('*', () => {});
    if (i === 0) {
      room.onMessage(S2C.snapshot, (m: SnapshotMessage) => { projection = m.projection; });
      room.onMessage(S2C.patch, (m: PatchMessage) => { if (projection) projection = applyJsonPatch(projection, m.ops); });
    }
    return room;
  });
  const all = [...players, ...watchers];
  const first = countBytes(watchers[0]!);
  const arrivals = arrivalCounter(all, S2C.patch);
  return {
    players, all, arrivals,
    spectatorBytes: () => first.bytes,
    checked: () => projection,
    close: async () => {
      await Promise.all(all.map((r) => r.leave(true).catch(() => undefined)));
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BareServer {
  endpoint: string;
  /** The rooms made when it started. */
  roomIds: string[];
  close(): Promise<void>;
}

/**
 * The floor's server: Colyseus on the same transport with only BareRoom (one handler that
 * echoes a `move` to everyone in the room as `moved`), on loopback, with `rooms` rooms
 * made up front (clients join them by id). Also run alone in its own process by
 * `npm run bench -- scale` (scripts/bench-scale.ts).
 */
export async function startBareServer(rooms = 1): Promise<BareServer> {
  const httpServer = http.createServer();
  const transport = new WebSocketTransport({ server: httpServer });
  matchMaker.controller.exposedMethods = ['joinById'];
  const gameServer = new Server({ transport, greet: false, gracefullyShutdown: false });
  gameServer.define('bare', BareRoom);
  await gameServer.listen(0, '127.0.0.1');
  const roomIds: string[] = [];
  for (let i = 0; i < rooms; i++) roomIds.push((await matchMaker.createRoom('bare', {})).roomId);
  return {
    endpoint: `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    roomIds,
    close: async () => {
      await gameServer.gracefullyShutdown(false);
      httpServer.closeAllConnections();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

async function bareCrowd(spectators: number): Promise<Crowd> {
  const server = await startBareServer();
  const endpoint = server.endpoint;
  const roomId = server.roomIds[0]!;
  const players: ClientRoom[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await new Client(endpoint).joinById(roomId, {}));
  const watchers = await joinAll(spectators, () => new Client(endpoint).joinById(roomId, {}));
  const all = [...players, ...watchers];
  const first = countBytes(watchers[0]!);
  const arrivals = arrivalCounter(all, 'moved');
  return {
    players, all, arrivals,
    spectatorBytes: () => first.bytes,
    close: async () => {
      await Promise.all(all.map((r) => r.leave(true).catch(() => undefined)));
      await server.close();
    },
  };
}

/** Sends `moves` moves round the players and times each one's round trip. */
async function measure(crowd: Crowd, moves: number, send: (player: ClientRoom, i: number) => void): Promise<Figures> {
  await new Promise((r) => setTimeout(r, 500));
  const rtts: number[] = [];
  const bytes: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < moves; i++) {
    const b0 = crowd.spectatorBytes();
    const arrived = crowd.arrivals();
    const t0 = performance.now();
    send(crowd.players[i % PLAYERS]!, i);
    await arrived;
    rtts.push(performance.now() - t0);
    bytes.push(crowd.spectatorBytes() - b0);
  }
  const cpu = process.cpuUsage(cpu0);
  return {
    roundTripP50Ms: round(pct(rtts, 50)),
    roundTripP99Ms: round(pct(rtts, 99)),
    bytesPerMoveToSpectator: round(bytes.reduce((s, x) => s + x, 0) / bytes.length, 0),
    processCpuMsPerMove: round((cpu.user + cpu.system) / 1000 / moves),
  };
}

function moveOf(i: number): { t: 'move'; id: string; x: number; z: number } {
  return { t: 'move', id: `meeple-${(i % PLAYERS) + 1}-1`, x: -10 + (i % 20), z: 10 - (i % 7) };
}

export async function benchCrowd(sizes = [100, 1000], moves = 150): Promise<Record<string, number>> {
  const out: Record<string, number> = { players: PLAYERS, moves };
  for (const n of sizes) {
    const table = await tableCrowd(n);
    let version = 0;
    const tableFigures = await (async () => {
      try {
        // Each player sends from the version it last saw; the sandbox judges moves per piece.
        const figures = await measure(table, moves, (player, i) => {
          player.send(C2S.intent, { v: version, action: moveOf(i) });
          version++;
        });
        const p = table.checked();
        if (!p || p.version !== version) throw new Error(`the shared patch did not apply: version ${String(p?.version)}, expected ${version}`);
        return figures;
      } finally {
        await table.close();
      }
    })();
    const bare = await bareCrowd(n);
    let bareFigures: Figures;
    try {
      bareFigures = await measure(bare, moves, (player, i) => player.send('move', moveOf(i)));
    } finally {
      await bare.close();
    }
    for (const [k, v] of Object.entries(tableFigures)) out[`spectators${n}Table${k[0]!.toUpperCase()}${k.slice(1)}`] = v;
    for (const [k, v] of Object.entries(bareFigures)) out[`spectators${n}FloorBareRoom${k[0]!.toUpperCase()}${k.slice(1)}`] = v;
  }
  return out;
}
