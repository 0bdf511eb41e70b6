/**
 * My tables (docs/PROTOCOL.md "My tables"): GET /api/me/tables, the tables the signed-in
 * account holds a seat at, newest first — whose turn it is, this seat's clock, the last
 * public move — so a player finds every game again from any device.
 *
 * Everything comes from the store, never from a live room: every action is stored before
 * it is sent, so the latest snapshot and the actions after it rebuild the match as any
 * process runs it now (the rebuild replays use, server/store/replay.ts). That costs a
 * store read and up to SNAPSHOT_EVERY replayed actions per table, at most MY_TABLES
 * tables a request: unit-level work, done per request and cached nowhere.
 */
import type { AnyGameModule } from '../../engine/core/module.ts';
import { decidingSeats, type Match } from '../../engine/core/match.ts';
import { ACCOUNT_HTTP, namedSeats, type MyTable } from '../../wire/account-protocol.ts';
import type { AccountRoute } from '../http/accounts.ts';
import { HttpProblem } from '../http/problem.ts';
import { SeatClocks } from '../room/clocks.ts';
import { findGame, type TableContext } from '../room/context.ts';
import { loadForReplay, replayTable } from '../store/replay.ts';
import type { LoadedTable, StoredTable } from '../store/types.ts';
import { signedIn } from './http.ts';
import { accountTables } from './seats.ts';
import { lastPublicEntry, wordingView } from './table-words.ts';

/** The most tables one answer lists. */
export const MY_TABLES = 50;
/** Seats read to find them: tables whose game this server lacks (or that are gone) are left out. */
const SEATS_READ = 200;

export const tableRoutes: AccountRoute = async (req, pathname, ctx) => {
  if (pathname !== ACCOUNT_HTTP.myTables) return null;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    req.resume();
    // words-ok: a method the page never sends
    throw new HttpProblem(405, 'http/not-allowed', `${pathname} takes GET.`);
  }
  const account = await signedIn(req, ctx);
  return [200, { tables: await myTables(ctx, account.id) }];
};

/** The tables `accountId` sits at, newest first (at most MY_TABLES). */
export async function myTables(ctx: TableContext, accountId: string): Promise<MyTable[]> {
  // An account holding two seats of one table (a host's test game) is listed at the lowest.
  const seatAt = new Map<string, number>();
  for (const { code, seat } of await accountTables(ctx.store.sql, accountId, SEATS_READ)) {
    const held = seatAt.get(code);
    if (held === undefined || seat < held) seatAt.set(code, seat);
  }
  const found: { stored: StoredTable; game: AnyGameModule; seat: number }[] = [];
  for (const [code, seat] of seatAt) {
    const stored = await ctx.store.getTable(code);
    const game = stored ? findGame(ctx, stored.gameId) : undefined;
    if (stored && game) found.push({ stored, game, seat });
  }
  found.sort((a, b) => b.stored.createdAt - a.stored.createdAt || (a.stored.code < b.stored.code ? -1 : 1));
  const out: MyTable[] = [];
  for (const f of found.slice(0, MY_TABLES)) out.push(await myTable(ctx, f.stored, f.game, f.seat));
  return out;
}

async function myTable(ctx: TableContext, stored: StoredTable, game: AnyGameModule, seat: number): Promise<MyTable> {
  const players = Array.from({ length: stored.seats }, (_, i) => stored.players?.[i]?.name ?? null);
  const row: MyTable = {
    code: stored.code, gameId: game.id, gameName: game.name, seat, players, waitingOn: [], yourTurn: false,
    clock: null, lastMove: null, createdAt: stored.createdAt, finishedAt: stored.finishedAt,
  };
  const loaded = await loadForReplay(ctx.store, game, stored.code);
  if (!loaded) return row;
  let match: Match;
  try {
    match = replayTable(game, loaded);
  } catch (e) {
    // Played under other rules, or a log that does not replay: listed without its state.
    ctx.log(`my tables: ${stored.code} not rebuilt: ${e instanceof Error ? e.message : String(e)}`);
    return row;
  }
  row.waitingOn = decidingSeats(game, match);
  row.yourTurn = row.waitingOn.includes(seat);
  row.clock = clockOf(stored, loaded, seat, row.waitingOn);
  const entry = lastPublicEntry(match);
  if (entry !== null) {
    const at = await lastActionAt(ctx, loaded, match);
    // With what a reader's client words it from again, where the game words it from its data.
    const view = wordingView(game, entry, game.view(match.state, 'spectator'));
    row.lastMove = { text: namedSeats(entry.text.trim(), players), at, ...(view !== undefined ? { entry, view } : {}) };
  }
  return row;
}

/**
 * This seat's clock as the room keeps it (server/room/absence.ts): the reading stored with
 * the latest action is from just before it, so it is brought to the action's result —
 * the seats the game waits on now run, once every seat has been taken. Before any action,
 * the time each seat starts with, not yet running (the store cannot tell when the last
 * seat was taken).
 */
function clockOf(stored: StoredTable, loaded: LoadedTable, seat: number, waitingOn: readonly number[]): MyTable['clock'] {
  const clock = stored.settings?.clock;
  if (!clock) return null;
  const reading = loaded.clocks;
  if (!reading) return { kind: clock.kind, leftMs: clock.kind === 'realtime' ? clock.bankMs : clock.moveMs, running: false, at: stored.createdAt };
  const everySeatTaken = Array.from({ length: stored.seats }, (_, i) => stored.players?.[i] ?? stored.settings?.bots[i] ?? null)
    .every((p) => p !== null);
  const clocks = new SeatClocks(clock, stored.seats, reading, reading.at);
  clocks.update(everySeatTaken ? waitingOn : [], reading.at);
  const now = clocks.snapshot(reading.at);
  return { kind: clock.kind, leftMs: now.left[seat] ?? 0, running: now.running.includes(seat), at: reading.at };
}

/**
 * When the match's latest action was stored. The actions after the latest snapshot carry
 * it; when the snapshot is the latest version itself (one table in SNAPSHOT_EVERY), the
 * log is read for it.
 */
async function lastActionAt(ctx: TableContext, loaded: LoadedTable, match: Match): Promise<number> {
  const last = loaded.actions[loaded.actions.length - 1];
  if (last?.version === match.version) return last.at;
  const all = await ctx.store.listActions(loaded.table.code);
  return all.find((a) => a.version === match.version)?.at ?? loaded.table.createdAt;
}
