/**
 * Dice physics figures (`npm run bench -- dice`, or `node --import tsx server/dice/bench.ts`
 * for this section alone): one JSON object.
 *
 * Throws are random mixes of d4–d20 from the seats at the table edge with random flicks,
 * seeded so two runs simulate the same throws. Each throw is timed beside its floor (floor.ts:
 * a bare cannon-es loop on the same launches — the same bodies on a bare table, stepped
 * until they sleep), the two interleaved so both see the same machine. The machine is
 * shared: each throw, and its floor, is timed as the best of REPEATS runs of the very
 * same computation, so a time slice lost to another process does not count as the throw's.
 * Then the dice threads: a throw's round trip through them, and how long the caller's
 * thread is held meanwhile.
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { dieKinds, type DieKind } from '../../assets/models/dice.ts';
import { encodeRoll, rollSize } from './encode.ts';
import { bareThrow } from './floor.ts';
import { planLaunch, trayFor, type ThrowRequest } from './launch.ts';
import { DicePool } from './pool.ts';
import { mulberry32 } from './rand.ts';
import { MAX_SECONDS, simulateThrow, type ThrowResult } from './simulate.ts';

const SEATS = [{ x: 0, z: 15 }, { x: 0, z: -15 }, { x: 23, z: 0 }, { x: -23, z: 0 }];
/** Runs of each throw (and of its floor); the fastest counts. */
const REPEATS = 3;
/** The targets: a throw's time at most this many times its floor's, p50 and p99. */
const TARGETS: Record<number, number> = { 4: 1.15, 10: 1.3 };

function request(n: number, rand: () => number): ThrowRequest {
  return {
    dice: Array.from({ length: n }, (_, i) => {
      const kind = dieKinds[Math.floor(rand() * dieKinds.length)] as DieKind;
      return { id: `d${i}`, kind, value: 1 + Math.floor(rand() * Number(kind.slice(1))) };
    }),
    from: SEATS[Math.floor(rand() * SEATS.length)] as { x: number; z: number },
    flick: { dx: rand() - 0.5, dz: rand() - 0.5, strength: rand() },
  };
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const r2 = (v: number): number => Math.round(v * 100) / 100;
const sort = (a: number[]): number[] => [...a].sort((x, y) => x - y);
const mean = (a: number[]): number => a.reduce((s, x) => s + x, 0) / Math.max(1, a.length);

/** The fastest of REPEATS runs of `f`, ms, and its last result. */
function best<T>(f: () => T): { ms: number; out: T } {
  let ms = Infinity;
  let out = undefined as T;
  for (let i = 0; i < REPEATS; i++) {
    const t0 = performance.now();
    out = f();
    ms = Math.min(ms, performance.now() - t0);
  }
  return { ms, out };
}

interface PoolFigures {
  dice: number;
  throws: number;
  p50Ms: number;
  p99Ms: number;
  floorP50Ms: number;
  floorP99Ms: number;
  /** This project's time over the floor's, at the same percentile. */
  ratioP50: number;
  ratioP99: number;
  target?: number;
  meanMs: number;
  floorMeanMs: number;
  settleMedianS: number;
  settleMaxS: number;
  /** Share of dice cocked at the end of a throw's first run. */
  cockedRate: number;
  /** Throws with a die thrown again, and the dice thrown again (only the cocked ones are). */
  rethrownThrows: number;
  rethrownDice: number;
  fallbackDice: number;
}

function pool(n: number, throws: number, seed: number): PoolFigures & { settle: number[]; results: ThrowResult[] } {
  const rand = mulberry32(seed);
  const ms: number[] = [];
  const floor: number[] = [];
  const settle: number[] = [];
  const results: ThrowResult[] = [];
  let cocked = 0;
  let rethrownThrows = 0;
  let rethrownDice = 0;
  let fallback = 0;
  // Ten throws to warm the JIT, then the measured ones.
  for (let t = -10; t < throws; t++) {
    const req = request(n, rand);
    const spin = Math.floor(rand() * 2 ** 32);
    const kinds = req.dice.map((d) => d.kind);
    const tray = trayFor(req.target);
    const ours = (): { ms: number; out: ThrowResult } => best(() => simulateThrow(req, mulberry32(spin)));
    const bare = (): number => best(() => bareThrow(kinds, planLaunch(req, tray, mulberry32(spin)), MAX_SECONDS)).ms;
    // Alternate which goes first, so neither always runs on a warmer cache.
    let a: { ms: number; out: ThrowResult };
    let b: number;
    if (t % 2 === 0) { a = ours(); b = bare(); } else { b = bare(); a = ours(); }
    if (t < 0) continue;
    ms.push(a.ms);
    floor.push(b);
    const result = a.out;
    results.push(result);
    settle.push(result.durationMs / 1000);
    cocked += result.cockedByRun[0] ?? 0;
    if (result.tries > 1) rethrownThrows++;
    rethrownDice += result.cockedByRun.slice(0, -1).reduce((s, x) => s + x, 0);
    fallback += result.dice.filter((d) => d.fallback).length;
  }
  const sMs = sort(ms);
  const sFloor = sort(floor);
  const sSettle = sort(settle);
  const out: PoolFigures & { settle: number[]; results: ThrowResult[] } = {
    dice: n,
    throws,
    p50Ms: r2(pct(sMs, 0.5)),
    p99Ms: r2(pct(sMs, 0.99)),
    floorP50Ms: r2(pct(sFloor, 0.5)),
    floorP99Ms: r2(pct(sFloor, 0.99)),
    ratioP50: r2(pct(sMs, 0.5) / pct(sFloor, 0.5)),
    ratioP99: r2(pct(sMs, 0.99) / pct(sFloor, 0.99)),
    meanMs: r2(mean(ms)),
    floorMeanMs: r2(mean(floor)),
    settleMedianS: r2(pct(sSettle, 0.5)),
    settleMaxS: r2(sSettle[sSettle.length - 1] ?? 0),
    cockedRate: Math.round((cocked / (throws * n)) * 1000) / 1000,
    rethrownThrows,
    rethrownDice,
    fallbackDice: fallback,
    settle,
    results,
  };
  if (TARGETS[n] !== undefined) out.target = TARGETS[n];
  return out;
}

/**
 * The dice threads: each throw's round trip (the request to a thread, the roll back)
 * beside the same throw simulated on this thread, and the longest this thread's event
 * loop was held while twenty-dice throws ran on a thread (the room's thread, in the server).
 */
async function threads(): Promise<Record<string, number>> {
  const dice = new DicePool(() => undefined);
  try {
    const rand = mulberry32(99);
    // Start a thread and warm its JIT as this thread's is warm by now.
    for (let i = 0; i < 300; i++) await dice.throw(request(1 + (i % 10), rand), i);
    const round = async (n: number, count: number): Promise<{ thread: number[]; here: number[] }> => {
      const thread: number[] = [];
      const here: number[] = [];
      for (let i = 0; i < count; i++) {
        const req = request(n, rand);
        const spin = Math.floor(rand() * 2 ** 32);
        const onThread = async (): Promise<void> => {
          const t0 = performance.now();
          await dice.throw(req, spin);
          thread.push(performance.now() - t0);
        };
        const onThis = (): void => {
          const t0 = performance.now();
          encodeRoll(simulateThrow(req, mulberry32(spin)));
          here.push(performance.now() - t0);
        };
        if (i % 2 === 0) {
          await onThread();
          onThis();
        } else {
          onThis();
          await onThread();
        }
      }
      return { thread: sort(thread), here: sort(here) };
    };
    const four = await round(4, 100);
    const twenty = await round(20, 20);
    // Twenty 20-dice throws on a thread while this thread only waits: its longest stall.
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) await dice.throw(request(20, rand), i);
    const busyMs = performance.now() - t0;
    delay.disable();
    return {
      throw4RoundTripP50Ms: r2(pct(four.thread, 0.5)),
      throw4SameThreadP50Ms: r2(pct(four.here, 0.5)),
      throw20RoundTripP50Ms: r2(pct(twenty.thread, 0.5)),
      throw20SameThreadP50Ms: r2(pct(twenty.here, 0.5)),
      throws20OnThreadMs: r2(busyMs),
      callerLoopMaxStallMs: r2(delay.max / 1e6),
      callerLoopStallP99Ms: r2(delay.percentile(99) / 1e6),
    };
  } finally {
    await dice.close();
  }
}

/**
 * Simulation time beside its floor, settle time, message size and cocked dice for pools of
 * 1–20 dice; the dice threads' round trip and the caller's stalls.
 */
export async function benchDice(): Promise<object> {
  const loadBefore = os.loadavg().map(r2);
  const pools = [
    pool(1, 200, 1),
    pool(2, 200, 2),
    pool(4, 400, 4),
    pool(8, 150, 8),
    pool(10, 300, 10),
    pool(20, 60, 20),
  ];
  const byDice = (n: number): (typeof pools)[number] => pools.find((p) => p.dice === n) as (typeof pools)[number];
  const settle = sort(pools.flatMap((p) => p.settle));
  const size = (n: number): { jsonMedian: number; jsonMax: number; binaryFramesMedian: number } => {
    const sizes = byDice(n).results.map((r) => rollSize(encodeRoll(r)));
    const json = sort(sizes.map((s) => s.jsonBytes));
    return { jsonMedian: pct(json, 0.5), jsonMax: json[json.length - 1] ?? 0, binaryFramesMedian: pct(sort(sizes.map((s) => s.frameBytes)), 0.5) };
  };
  const onThreads = await threads();
  return {
    dicePhysics: 'cannon-es 0.20, step 1/120 s, 1 unit = 1.6 cm, g = 613 units/s²',
    floor: 'a bare cannon-es loop on the same launches: the same bodies, materials and solver on a bare table, stepped until every die sleeps',
    timing: `wall clock, each throw and its floor the best of ${REPEATS} runs, interleaved`,
    loadAverage: { before: loadBefore, after: os.loadavg().map(r2) },
    pools: pools.map(({ settle: _s, results: _r, ...figures }) => figures),
    targets: Object.fromEntries(Object.entries(TARGETS).map(([n, most]) => {
      const p = byDice(Number(n));
      return [`${n}Dice`, { most, ratioP50: p.ratioP50, ratioP99: p.ratioP99, met: p.ratioP50 <= most && p.ratioP99 <= most }];
    })),
    throwsPerSecondPerCore4Dice: Math.round(1000 / byDice(4).meanMs),
    settleSeconds: { median: r2(pct(settle, 0.5)), max: r2(settle[settle.length - 1] ?? 0) },
    rollBytes: { 1: size(1), 4: size(4), 20: size(20) },
    cockedRateFirstRun: Math.round(
      (pools.reduce((s, p) => s + p.cockedRate * p.throws * p.dice, 0) / pools.reduce((s, p) => s + p.throws * p.dice, 0)) * 1000,
    ) / 1000,
    threads: onThreads,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchDice().then((r) => {
    console.log(JSON.stringify(r));
    process.exit(0);
  }, (e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
