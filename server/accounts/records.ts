/**
 * History and ratings (docs/PROTOCOL.md "History and ratings"): every finished game with a
 * signed-in player is recorded once — who played which seat and role, the result, the
 * length —, and a rated game moves each player's rating for the game (and for a Root
 * faction, the seat's role) with openskill.
 *
 * What counts: a game ended early by a seat (a prompt flagged `ends`) is `abandoned`; one a
 * bot played any seat of (a bot seat, or a stand-in for an absent player) is `bots`; one
 * seat is `solo`; a co-operative game (`GameModule.cooperative`) keeps wins and losses
 * only; a guest at the table (or one account at two seats) leaves it `unrated`. Only a
 * game of accounts alone, played to its end by people, is `rated`.
 *
 * Recording is idempotent per table code: a second attempt (a restart that finds the end
 * unmarked, a second process) changes nothing. The record, its players and the ratings are
 * one batch whose first statement inserts the record: a record that exists already makes
 * the whole batch fail, ratings included, so a game never counts twice.
 */
import type * as OpenSkillModule from 'openskill';
import type { Rating } from 'openskill';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { GameStatus } from '../../engine/core/types.ts';
import type { HistoryGame, HistoryPlayer } from '../../wire/account-protocol.ts';
import { takesEndingPrompt } from '../room/checks.ts';
import type { Table } from '../room/table/table.ts';
import { matchAt } from '../store/history.ts';
import { seatAccounts } from './seats.ts';
import type { Sql, Statement } from '../store/sql.ts';
import type { GameStore } from '../store/types.ts';

export type Outcome = HistoryGame['outcome'];

/** One seat of a finished game, as recorded (as a profile lists it, before its rating change). */
export type RecordSeat = Omit<HistoryPlayer, 'rating'>;

/** A finished game, classified, ready to be written. */
export interface GameRecord {
  code: string;
  gameId: string;
  startedAt: number;
  finishedAt: number;
  actions: number;
  outcome: Outcome;
  seats: RecordSeat[];
}

/** What decides a finished game's outcome. */
export interface OutcomeFacts {
  /** A seat ended the game early (its last action took a prompt flagged `ends`). */
  abandoned: boolean;
  /** A bot played a seat: a bot seat, or a stand-in for an absent player. */
  botPlayed: boolean;
  seats: number;
  cooperative: boolean;
  /** Seats played by nobody's account (guests), or accounts at more than one seat. */
  unbound: boolean;
}

/** The outcome, the first that applies in this order: abandoned, bots, solo, cooperative, unrated, rated. */
export function outcomeOf(f: OutcomeFacts): Outcome {
  if (f.abandoned) return 'abandoned';
  if (f.botPlayed) return 'bots';
  if (f.seats === 1) return 'solo';
  if (f.cooperative) return 'cooperative';
  if (f.unbound) return 'unrated';
  return 'rated';
}

/**
 * Each seat's place: the winners 1; the others after them, by score where the game keeps
 * scores (a higher score places better, equal scores share a place), else all 2.
 */
export function placesOf(status: GameStatus, seats: number): number[] {
  const winners = new Set(status.winners ?? []);
  const scores = status.scores;
  const score = (seat: number): number => scores?.[seat] ?? 0;
  return Array.from({ length: seats }, (_, seat) => {
    if (winners.has(seat)) return 1;
    if (!scores) return 2;
    let ahead = 0;
    for (let other = 0; other < seats; other++) {
      if (!winners.has(other) && score(other) > score(seat)) ahead++;
    }
    return 2 + ahead;
  });
}

/** The rating key of a game, and of a role in it (`root:<faction>`). */
export function ratingKey(gameId: string, role?: string | null): string {
  return role ? `${gameId}:${role}` : gameId;
}

/** The part of a table recording reads: the game, the end, the seats' names and its queue of store writes. */
export type RecordingTable = Pick<Table, 'code' | 'game' | 'match' | 'settings' | 'seating' | 'createdAt' | 'ctx' | 'persist'>;

/**
 * Records the game `table` just finished (at `at`), after the writes queued before it: its
 * end, and every seat bound or player seated before it, which is why the accounts and names
 * are read from the store there (a table restored over its unmarked end has loaded neither
 * yet). Tables with no seat bound to an account keep no history.
 */
export function recordGame(table: RecordingTable, at: number): void {
  const { code, game, match, settings, createdAt } = table;
  // Bots are named only in the room (their seats are never stored as players).
  const shown = Array.from({ length: match.seats }, (_, seat) => table.seating.name(seat));
  const store = table.ctx.store;
  table.persist(async () => {
    const accounts = await seatAccounts(store.sql, code);
    if (accounts.size === 0) return;
    const players = (await store.getTable(code))?.players ?? [];
    const names = shown.map((name, seat) => players[seat]?.name || name);
    const record = await finishedRecord(store, game, {
      code, match, startedAt: createdAt, finishedAt: at, names, accounts, botSeats: settings.bots.map((b) => b !== null),
    });
    await writeRecord(store.sql, record, at);
  });
}

/** A finished table as recording sees it. */
export interface FinishedTable {
  code: string;
  match: { version: number; seats: number; state: unknown };
  startedAt: number;
  finishedAt: number;
  /** Each seat's name as the table showed it. */
  names: readonly string[];
  /** Seat → account id. */
  accounts: ReadonlyMap<number, string>;
  /** Per seat: a bot played it from the start. */
  botSeats: readonly boolean[];
}

/**
 * The record of a finished table: its stored actions tell whether a bot ever acted for a
 * seat, and whether the last one ended the game early (judged on the state before it,
 * rebuilt from the store).
 */
export async function finishedRecord(store: GameStore, game: AnyGameModule, t: FinishedTable): Promise<GameRecord> {
  const { code, match } = t;
  const actions = await store.listActions(code);
  const last = actions.at(-1);
  let abandoned = false;
  if (last && !last.undo && last.version === match.version && typeof last.action === 'object' && last.action !== null) {
    const before = await matchAt(store, game, code, last.version - 1);
    if (!before) throw new Error(`table ${code}: no state before its last action`);
    abandoned = takesEndingPrompt(game.prompts(before.state, last.seat), last.action as Record<string, unknown>);
  }
  const status = game.status(match.state);
  const places = placesOf(status, match.seats);
  const winners = new Set(status.winners ?? []);
  const roles = game.roles?.(match.state) ?? [];
  const seats: RecordSeat[] = Array.from({ length: match.seats }, (_, seat) => ({
    seat,
    name: t.names[seat] ?? `Seat ${seat + 1}`,
    accountId: t.accounts.get(seat) ?? null,
    bot: t.botSeats[seat] === true,
    role: roles[seat] ?? null,
    won: winners.has(seat),
    place: places[seat] ?? null,
    score: status.scores?.[seat] ?? null,
  }));
  const ids = seats.map((s) => s.accountId);
  const outcome = outcomeOf({
    abandoned,
    botPlayed: t.botSeats.some(Boolean) || actions.some((a) => a.by === 'bot'),
    seats: match.seats,
    cooperative: game.cooperative === true,
    unbound: ids.some((id) => id === null) || new Set(ids).size !== ids.length,
  });
  return { code, gameId: game.id, startedAt: t.startedAt, finishedAt: t.finishedAt, actions: match.version, outcome, seats };
}

interface RatingRowDb {
  account_id: string;
  rating_key: string;
  mu: number;
  sigma: number;
}

/** One player's rating change under one key. */
export interface RatingChange {
  seat: number;
  accountId: string;
  key: string;
  before: Rating;
  after: Rating;
}

/**
 * The rating changes of a rated game: under the game's key every player, under each role's
 * key the players who had one; each rated by openskill as teams of one, ranked by place.
 */
export function ratingChanges(record: GameRecord, current: ReadonlyMap<string, Rating>, skill: OpenSkill): RatingChange[] {
  const { rate, rating } = skill;
  const changes: RatingChange[] = [];
  const rated = record.seats.filter((s): s is RecordSeat & { accountId: string } => s.accountId !== null);
  const groups: { key: (s: RecordSeat) => string; seats: typeof rated }[] = [
    { key: () => ratingKey(record.gameId), seats: rated },
    { key: (s) => ratingKey(record.gameId, s.role), seats: rated.filter((s) => s.role !== null) },
  ];
  for (const group of groups) {
    if (group.seats.length < 2) continue;
    const before = group.seats.map((s) => current.get(`${s.accountId} ${group.key(s)}`) ?? rating());
    const after = rate(before.map((r) => [r]), { rank: group.seats.map((s) => s.place ?? 2) });
    group.seats.forEach((s, i) => {
      changes.push({ seat: s.seat, accountId: s.accountId, key: group.key(s), before: before[i]!, after: after[i]![0]! });
    });
  }
  return changes;
}

export type OpenSkill = typeof OpenSkillModule;

/** openskill, loaded the first time a rated game is written (it is large; a server that rates nothing never loads it). */
let skillModule: Promise<OpenSkill> | undefined;
export const openskill = (): Promise<OpenSkill> => (skillModule ??= import('openskill'));

/** Recordings one after another per database, so two games ending at once never rate from the same old ratings. */
const queues = new WeakMap<Sql, Promise<unknown>>();

/**
 * Writes `record` with its ratings in one batch; false (nothing written) when the table is
 * recorded already.
 */
export function writeRecord(sql: Sql, record: GameRecord, now: number): Promise<boolean> {
  const previous = queues.get(sql) ?? Promise.resolve();
  const job = previous.catch(() => undefined).then(() => write(sql, record, now));
  queues.set(sql, job);
  return job;
}

const recorded = async (sql: Sql, code: string): Promise<boolean> =>
  (await sql.all<{ code: string }>('SELECT code FROM game_records WHERE code = ?', [code])).length > 0;

async function write(sql: Sql, record: GameRecord, now: number): Promise<boolean> {
  if (await recorded(sql, record.code)) return false;
  const changes = record.outcome === 'rated' ? ratingChanges(record, await currentRatings(sql, record), await openskill()) : [];
  const gameKey = ratingKey(record.gameId);
  const statements: Statement[] = [[
    // No ON CONFLICT here on purpose: a record written meanwhile fails the batch, so its ratings are not counted twice.
    'INSERT INTO game_records (code, game, seats, started_at, finished_at, actions, outcome) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [record.code, record.gameId, record.seats.length, record.startedAt, record.finishedAt, record.actions, record.outcome],
  ]];
  for (const s of record.seats) {
    const change = changes.find((c) => c.seat === s.seat && c.key === gameKey);
    statements.push([
      `INSERT INTO game_players (code, seat, account_id, name, role, won, place, score, bot, rating_key, mu_before, sigma_before, mu_after, sigma_after)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code, seat) DO NOTHING`,
      [
        record.code, s.seat, s.accountId, s.name, s.role, s.won ? 1 : 0, s.place, s.score, s.bot ? 1 : 0,
        change ? gameKey : null, change?.before.mu ?? null, change?.before.sigma ?? null, change?.after.mu ?? null, change?.after.sigma ?? null,
      ],
    ]);
  }
  for (const c of changes) {
    statements.push([
      `INSERT INTO ratings (account_id, rating_key, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, 1, ?)
       ON CONFLICT (account_id, rating_key) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1, updated_at = excluded.updated_at`,
      [c.accountId, c.key, c.after.mu, c.after.sigma, now],
    ]);
  }
  try {
    await sql.batch(statements);
  } catch (e) {
    // Another process recorded it between our look and our batch: nothing of ours was written.
    if (await recorded(sql, record.code)) return false;
    throw e;
  }
  return true;
}

/** The ratings the players of `record` hold now, by `${account} ${key}`. */
async function currentRatings(sql: Sql, record: GameRecord): Promise<Map<string, Rating>> {
  const ids = [...new Set(record.seats.flatMap((s) => (s.accountId ? [s.accountId] : [])))];
  const out = new Map<string, Rating>();
  if (ids.length === 0) return out;
  const rows = await sql.all<RatingRowDb>(
    `SELECT account_id, rating_key, mu, sigma FROM ratings WHERE account_id IN (${ids.map(() => '?').join(', ')})`, ids,
  );
  for (const r of rows) out.set(`${r.account_id} ${r.rating_key}`, { mu: Number(r.mu), sigma: Number(r.sigma) });
  return out;
}

/** openskill's ordinal of a stored rating with its default z of 3: μ − 3σ (records.test.ts checks it against openskill's own). */
export function ordinalOf(mu: number, sigma: number): number {
  return mu - 3 * sigma;
}
