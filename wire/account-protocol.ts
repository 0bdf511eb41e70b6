/**
 * The account routes' contract (docs/PROTOCOL.md "Accounts"): passkey sign-up and sign-in,
 * sessions, push subscriptions, My tables, profiles with history and ratings, and the
 * rematch message's payload (`RematchMessage`).
 * Every state-changing route is a JSON POST from this site (server/accounts/http.ts); the
 * session travels in an HttpOnly cookie, never in a body.
 */
import type { LogEntry } from '../engine/core/types.ts';

export const ACCOUNT_HTTP = {
  /** GET → MeResponse (200 with `account: null` for a guest). */
  me: '/api/account',
  /** POST {name, color} → PasskeyOptions (registration): a new account's first passkey. */
  registerOptions: '/api/account/passkey/register-options',
  /** POST {challenge, response} → MeResponse and the session cookie: the account exists from now on. */
  register: '/api/account/passkey/register',
  /** POST {} → PasskeyOptions (authentication, any passkey of this site). */
  signInOptions: '/api/account/passkey/sign-in-options',
  /** POST {challenge, response} → MeResponse and the session cookie. */
  signIn: '/api/account/passkey/sign-in',
  /** POST {everywhere?: boolean} → {ended: number}: this session, or every session of the account. */
  signOut: '/api/account/sign-out',
  /** POST {name, color} → MeResponse: the name and colour the account shows at tables. */
  profile: '/api/account/profile',
  /** GET → {publicKey}: the VAPID key a browser subscribes with. */
  pushKey: '/api/push/key',
  /** POST {subscription: {endpoint, keys: {p256dh, auth}}, lang?} → 201 {}: this browser gets turn notifications, worded in `lang` (the page's language). */
  pushSubscribe: '/api/push/subscribe',
  /** POST {endpoint} → {}: this browser no longer gets them. */
  pushUnsubscribe: '/api/push/unsubscribe',
  /** GET → {tables: MyTable[]}: the tables the signed-in account sits at, newest first. */
  myTables: '/api/me/tables',
  /** GET /api/accounts/:id → Profile: an account's name, ratings and finished games. */
  accountPrefix: '/api/accounts/',
} as const;

/**
 * The rematch's table (`S2C.rematch`, a room message: guests ask for one too): the same
 * game, options, settings and seats at a new table, each signed-in player's seat held for
 * their account. `by`: the name of the player who asked first.
 */
export interface RematchMessage {
  code: string;
  by: string;
}

/** An account as others see it. */
export interface AccountInfo {
  id: string;
  name: string;
  color: string;
}

export interface MeResponse {
  /** The signed-in account; null: a guest. */
  account: AccountInfo | null;
}

/** A WebAuthn ceremony's options (`PublicKeyCredentialCreationOptionsJSON` or `…RequestOptionsJSON`) and the id of its one-use challenge. */
export interface PasskeyOptions {
  challenge: string;
  options: Record<string, unknown>;
}

/** A table the signed-in account sits at (My tables). */
export interface MyTable {
  code: string;
  gameId: string;
  gameName: string;
  /** The account's seat there. */
  seat: number;
  /** Every seat's player name (null: empty), for "whose turn". */
  players: (string | null)[];
  /** The seats the game waits on now (empty when it is over). */
  waitingOn: number[];
  /** Whether the game waits on this account's seat. */
  yourTurn: boolean;
  /** This seat's clock: ms left at `at`, and whether it runs (tables with a clock). */
  clock: { kind: 'realtime' | 'turn'; leftMs: number; running: boolean; at: number } | null;
  /**
   * The last public log line, worded with the players' names, and when it was played. Where
   * the game words the line again from its data (GameModule.logText), `entry` is the log
   * entry and `view` the part of the public view that wording reads (the rest null), so a
   * client words it in its reader's language (its "Seat N" then named from `players`).
   */
  lastMove: { text: string; at: number; entry?: LogEntry; view?: unknown } | null;
  createdAt: number;
  /** Null while the game goes on. */
  finishedAt: number | null;
}

/**
 * `text` with each "Seat N" replaced by the name of whoever sat there (`names` by seat): a
 * log line for someone away from the table (My tables, turn notifications).
 */
export function namedSeats(text: string, names: readonly (string | null | undefined)[]): string {
  return text.replace(/\bSeat (\d{1,2})\b/g, (whole, n: string) => names[Number(n) - 1] || whole);
}

/** One finished game in a profile's history. */
export interface HistoryGame {
  code: string;
  gameId: string;
  gameName: string;
  finishedAt: number;
  startedAt: number;
  /** Actions played. */
  actions: number;
  /** rated: the ratings changed; bots: a bot played a seat; abandoned: ended before its end; cooperative: wins and losses only; solo: one seat. */
  outcome: 'rated' | 'bots' | 'abandoned' | 'cooperative' | 'solo' | 'unrated';
  players: HistoryPlayer[];
}

export interface HistoryPlayer {
  seat: number;
  name: string;
  /** The account that played it (null: a guest or a bot). */
  accountId: string | null;
  bot: boolean;
  /** The seat's role, when the game has one (a Root faction). */
  role: string | null;
  won: boolean;
  /** 1 for the winners, then by score where the game keeps one. */
  place: number | null;
  score: number | null;
  /** The rating before and after, shown as openskill's ordinal (μ − 3σ). */
  rating: { before: number; after: number } | null;
}

export interface RatingRow {
  /** A game id, or `root:<faction>` for a Root faction. */
  key: string;
  label: string;
  /** openskill's ordinal (μ − 3σ), and μ, σ. */
  ordinal: number;
  mu: number;
  sigma: number;
  games: number;
}

export interface Profile {
  account: AccountInfo;
  ratings: RatingRow[];
  games: HistoryGame[];
}
