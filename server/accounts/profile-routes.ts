/**
 * Profiles (docs/PROTOCOL.md "History and ratings"): GET /api/accounts/:id → Profile, an
 * account's name and colour, its ratings (a game's, a Root faction's), and its finished
 * games newest first with every player of each and their rating change. Public: an
 * account's id is its profile's address, and a profile shows only what the tables showed.
 */
import { ACCOUNT_HTTP, type HistoryGame, type HistoryPlayer, type Profile, type RatingRow } from '../../wire/account-protocol.ts';
import type { AccountRoute } from '../http/accounts.ts';
import { HttpProblem, httpProblem } from '../http/problem.ts';
import type { TableContext } from '../room/context.ts';
import type { Sql } from '../store/sql.ts';
import { getAccount } from './accounts.ts';
import { ordinalOf } from './records.ts';

/** The newest games a profile lists. */
export const PROFILE_GAMES = 100;

/** Account ids are random base64url (accounts.ts `randomId`); anything else names no account. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const noAccount = (): HttpProblem => httpProblem(404, 'http/no-account', 'http.account.none');

export const profileRoutes: AccountRoute = async (req, pathname, ctx) => {
  if (!pathname.startsWith(ACCOUNT_HTTP.accountPrefix)) return null;
  req.resume();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // words-ok: a method the page never sends
    throw new HttpProblem(405, 'http/method', 'A profile is only read (GET).', { Allow: 'GET, HEAD' });
  }
  let id: string;
  try {
    id = decodeURIComponent(pathname.slice(ACCOUNT_HTTP.accountPrefix.length));
  } catch {
    throw noAccount();
  }
  if (!ACCOUNT_ID.test(id)) throw noAccount();
  const profile = await readProfile(ctx, id);
  if (!profile) throw noAccount();
  return [200, profile, { 'Cache-Control': 'no-store' }];
};

interface RatingDb {
  rating_key: string;
  mu: number;
  sigma: number;
  games: number;
}

interface GameDb {
  code: string;
  game: string;
  started_at: number;
  finished_at: number;
  actions: number;
  outcome: HistoryGame['outcome'];
}

interface PlayerDb {
  code: string;
  seat: number;
  account_id: string | null;
  name: string;
  role: string | null;
  won: number;
  place: number | null;
  score: number | null;
  bot: number;
  mu_before: number | null;
  sigma_before: number | null;
  mu_after: number | null;
  sigma_after: number | null;
}

const num = (v: number | null): number | null => (v === null ? null : Number(v));

/** The profile of account `id`, or null when there is none. */
export async function readProfile(ctx: TableContext, id: string): Promise<Profile | null> {
  const sql = ctx.store.sql;
  const account = await getAccount(sql, id);
  if (!account) return null;
  const gameName = (gameId: string): string => (Object.hasOwn(ctx.games, gameId) ? ctx.games[gameId]!.name : gameId);
  const ratingRows = await sql.all<RatingDb>('SELECT rating_key, mu, sigma, games FROM ratings WHERE account_id = ?', [id]);
  const ratings: RatingRow[] = ratingRows.map((r) => {
    const mu = Number(r.mu);
    const sigma = Number(r.sigma);
    return { key: r.rating_key, label: ratingLabel(r.rating_key, gameName), ordinal: ordinalOf(mu, sigma), mu, sigma, games: Number(r.games) };
  });
  // A game's own rating first, then its roles; the best first within each.
  ratings.sort((a, b) => Number(a.key.includes(':')) - Number(b.key.includes(':')) || b.ordinal - a.ordinal || a.key.localeCompare(b.key));
  return { account: { id: account.id, name: account.name, color: account.color }, ratings, games: await history(sql, id, gameName) };
}

/** "Root" for a game's key, "Root — Honeycomb Clergy" for a role's. */
export function ratingLabel(key: string, gameName: (gameId: string) => string): string {
  const colon = key.indexOf(':');
  if (colon < 0) return gameName(key);
  return `${gameName(key.slice(0, colon))} — ${key.slice(colon + 1)}`;
}

async function history(sql: Sql, id: string, gameName: (gameId: string) => string): Promise<HistoryGame[]> {
  const games = await sql.all<GameDb>(
    `SELECT r.code, r.game, r.started_at, r.finished_at, r.actions, r.outcome FROM game_records r
     WHERE r.code IN (SELECT code FROM game_players WHERE account_id = ?)
     ORDER BY r.finished_at DESC, r.code LIMIT ?`,
    [id, PROFILE_GAMES],
  );
  if (games.length === 0) return [];
  const codes = games.map((g) => g.code);
  const rows = await sql.all<PlayerDb>(
    `SELECT code, seat, account_id, name, role, won, place, score, bot, mu_before, sigma_before, mu_after, sigma_after
     FROM game_players WHERE code IN (${codes.map(() => '?').join(', ')}) ORDER BY code, seat`,
    codes,
  );
  const players = new Map<string, HistoryPlayer[]>();
  for (const r of rows) {
    const list = players.get(r.code) ?? [];
    const before = r.mu_before !== null && r.sigma_before !== null ? ordinalOf(Number(r.mu_before), Number(r.sigma_before)) : null;
    const after = r.mu_after !== null && r.sigma_after !== null ? ordinalOf(Number(r.mu_after), Number(r.sigma_after)) : null;
    list.push({
      seat: Number(r.seat), name: r.name, accountId: r.account_id, bot: Number(r.bot) === 1, role: r.role, won: Number(r.won) === 1,
      place: num(r.place), score: num(r.score), rating: before !== null && after !== null ? { before, after } : null,
    });
    players.set(r.code, list);
  }
  return games.map((g) => ({
    code: g.code, gameId: g.game, gameName: gameName(g.game), startedAt: Number(g.started_at), finishedAt: Number(g.finished_at),
    actions: Number(g.actions), outcome: g.outcome, players: players.get(g.code) ?? [],
  }));
}
