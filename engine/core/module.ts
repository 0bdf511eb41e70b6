import type { Result } from './result.ts';
import type { Rng } from './rng.ts';
import type { TableProjection } from './projection.ts';
import type { GameEvent, GameStatus, LogEntry, Prompt, SeatId, Viewer } from './types.ts';
import type { Say } from './words.ts';

/** What `apply` returns when an action is legal. */
export interface Applied<S> {
  state: S;
  events: GameEvent[];
  /**
   * The viewers the action showed something they could not see (nor work out) before —
   * a card drawn into a hand shows it to its holder, a card played from a hand shows it to
   * everyone else, a piece turned face up shows it to all — in any order; empty when it
   * showed nobody anything (engine/core/reveals.ts). Undo reads it: an action that showed
   * anyone something cannot be taken back (engine/core/undo.ts). It must be exact for an
   * action that used no randomness, logged no hidden outcome and did not end the game
   * (those can never be taken back, whatever it says): `tests/engine/undo.test.ts`
   * (UNDO.10) holds it, per viewer, to a replay of the action on scrambled states over
   * random play of every game.
   */
  reveals: Viewer[];
}

/**
 * The contract every game implements (DESIGN §3). All functions are pure and
 * deterministic. `apply` receives a private draft of the state (a copy the match layer
 * made, see `draft`), which it may mutate and return; on a `RuleError` the draft is
 * discarded, so a rejected action changes nothing. All randomness goes through `rng`,
 * whose state lives in the match next to the game state.
 */
export interface GameModule<S, A, V, O = unknown> {
  id: string;
  name: string;
  /**
   * The version of the rules this module plays, bumped whenever a rule change could make
   * a stored game replay differently. Every stored table records the version it was
   * played with; one that the current rules cannot replay is refused plainly as a table
   * of an older version, never rebuilt wrongly. `tests/engine/golden.test.ts` replays a
   * stored game of each module (tests/golden/, `npm run golden`) and fails when the same
   * version plays it to another state.
   */
  rulesVersion: number;
  /**
   * Optional: how a table stored under an older rules version is brought to this one,
   * keyed by that older version. Without an entry for its version such a table is
   * refused (never replayed with rules it was not played under). With one, the stored
   * options and every stored action go through it before they are replayed with today's
   * rules, and snapshots taken under the older version are ignored (the table is rebuilt
   * from its log). A table reopened this way goes on storing today's actions under its
   * first rules version, so the migration also receives those: it must give back an
   * action already in today's form as it is. No game ships one yet.
   */
  migrations?: Readonly<Record<number, RulesMigration>>;
  minSeats: number;
  maxSeats: number;
  /**
   * True for a table where anyone may act at any time (the free table): an intent made
   * from any older view is checked against the current state. False for rules games,
   * where an older view is judged per seat and action (see `deciding`).
   */
  concurrent: boolean;
  /**
   * The seats the game waits on now, in seat order: one for a turn, several when seats
   * choose at the same time (sealed choices, engine/table/sealed.ts). The room takes a
   * choice made from an older view when its seat has been deciding since that view and
   * has not acted since; the engine judges it on the current state. Default: the seats
   * that have prompts (`decidingSeats` in match.ts).
   */
  deciding?(state: S): SeatId[];
  /** Validates and normalises table-creation options for a table of `seats` (already within min/max). */
  parseOptions(raw: unknown, seats: number): Result<O>;
  /** Validates the shape of an action payload (not its legality). */
  parseAction(raw: unknown): Result<A>;
  setup(options: O, seats: number, rng: Rng): S;
  /**
   * The draft `apply` receives for `state` (optional; default: a deep copy, `cloneJson`).
   * A game may share with `state` the parts its `apply` never changes in place — copying
   * one first whenever it changes it — so an action copies only what it touches
   * (Explorers' laid tiles, the free table's pieces). `state` itself must come out
   * unchanged either way.
   */
  draft?(state: S): S;
  apply(draft: S, seat: SeatId, action: A, rng: Rng): Result<Applied<S>>;
  /** Strips every secret `viewer` may not see. */
  view(state: S, viewer: Viewer): V;
  /**
   * Another state that `viewer` cannot tell from `state`: everything it may not see
   * (other hands, the order of decks and bags, face-down pieces) rearranged with `rng`,
   * everything it may see kept. Receives a copy it may change and return. The secrecy
   * tests check that `view` really cannot tell the two apart (byte-identical projections);
   * the undo tests replay actions on scrambled states to check what `apply` says each one
   * showed (`Applied.reveals`). A game with no hidden information returns `state` as it is.
   *
   * The result depends only on what `viewer` sees of `state` and on `rng`: two states the
   * viewer cannot tell apart scramble to the same state with the same Rng (deal hidden
   * things from a pool in a canonical order, `shuffleAnew` in rng.ts). Bots rely on it:
   * a bot is handed a scrambled state only (engine/bots/sample.ts), so what it decides
   * cannot depend on anything its seat may not see.
   */
  scramble(state: S, viewer: Viewer, rng: Rng): S;
  /**
   * The text of a log entry worked out again from its kind, seat and data, with `view`:
   * the viewer's view right after the action that logged it; undefined for an entry it
   * cannot word (optional, any number of kinds). When it gives back exactly the entry's
   * text, the room sends the new entry without it and the client puts it back with the
   * same function (docs/PROTOCOL.md), so a log line costs its data only. Reads only
   * `entry` and `view`, so it can run in the client.
   *
   * `say` words it in a reader's language from the game's log catalogue (the client's
   * `say`); without it, in English from the engine's own catalogue
   * (engine/games/<id>/log-words.en.ts), the words the action logged its text with.
   */
  logText?(entry: LogEntry, view: V, say?: Say): string | undefined;
  /**
   * The status headline worked out again from a viewer's view (optional; undefined where
   * it cannot). When it gives back exactly `status(state).headline`, the room sends the
   * projection without the headline and the client puts it back with the same function,
   * as with `logText`. Reads only `view`, so it can run in the client.
   */
  headline?(view: V): string | undefined;
  /** What `seat` may do now, with legal targets. */
  prompts(state: S, seat: SeatId): Prompt<A>[];
  /** Where each piece of a projected view stands on the 3D table. */
  table(view: V, viewer: Viewer): TableProjection;
  status(state: S): GameStatus;
  /**
   * Optional numbers about a game (rounds played, …) for the random-play simulator's
   * summary, which averages each one over the games it plays.
   */
  stats?(state: S): Record<string, number>;
  /**
   * Optional: a generous bound on the actions one game of `seats` takes under random play,
   * for tools that play random games (the simulator's default cap): a game that runs past
   * it is taken for one that never ends. Default: the tool's own (2,000 for rules games).
   */
  actionCap?(seats: number): number;
  /**
   * Optional: the seats play together against the game (Explorers, Delve): everyone wins
   * or everyone loses. Such a game's history keeps wins and losses but no rating, since
   * one result for the whole table says nothing about one player against another.
   * Metadata only: it changes no rule.
   */
  cooperative?: boolean;
  /**
   * Optional: each seat's role in `state` (a Root faction's name), null for a seat with
   * none yet; a finished game's history shows it, and a rated game rates each role on
   * its own beside the game. Pure, like the rest of the module.
   */
  roles?(state: S): (string | null)[];
  /** Optional hints for the search bot (engine/bots/search.ts); every game has bots without them. */
  bot?: BotHints<S>;
  /**
   * Optional: the game takes components a group brings (engine/table/components.ts), made
   * by the room from a player's `compose` (server/room/compose.ts) as the action
   * `{t: add, x, z, what}` — never accepted as a player's own intent. `guarded`: the action
   * types (`t`) only a seat with the right to change the box may send (the host, or anyone
   * while the host has opened it). Without it the room refuses `compose`.
   */
  composes?: ComposeSpec;
}

/** How a game takes components a group brings (`GameModule.composes`). */
export interface ComposeSpec {
  /** The action type (`t`) that puts a component on the table. */
  add: string;
  /** Action types that need the right to change the box. */
  guarded: readonly string[];
  /**
   * The table's layout as a box keeps it (docs/BOX.md): every piece where it lies, and the
   * hands. The room saves a box from a state scrambled for a spectator first, so a box
   * tells no more of what is hidden than a spectator sees.
   */
  layout(state: unknown): unknown;
}

/**
 * A stored log under an older rules version rewritten so that this version's rules
 * replay it to the game that was played (`GameModule.migrations`). Pure, like the rest
 * of the module.
 */
export interface RulesMigration {
  /** The table's creation options as stored, rewritten (default: as they are). */
  options?(stored: unknown): unknown;
  /** One stored action, rewritten (default: as it is); an undo is not an action and is not passed. */
  action?(stored: unknown): unknown;
}

/**
 * What a game may tell the search bot beyond the contract. Both functions read a
 * determinised state: a sample of what the deciding seat may know (engine/bots/sample.ts),
 * never the true one, so they may read anything in it.
 */
export interface BotHints<S> {
  /**
   * How well `seat` stands in a game not yet over, from 0 (lost) to 1 (won), read where a
   * rollout stops. Default: the seat's score against the best other in `status.scores`,
   * or an even 0.5 for a game without scores.
   */
  evaluate?(state: S, seat: SeatId): number;
  /** How many actions a rollout plays at most before it is evaluated (default: engine/bots/search.ts). */
  depth?: number;
  /**
   * 'round': a rollout also stops when the deciding seat is about to act again after
   * another seat has acted — a round of the table, evaluated at the start of the seat's
   * next turn (for games of long turns of many actions, like Root's). Default 'depth'.
   */
  horizon?: 'round' | 'depth';
}

/** A game module with its type parameters erased, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any>;
