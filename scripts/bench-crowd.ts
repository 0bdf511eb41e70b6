/**
 * `npm run bench -- crowd`: a table with 4 players and a crowd of spectators (100, then
 * 1,000), beside its floor measured in the same run — a bare Colyseus 0.16 room on the
 * same transport whose one handler changes one Schema field and calls `broadcastPatch()`.
 * Each server runs in a process of its own (scripts/bench-server.ts); the clients run
 * here, so their decoding does not count against the server. The three servers (the
 * table and the two floors below) are up at once with a crowd each, and their measured
 * moves are taken in turns (`measureSideBySide`).
 *
 * The figure is the round trip of one move: a player sends it, and it ends when every
 * client (players and spectators) holds the answer (the table's patch; the bare room's
 * state patch). Each client only notes the arrival (colyseus.js has decoded it by then);
 * one spectator of the table applies every patch and works out its table, so the bench
 * also proves the patch is whole. Also reported: the bytes one move sends to a player and
 * to a spectator, and the server process's CPU time per move.
 *
 * A second floor shows what the table's rule "stored before sent" (DESIGN §4) costs on its
 * own: the same bare room writing each move with the table's own store (the same row and
 * sync) and patching once it is durable. Its round trip and CPU are printed beside the
 * bare room's, with their ratio to it (`…StoringBareRoomRatio…`): the share of the
 * table's budget the write takes before the table does anything else. Beside it, what the
 * CPU target leaves once the write is paid (`…CpuLeftUnderTargetAfterWriteMs`: twice the
 * bare room's CPU a move less the storing room's), what the round-trip target leaves at
 * p50 (`…RoundTripP50LeftUnderTargetAfterWriteMs`: 1.5 times the bare room's less the
 * storing room's), and the table's own work on a move measured alone in this process
 * (`tableWorkAlone`, hot and with the caches cold), once as it is and once as the least
 * a table sending patches between projected views could do: the rules and one patch
 * shared by every viewer (`…OneSharedPatchWorkAlone…`). When the least, even hot, is more
 * than what a target leaves, no such table that stores before it sends could meet that
 * target in that run.
 *
 * At 4 + 100 two more servers take their turns beside them: the table itself made to send
 * the least such a table could (scripts/bench-server.ts `leastTable`), measured as the
 * table is: every client gets the spectators' one patch (`…OneSharedPatchTable…`), and
 * besides it each seat its own prompts and undo status as a patch of their own
 * (`…SeatOverlayTable…`), which every table sending a seat what it may do must at least
 * make. Their ratios to the bare room bound from below what any table of this design could
 * reach in that run, a protocol of one shared patch and an overlay per seat included.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room as ClientRoom } from 'colyseus.js';
import { ClientState, type Client as ServerClient } from 'colyseus';
import { createMatch, withTable, type Projection, type ViewProjection } from '../engine/core/match.ts';
import { isRuleError } from '../engine/core/result.ts';
import { act } from '../engine/core/undo.ts';
import { getGame } from '../engine/games/registry.ts';
import { C2S, HTTP, LIMITS, S2C, type PatchMessage, type SnapshotMessage } from '../wire/protocol.ts';
import { unpackPatch, unpackSnapshot } from '../wire/packed-patch.ts';
import { applyWirePatch } from '../wire/json-patch.ts';
import { dictionaryOf } from '../server/room/packing.ts';
import { TokenBucket } from '../server/room/rate-limit.ts';
import { ProjectionSync, type SyncTarget } from '../server/room/sync.ts';
import type { BenchServerKind, BenchServerReady } from './bench-server.ts';

const PLAYERS = 4;
/**
 * The crowds up to this size also measure the least table (`one-shared-patch`): the 4 + 100
 * targets are the ones not met, and a fourth crowd of 1,000 would hold 1,000 more clients
 * in this process.
 */
const LEAST_UP_TO = 100;
/** The least tables (scripts/bench-server.ts `leastTable`), each with the name its figures print under. */
const LEAST_TABLES = [['one-shared-patch', 'OneSharedPatchTable'], ['seat-overlay', 'SeatOverlayTable']] as const;
/** The performance issue's target for the table's server CPU a move: at most this many times the bare room's. */
const CPU_TARGET = 2;
/** The performance issue's target for the round trip, p50 and p99: at most this many times the bare room's. */
const ROUND_TRIP_TARGET = 1.5;
/**
 * Moves each server is given before the measured ones (see `warmUp`): enough that V8 has
 * optimised what a move runs, as in a server that has run a while. After 150 the table's
 * server was still compiling: 25 functions optimised inside the 150 measured moves
 * (`--trace-opt`), 0.6 ms a move on V8's helper threads. After 2,000 it was 10; after
 * 3,000, 3, as many as each bare room compiles there.
 */
const WARMUP_MOVES = 3000;

interface ServerProcess {
  ready: BenchServerReady;
  /** The server process's CPU time so far (user + system), ms. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Forks scripts/bench-server.ts and waits until it listens. With `BENCH_PROF=<dir>` each
 * server writes a V8 CPU profile of its own process there (`--cpu-prof`), to see where a
 * move's time goes.
 */
function spawnBenchServer(kind: BenchServerKind): Promise<ServerProcess> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts');
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const child: ChildProcess = fork(script, [kind], { execArgv: ['--import', 'tsx', ...profile], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`the ${kind} bench server did not start within 30 s`)); }, 30_000);
    child.once('exit', (code) => reject(new Error(`the ${kind} bench server exited (${String(code)})`)));
    let cpuAnswer: ((ms: number) => void) | null = null;
    child.on('message', (m: { bench?: string; cpu?: NodeJS.CpuUsage } & BenchServerReady) => {
      if (m.bench === 'cpu' && m.cpu) cpuAnswer?.((m.cpu.user + m.cpu.system) / 1000);
      if (m.bench !== 'ready') return;
      clearTimeout(timer);
      resolve({
        ready: { port: m.port, ...(m.roomId ? { roomId: m.roomId } : {}) },
        cpuMs: () => new Promise<number>((res) => {
          cpuAnswer = res;
          child.send('bench:cpu');
        }),
        stop: async () => {
          child.send('bench:stop');
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await gone;
          clearTimeout(killer);
        },
      });
    });
  });
}

interface Crowd {
  players: ClientRoom[];
  all: ClientRoom[];
  /** Resolves once every client got the answer to the move just sent. */
  arrivals(): Promise<void>;
  /** Bytes the first spectator received so far. */
  spectatorBytes(): number;
  /** Bytes every player received so far, together. */
  playerBytes(): number;
  server: ServerProcess;
  close(): Promise<void>;
}

interface Figures {
  roundTripP50Ms: number;
  roundTripP99Ms: number;
  bytesPerMoveToPlayer: number;
  bytesPerMoveToSpectator: number;
  serverCpuMsPerMove: number;
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

/** Waits for one answer on each of `rooms` (`listen` calls back on each arrival), counting them down. */
function arrivalCounter(rooms: ClientRoom[], type: string, listen: (room: ClientRoom, arrived: () => void) => void): () => Promise<void> {
  let pending = 0;
  let done: (() => void) | null = null;
  for (const r of rooms) {
    listen(r, () => {
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

async function tableCrowd(spectators: number, kind: 'table' | (typeof LEAST_TABLES)[number][0] = 'table'): Promise<Crowd & { checked(): Projection | null }> {
  const server = await spawnBenchServer(kind);
  const endpoint = `ws://127.0.0.1:${server.ready.port}`;
  const res = await fetch(`http://127.0.0.1:${server.ready.port}${HTTP.createTable}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'sandbox', seats: PLAYERS }),
  });
  const { code } = (await res.json()) as { code: string };
  const players: ClientRoom[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const room = await new Client(endpoint).joinById(code, { name: `P${i + 1}` });
    room.onMessage('*', () => {});
    players.push(room);
  }
  // One spectator keeps the projection and works out its table, to prove the shared patch
  // applies. It keeps each patch as it comes and applies them all once the moves are done
  // (`checked`): applied as they came, they took this process 35 – 60 µs a move, inside the
  // round trip of every client after it, which the bare rooms' crowds do not pay.
  let wire: Projection | ViewProjection | null = null;
  const kept: { packed: boolean; message: unknown }[] = [];
  const watchers = await joinAll(spectators, async (i) => {
    const room = await new Client(endpoint).joinById(code, { name: `S${i}`, spectator: true });
    room.onMessage('*', () => {});
    if (i === 0) {
      // A snapshot stands for every patch before it.
      room.onMessage(S2C.snapshot, (m: SnapshotMessage) => { wire = m.projection; kept.length = 0; });
      room.onMessage(S2C.snapshotz, (m: unknown) => { wire = unpackSnapshot(m).projection; kept.length = 0; });
      room.onMessage(S2C.patch, (m: PatchMessage) => { kept.push({ packed: false, message: m }); });
      room.onMessage(S2C.patchz, (m: unknown) => { kept.push({ packed: true, message: m }); });
    }
    return room;
  });
  const all = [...players, ...watchers];
  const first = countBytes(watchers[0]!);
  const playerCounters = players.map(countBytes);
  const arrivals = arrivalCounter(all, S2C.patch, (r, arrived) => {
    r.onMessage(S2C.patch, arrived);
    r.onMessage(S2C.patchz, arrived);
  });
  return {
    players, all, arrivals, server,
    spectatorBytes: () => first.bytes,
    playerBytes: () => playerCounters.reduce((sum, c) => sum + c.bytes, 0),
    checked: () => {
      if (!wire) return null;
      for (const { packed, message } of kept.splice(0)) {
        wire = applyWirePatch(wire, packed ? unpackPatch(message, dictionaryOf(wire.gameId)) : message as PatchMessage);
      }
      return withTable(wire, getGame('sandbox')!.table);
    },
    close: async () => {
      await Promise.all(all.map(leaveWithin));
      await server.stop();
    },
  };
}

/**
 * A client's leave, waited for at most `LEAVE_WAIT_MS`: a leave whose answer never comes
 * (a socket the server already dropped) must not hold the bench open; stopping the server
 * next closes whatever is left.
 */
const LEAVE_WAIT_MS = 5_000;
async function leaveWithin(room: ClientRoom): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => { timer = setTimeout(resolve, LEAVE_WAIT_MS); });
  await Promise.race([room.leave(true).then(() => undefined, () => undefined), waited]);
  clearTimeout(timer);
}

async function bareCrowd(spectators: number, kind: 'bare' | 'bare-storing' = 'bare'): Promise<Crowd> {
  const server = await spawnBenchServer(kind);
  const endpoint = `ws://127.0.0.1:${server.ready.port}`;
  const roomId = server.ready.roomId!;
  const players: ClientRoom[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await new Client(endpoint).joinById(roomId, {}));
  const watchers = await joinAll(spectators, () => new Client(endpoint).joinById(roomId, {}));
  const all = [...players, ...watchers];
  const first = countBytes(watchers[0]!);
  const playerCounters = players.map(countBytes);
  const arrivals = arrivalCounter(all, 'state', (r, arrived) => r.onStateChange(arrived));
  return {
    players, all, arrivals, server,
    spectatorBytes: () => first.bytes,
    playerBytes: () => playerCounters.reduce((sum, c) => sum + c.bytes, 0),
    close: async () => {
      await Promise.all(all.map(leaveWithin));
      await server.stop();
    },
  };
}

/** How a crowd's player sends the bench's `i`-th move. */
type Send = (player: ClientRoom, i: number) => void;

/** The measured moves of one server, gathered over the rounds. */
interface Sample {
  rtts: number[];
  bytes: number[];
  playerBytes: number[];
  cpuMs: number;
}

/**
 * Rounds the measured moves are split into. The three servers take turns in each round
 * (each round starting with the next one), so a change in the machine during a run (another
 * job, the host) falls on all three alike instead of on whichever was measured then.
 */
const ROUNDS = 3;

/**
 * Sends `warmup` moves round the players of each crowd, unmeasured, so that every server
 * runs code the JIT has already compiled (a long-running server's steady state). The
 * crowds take a move each in turn, so that none waits idle, warm, while the others warm up
 * (V8 works on an idle process's heap and code, and a server measured after a long wait
 * was measured slower).
 */
async function warmUp(runs: readonly { crowd: Crowd; send: Send }[], warmup: number): Promise<void> {
  // Each player's intent bucket as the table keeps it (wire/protocol.ts LIMITS), a little
  // slower: a warm-up move is never refused as too fast (nor, for fairness, sent sooner to
  // a bare room, which has no limit).
  const buckets = runs.map(({ crowd }) => crowd.players.map(() => new TokenBucket(LIMITS.intents.perSecond * 0.9, LIMITS.intents.burst - 2)));
  for (let i = 0; i < warmup; i++) {
    for (let k = 0; k < runs.length; k++) {
      const { crowd, send } = runs[k]!;
      while (!buckets[k]![i % PLAYERS]!.take()) await new Promise((r) => setTimeout(r, 10));
      const arrived = crowd.arrivals();
      send(crowd.players[i % PLAYERS]!, i);
      await arrived;
    }
  }
}

/** Times `moves` moves from the bench's move `from`, one after another, adding them and the server's CPU to `into`. */
async function timed(crowd: Crowd, from: number, moves: number, send: Send, into: Sample): Promise<void> {
  const cpu0 = await crowd.server.cpuMs();
  for (let i = from; i < from + moves; i++) {
    const b0 = crowd.spectatorBytes();
    const p0 = crowd.playerBytes();
    const arrived = crowd.arrivals();
    const t0 = performance.now();
    send(crowd.players[i % PLAYERS]!, i);
    await arrived;
    into.rtts.push(performance.now() - t0);
    into.bytes.push(crowd.spectatorBytes() - b0);
    into.playerBytes.push((crowd.playerBytes() - p0) / PLAYERS);
  }
  into.cpuMs += (await crowd.server.cpuMs()) - cpu0;
}

function figures(s: Sample): Figures {
  const mean = (xs: number[]): number => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  return {
    roundTripP50Ms: round(pct(s.rtts, 50)),
    roundTripP99Ms: round(pct(s.rtts, 99)),
    bytesPerMoveToPlayer: round(mean(s.playerBytes), 0),
    bytesPerMoveToSpectator: round(mean(s.bytes), 0),
    serverCpuMsPerMove: round(s.cpuMs / s.rtts.length),
  };
}

/**
 * The table and its two floors with the same crowd, all three up at once: warmed up
 * together, then `moves` measured moves each, in `ROUNDS` rounds taking turns. Before each
 * round, a pause long enough for each player's intent bucket to fill again, so that the
 * table never refuses a measured move as too fast (a round's moves are fewer than the
 * burst a player). With `least`, the least tables (`LEAST_TABLES`) take their turns with
 * them; their figures come in that order.
 */
async function measureSideBySide(spectators: number, warmup: number, moves: number, least = false): Promise<{ table: Figures; bare: Figures; storing: Figures; least: Figures[] }> {
  const runs: { crowd: Crowd & { checked?(): Projection | null }; send: Send; sample: Sample }[] = [];
  const sample = (): Sample => ({ rtts: [], bytes: [], playerBytes: [], cpuMs: 0 });
  // Each player sends from the version it last saw; the sandbox judges moves per piece.
  const tableSend = (): Send => {
    let version = 0;
    return (player, i) => {
      player.send(C2S.intent, { v: version, action: moveOf(i) });
      version++;
    };
  };
  try {
    runs.push({ crowd: await tableCrowd(spectators), sample: sample(), send: tableSend() });
    const bareSend: Send = (player, i) => player.send('move', moveOf(i));
    runs.push({ crowd: await bareCrowd(spectators, 'bare'), send: bareSend, sample: sample() });
    runs.push({ crowd: await bareCrowd(spectators, 'bare-storing'), send: bareSend, sample: sample() });
    for (const [kind] of least ? LEAST_TABLES : []) runs.push({ crowd: await tableCrowd(spectators, kind), sample: sample(), send: tableSend() });
    await warmUp(runs, warmup);
    const perRound = Math.ceil(moves / ROUNDS);
    for (let round = 0, done = 0; done < moves; round++, done += perRound) {
      await new Promise((r) => setTimeout(r, warmup > 0 || round > 0 ? 2500 : 500));
      for (let k = 0; k < runs.length; k++) {
        const r = runs[(round + k) % runs.length]!;
        await timed(r.crowd, warmup + done, Math.min(perRound, moves - done), r.send, r.sample);
      }
    }
    for (const r of runs) {
      if (!r.crowd.checked) continue;
      const p = r.crowd.checked();
      if (!p || p.version !== warmup + moves) throw new Error(`the shared patch did not apply: version ${String(p?.version)}, expected ${warmup + moves}`);
    }
    return { table: figures(runs[0]!.sample), bare: figures(runs[1]!.sample), storing: figures(runs[2]!.sample), least: runs.slice(3).map((r) => figures(r.sample)) };
  } finally {
    await Promise.allSettled(runs.map((r) => r.crowd.close()));
  }
}

function moveOf(i: number): { t: 'move'; id: string; x: number; z: number } {
  return { t: 'move', id: `meeple-${(i % PLAYERS) + 1}-1`, x: -10 + (i % 20), z: 10 - (i % 7) };
}

/** Memory written between two moves of `tableWorkAlone`'s cold run: several times what a server processor's per-core caches hold. */
const SWEEP_BYTES = 8 * 2 ** 20;

/**
 * The table's own work on a move, with no server round it: the rules (`act`, with the undo
 * trail the room keeps) and every client's patch made and handed over (the room's own
 * `ProjectionSync`, to stand-in clients that only take the bytes), for the bench's moves
 * on the free table with 4 players and `spectators`, after `warmup` moves. Milliseconds a
 * move, timed two ways: hot (one move after another, the loop's data in the processor's
 * caches) and cold (`SWEEP_BYTES` written between moves, as a server's sockets, store and
 * other tables pass through the caches between two moves of one table; the writing is
 * not timed). The table's server does all of this on a move and more (it reads and checks
 * the intent, stores it, and writes to real sockets), so beside the storing room it shows
 * how much of the table's CPU a move its rules and patches are.
 *
 * With `seats` 0 every client stands in as a spectator: the rules and one patch, the public
 * view's, made once and handed to all. That is less than any table that keeps a seat's
 * hand and prompts to its seat could do (each seat would need at least a patch of its own
 * parts besides), so it bounds from below what sending every viewer one shared patch with
 * a small overlay per seat would cost.
 */
function tableWorkAlone(spectators: number, moves: number, warmup: number, seats = PLAYERS): { hotMs: number; coldMs: number } {
  const game = getGame('sandbox')!;
  const created = createMatch(game, {}, PLAYERS, 'bench-crowd-work');
  if (isRuleError(created)) throw new Error(created.message);
  let match = created;
  const sync = new ProjectionSync(game);
  let taken = 0;
  const client = { state: ClientState.JOINED, enqueueRaw: (bytes: Uint8Array) => { taken += bytes.length; } } as unknown as ServerClient;
  const targets: SyncTarget[] = [];
  for (let seat = 0; seat < seats; seat++) targets.push({ client, seat, connected: true, last: null });
  for (let i = 0; i < spectators + PLAYERS - seats; i++) targets.push({ client, seat: 'spectator', connected: true, last: null });
  for (const t of targets) sync.sendSnapshot(t, match);
  const sweep = new Float64Array(SWEEP_BYTES / 8);
  let sum = 0;
  let i = 0;
  const run = (n: number, cold: boolean): number => {
    let ms = 0;
    for (let k = 0; k < n; k++, i++) {
      if (cold) for (let j = 0; j < sweep.length; j += 8) sum += ++sweep[j]!;
      const t0 = performance.now();
      const r = act(game, match, i % PLAYERS, moveOf(i));
      if (isRuleError(r)) throw new Error(r.message);
      match = r.match;
      sync.sendPatches(match, targets, sync.preparePatches(match, targets));
      ms += performance.now() - t0;
    }
    return ms / n;
  };
  run(warmup, false);
  const hotMs = run(moves, false);
  const coldMs = run(moves, true);
  if (taken === 0 || Number.isNaN(sum)) throw new Error('the stand-in clients got no patch');
  return { hotMs, coldMs };
}

export async function benchCrowd(sizes = [100, 1000], moves = 150, warmup = WARMUP_MOVES): Promise<Record<string, number>> {
  const out: Record<string, number> = { players: PLAYERS, moves, warmupMoves: warmup };
  for (const n of sizes) {
    const { table: tableFigures, bare: bareFigures, storing: storingFigures, least: leastFigures } = await measureSideBySide(n, warmup, moves, n <= LEAST_UP_TO);
    const named = (k: string): string => `${k[0]!.toUpperCase()}${k.slice(1)}`;
    // Each figure printed beside its floors: the table's, the bare room's and the table's
    // ratio to it, then the storing bare room's and its ratio to the bare room, then (for
    // the round trip and the CPU) the least tables' and their ratios to the bare room.
    for (const k of Object.keys(tableFigures) as (keyof Figures)[]) {
      const name = named(k);
      const bare = bareFigures[k];
      out[`spectators${n}Table${name}`] = tableFigures[k];
      out[`spectators${n}FloorBareRoom${name}`] = bare;
      out[`spectators${n}Ratio${name}`] = round(tableFigures[k] / bare);
      out[`spectators${n}FloorStoringBareRoom${name}`] = storingFigures[k];
      out[`spectators${n}StoringBareRoomRatio${name}`] = round(storingFigures[k] / bare);
      if (k === 'bytesPerMoveToPlayer' || k === 'bytesPerMoveToSpectator') continue;
      leastFigures.forEach((figs, i) => {
        const label = LEAST_TABLES[i]![1];
        out[`spectators${n}${label}${name}`] = figs[k];
        out[`spectators${n}${label}Ratio${name}`] = round(figs[k] / bare);
      });
    }
    // What the targets leave once the write is paid, beside the table's own work alone
    // and beside the least a table could do: its rules and one shared patch.
    const work = tableWorkAlone(n, moves * 10, warmup);
    const shared = tableWorkAlone(n, moves * 10, warmup, 0);
    out[`spectators${n}CpuLeftUnderTargetAfterWriteMs`] = round(CPU_TARGET * bareFigures.serverCpuMsPerMove - storingFigures.serverCpuMsPerMove);
    out[`spectators${n}RoundTripP50LeftUnderTargetAfterWriteMs`] = round(ROUND_TRIP_TARGET * bareFigures.roundTripP50Ms - storingFigures.roundTripP50Ms);
    out[`spectators${n}TableWorkAloneHotMsPerMove`] = round(work.hotMs, 3);
    out[`spectators${n}TableWorkAloneColdMsPerMove`] = round(work.coldMs, 3);
    out[`spectators${n}OneSharedPatchWorkAloneHotMsPerMove`] = round(shared.hotMs, 3);
    out[`spectators${n}OneSharedPatchWorkAloneColdMsPerMove`] = round(shared.coldMs, 3);
  }
  return out;
}
