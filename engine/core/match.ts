import type { AnyGameModule } from './module.ts';
import type { TableProjection } from './projection.ts';
import { isRuleError, ruleError, type Result } from './result.ts';
import { Rng, seedRng, type RngState } from './rng.ts';
import type { GameEvent, GameStatus, LogEntry, Prompt, SeatId, Viewer } from './types.ts';

/**
 * A game in progress: the game's own state plus what every game needs around it.
 * `rng` and the secret parts of `log` never leave the server (see `projectMatch`).
 */
export interface Match<S = unknown> {
  gameId: string;
  /** Bumped by one for every accepted action. */
  version: number;
  seats: number;
  options: unknown;
  rng: RngState;
  state: S;
  /** Every event so far, secret parts included, each stamped with its version. */
  log: Array<GameEvent & { v: number }>;
}

/** Everything one viewer receives: what the client renders and acts on. */
export interface Projection<V = unknown, A = unknown> {
  gameId: string;
  version: number;
  viewer: Viewer;
  view: V;
  table: TableProjection;
  prompts: Prompt<A>[];
  status: GameStatus;
  log: LogEntry[];
}

/** How many log entries a projection carries (the full log stays on the server). */
export const PROJECTED_LOG_LENGTH = 100;

/** Creates a match deterministically from a seed. */
export function createMatch(module: AnyGameModule, rawOptions: unknown, seats: number, seed: string): Result<Match> {
  if (!Number.isInteger(seats) || seats < module.minSeats || seats > module.maxSeats) {
    return ruleError('match/bad-seats', `${module.name} takes ${module.minSeats}–${module.maxSeats} seats, not ${seats}.`);
  }
  const options = module.parseOptions(rawOptions);
  if (isRuleError(options)) return options;
  const rngState = seedRng(seed);
  const state = module.setup(options, seats, new Rng(rngState)) as unknown;
  return { gameId: module.id, version: 0, seats, options, rng: rngState, state, log: [] };
}

/**
 * Applies one action for `seat`. The input match is never changed; the result is a new
 * match with the version bumped and the events appended, or the rule error.
 */
export function applyAction(
  module: AnyGameModule,
  match: Match,
  seat: SeatId,
  rawAction: unknown,
): Result<{ match: Match; events: GameEvent[] }> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= match.seats) {
    return ruleError('match/no-seat', 'Only a seated player can act.');
  }
  if (module.status(match.state).over) return ruleError('match/over', 'The game is over.');
  const action = module.parseAction(rawAction);
  if (isRuleError(action)) return action;
  const draft = structuredClone({ state: match.state, rng: match.rng });
  const result = module.apply(draft.state, seat, action, new Rng(draft.rng));
  if (isRuleError(result)) return result;
  const version = match.version + 1;
  const stamped = result.events.map((e) => ({ ...e, v: version }));
  return {
    match: { ...match, version, rng: draft.rng, state: result.state, log: match.log.concat(stamped) },
    events: result.events,
  };
}

/** One event as `viewer` may see it. */
export function projectEvent(e: GameEvent & { v: number }, viewer: Viewer): LogEntry {
  const own = e.secret && viewer !== 'spectator' && e.secret.seats.includes(viewer);
  const text = own ? e.secret!.text : e.text;
  const data = own ? e.secret!.data ?? e.data : e.data;
  const entry: LogEntry = { v: e.v, kind: e.kind, text };
  if (e.seat !== undefined) entry.seat = e.seat;
  if (data !== undefined) entry.data = data;
  return entry;
}

/** The whole projection for one viewer: view, table, prompts, status and recent log. */
export function projectMatch(module: AnyGameModule, match: Match, viewer: Viewer): Projection {
  const view = module.view(match.state, viewer);
  return {
    gameId: match.gameId,
    version: match.version,
    viewer,
    view,
    table: module.table(view, viewer),
    prompts: viewer === 'spectator' ? [] : module.prompts(match.state, viewer),
    status: module.status(match.state),
    log: match.log.slice(-PROJECTED_LOG_LENGTH).map((e) => projectEvent(e, viewer)),
  };
}
