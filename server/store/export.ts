/**
 * The saved game of a finished table (GET /api/tables/:code/export, docs/PROTOCOL.md §8):
 * the table row with its revealed seed, and every stored action with what was published
 * about it at the time — its dice values and its commitments. `scripts/verify.ts` checks it.
 */
import { SAVED_GAME_FORMAT, type SavedAction, type SavedGame } from '../../wire/protocol.ts';
import type { StoredAction, StoredTable } from './types.ts';

/** Builds the saved game; the table must be finished (the seed is revealed only then). */
export function savedGame(table: StoredTable, actions: readonly StoredAction[]): SavedGame {
  if (table.finishedAt === null) throw new Error(`table ${table.code} is not over: its seed is still secret`);
  return {
    format: SAVED_GAME_FORMAT,
    code: table.code,
    gameId: table.gameId,
    rulesVersion: table.rulesVersion,
    options: table.options,
    seats: table.seats,
    seedCommit: table.seedCommit,
    seed: table.seed,
    createdAt: table.createdAt,
    finishedAt: table.finishedAt,
    actions: actions.map(savedAction),
  };
}

function savedAction(a: StoredAction): SavedAction {
  const out: SavedAction = { version: a.version, seat: a.seat, action: a.action, at: a.at };
  if (a.undo) out.undo = true;
  if (a.roll) out.rolls = a.roll.message.dice.map((d) => ({ id: d.id, value: d.value }));
  if (a.commits && a.commits.length > 0) out.commits = a.commits.slice();
  return out;
}
