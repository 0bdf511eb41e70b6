/**
 * Golden replays: for every game, one stored game kept in the repo (tests/golden/<game>.json)
 * — the game's rules version, options, seats, seed, every action of a deterministic random
 * legal game, and the digest of the engine state it reaches (with digests along the way).
 * `tests/engine/golden.test.ts` replays each through today's engine and requires the same
 * digests, so a change to how a game plays fails the build until the game's `rulesVersion`
 * is bumped and its golden recorded again:
 *
 *   npm run golden                 records every game's golden from the engine as it is
 *   npm run golden -- --game root  records one game's
 *
 * Random play is the simulator's (engine/bots/random.ts: the seats the game waits on in a
 * random order, a prompt by its weight, one of its actions), with an Rng seeded from the
 * game's id, so recording twice from the same engine writes the same file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { applyAction, createMatch, type Match } from '../engine/core/match.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import { isRuleError } from '../engine/core/result.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { nextMover, randomAction } from '../engine/bots/random.ts';
import { games, getGame } from '../engine/games/registry.ts';

/** Where the goldens live. */
export const GOLDEN_DIR = fileURLToPath(new URL('../tests/golden/', import.meta.url));

/** How each game's golden is played: a table of several seats with its usual options, long enough to reach far into the rules. */
export const GOLDEN_TABLES: Record<string, { seats: number; options: unknown; actions: number }> = {
  sandbox: { seats: 3, options: {}, actions: 300 },
  explorers: { seats: 4, options: { lairs: true }, actions: 600 },
  root: { seats: 4, options: {}, actions: 600 },
  delve: { seats: 4, options: {}, actions: 600 },
  forest: { seats: 3, options: {}, actions: 600 },
};

/** A digest along the way is kept every this many actions, so a failing replay says where it first went apart. */
export const CHECKPOINT_EVERY = 50;

export interface Golden {
  gameId: string;
  rulesVersion: number;
  seats: number;
  options: unknown;
  seed: string;
  /** Each action in order, with the seat that took it. */
  actions: Array<{ seat: number; action: unknown }>;
  /** Version → state digest, every CHECKPOINT_EVERY actions. */
  checkpoints: Record<string, string>;
  /** Whether the game was over at the end. */
  over: boolean;
  /** The digest of the final state (`stateDigest`). */
  digest: string;
}

/** JSON with every object's keys sorted, so the same value always has the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/** SHA-256 of the engine state that rules decide: the version, the Rng and the game state (not the log's wording). */
export function stateDigest(match: Match): string {
  return createHash('sha256').update(canonicalJson({ version: match.version, rng: match.rng, state: match.state })).digest('hex');
}

/** Plays and records `module`'s golden from the engine as it is now. */
export function recordGolden(module: AnyGameModule): Golden {
  const table = GOLDEN_TABLES[module.id];
  if (!table) throw new Error(`No golden table for "${module.id}": add one to GOLDEN_TABLES in scripts/golden.ts.`);
  const seed = `golden:${module.id}`;
  const created = createMatch(module, table.options, table.seats, seed);
  if (isRuleError(created)) throw new Error(`${module.id}: ${created.code} ${created.message}`);
  let match: Match = created;
  const rng = new Rng(seedRng(`golden-play:${module.id}`));
  const actions: Golden['actions'] = [];
  const checkpoints: Record<string, string> = {};
  while (actions.length < table.actions && !module.status(match.state).over) {
    const mover = nextMover(module, match.state, match.seats, rng);
    if (!mover) break;
    const action = randomAction(mover.prompts, rng);
    const result = applyAction(module, match, mover.seat, action);
    if (isRuleError(result)) throw new Error(`${module.id}: prompted action ${JSON.stringify(action)} refused: ${result.code} ${result.message}`);
    match = result.match;
    actions.push({ seat: mover.seat, action: JSON.parse(JSON.stringify(action)) as unknown });
    if (match.version % CHECKPOINT_EVERY === 0) checkpoints[String(match.version)] = stateDigest(match);
  }
  return {
    gameId: module.id, rulesVersion: module.rulesVersion, seats: table.seats, options: table.options, seed,
    actions, checkpoints, over: module.status(match.state).over, digest: stateDigest(match),
  };
}

export type ReplayVerdict =
  | { ok: true }
  | { ok: false; version: number; reason: string };

/** Replays `golden` through `module` and compares every digest; says where and how it first went apart. */
export function replayGolden(module: AnyGameModule, golden: Golden): ReplayVerdict {
  const created = createMatch(module, golden.options, golden.seats, golden.seed);
  if (isRuleError(created)) return { ok: false, version: 0, reason: `setup refused: ${created.code} ${created.message}` };
  let match: Match = created;
  for (const { seat, action } of golden.actions) {
    const result = applyAction(module, match, seat, action);
    if (isRuleError(result)) {
      return { ok: false, version: match.version + 1, reason: `action ${match.version + 1} refused: ${result.code} ${result.message}` };
    }
    match = result.match;
    const expected = golden.checkpoints[String(match.version)];
    if (expected !== undefined && stateDigest(match) !== expected) {
      return { ok: false, version: match.version, reason: `the state after action ${match.version} differs` };
    }
  }
  if (stateDigest(match) !== golden.digest) return { ok: false, version: match.version, reason: 'the final state differs' };
  if (module.status(match.state).over !== golden.over) return { ok: false, version: match.version, reason: 'whether the game is over differs' };
  return { ok: true };
}

export function goldenPath(gameId: string): string {
  return path.join(GOLDEN_DIR, `${gameId}.json`);
}

function main(): void {
  const { values } = parseArgs({ options: { game: { type: 'string' } } });
  const ids = values.game ? [values.game] : Object.keys(games);
  fs.mkdirSync(GOLDEN_DIR, { recursive: true });
  for (const id of ids) {
    const module = getGame(id);
    if (!module) throw new Error(`Unknown game "${id}". Known: ${Object.keys(games).join(', ')}`);
    const golden = recordGolden(module);
    // One action a line: a re-recording's diff shows where the play changed.
    const lines = golden.actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
    const { actions: _actions, ...head } = golden;
    const text = JSON.stringify(head, null, 2).replace(/\n}$/, `,\n  "actions": [\n${lines}\n  ]\n}\n`);
    fs.writeFileSync(goldenPath(id), text);
    console.log(`${id}: rules version ${golden.rulesVersion}, ${golden.actions.length} actions${golden.over ? ', game over' : ''} → ${path.relative(process.cwd(), goldenPath(id))}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
