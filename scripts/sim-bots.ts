/**
 * Games played by bots (engine/bots/), one per seat, for `npm run sim -- --bots …`:
 *
 *   npm run sim -- --game root --factions clergy,legion --bots search,random --iterations 100 --swap --games 100
 *   npm run sim -- --game delve --players 2 --bots search --budget 40 --games 50
 *
 * `--bots` names a bot level per seat (one name fills every seat). `--iterations N` is the
 * search's reproducible budget per decision; `--budget MS` cuts a search short on the
 * wall clock (then a run is no longer reproducible). `--swap` turns the seats one place
 * each game — the bots and, for Root, the factions with them — so every bot plays from
 * every seat and faction keeps its faction. Each step the simulator picks a seat among
 * those with prompts (its own Rng, as random play does) and that seat's bot decides from
 * its own sample of the state (engine/bots/sample.ts). The summary gives wins per bot
 * (and per bot and faction), and how long the search's decisions took: wall-clock ms, and
 * the CPU ms this process spent on them (on a shared machine the wall clock also counts
 * the time other work held the core).
 */
import { performance } from 'node:perf_hooks';
import { applyAction, createMatch, type Match } from '../engine/core/match.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import { isRuleError } from '../engine/core/result.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { chooseAction, sampleFor, searchMove, type BotLevel } from '../engine/bots/index.ts';
import { livePrompts } from '../engine/bots/random.ts';

export interface BotSimOptions {
  game: string;
  players: number;
  games: number;
  seed: string;
  actions: number;
  options?: unknown;
  /** One bot level per seat, or one level for every seat. */
  bots: BotLevel[];
  /** Search iterations per decision. */
  iterations: number;
  /** Rollout length (default: the game's hint, else the search's default). */
  depth?: number;
  /** Wall-clock milliseconds per search decision (optional). */
  budgetMs?: number;
  swap: boolean;
}

interface Tally { seats: number; wins: number; winRate: number }

export interface BotSimSummary {
  game: string;
  players: number;
  games: number;
  seed: string;
  bots: BotLevel[];
  iterations: number;
  budgetMs?: number;
  depth?: number;
  swap: boolean;
  errors: number;
  deadEnds: number;
  finished: number;
  meanActions: number;
  /** Mean of each number of the module's `stats` over the games. */
  meanStats: Record<string, number>;
  /** Per bot level, and per `level:faction` where the table has factions: seats played, seats that won. */
  byBot: Record<string, Tally>;
  /** The search's decisions that searched (more than one legal action): how many, how long, how many iterations. */
  search: { decisions: number; meanMs: number; p50Ms: number; p95Ms: number; maxMs: number; meanCpuMs: number; p50CpuMs: number; meanIterations: number };
  ms: number;
}

interface Seating { bots: BotLevel[]; roles: string[]; options: unknown }

/** One level per seat: one given for all of them, or one given for each. */
export function botPerSeat(bots: readonly BotLevel[], players: number): BotLevel[] {
  if (bots.length === 1) return Array.from({ length: players }, () => bots[0]!);
  if (bots.length !== players) throw new Error(`bots: one level for every seat or one for each of the ${players}, not ${bots.length}`);
  return [...bots];
}

/** Game `g`'s seating: the bots (and Root's factions) turned `g` places when swapping. */
export function seating(opts: BotSimOptions, g: number): Seating {
  const shift = opts.swap ? g % opts.players : 0;
  const turn = <T>(list: readonly T[]): T[] => list.map((_, s) => list[(s + shift) % list.length] as T);
  const bots = turn(opts.bots);
  const raw = opts.options as { factions?: unknown } | undefined;
  const factions = Array.isArray(raw?.factions) && raw.factions.length === opts.players ? turn(raw.factions as string[]) : undefined;
  const options = factions ? { ...raw, factions } : opts.options ?? {};
  const roles = bots.map((b, s) => (factions ? `${b}:${String(factions[s])}` : b));
  return { bots, roles, options };
}

interface Played {
  actions: number;
  error?: string;
  deadEnd: boolean;
  finished: boolean;
  winners: number[];
  /** The module's `stats` of the final state (Root: rounds, VP per faction, …). */
  stats: Record<string, number>;
  /** Per search decision: wall-clock ms, this process's CPU ms, iterations. */
  times: number[];
  cpu: number[];
  iterations: number[];
}

function describe(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** One game with a bot in every seat; `rng` picks who acts when several may, `seed` seeds the match and the bots. */
export function playBots(module: AnyGameModule, opts: BotSimOptions, seat: Seating, seed: string, rng: Rng): Played {
  const out: Played = { actions: 0, deadEnd: false, finished: false, winners: [], stats: {}, times: [], cpu: [], iterations: [] };
  const created = createMatch(module, seat.options, opts.players, seed);
  if (isRuleError(created)) return { ...out, error: `setup: ${created.code}` };
  let match: Match = created;
  const seats = Array.from({ length: opts.players }, (_, i) => i);
  while (out.actions < opts.actions && !module.status(match.state).over) {
    const mover = rng.shuffle(seats.slice()).find((s) => livePrompts(module, match.state, s).length > 0);
    if (mover === undefined) {
      out.deadEnd = true;
      break;
    }
    const level = seat.bots[mover] as BotLevel;
    const botSeed = `${seed}:${mover}:${match.version}`;
    let action: unknown;
    try {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const sample = sampleFor(module, match.state, mover, match.seats, botSeed);
      if (level === 'search') {
        const deadline = opts.budgetMs === undefined ? undefined : start + opts.budgetMs;
        const found = searchMove(module, sample, { iterations: opts.iterations, depth: opts.depth, clock: () => performance.now(), deadline }, botSeed);
        action = found?.action;
        // A decision with one legal action is taken without a search: left out of the timings.
        if (found && found.iterations > 0) {
          out.times.push(performance.now() - start);
          const used = process.cpuUsage(cpu);
          out.cpu.push((used.user + used.system) / 1000);
          out.iterations.push(found.iterations);
        }
      } else action = chooseAction(module, sample, { level, seed: botSeed });
      const result = applyAction(module, match, mover, action);
      if (isRuleError(result)) return { ...out, error: `seat ${mover} (${level}) ${JSON.stringify(action)} → ${result.code}: ${result.message}` };
      match = result.match;
      out.actions++;
    } catch (e) {
      return { ...out, error: `seat ${mover} (${level}) ${JSON.stringify(action)} threw ${describe(e)}` };
    }
  }
  const status = module.status(match.state);
  out.finished = status.over;
  out.winners = status.over ? [...(status.winners ?? [])] : [];
  out.stats = module.stats?.(match.state) ?? {};
  return out;
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (v: number, d = 2): number => Math.round(v * 10 ** d) / 10 ** d;

/** Plays `opts.games` games with bots and sums them up. */
export function simulateBots(module: AnyGameModule, given: BotSimOptions, report: (line: string) => void = () => {}): BotSimSummary {
  const opts = { ...given, bots: botPerSeat(given.bots, given.players) };
  const rng = new Rng(seedRng(`sim:${opts.seed}`));
  const byBot: Record<string, Tally> = {};
  const tally = (key: string, won: boolean): void => {
    const t = (byBot[key] ??= { seats: 0, wins: 0, winRate: 0 });
    t.seats++;
    if (won) t.wins++;
  };
  let errors = 0;
  let deadEnds = 0;
  let finished = 0;
  let actions = 0;
  const times: number[] = [];
  const cpu: number[] = [];
  const iterations: number[] = [];
  const sums: Record<string, number> = {};
  const start = performance.now();
  for (let g = 0; g < opts.games; g++) {
    const seat = seating(opts, g);
    const r = playBots(module, opts, seat, `${opts.seed}#${g}`, rng);
    actions += r.actions;
    times.push(...r.times);
    cpu.push(...r.cpu);
    for (const [k, v] of Object.entries(r.stats)) sums[k] = (sums[k] ?? 0) + v;
    iterations.push(...r.iterations);
    if (r.error) {
      errors++;
      report(`game ${g}: ${r.error}`);
    }
    if (r.deadEnd) {
      deadEnds++;
      report(`game ${g}: dead end after ${r.actions} actions`);
    }
    if (!r.finished) continue;
    finished++;
    seat.roles.forEach((role, s) => {
      const won = r.winners.includes(s);
      tally(seat.bots[s] as string, won);
      if (role !== seat.bots[s]) tally(role, won);
    });
  }
  for (const t of Object.values(byBot)) t.winRate = round(t.wins / Math.max(1, t.seats), 3);
  const sorted = times.slice().sort((a, b) => a - b);
  const sortedCpu = cpu.slice().sort((a, b) => a - b);
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const summary: BotSimSummary = {
    game: opts.game, players: opts.players, games: opts.games, seed: opts.seed, bots: opts.bots,
    iterations: opts.iterations, swap: opts.swap, errors, deadEnds, finished,
    meanActions: round(actions / Math.max(1, opts.games)),
    meanStats: Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, round(v / Math.max(1, opts.games))])),
    byBot,
    search: {
      decisions: times.length,
      meanMs: round(mean(times)),
      p50Ms: round(quantile(sorted, 0.5)),
      p95Ms: round(quantile(sorted, 0.95)),
      maxMs: round(sorted[sorted.length - 1] ?? 0),
      meanCpuMs: round(mean(cpu)),
      p50CpuMs: round(quantile(sortedCpu, 0.5)),
      meanIterations: round(mean(iterations), 1),
    },
    ms: round(performance.now() - start, 0),
  };
  if (opts.budgetMs !== undefined) summary.budgetMs = opts.budgetMs;
  if (opts.depth !== undefined) summary.depth = opts.depth;
  return summary;
}
