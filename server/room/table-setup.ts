/**
 * Where a TableRoom's table comes from: a new one (the create options, checked; a fresh
 * secret seed; a unique code; its row written to the store before anyone can join) or a
 * stored one the server itself asked to reopen (rebuilt from its log under its own code).
 */
import { ErrorCode, ServerError } from 'colyseus';
import { createMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { commitEvents, sha256 } from '../fairness.ts';
import { type CreateTableRequest, type TableSettings } from '../../wire/protocol.ts';
import { createTableSchema } from '../../wire/protocol-schemas.ts';
import { replayTable } from '../store/replay.ts';
import type { CastDelays } from '../../wire/protocol.ts';
import type { ClockSnapshot, LoadedTable, StoredRest, StoredRoll, StoredTable } from '../store/types.ts';
import { boxLayout } from '../boxes/kept.ts';
import { Refused } from '../boxes/refused.ts';
import { withWords } from '../../wire/refusal-words.ts';
import { mintRef } from '../images/capability.ts';
import { cannotRebuild, joinRefusal, zodMessage } from './checks.ts';
import { randomCode } from './codes.ts';
import { findGame, type TableContext } from './context.ts';

export interface OpenedTable {
  code: string;
  game: AnyGameModule;
  match: Match;
  /** Secret until the game is over (DESIGN §2.3, §5.5). */
  seed: string;
  createdAt: number;
  settings: TableSettings;
}

export interface RestoredTable extends OpenedTable {
  /** The clocks stored with its latest action (tables with a clock). */
  clocks: ClockSnapshot | null;
  /** Every seat was taken before, by a player or a bot (its clocks had started). */
  everySeatTaken: boolean;
  /** The stored throws, for the die map of a table stored before its rests were (never re-simulated). */
  rolls: StoredRoll[];
  /** Where the dice rested after the latest action that changed it, or null (none stored). */
  rests: StoredRest[] | null;
  /** The store row was not yet marked finished (the server may have stopped before that write). */
  unfinished: boolean;
  /** The streaming delays the host set, or null (never set). */
  delays: CastDelays | null;
  /** When its current version went live (its stored action's time), or null when the store cannot tell. */
  liveSince: number | null;
}

/** The clock, absent-player policy and bot seats asked for, checked against the game. */
function tableSettings(game: AnyGameModule, seats: number, asked: CreateTableRequest): TableSettings {
  const bots = Array.from({ length: seats }, (_, i) => asked.bots?.[i] ?? null);
  const absent = asked.absent ?? 'wait';
  const wanted = asked.clock !== undefined || absent !== 'wait' || bots.some((b) => b !== null);
  if (wanted && game.concurrent) {
    throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.noTurns', { game: game.name });
  }
  if ((asked.bots?.length ?? 0) > seats) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.botSeats', { bots: asked.bots?.length ?? 0, seats });
  if (bots.every((b) => b !== null)) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.person');
  return { clock: asked.clock ?? null, absent, bots };
}

async function uniqueCode(ctx: TableContext): Promise<string> {
  for (;;) {
    const code = randomCode();
    if (!ctx.live.has(code) && !(await ctx.store.getTable(code))) return code;
  }
}

/**
 * The game options of a table laid out from box `box` (docs/BOX.md), its images sealed as
 * refs of table `code`; the options as given when no box is named. A layout comes only
 * from a box the server keeps (a client's own `layout` option is refused), and only for a
 * game that takes components.
 */
async function fromBox(
  ctx: TableContext, game: AnyGameModule, options: Record<string, unknown>, box: string | undefined, code: string,
): Promise<{ options: Record<string, unknown>; images: string[] }> {
  if (Object.hasOwn(options, 'layout')) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.layout');
  if (box === undefined) return { options, images: [] };
  if (!game.composes) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.noBox', { game: game.name });
  try {
    const laid = await boxLayout(ctx, box, code, (hash) => mintRef(ctx.assetKey, code, hash));
    return { options: { ...options, layout: laid.layout }, images: laid.images };
  } catch (e) {
    if (e instanceof Refused) throw new ServerError(ErrorCode.APPLICATION_ERROR, withWords(e.message, e.words));
    throw new ServerError(ErrorCode.APPLICATION_ERROR, e instanceof Error ? e.message : String(e));
  }
}

/** A new table from a client's create options; refused with a ServerError when they are wrong. */
export async function newTable(ctx: TableContext, options: Record<string, unknown>): Promise<OpenedTable> {
  const parsed = createTableSchema.safeParse({
    game: options.game, seats: options.seats, options: options.options, clock: options.clock, absent: options.absent, bots: options.bots, box: options.box,
  });
  if (!parsed.success) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.payload.invalid', { detail: zodMessage(parsed.error) });
  const { game: gameId, seats, options: gameOptions } = parsed.data;
  const game = findGame(ctx, gameId);
  if (!game) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.unknownGame', { game: gameId });
  const settings = tableSettings(game, seats, parsed.data);
  const seed = ctx.newSeed();
  const code = await uniqueCode(ctx);
  const boxed = await fromBox(ctx, game, gameOptions, parsed.data.box, code);
  const match = createMatch(game, boxed.options, seats, seed);
  if (isRuleError(match)) throw new ServerError(ErrorCode.APPLICATION_ERROR, match.words ? withWords(match.message, match.words) : match.message);
  const createdAt = ctx.now();
  const row: StoredTable = {
    code, gameId, rulesVersion: game.rulesVersion, seats, options: boxed.options, seed, seedCommit: sha256(seed), createdAt, finishedAt: null,
    settings,
  };
  await ctx.store.createTable(row);
  for (const hash of boxed.images) await ctx.store.linkImage(code, hash);
  ctx.log(`table ${code} created (${gameId}, ${seats} seats)`);
  return { code, game, match, seed, createdAt, settings };
}

/** Rebuilds a stored table under its own code (only when the server asked for it). */
export function restoredTable(ctx: TableContext, code: string): RestoredTable {
  const loaded = ctx.restores.get(code);
  if (!loaded) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.notRestorable', { code });
  ctx.restores.delete(code);
  const game = findGame(ctx, loaded.table.gameId);
  if (!game) throw joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.unknownGame', { game: loaded.table.gameId });
  let match: Match;
  try {
    match = replayTable(game, loaded);
  } catch (e) {
    throw cannotRebuild(code, e);
  }
  // The snapshot's log carries the commitments it was saved with; the replayed events
  // after it get theirs again (the same digests: the seed and the outcomes are the same).
  commitEvents(loaded.table.seed, match.log);
  ctx.log(`table ${code} restored at version ${match.version}`);
  return {
    code, game, match, seed: loaded.table.seed, createdAt: loaded.table.createdAt,
    settings: loaded.table.settings ?? { clock: null, absent: 'wait', bots: [] },
    rolls: loaded.rolls ?? [], rests: loaded.rests ?? null, unfinished: loaded.table.finishedAt === null, clocks: loaded.clocks ?? null,
    delays: loaded.table.delays ?? null, liveSince: liveSince(loaded, match),
    everySeatTaken: Array.from({ length: match.seats }, (_, i) => loaded.table.players?.[i] ?? loaded.table.settings?.bots[i] ?? null)
      .every((p) => p !== null),
  };
}

/** When `match` (rebuilt from `loaded`) went live: its last action's time, the creation for version 0. */
function liveSince(loaded: LoadedTable, match: Match): number | null {
  const last = loaded.actions[loaded.actions.length - 1];
  if (last?.version === match.version) return last.at;
  return match.version === 0 ? loaded.table.createdAt : null;
}
