/**
 * `npm run bench`: performance figures as one JSON object (recorded in
 * docs/PERFORMANCE.md). Sections: engine, room (loopback, real colyseus.js clients),
 * crowd (4 players + 100 / 1,000 spectators, the server in its own process, beside a bare
 * Colyseus room), bytes (each viewer's patch per action), scale (one process and two on
 * Redis and PostgreSQL, beside the bare-room floor: scripts/bench-scale.ts), dice (beside
 * a bare cannon-es loop), store, history, undo, client (bundle size, first load in
 * headless Chromium), frames (a whole frame of crowded tables in each look and viewport,
 * beside a bare three.js floor: scripts/bench-frames.ts), custom (a group's own game: a
 * 4096-pixel sheet's upload, and opening a thousand-card table, beside plain fetches:
 * scripts/bench-custom.ts). Pass section names to run only
 * some: `npm run bench -- engine room`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client, type Room } from 'colyseus.js';
import { applyAction, createMatch, projectMatch, type Match } from '../engine/core/match.ts';
import { isRuleError } from '../engine/core/result.ts';
import { act, undoStatus } from '../engine/core/undo.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { getGame } from '../engine/games/registry.ts';
import Database from 'better-sqlite3';
import { startServer } from '../server/app.ts';
import { projectAt } from '../server/store/history.ts';
import { SqliteStore } from '../server/store/sqlite.ts';
import { SNAPSHOT_EVERY } from '../server/store/types.ts';
import { choose, picker } from '../tests/room/random-play.ts';
import { benchDice } from '../server/dice/bench.ts';
import { benchCrowd } from './bench-crowd.ts';
import { benchBytes } from './bench-bytes.ts';
import { benchFrames } from './bench-frames.ts';
import { benchCustom } from './bench-custom.ts';
import { benchScale } from './bench-scale.ts';
import { bundleFigures } from './bench-bundle.ts';
import { C2S, HTTP, type PatchMessage, type RollMessage, type SnapshotMessage } from '../wire/protocol.ts';
import { replayPath } from '../wire/replay-protocol.ts';
import { applyWirePatch } from '../wire/json-patch.ts';
import { unpackedMessage } from '../server/room/packing.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';
import type { Projection, ViewProjection } from '../engine/core/match.ts';

/** Creates a table as the browser does (POST /api/tables); its code. */
async function createTable(base: string, table: { game: string; seats: number }): Promise<string> {
  const res = await fetch(base + HTTP.createTable, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...table, options: {} }),
  });
  const body = (await res.json()) as { code?: string; message?: string };
  if (!body.code) throw new Error(`create failed (${res.status}): ${body.message}`);
  return body.code;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

/** Random prompted actions applied straight to the engine, after a warm-up. */
function benchEngine(): Record<string, number> {
  const sandbox = getGame('sandbox')!;
  const pick = new Rng(seedRng('bench'));
  let match = createMatch(sandbox, {}, 4, 'bench') as Match;
  const step = (): boolean => {
    const seat = pick.int(4);
    const prompts = sandbox.prompts(match.state, seat).filter((p) => p.actions.length > 0 && !p.ends);
    const action = pick.pick(pick.pick(prompts).actions);
    const result = applyAction(sandbox, match, seat, action);
    if (isRuleError(result)) return false;
    match = result.match;
    return true;
  };
  for (let i = 0; i < 500; i++) step();
  // Actions alone: pre-pick a list, then time only applyAction.
  const seats: number[] = [];
  const actions: unknown[] = [];
  let probe = match;
  for (let i = 0; i < 2000; i++) {
    const seat = pick.int(4);
    const prompts = sandbox.prompts(probe.state, seat).filter((p) => p.actions.length > 0 && !p.ends);
    const action = pick.pick(pick.pick(prompts).actions);
    const r = applyAction(sandbox, probe, seat, action);
    if (isRuleError(r)) continue;
    probe = r.match;
    seats.push(seat);
    actions.push(action);
  }
  let applied = 0;
  let m = match;
  const t0 = performance.now();
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(sandbox, m, seats[i] as number, actions[i]);
    if (!isRuleError(r)) {
      m = r.match;
      applied++;
    }
  }
  const applyMs = performance.now() - t0;
  const t1 = performance.now();
  for (let i = 0; i < 500; i++) projectMatch(sandbox, m, i % 2 === 0 ? 'spectator' : 1);
  const projectMs = (performance.now() - t1) / 500;
  return {
    sandboxActionsPerSecond: round((applied / applyMs) * 1000, 0),
    sandboxProjectionMs: round(projectMs, 3),
    sandboxStateBytes: JSON.stringify(m.state).length,
  };
}

interface BenchClient {
  room: Room;
  projection: Projection | ViewProjection | null;
  bytes: number;
  onVersion: ((v: number) => void) | null;
  /** Called with the version of each `roll` message. */
  onRoll: ((v: number) => void) | null;
}

function follow(room: Room): BenchClient {
  const c: BenchClient = { room, projection: null, bytes: 0, onVersion: null, onRoll: null };
  const ws = (room.connection.transport as unknown as { ws: { addEventListener(t: string, f: (e: { data: ArrayBuffer }) => void): void } }).ws;
  ws.addEventListener('message', (e) => { c.bytes += e.data.byteLength; });
  room.onMessage('*', (received: string | number, packed: unknown) => {
    const { type, message } = unpackedMessage(String(received), packed, c.projection?.gameId);
    if (type === 'snapshot') c.projection = (message as SnapshotMessage).projection;
    if (type === 'patch' && c.projection) {
      c.projection = applyWirePatch(c.projection, message as PatchMessage);
      c.onVersion?.(c.projection.version);
    }
    if (type === 'roll') c.onRoll?.((message as RollMessage).version);
  });
  return c;
}

interface RoundTrips {
  rtts: number[];
  playerBytes: number[];
  spectatorBytes: number[];
}

/**
 * Round trip intent → every client patched (moves), and intent → every client holding the
 * `roll` message (4-dice throws, simulated in the room), with 4 players and 100 spectators.
 */
async function benchRoom(moves = 200, throws = 40): Promise<Record<string, number>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: () => {} });
  const endpoint = `ws://127.0.0.1:${server.port}`;
  try {
    const code = await createTable(server.url, { game: 'sandbox', seats: 4 });
    const players: BenchClient[] = [follow(await new Client(endpoint).joinById(code, { name: 'P1' }))];
    for (let i = 2; i <= 4; i++) players.push(follow(await new Client(endpoint).joinById(code, { name: `P${i}` })));
    const spectators: BenchClient[] = [];
    for (let i = 0; i < 100; i++) spectators.push(follow(await new Client(endpoint).joinById(code, { name: `S${i}`, spectator: true })));
    const all = [...players, ...spectators];
    await new Promise((r) => setTimeout(r, 500));

    const run = async (i: number, action: unknown, done: (c: BenchClient, v: number) => Promise<void>, into: RoundTrips): Promise<void> => {
      const actor = players[i % 4]!;
      const v = actor.projection!.version;
      const before = all.map((c) => c.bytes);
      const t0 = performance.now();
      const arrived = Promise.all(all.map((c) => done(c, v)));
      actor.room.send(C2S.intent, { v, action });
      await arrived;
      into.rtts.push(performance.now() - t0);
      // Let the tail of the broadcast land before counting bytes.
      await new Promise((r) => setTimeout(r, 5));
      into.playerBytes.push(players[(i + 1) % 4]!.bytes - (before[(i + 1) % 4] as number));
      into.spectatorBytes.push(spectators[0]!.bytes - (before[4] as number));
    };
    const patched = (c: BenchClient, v: number): Promise<void> => new Promise<void>((resolve) => {
      c.onVersion = (nv) => { if (nv > v) { c.onVersion = null; resolve(); } };
    });
    const rolled = (c: BenchClient, v: number): Promise<void> => new Promise<void>((resolve) => {
      c.onRoll = (nv) => { if (nv > v) { c.onRoll = null; resolve(); } };
    });

    const move: RoundTrips = { rtts: [], playerBytes: [], spectatorBytes: [] };
    for (let i = 0; i < moves; i++) {
      await run(i, { t: 'move', id: `meeple-${(i % 4) + 1}-1`, x: -10 + (i % 20), z: 10 - (i % 7) }, patched, move);
    }
    // Throws of four dice (d4, two d6, d8), round the seats; paced under the per-seat throw limit.
    const roll: RoundTrips = { rtts: [], playerBytes: [], spectatorBytes: [] };
    const four = ['die-d4', 'die-d6a', 'die-d6b', 'die-d8'];
    for (let i = 0; i < throws; i++) {
      const t0 = performance.now();
      await run(i, { t: 'roll', ids: four }, rolled, roll);
      await new Promise((r) => setTimeout(r, Math.max(0, 160 - (performance.now() - t0))));
    }
    const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
    for (const c of all) await c.room.leave(true);
    return {
      clients: all.length,
      actions: moves,
      roundTripP50Ms: round(percentile(sorted(move.rtts), 50)),
      roundTripP99Ms: round(percentile(sorted(move.rtts), 99)),
      bytesPerActionToPlayer: round(mean(move.playerBytes), 0),
      bytesPerActionToSpectator: round(mean(move.spectatorBytes), 0),
      throws,
      throwToRollAllClientsP50Ms: round(percentile(sorted(roll.rtts), 50)),
      throwToRollAllClientsP99Ms: round(percentile(sorted(roll.rtts), 99)),
      bytesPerThrow4DiceToPlayer: round(mean(roll.playerBytes), 0),
      bytesPerThrow4DiceToSpectator: round(mean(roll.spectatorBytes), 0),
    };
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Bundle size (gzip) of the built client: all of it, what the start page loads and what a
 * table and each game load on demand (bench-bundle.ts); first load to a rendered table.
 */
async function benchClient(): Promise<Record<string, number>> {
  const assets = path.join('dist', 'client', 'assets');
  if (!fs.existsSync(assets)) throw new Error('dist/client is missing: run `npm run build` first');
  let raw = 0;
  let gzip = 0;
  for (const f of fs.readdirSync(assets)) {
    if (!/\.(js|css)$/.test(f)) continue;
    const buf = fs.readFileSync(path.join(assets, f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, { level: 9 }).length;
  }
  let models = 0;
  for (const f of fs.readdirSync(path.join('assets', 'models'))) if (f.endsWith('.glb')) models += fs.statSync(path.join('assets', 'models', f)).size;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: () => {} });
  const browser = await launchBrowser();
  try {
    const code = await createTable(server.url, { game: 'sandbox', seats: 4 });
    const loads: number[] = [];
    const wire: number[] = [];
    let drawCalls = 0;
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      // What the first load takes over the network (the page, its scripts, styles and models, as the server sends them).
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (r) => sizes.push(r.sizes().then((x) => x.responseBodySize + x.responseHeadersSize, () => 0)));
      const t0 = performance.now();
      await page.goto(`${server.url}/t/${code}?watch=1`);
      await page.waitForFunction(() => {
        const w = (window as unknown as { __woodland?: { table?: { getState(): { projection: unknown } } } }).__woodland;
        return !!w?.table?.getState().projection && !!document.querySelector('canvas');
      }, null, { timeout: 60_000 });
      // Two animation frames after the projection arrived: the table has been drawn.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      loads.push(performance.now() - t0);
      await page.waitForTimeout(2000);
      wire.push((await Promise.all(sizes)).reduce((a, b) => a + b, 0));
      // The table renders on demand: ask for one whole frame now and count its draw calls
      // (otherwise the last frame drawn may have been a partial one, such as a badge's).
      drawCalls = await page.evaluate(async () => {
        const get = (window as unknown as { __woodland?: { three?: () => { invalidate(): void; gl: { info: { render: { calls: number } } } } } }).__woodland?.three;
        if (!get) return -1;
        get().invalidate();
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return get().gl.info.render.calls;
      });
      await page.close();
    }
    loads.sort((a, b) => a - b);
    return {
      bundleJsCssBytes: raw,
      bundleGzipBytes: gzip,
      ...bundleFigures(),
      modelsBytes: models,
      firstLoadMedianMs: round(percentile(loads, 50), 0),
      firstLoadMaxMs: round(loads[loads.length - 1] as number, 0),
      firstLoadBytesOnWire: round(percentile(wire.sort((a, b) => a - b), 50), 0),
      drawCallsReferenceTable: drawCalls,
    };
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The write every accepted action waits for before anything is sent (DESIGN §4): the
 * store's appendAction (SQLite, WAL: committed with synchronous=NORMAL, then the WAL file
 * synced off the room's thread), until it resolves (durable) and for the part that holds
 * the room's thread (until it returns), beside its floor in the same run — the same row
 * inserted through a bare prepared statement with synchronous=NORMAL (which survives a
 * killed process but not a power cut).
 */
async function benchStore(n = 2000): Promise<Record<string, number>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-bench-'));
  const store = SqliteStore.open(dataDir);
  const action = { t: 'move', id: 'meeple-1-1', x: 2.5, z: -3 };
  const ours: number[] = [];
  const thread: number[] = [];
  const floor: number[] = [];
  try {
    await store.createTable({
      code: 'BENCH1', gameId: 'sandbox', rulesVersion: 1, seats: 2, options: {}, seed: 's', seedCommit: 'c', createdAt: 0, finishedAt: null,
    });
    for (let v = 1; v <= n; v++) {
      const t0 = performance.now();
      const writing = store.appendAction('BENCH1', { version: v, seat: 0, action, at: v });
      thread.push(performance.now() - t0);
      await writing;
      ours.push(performance.now() - t0);
    }
    const bare = new Database(path.join(dataDir, 'floor.sqlite'));
    bare.pragma('journal_mode = WAL');
    bare.pragma('synchronous = NORMAL');
    bare.exec('CREATE TABLE actions (code TEXT, version INTEGER, seat INTEGER, action TEXT, at INTEGER, PRIMARY KEY (code, version)) WITHOUT ROWID');
    const insert = bare.prepare('INSERT INTO actions VALUES (?, ?, ?, ?, ?)');
    for (let v = 1; v <= n; v++) {
      const t0 = performance.now();
      insert.run('BENCH1', v, 0, JSON.stringify(action), v);
      floor.push(performance.now() - t0);
    }
    bare.close();
  } finally {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    actions: n,
    actionWriteDurableP50Ms: round(percentile(sorted(ours), 50), 3),
    actionWriteDurableP99Ms: round(percentile(sorted(ours), 99), 3),
    actionWriteRoomThreadP50Ms: round(percentile(sorted(thread), 50), 3),
    actionWriteRoomThreadP99Ms: round(percentile(sorted(thread), 99), 3),
    floorBareInsertNormalP50Ms: round(percentile(sorted(floor), 50), 3),
    floorBareInsertNormalP99Ms: round(percentile(sorted(floor), 99), 3),
  };
}

/**
 * Time travel: `projectAt` (server/store/history.ts) at random versions of a stored
 * random-play Root game of up to 600 actions (snapshots every SNAPSHOT_EVERY, as the room
 * writes them), beside its floor in the same run: one projection of a match already in
 * memory.
 */
async function benchHistory(samples = 120): Promise<Record<string, number>> {
  const root = getGame('root')!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-bench-'));
  const store = SqliteStore.open(dataDir);
  try {
    const seed = 'bench-history';
    await store.createTable({ code: 'HSTRY5', gameId: 'root', rulesVersion: root.rulesVersion, seats: 2, options: {}, seed, seedCommit: '', createdAt: 0, finishedAt: null });
    let match = createMatch(root, {}, 2, seed) as Match;
    const pick = picker('bench-history');
    while (!root.status(match.state).over && match.version < 600) {
      const choice = choose(2, (seat) => root.prompts(match.state, seat), pick);
      if (!choice) break;
      const r = applyAction(root, match, choice.seat, choice.action);
      if (isRuleError(r)) throw new Error(r.message);
      match = r.match;
      await store.appendAction('HSTRY5', { version: match.version, seat: choice.seat, action: choice.action, at: 0 });
      if (match.version % SNAPSHOT_EVERY === 0) await store.saveSnapshot('HSTRY5', { version: match.version, rulesVersion: root.rulesVersion, match });
    }
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const v = pick.range(0, match.version);
      const t0 = performance.now();
      await projectAt(store, root, 'HSTRY5', v, 'spectator');
      times.push(performance.now() - t0);
    }
    const floor: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      projectMatch(root, match, 'spectator');
      floor.push(performance.now() - t0);
    }
    const replay = await benchReplaySeek(store, match.version, pick);
    return {
      rootGameActions: match.version,
      ...replay,
      projectAtP50Ms: round(percentile(sorted(times), 50)),
      projectAtP99Ms: round(percentile(sorted(times), 99)),
      projectAtMaxMs: round(Math.max(...times)),
      floorOneProjectionP50Ms: round(percentile(sorted(floor), 50)),
    };
  } finally {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The replay page's seek over HTTP (server/http/replay.ts) on the stored game of
 * `benchHistory`: the first timeline (the whole game replayed once for its log lines and
 * dice), a warm one, and jumps to random versions (`projectAt` plus the dice at rest and
 * the JSON on the wire) through a real server on loopback.
 */
async function benchReplaySeek(store: SqliteStore, last: number, pick: Rng, samples = 100): Promise<Record<string, number>> {
  const server = await startServer({ port: 0, host: '127.0.0.1', store, log: () => undefined });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const timed = async (url: string): Promise<number> => {
      const t0 = performance.now();
      const res = await fetch(base + url);
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.json();
      return performance.now() - t0;
    };
    const timelineColdMs = await timed(replayPath('HSTRY5'));
    const timelineWarmMs = await timed(replayPath('HSTRY5'));
    const seeks: number[] = [];
    for (let i = 0; i < samples; i++) seeks.push(await timed(replayPath('HSTRY5', pick.range(0, last))));
    return {
      replayTimelineColdMs: round(timelineColdMs),
      replayTimelineWarmMs: round(timelineWarmMs),
      replaySeekHttpP50Ms: round(percentile(sorted(seeks), 50)),
      replaySeekHttpP99Ms: round(percentile(sorted(seeks), 99)),
      replaySeekHttpMaxMs: round(Math.max(...seeks)),
    };
  } finally {
    await server.close();
  }
}

/**
 * Undo (engine/core/undo.ts): what keeping the trail adds to an action (`act` beside its
 * floor `applyAction`, same actions) and what the undo check costs the first time a seat's
 * undo status is asked (the room does it once per action, for the seat that acted), on
 * random-play Root, Explorers and free-table games, each played once unmeasured first.
 * `…UndoCheckMeanMs`: the status per action, and `…UndoCheckRatio` that against the
 * floor's mean. What the game declares an action showed is worked out inside `apply`, so
 * its cost is in the floor itself.
 */
function benchUndo(actions = 300): Record<string, number> {
  const out: Record<string, number> = {};
  const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
  for (const id of ['root', 'explorers', 'sandbox']) {
    const module = getGame(id)!;
    const floor: number[] = [];
    const acted: number[] = [];
    const status: number[] = [];
    // The same game twice: the first warms the code up, the second is measured.
    for (const measured of [false, true]) {
      let match = createMatch(module, {}, 2, `bench-undo-${id}`) as Match;
      const pick = picker(`bench-undo-${id}`);
      for (let i = 0; i < actions && !module.status(match.state).over; i++) {
        const choice = choose(2, (seat) => module.prompts(match.state, seat), pick);
        if (!choice) break;
        let t0 = performance.now();
        const plain = applyAction(module, match, choice.seat, choice.action);
        const f = performance.now() - t0;
        if (isRuleError(plain)) throw new Error(plain.message);
        t0 = performance.now();
        const r = act(module, match, choice.seat, choice.action);
        const a = performance.now() - t0;
        if (isRuleError(r)) throw new Error(r.message);
        match = r.match;
        t0 = performance.now();
        undoStatus(module, match, choice.seat);
        const u = performance.now() - t0;
        if (!measured) continue;
        floor.push(f);
        acted.push(a);
        status.push(u);
      }
    }
    out[`${id}Actions`] = floor.length;
    out[`${id}FloorApplyP50Ms`] = round(percentile(sorted(floor), 50), 3);
    out[`${id}FloorApplyMeanMs`] = round(mean(floor), 3);
    out[`${id}ActWithTrailP50Ms`] = round(percentile(sorted(acted), 50), 3);
    out[`${id}UndoStatusP50Ms`] = round(percentile(sorted(status), 50), 3);
    out[`${id}UndoStatusP95Ms`] = round(percentile(sorted(status), 95), 3);
    // The undo check per action (the status asked right after it) beside the action's own
    // cost; keeping the trail shows as `act` against the floor, at their medians.
    out[`${id}UndoCheckMeanMs`] = round(mean(status), 3);
    out[`${id}UndoCheckRatio`] = round(mean(status) / mean(floor), 2);
    out[`${id}ActOverFloorP50Ratio`] = round(percentile(sorted(acted), 50) / percentile(sorted(floor), 50), 2);
  }
  return out;
}

const sections: Record<string, () => Promise<unknown> | unknown> = {
  engine: benchEngine,
  room: () => benchRoom(),
  crowd: () => benchCrowd(),
  bytes: benchBytes,
  scale: () => benchScale(),
  client: benchClient,
  frames: () => benchFrames(),
  custom: () => benchCustom(),
  dice: () => benchDice(),
  store: () => benchStore(),
  history: () => benchHistory(),
  undo: () => benchUndo(),
};

const wanted = process.argv.slice(2).filter((a) => a in sections);
const out: Record<string, unknown> = {
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memGiB: round(os.totalmem() / 2 ** 30, 0), node: process.version },
};
for (const name of wanted.length ? wanted : Object.keys(sections)) {
  out[name] = await sections[name]!();
}
console.log(JSON.stringify(out));
process.exit(0);
