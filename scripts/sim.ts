/**
 * Random legal play through `prompts`, for any game in the registry (DESIGN §7).
 *
 *   npm run sim -- --game sandbox --players 4 --games 100 --seed s [--actions 200] [--options '{"lairs":true}']
 *   npm run sim -- --game root --factions clergy,legion --games 500   (--factions: one seat each)
 *   npm run sim -- --game root --factions clergy,legion --bots search,random --iterations 100 --swap
 *     (bots per seat, engine/bots/: scripts/sim-bots.ts; --budget MS cuts each search short)
 *
 * Each step picks, uniformly, a seat among those that have prompts, then a prompt, then
 * one of its actions, all with the simulator's own seeded Rng (so a run is
 * reproducible), and applies it through the match layer. A prompted action that is
 * rejected (or throws) is an error; no prompts for anyone while the game is not over is
 * a dead end. After each game every viewer's projection is built once, so a crash in
 * `view` or `table` is an error too. For games that end, the summary also gives the win
 * rate (a finished game with winners is a win) and the mean of every number the module's
 * optional `stats(state)` reports (e.g. rounds). Prints ONE JSON line; exits 1 on errors
 * or dead ends.
 *
 * Prompts flagged `ends` (the free table's "end the table", a resignation) are left out:
 * they would end a game at once instead of exploring it, and they would hide a dead end.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getGame, games } from '../engine/games/registry.ts';
import { applyAction, createMatch, projectMatch, type Match } from '../engine/core/match.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import { isRuleError } from '../engine/core/result.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import type { Prompt, Viewer } from '../engine/core/types.ts';
import { BOT_LEVELS, DEFAULT_ITERATIONS, isBotLevel, type BotLevel } from '../engine/bots/index.ts';
import { pickPrompt } from '../engine/bots/random.ts';
import { botPerSeat, simulateBots, type BotSimOptions } from './sim-bots.ts';

export { pickPrompt };

/** Games without an end get a short default cap; rule games end by `status.over`, under their own cap hint if they give one. */
const DEFAULT_ACTIONS: Record<string, number> = { sandbox: 200, explorers: 20000 };
const RULE_GAME_ACTIONS = 2000;

/** The cap on actions per game when `--actions` is not given. */
export function defaultActionCap(module: AnyGameModule, players: number): number {
  return DEFAULT_ACTIONS[module.id] ?? module.actionCap?.(players) ?? RULE_GAME_ACTIONS;
}
/** How many error details go to stderr (the summary line stays on stdout). */
const MAX_REPORTED = 5;

export interface SimOptions {
  game: string;
  players: number;
  games: number;
  seed: string;
  actions: number;
  /** Table options passed to `createMatch` (default: none). */
  options?: unknown;
}

export interface SimSummary extends SimOptions {
  errors: number;
  deadEnds: number;
  finished: number;
  /** Finished games with at least one winner. */
  wins: number;
  /** wins / finished (0 when none finished). */
  winRate: number;
  meanActions: number;
  /** The most actions any one game took. */
  maxActions: number;
  /** Mean of each number of the module's `stats` over all games played. */
  meanStats: Record<string, number>;
  gamesPerSecond: number;
  actionsPerSecond: number;
  ms: number;
  /**
   * Games per second of the process's CPU time (user + system, `process.cpuUsage`) spent
   * in the simulation: steadier than the wall-clock figure on a shared machine.
   */
  gamesPerCpuSecond: number;
  cpuMs: number;
}

interface GameResult {
  actions: number;
  errors: string[];
  deadEnd: boolean;
  finished: boolean;
  won: boolean;
  stats: Record<string, number>;
}

function describe(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** Plays one game; `rng` chooses the moves, `seed` seeds the match. */
export function playOne(module: AnyGameModule, players: number, seed: string, cap: number, rng: Rng, options: unknown = {}): GameResult {
  const errors: string[] = [];
  const created = createMatch(module, options, players, seed);
  if (isRuleError(created)) return { actions: 0, errors: [`setup: ${created.code}`], deadEnd: false, finished: false, won: false, stats: {} };
  let match: Match = created;
  const seats = Array.from({ length: players }, (_, i) => i);
  let actions = 0;
  let deadEnd = false;
  let finished = false;
  while (actions < cap) {
    if (module.status(match.state).over) {
      finished = true;
      break;
    }
    // The first seat with prompts in a random order is uniform over the seats that have
    // any, and spares asking every seat (a concurrent table offers something to all).
    let offer: { seat: number; prompts: Prompt<unknown>[] } | undefined;
    for (const seat of rng.shuffle(seats.slice())) {
      const prompts = module.prompts(match.state, seat).filter((p: Prompt<unknown>) => p.actions.length > 0 && !p.ends);
      if (prompts.length > 0) {
        offer = { seat, prompts };
        break;
      }
    }
    if (!offer) {
      deadEnd = true;
      break;
    }
    const prompt = pickPrompt(offer.prompts, rng);
    const action: unknown = rng.pick(prompt.actions);
    try {
      const result = applyAction(module, match, offer.seat, action);
      if (isRuleError(result)) {
        errors.push(`seat ${offer.seat} ${prompt.key} ${JSON.stringify(action)} → ${result.code}: ${result.message}`);
        break;
      }
      match = result.match;
      actions++;
    } catch (e) {
      errors.push(`seat ${offer.seat} ${prompt.key} ${JSON.stringify(action)} threw ${describe(e)}`);
      break;
    }
  }
  if (!finished && module.status(match.state).over) finished = true;
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), 'spectator'];
  for (const viewer of viewers) {
    try {
      projectMatch(module, match, viewer);
    } catch (e) {
      errors.push(`projection for ${viewer} threw ${describe(e)}`);
    }
  }
  const status = module.status(match.state);
  const won = finished && (status.winners?.length ?? 0) > 0;
  let stats: Record<string, number> = {};
  try {
    stats = module.stats?.(match.state) ?? {};
  } catch (e) {
    errors.push(`stats threw ${describe(e)}`);
  }
  return { actions, errors, deadEnd, finished, won, stats };
}

/** Runs the whole simulation. */
export function simulate(opts: SimOptions, report: (line: string) => void = () => {}): SimSummary {
  const module = getGame(opts.game);
  if (!module) throw new Error(`Unknown game "${opts.game}". Known: ${Object.keys(games).join(', ')}`);
  const rng = new Rng(seedRng(`sim:${opts.seed}`));
  let errors = 0;
  let deadEnds = 0;
  let finished = 0;
  let wins = 0;
  let total = 0;
  let longest = 0;
  const sums: Record<string, number> = {};
  let reported = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let g = 0; g < opts.games; g++) {
    const r = playOne(module, opts.players, `${opts.seed}#${g}`, opts.actions, rng, opts.options ?? {});
    total += r.actions;
    longest = Math.max(longest, r.actions);
    if (r.won) wins++;
    for (const [k, v] of Object.entries(r.stats)) sums[k] = (sums[k] ?? 0) + v;
    errors += r.errors.length;
    if (r.deadEnd) deadEnds++;
    if (r.finished) finished++;
    for (const e of r.errors) if (reported++ < MAX_REPORTED) report(`game ${g}: ${e}`);
    if (r.deadEnd && reported++ < MAX_REPORTED) report(`game ${g}: dead end after ${r.actions} actions`);
  }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const seconds = Math.max(ms, 1e-3) / 1000;
  const round = (v: number, d = 2): number => Math.round(v * 10 ** d) / 10 ** d;
  return {
    ...opts,
    errors,
    deadEnds,
    finished,
    wins,
    winRate: round(finished > 0 ? wins / finished : 0, 3),
    meanActions: round(total / Math.max(1, opts.games)),
    maxActions: longest,
    meanStats: Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, round(v / Math.max(1, opts.games))])),
    gamesPerSecond: round(opts.games / seconds),
    actionsPerSecond: round(total / seconds, 0),
    ms: round(ms, 0),
    gamesPerCpuSecond: round(opts.games / (Math.max(cpuMs, 1e-3) / 1000)),
    cpuMs: round(cpuMs, 0),
  };
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, not "${raw}"`);
  return n;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'sandbox' },
      players: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string', default: 'sim' },
      actions: { type: 'string' },
      options: { type: 'string' },
      factions: { type: 'string' },
      bots: { type: 'string' },
      iterations: { type: 'string' },
      budget: { type: 'string' },
      depth: { type: 'string' },
      swap: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const game = values.game ?? 'sandbox';
  const module = getGame(game);
  if (!module) throw new Error(`Unknown game "${game}". Known: ${Object.keys(games).join(', ')}`);
  const factions = values.factions?.split(',').map((f) => f.trim()).filter((f) => f !== '');
  const seats = positiveInt('players', values.players, factions?.length ?? module.minSeats);
  const opts: SimOptions = {
    game,
    players: seats,
    games: positiveInt('games', values.games, 100),
    seed: values.seed ?? 'sim',
    actions: positiveInt('actions', values.actions, defaultActionCap(module, seats)),
  };
  if (values.options !== undefined) opts.options = JSON.parse(values.options) as unknown;
  if (factions) {
    // Shorthand for the `factions` table option; the game's own option parser judges it.
    if (opts.options !== undefined && (typeof opts.options !== 'object' || opts.options === null)) throw new Error('--options must be a JSON object to combine with --factions');
    opts.options = { ...(opts.options as Record<string, unknown> | undefined), factions };
    if (factions.length !== opts.players) throw new Error(`--factions names ${factions.length} factions for ${opts.players} players: one each`);
  }
  if (opts.players < module.minSeats || opts.players > module.maxSeats) {
    throw new Error(`${module.name} takes ${module.minSeats}–${module.maxSeats} players, not ${opts.players}`);
  }
  if (values.bots !== undefined) {
    const named = values.bots.split(',').map((b) => b.trim());
    const bad = named.find((b) => !isBotLevel(b));
    if (bad !== undefined) throw new Error(`--bots: "${bad}" is not a bot (${BOT_LEVELS.join(', ')})`);
    const levels = named as BotLevel[];
    if (levels.length !== 1 && levels.length !== opts.players) throw new Error(`--bots names ${levels.length} bots for ${opts.players} players: one, or one each`);
    const botOpts: BotSimOptions = {
      ...opts,
      bots: botPerSeat(levels, opts.players),
      iterations: positiveInt('iterations', values.iterations, values.budget === undefined ? DEFAULT_ITERATIONS : 1_000_000),
      swap: values.swap ?? false,
    };
    if (values.budget !== undefined) botOpts.budgetMs = positiveInt('budget', values.budget, 0);
    if (values.depth !== undefined) botOpts.depth = positiveInt('depth', values.depth, 0);
    const summary = simulateBots(module, botOpts, (line) => process.stderr.write(`${line}\n`));
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    process.exitCode = summary.errors > 0 || summary.deadEnds > 0 ? 1 : 0;
    return;
  }
  const summary = simulate(opts, (line) => process.stderr.write(`${line}\n`));
  const {
    game: g, players, games: n, seed, actions, options, errors, deadEnds, finished, wins, winRate, meanActions, maxActions, meanStats, gamesPerSecond,
    actionsPerSecond, ms, gamesPerCpuSecond, cpuMs,
  } = summary;
  process.stdout.write(`${JSON.stringify({
    game: g, players, games: n, seed, actions, options, errors, deadEnds, finished, wins, winRate, meanActions, maxActions, meanStats, gamesPerSecond,
    actionsPerSecond, ms, gamesPerCpuSecond, cpuMs,
  })}\n`);
  process.exitCode = errors > 0 || deadEnds > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (e) {
    process.stderr.write(`${describe(e)}\n`);
    process.exitCode = 2;
  }
}
