/**
 * Dice physics figures: `node --import tsx server/dice/bench.ts` prints one JSON line.
 * Throws are random mixes of d4–d20 from the seats at the table edge, with random flicks,
 * seeded so two runs simulate the same throws. Times are wall-clock on one core.
 */
import { fileURLToPath } from 'node:url';
import { dieKinds, type DieKind } from '../../assets/models/dice.ts';
import { encodeRoll, rollSize } from './encode.ts';
import type { ThrowRequest } from './launch.ts';
import { mulberry32 } from './rand.ts';
import { simulateThrow } from './simulate.ts';

const SEATS = [{ x: 0, z: 15 }, { x: 0, z: -15 }, { x: 23, z: 0 }, { x: -23, z: 0 }];

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

interface PoolFigures {
  dice: number;
  throws: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  settleMedianS: number;
  settleMaxS: number;
  bytesMedian: number;
  bytesMax: number;
  frameBytesMedian: number;
  /** Share of dice cocked at the end of a throw's first run (before re-simulation). */
  cockedRate: number;
  resimulatedThrows: number;
  fallbackDice: number;
  /** Seconds of table time of every throw. */
  settle: number[];
}

function pool(n: number, throws: number, seed: number): PoolFigures {
  const rand = mulberry32(seed);
  for (let i = 0; i < 10; i++) simulateThrow(request(n, rand), rand); // warm the JIT
  const ms: number[] = [];
  const settle: number[] = [];
  const bytes: number[] = [];
  const frameBytes: number[] = [];
  let cocked = 0;
  let resim = 0;
  let fallback = 0;
  for (let t = 0; t < throws; t++) {
    const req = request(n, rand);
    const t0 = performance.now();
    const result = simulateThrow(req, rand);
    ms.push(performance.now() - t0);
    settle.push(result.durationMs / 1000);
    const size = rollSize(encodeRoll(result));
    bytes.push(size.jsonBytes);
    frameBytes.push(size.frameBytes);
    cocked += result.cockedByRun[0] ?? 0;
    if (result.tries > 1) resim++;
    fallback += result.dice.filter((d) => d.fallback).length;
  }
  const sort = (a: number[]): number[] => [...a].sort((x, y) => x - y);
  const sMs = sort(ms);
  const sSettle = sort(settle);
  const sBytes = sort(bytes);
  return {
    dice: n,
    throws,
    p50Ms: r2(pct(sMs, 0.5)),
    p99Ms: r2(pct(sMs, 0.99)),
    meanMs: r2(ms.reduce((a, b) => a + b, 0) / throws),
    settleMedianS: r2(pct(sSettle, 0.5)),
    settleMaxS: r2(sSettle[sSettle.length - 1] ?? 0),
    bytesMedian: pct(sBytes, 0.5),
    bytesMax: sBytes[sBytes.length - 1] ?? 0,
    frameBytesMedian: pct(sort(frameBytes), 0.5),
    cockedRate: Math.round((cocked / (throws * n)) * 1000) / 1000,
    resimulatedThrows: resim,
    fallbackDice: fallback,
    settle,
  };
}

/** Simulation cost, settle time, message size and cocked-die rate for pools of 1–20 dice. */
export async function benchDice(): Promise<object> {
  const pools = [
    pool(1, 200, 1),
    pool(2, 200, 2),
    pool(4, 200, 4),
    pool(8, 100, 8),
    pool(20, 20, 20),
  ];
  const four = pools[2] as PoolFigures;
  const settle = pools.flatMap((p) => p.settle).sort((a, b) => a - b);
  return {
    dicePhysics: 'cannon-es 0.20, step 1/120 s, 1 unit = 1.6 cm, g = 613 units/s²',
    pools: pools.map(({ dice, throws, p50Ms, p99Ms, meanMs, settleMedianS, settleMaxS, cockedRate, resimulatedThrows, fallbackDice }) =>
      ({ dice, throws, p50Ms, p99Ms, meanMs, settleMedianS, settleMaxS, cockedRate, resimulatedThrows, fallbackDice })),
    throwsPerSecondPerCore4Dice: Math.round(1000 / four.meanMs),
    settleSeconds: {
      median: r2(pct(settle, 0.5)),
      max: r2(settle[settle.length - 1] ?? 0),
    },
    rollBytes: Object.fromEntries(pools.filter((p) => [1, 4, 20].includes(p.dice)).map((p) =>
      [`${p.dice}`, { jsonMedian: p.bytesMedian, jsonMax: p.bytesMax, binaryFramesMedian: p.frameBytesMedian }])),
    cockedRateBeforeResim: Math.round(
      (pools.reduce((s, p) => s + p.cockedRate * p.throws * p.dice, 0) / pools.reduce((s, p) => s + p.throws * p.dice, 0)) * 1000,
    ) / 1000,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchDice().then((r) => console.log(JSON.stringify(r)), (e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
