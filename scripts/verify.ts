/**
 * Checks a saved game (GET /api/tables/:code/export; docs/PROTOCOL.md §8):
 *
 *   npm run verify -- woodland-K7Q2XM.json
 *
 * 1. sha256(seed) must equal the seedCommit published at setup;
 * 2. the game is rebuilt from the seed with the engine (createMatch) and every action
 *    replayed in order (applyAction): each must be accepted, versions 1, 2, 3, …;
 * 3. each recorded throw must hold exactly the dice the replayed action rolled, each
 *    with the replayed value;
 * 4. each recorded commitment must equal HMAC-SHA256(seed, version|container|result) of
 *    the replayed shuffle or blind draw, one per hidden outcome, in log order;
 * 5. the replayed game must be over after the last action (the seed is revealed only then).
 *
 * Prints a summary and exits 0, or prints the first mismatch and exits 1. A missing or
 * unreadable file, bad JSON or a file that is not a saved game exits 2.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { createMatch, type Match } from '../engine/core/match.ts';
import { act, takeBack } from '../engine/core/undo.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import { isRuleError } from '../engine/core/result.ts';
import { games } from '../engine/games/registry.ts';
import { hiddenDigest, sha256 } from '../server/fairness.ts';
import { SAVED_GAME_FORMAT, type SavedGame } from '../wire/protocol.ts';
import { rolledDice } from '../server/room/dice.ts';

/** A file that cannot be checked at all (exit 2). */
export class UsageError extends Error {}

export interface VerifySummary {
  code: string;
  gameId: string;
  /** The rules version the game was played with. */
  rulesVersion: number;
  seats: number;
  actions: number;
  /** Recorded throws checked, and the dice in them. */
  throws: number;
  dice: number;
  /** Throws the replay makes that the file has no record of (a physics failure at the time). */
  unrecordedThrows: number;
  /** Hidden outcomes whose commitments matched. */
  shuffles: number;
  draws: number;
}

export type VerifyOutcome =
  | { ok: true; summary: VerifySummary }
  /** `version`: the action where it went wrong; null for the seed itself or the end. */
  | { ok: false; version: number | null; problem: string };

const savedGameSchema = z.object({
  format: z.string(),
  code: z.string(),
  gameId: z.string(),
  rulesVersion: z.number().int().default(1),
  options: z.unknown(),
  seats: z.number().int(),
  seedCommit: z.string(),
  seed: z.string(),
  createdAt: z.number(),
  finishedAt: z.number(),
  actions: z.array(z.object({
    version: z.number().int(),
    seat: z.number().int(),
    action: z.unknown(),
    undo: z.literal(true).optional(),
    at: z.number(),
    rolls: z.array(z.object({ id: z.string(), value: z.number() })).optional(),
    commits: z.array(z.string()).optional(),
  })),
});

/** Checks that `raw` has the shape of a saved game; a UsageError says what is wrong. */
export function parseSavedGame(raw: unknown): SavedGame {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new UsageError('The file is not a saved game (not a JSON object).');
  const format = (raw as { format?: unknown }).format;
  if (format !== SAVED_GAME_FORMAT) {
    throw new UsageError(`The file is not a saved game of this format: "format" is ${JSON.stringify(format)}, expected "${SAVED_GAME_FORMAT}".`);
  }
  const parsed = savedGameSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`The saved game is malformed at ${issue?.path.join('.') || 'the top'}: ${issue?.message ?? 'invalid'}.`);
  }
  return parsed.data as SavedGame;
}

const fail = (version: number | null, problem: string): VerifyOutcome => ({ ok: false, version, problem });

const list = (ids: readonly string[]): string => (ids.length === 0 ? 'none' : ids.join(', '));

/** Replays a saved game from its seed and checks every recorded roll and commitment. */
export function verifySavedGame(saved: SavedGame, registry: Readonly<Record<string, AnyGameModule>> = games): VerifyOutcome {
  const module = Object.hasOwn(registry, saved.gameId) ? registry[saved.gameId] : undefined;
  if (!module) throw new UsageError(`This build has no game "${saved.gameId}" to replay.`);
  const commit = sha256(saved.seed);
  if (commit !== saved.seedCommit) {
    return fail(null, `The seed does not match its commitment: sha256(seed) is ${commit}, but the table committed to ${saved.seedCommit}.`);
  }
  const created = createMatch(module, saved.options, saved.seats, saved.seed);
  if (isRuleError(created)) return fail(null, `The table cannot be set up from the seed (${created.code}: ${created.message}).`);
  let match: Match = created;
  // A file from other rules may not replay under these: every failure then says so first.
  const rules = saved.rulesVersion === module.rulesVersion ? ''
    : `This game was played with rules version ${saved.rulesVersion}; this build plays version ${module.rulesVersion}. `;
  const refuse = (version: number | null, problem: string): VerifyOutcome => fail(version, rules + problem);
  const summary: VerifySummary = {
    code: saved.code, gameId: saved.gameId, rulesVersion: saved.rulesVersion, seats: saved.seats, actions: 0,
    throws: 0, dice: 0, unrecordedThrows: 0, shuffles: 0, draws: 0,
  };
  for (const a of saved.actions) {
    const expected = match.version + 1;
    if (a.version !== expected) {
      return refuse(a.version, `Expected version ${expected} here: the action log has a gap or is out of order.`);
    }
    const result = a.undo ? takeBack(module, match, a.seat) : act(module, match, a.seat, a.action);
    if (isRuleError(result)) {
      return refuse(a.version, `The action of seat ${a.seat + 1} does not replay (${result.code}: ${result.message}).`);
    }
    match = result.match;
    summary.actions++;

    const rolled = rolledDice(result.events);
    if (a.rolls) {
      const recordedIds = a.rolls.map((d) => d.id);
      const replayedIds = rolled.map((d) => d.id);
      if (recordedIds.join('\n') !== replayedIds.join('\n')) {
        return refuse(a.version, `The recorded throw holds the dice ${list(recordedIds)}, but the replayed action rolled ${list(replayedIds)}.`);
      }
      for (const [i, d] of a.rolls.entries()) {
        const value = (rolled[i] as { value: number }).value;
        if (d.value !== value) {
          return refuse(a.version, `Die ${d.id} shows ${d.value} in the recorded throw, but the replay rolled ${value}.`);
        }
      }
      summary.throws++;
      summary.dice += a.rolls.length;
    } else if (rolled.length > 0) {
      summary.unrecordedThrows++;
    }

    const hidden = result.events.flatMap((e) => (e.hidden ? [e.hidden] : []));
    const commits = a.commits ?? [];
    if (commits.length !== hidden.length) {
      return refuse(a.version, `${commits.length} commitment(s) recorded, but the replayed action has ${hidden.length} shuffle(s) or draw(s).`);
    }
    for (const [i, h] of hidden.entries()) {
      const digest = hiddenDigest(saved.seed, a.version, h);
      if (commits[i] !== digest) {
        return refuse(a.version,
          `The commitment to the ${h.type} of ${h.container} was ${commits[i]}, but the replayed ${h.type} gives ${digest}.`);
      }
      if (h.type === 'shuffle') summary.shuffles++;
      else summary.draws++;
    }
  }
  if (!module.status(match.state).over) {
    return refuse(null, `The replayed game is not over after version ${match.version}: the saved action log is incomplete.`);
  }
  return { ok: true, summary };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report line(s) for an outcome. */
export function describeOutcome(outcome: VerifyOutcome): string {
  if (!outcome.ok) {
    const where = outcome.version === null ? '' : ` at version ${outcome.version}`;
    return `MISMATCH${where}: ${outcome.problem}`;
  }
  const s = outcome.summary;
  const lines = [
    `OK: table ${s.code} (${s.gameId}, ${plural(s.seats, 'seat')}) — the seed matches its commitment and the game replays from it.`,
    `  ${plural(s.actions, 'action')} replayed`,
    `  ${plural(s.throws, 'throw')} with ${s.dice} ${s.dice === 1 ? 'die' : 'dice'} checked`,
    `  ${plural(s.shuffles, 'shuffle')} and ${plural(s.draws, 'blind draw')} match their commitments`,
  ];
  if (s.unrecordedThrows > 0) {
    lines.push(`  (${plural(s.unrecordedThrows, 'throw')} rolled by the engine had no recorded physics; their values come from the replay)`);
  }
  return lines.join('\n');
}

/** The command: reads the file named in `args`, prints to `out`, returns the exit code. */
export function runVerify(args: readonly string[], out: (line: string) => void, err: (line: string) => void): number {
  const file = args.find((x) => x !== '--');
  if (file === undefined) {
    err('usage: npm run verify -- <saved game .json> (from GET /api/tables/<code>/export)');
    return 2;
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    err(`Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (e) {
    err(`${file} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  try {
    const outcome = verifySavedGame(parseSavedGame(raw));
    (outcome.ok ? out : err)(describeOutcome(outcome));
    return outcome.ok ? 0 : 1;
  } catch (e) {
    if (e instanceof UsageError) {
      err(`${file}: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runVerify(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`), (line) => process.stderr.write(`${line}\n`));
}
