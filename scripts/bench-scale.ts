/**
 * `npm run bench -- scale`: the same load — a number of free tables, each with 2 players
 * and a crowd of spectators, one player of each table moving at a fixed rate, first at a
 * rate one process holds with room to spare, then at one that fills its core — held by:
 *   - one process alone (`npm start`'s default: SQLite, no Redis), the single-process figure;
 *   - one process on Redis and PostgreSQL (what sharing matchmaking and the store costs);
 *   - two processes on Redis and PostgreSQL, the tables made through either and their
 *     seats reserved through the other (docs/DEPLOY.md);
 *   - the floor: bare Colyseus rooms (scripts/bench-server.ts `startBareServer`: one handler
 *     that sets one Schema field to the move's number and calls `broadcastPatch()`) in one
 *     process, the same clients and rate.
 * Every server runs in its own process (`server/main.ts`, as `npm start` runs it); the
 * clients run in this one. A move's round trip runs from its player sending it to every
 * client of its table holding the answer (the patch; the bare room's state patch). Also reported:
 * the CPU time of the server processes (and of Redis) per move, read from /proc.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room as ClientRoom } from 'colyseus.js';
import { C2S, HTTP, S2C, type PatchMessage } from '../wire/protocol.ts';
import type { PackedPatchMessage } from '../wire/packed-patch.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { startRedis } from '../tests/helpers/redis.ts';
import { spawnServer, type ChildServer } from '../tests/room/child-server.ts';
import { tempDataDir } from '../tests/room/helpers.ts';
import { joinAll, pct, round } from './bench-crowd.ts';
import { startBareServer } from './bench-server.ts';

const SELF = fileURLToPath(import.meta.url);

export interface ScaleLoad {
  tables: number;
  /** Spectators per table (each table also seats 2 players). */
  spectators: number;
  /** Moves per second over all tables, one level after the other on the same tables. */
  rates: number[];
  /** Moves sent before each level is measured (JIT, caches, the previous level's tail). */
  warmupSeconds: number;
  seconds: number;
}

/** A rate one process holds with room to spare, then one that fills its core here. */
const DEFAULT_LOAD: ScaleLoad = { tables: 8, spectators: 20, rates: [16, 48], warmupSeconds: 2, seconds: 8 };

/** One table of the load, however it is served. */
interface LoadTable {
  /** Everyone at the table; the first moves. */
  clients: ClientRoom[];
  /** Moves sent so far. */
  sent: number;
  /** Sends move `seq` (1, 2, …); every client then calls `arrive(seq)` once it holds the answer. */
  send(seq: number): void;
  arrive: (seq: number) => void;
}

/** A table's clients, each reporting the answer to a move (a patch's version; the bare room's field). */
function loadTable(clients: ClientRoom[], send: (seq: number) => void): LoadTable {
  const table: LoadTable = { clients, sent: 0, send, arrive: () => undefined };
  for (const room of clients) {
    room.onMessage(S2C.patch, (m: PatchMessage) => table.arrive(m.to));
    room.onMessage(S2C.patchz, (m: PackedPatchMessage) => table.arrive(m[1]));
    room.onStateChange((state: { moves?: unknown }) => { if (typeof state.moves === 'number' && state.moves > 0) table.arrive(state.moves); });
  }
  return table;
}

interface Level {
  movesPerSecond: number;
  roundTripP50Ms: number;
  roundTripP99Ms: number;
  serverCpuMsPerMove: number;
  redisCpuMsPerMove?: number;
  /** Moves that had not reached every client 30 s after the last was sent (an overloaded server). */
  undelivered?: number;
}

interface Figures {
  servers: number;
  clients: number;
  [rate: `moves${number}PerSecond`]: Level;
}

/** CPU time (user + system) of a process so far, in ms, from /proc/<pid>/stat. */
const TICK_MS = 1000 / Number((() => {
  try {
    return execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim();
  } catch {
    return '100';
  }
})());
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
const cpuOf = (pids: number[]): number => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

function moveOf(seq: number): { t: 'move'; id: string; x: number; z: number } {
  return { t: 'move', id: 'meeple-1-1', x: -10 + (seq % 20), z: 10 - (seq % 7) };
}

/** Joins through `endpoint`, taking every message from the start (the load counts some later). */
async function joined(endpoint: string, id: string, options: Record<string, unknown>): Promise<ClientRoom> {
  const room = await new Client(endpoint).joinById(id, options);
  room.onMessage('*', () => {});
  return room;
}

async function createTable(url: string): Promise<string> {
  const res = await fetch(url + HTTP.createTable, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'sandbox', seats: 2, options: {} }),
  });
  const body = (await res.json()) as { code?: string; message?: string };
  if (!body.code) throw new Error(`create failed (${res.status}): ${body.message}`);
  return body.code;
}

/** Tables on our servers: table i made through server i, its seats reserved through the next. */
async function woodlandTables(servers: ChildServer[], load: ScaleLoad): Promise<LoadTable[]> {
  const tables: LoadTable[] = [];
  for (let i = 0; i < load.tables; i++) {
    const maker = servers[i % servers.length]!;
    const other = servers[(i + 1) % servers.length]!;
    const code = await createTable(maker.url);
    const players = [
      await joined(other.endpoint, code, { name: 'P1', seat: 0 }),
      await joined(other.endpoint, code, { name: 'P2', seat: 1 }),
    ];
    const watchers = await joinAll(load.spectators, (k) => joined((k % 2 === 0 ? maker : other).endpoint, code, { name: `S${k}`, spectator: true }));
    const mover = players[0]!;
    // A fresh table is at version 0, and every move is accepted: move `seq` makes version `seq`.
    tables.push(loadTable([...players, ...watchers], (seq) => mover.send(C2S.intent, { v: seq - 1, action: moveOf(seq) })));
  }
  return tables;
}

/** Every level of the load on the same tables. */
async function levels(tables: LoadTable[], load: ScaleLoad, pids: number[], redisPid?: number): Promise<Omit<Figures, 'servers'>> {
  const out: Omit<Figures, 'servers'> = { clients: tables.reduce((n, t) => n + t.clients.length, 0) };
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const rate of load.rates) out[`moves${rate}PerSecond`] = await drive(tables, load, rate, pids, redisPid);
  return out;
}

/** Sends `rate` moves a second over all tables and times every move's round trip. */
async function drive(tables: LoadTable[], load: ScaleLoad, rate: number, pids: number[], redisPid?: number): Promise<Level> {
  const intervalMs = (tables.length * 1000) / rate;
  const rtts: number[] = [];
  let measuring = false;
  let pending = 0;
  let idle: (() => void) | null = null;
  const sent = tables.map((table) => {
    const sentAt = new Map<number, { t0: number; left: number; measured: boolean }>();
    table.arrive = (seq) => {
      const move = sentAt.get(seq);
      if (!move || --move.left > 0) return;
      sentAt.delete(seq);
      if (move.measured) rtts.push(performance.now() - move.t0);
      if (--pending === 0) idle?.();
    };
    return sentAt;
  });

  const perTable = Math.floor(((load.warmupSeconds + load.seconds) * 1000) / intervalMs);
  const warmupMoves = Math.floor((load.warmupSeconds * 1000) / intervalMs);
  const start = performance.now();
  let cpu0 = 0;
  let redis0 = 0;
  let measuredFrom = 0;
  let lastSent = 0;
  let measuredMoves = 0;
  // Each table on its own schedule, staggered across the interval; a late timer sends at once.
  await Promise.all(tables.map(async (table, i) => {
    for (let k = 0; k < perTable; k++) {
      const due = start + ((i / tables.length) + k) * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (k === warmupMoves && i === 0) {
        measuring = true;
        measuredFrom = performance.now();
        cpu0 = cpuOf(pids);
        if (redisPid) redis0 = cpuMs(redisPid);
      }
      if (measuring) measuredMoves++;
      pending++;
      lastSent = performance.now();
      const seq = ++table.sent;
      sent[i]!.set(seq, { t0: lastSent, left: table.clients.length, measured: measuring });
      table.send(seq);
    }
  }));
  const drained = pending === 0 || await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 30_000);
    idle = () => {
      clearTimeout(timer);
      resolve(true);
    };
  });
  // The rate as sent (each table's last interval included); the CPU until every answer arrived.
  const seconds = (lastSent - measuredFrom + intervalMs / tables.length) / 1000;
  const cpu = cpuOf(pids) - cpu0;
  return {
    movesPerSecond: round(measuredMoves / seconds, 1),
    roundTripP50Ms: round(pct(rtts, 50)),
    roundTripP99Ms: round(pct(rtts, 99)),
    serverCpuMsPerMove: round(cpu / measuredMoves),
    ...(redisPid ? { redisCpuMsPerMove: round((cpuMs(redisPid) - redis0) / measuredMoves, 3) } : {}),
    ...(drained ? {} : { undelivered: pending }),
  };
}

async function leaveAll(tables: LoadTable[]): Promise<void> {
  await Promise.all(tables.flatMap((t) => t.clients.map((r) => r.leave(true).catch(() => undefined))));
}

/** The load on `count` processes of server/main.ts with `env` (Redis, PostgreSQL, or neither). */
async function woodland(count: number, env: Record<string, string>, load: ScaleLoad, redisPid?: number): Promise<Figures> {
  const dirs = Array.from({ length: count }, () => tempDataDir());
  const servers = await Promise.all(dirs.map((dir) => spawnServer(dir, 60_000, env)));
  try {
    const tables = await woodlandTables(servers, load);
    try {
      return { servers: count, ...(await levels(tables, load, servers.map((s) => s.proc.pid ?? 0), redisPid)) };
    } finally {
      await leaveAll(tables);
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The floor: bare rooms in a process of their own (this file, run with `--bare-server N`). */
async function floor(load: ScaleLoad): Promise<Figures> {
  const proc = spawn(process.execPath, ['--import', 'tsx', SELF, '--bare-server', String(load.tables)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = await new Promise<{ endpoint: string; roomIds: string[] }>((resolve, reject) => {
    let text = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      text += chunk;
      const line = text.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { endpoint: string; roomIds: string[] });
    });
    proc.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  const tables: LoadTable[] = [];
  try {
    for (const roomId of ready.roomIds) {
      const players = [await joined(ready.endpoint, roomId, {}), await joined(ready.endpoint, roomId, {})];
      const watchers = await joinAll(load.spectators, () => joined(ready.endpoint, roomId, {}));
      const mover = players[0]!;
      tables.push(loadTable([...players, ...watchers], (seq) => mover.send('move', { seq })));
    }
    return { servers: 1, ...(await levels(tables, load, [proc.pid ?? 0])) };
  } finally {
    await leaveAll(tables);
    proc.kill('SIGTERM');
  }
}

export async function benchScale(load: ScaleLoad = DEFAULT_LOAD): Promise<Record<string, unknown>> {
  // PostgreSQL syncs each commit to disk, as the SQLite store does here.
  const [redis, cluster] = await Promise.all([startRedis(), startPostgres({ durable: true })]);
  try {
    const shared = async (): Promise<Record<string, string>> => ({ DATABASE_URL: await cluster.createDatabase(), REDIS_URL: redis.url });
    return {
      load: { ...load, playersPerTable: 2 },
      oneProcessAlone: await woodland(1, {}, load),
      oneProcessRedisPostgres: await woodland(1, await shared(), load, redis.pid),
      twoProcessesRedisPostgres: await woodland(2, await shared(), load, redis.pid),
      floorBareRooms: await floor(load),
    };
  } finally {
    await redis.stop();
    await cluster.stop();
  }
}

// `node --import tsx scripts/bench-scale.ts --bare-server N`: the floor's server process.
if (process.argv[1] && path.resolve(process.argv[1]) === SELF && process.argv[2] === '--bare-server') {
  const server = await startBareServer(Number(process.argv[3] ?? 1));
  console.log(JSON.stringify({ endpoint: server.endpoint, roomIds: server.roomIds }));
  process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
}
