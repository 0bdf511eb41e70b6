import type { AnyGameModule } from './module.ts';
import type { TableProjection } from './projection.ts';
import { isRuleError, refusal, ruleError, type Result } from './result.ts';
import { coreSay } from './words.en.ts';
import { phrase } from './words.ts';
import { cloneJson } from './clone.ts';
import { Rng, seedRng, type RngState } from './rng.ts';
import type { GameEvent, GameStatus, LogEntry, Prompt, SeatId, UndoEntry, UndoStatus, Viewer } from './types.ts';

/**
 * An event in the match log: stamped with the version of the action that produced it,
 * and — for an event with a `hidden` outcome — the server's public `commit` to that
 * outcome (set by the server, which holds the seed; the engine never computes it).
 */
export type LoggedEvent = GameEvent & { v: number; commit?: string };

/**
 * A game in progress: the game's own state plus what every game needs around it.
 * `rng` and the secret and hidden parts of `log` never leave the server (see
 * `projectMatch`).
 */
export interface Match<S = unknown> {
  gameId: string;
  /** Bumped by one for every accepted action. */
  version: number;
  seats: number;
  options: unknown;
  rng: RngState;
  state: S;
  /**
   * The latest events (the last PROJECTED_LOG_LENGTH, and every event of the newest
   * action), secret and hidden parts included, each stamped with its version.
   */
  log: LoggedEvent[];
  /** The actions that may still be taken back (engine/core/undo.ts); absent before any. */
  undo?: UndoEntry[];
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
  /** Whether this seat may take back its last action, or why not (seats only; see undo.ts). */
  undo?: UndoStatus;
}

/**
 * A projection without its `table`: what the live sync sends. The table is a pure function
 * of the view (`module.table(view, viewer)`), so each client works it out itself from the
 * game's own code instead of receiving every piece's place a second time.
 */
export type ViewProjection<V = unknown, A = unknown> = Omit<Projection<V, A>, 'table'>;

/** How many log entries a projection carries (the full log stays on the server). */
export const PROJECTED_LOG_LENGTH = 100;

/**
 * The match's log with `events` appended, keeping the last PROJECTED_LOG_LENGTH events
 * (and all of the newest action's, however many): all a projection shows, so the log is
 * neither copied whole on every action nor stored whole in every snapshot. The whole
 * history is the stored action log, which replays it (server/store/replay.ts).
 */
export function appendLog(log: readonly LoggedEvent[], events: readonly LoggedEvent[]): LoggedEvent[] {
  const drop = Math.max(0, Math.min(log.length, log.length + events.length - PROJECTED_LOG_LENGTH));
  if (drop === 0) return log.concat(events);
  // One copy: the kept events, then the new ones.
  const out = log.slice(drop);
  for (const e of events) out.push(e);
  return out;
}

/**
 * `e` stamped with its version: the keys of `{ ...e, v }` in the same order, copied by a
 * loop because V8 spreads objects of many shapes (the games' events) on a slow path, about
 * seven times slower.
 */
export function stamp(e: GameEvent, v: number): LoggedEvent {
  const out: Record<string, unknown> = {};
  const source = e as unknown as Record<string, unknown>;
  for (const key in source) out[key] = source[key];
  out.v = v;
  return out as unknown as LoggedEvent;
}

/** Creates a match deterministically from a seed. */
export function createMatch(module: AnyGameModule, rawOptions: unknown, seats: number, seed: string): Result<Match> {
  if (!Number.isInteger(seats) || seats < module.minSeats || seats > module.maxSeats) {
    return refusal(coreSay, 'match/bad-seats', 'core.match.seats', { game: module.name, min: module.minSeats, max: module.maxSeats, seats });
  }
  const options = module.parseOptions(rawOptions, seats);
  if (isRuleError(options)) return options;
  const rngState = seedRng(seed);
  const state = module.setup(options, seats, new Rng(rngState)) as unknown;
  return { gameId: module.id, version: 0, seats, options, rng: rngState, state, log: [] };
}

/**
 * Applies one action for `seat`. The input match is never changed; the result is a new
 * match with the version bumped and the events appended, or the rule error.
 *
 * `owned`: the caller made `match.state` for this call alone and gives it up (a replay
 * on a scrambled copy, engine/core/undo.ts), so the action is applied to it in place
 * instead of to a copy.
 */
export function applyAction(
  module: AnyGameModule,
  match: Match,
  seat: SeatId,
  rawAction: unknown,
  owned = false,
): Result<{ match: Match; events: GameEvent[]; reveals: Viewer[] }> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= match.seats) {
    return refusal(coreSay, 'match/no-seat', 'core.match.seatedOnly');
  }
  const status = module.status(match.state);
  if (status.over) {
    return status.headline
      // The English from the game's English headline: coreSay knows no game's messages.
      ? ruleError('match/over', coreSay('core.match.overAs', { headline: status.headline }), phrase('core.match.overAs', { headline: status.headlineWords ?? status.headline }))
      : refusal(coreSay, 'match/over', 'core.match.over');
  }
  const action = module.parseAction(rawAction);
  if (isRuleError(action)) return action;
  const draft = { state: owned ? match.state : module.draft ? module.draft(match.state) : cloneJson(match.state), rng: cloneJson(match.rng) };
  const result = module.apply(draft.state, seat, action, new Rng(draft.rng));
  if (isRuleError(result)) return result;
  const version = match.version + 1;
  const stamped = result.events.map((e) => stamp(e, version));
  return {
    match: { ...match, version, rng: draft.rng, state: result.state, log: appendLog(match.log, stamped) },
    events: result.events,
    reveals: result.reveals,
  };
}

/**
 * The seats `module` waits on in `state` (its `deciding`, or else every seat with a
 * prompt), none once the game is over.
 */
export function decidingSeats(module: AnyGameModule, match: Match): SeatId[] {
  if (module.status(match.state).over) return [];
  if (module.deciding) return module.deciding(match.state);
  const seats: SeatId[] = [];
  for (let seat = 0; seat < match.seats; seat++) {
    if (module.prompts(match.state, seat).some((p: Prompt<unknown>) => p.actions.length > 0)) seats.push(seat);
  }
  return seats;
}

/**
 * One event as `viewer` may see it. Copies field by field: `hidden` (and `secret` for
 * anyone not entitled to it) is never part of what a viewer receives.
 */
export function projectEvent(e: LoggedEvent, viewer: Viewer): LogEntry {
  const own = e.secret && viewer !== 'spectator' && e.secret.seats.includes(viewer);
  const text = own ? e.secret!.text : e.text;
  const data = own ? e.secret!.data ?? e.data : e.data;
  const entry: LogEntry = { v: e.v, kind: e.kind, text };
  if (e.seat !== undefined) entry.seat = e.seat;
  if (data !== undefined) entry.data = data;
  if (e.commit !== undefined) entry.commit = e.commit;
  return entry;
}

/**
 * Log entries as projections carry them, kept per logged event (a logged event never
 * changes): one for everybody, or per viewer for an event with a secret. Each is plain
 * JSON and frozen, so every projection of the event shares it — the room's diff sees an
 * unchanged entry as the same object and a slid log window as a slide.
 */
const projectedEvents = new WeakMap<LoggedEvent, LogEntry | Map<Viewer, LogEntry>>();

function sharedEvent(e: LoggedEvent, viewer: Viewer): LogEntry {
  const known = projectedEvents.get(e);
  if (!e.secret) {
    if (known) return known as LogEntry;
    const entry = deepFreeze(plainJson(projectEvent(e, viewer)));
    projectedEvents.set(e, entry);
    return entry;
  }
  const byViewer = (known as Map<Viewer, LogEntry> | undefined) ?? new Map<Viewer, LogEntry>();
  if (!known) projectedEvents.set(e, byViewer);
  let entry = byViewer.get(viewer);
  if (!entry) {
    entry = deepFreeze(plainJson(projectEvent(e, viewer)));
    byViewer.set(viewer, entry);
  }
  return entry;
}

/** `x` as its JSON text reads back: members that are `undefined` gone. */
function plainJson<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** The whole projection for one viewer: view, table, prompts, status and recent log. */
export function projectMatch(module: AnyGameModule, match: Match, viewer: Viewer): Projection {
  const { gameId, version, view, prompts, status, log } = projectView(module, match, viewer);
  return { gameId, version, viewer, view, table: module.table(view, viewer), prompts, status, log };
}

/**
 * A projection with its table: as it came when it has one, or with the table worked out
 * from its view by the game's `table` function (what a client does with a `ViewProjection`).
 */
export function withTable(p: Projection | ViewProjection, table: (view: unknown, viewer: Viewer) => TableProjection): Projection {
  if ('table' in p && p.table) return p;
  const { gameId, version, viewer, view, prompts, status, log, ...rest } = p;
  return { gameId, version, viewer, view, table: table(view, viewer), prompts, status, log, ...rest };
}

/** One viewer's projection without its table (see `ViewProjection`). */
export function projectView(module: AnyGameModule, match: Match, viewer: Viewer): ViewProjection {
  return {
    gameId: match.gameId,
    version: match.version,
    viewer,
    view: module.view(match.state, viewer),
    prompts: viewer === 'spectator' ? [] : module.prompts(match.state, viewer),
    status: module.status(match.state),
    log: projectedLog(match.log, viewer),
  };
}

/**
 * The projected window of each log that holds no secret: the same entries for every
 * viewer, so one frozen array for all of them (a log is never changed once made: each
 * action appends to a copy, `appendLog`). A window with a secret is made per viewer.
 */
const publicWindows = new WeakMap<readonly LoggedEvent[], readonly LogEntry[]>();

function projectedLog(log: readonly LoggedEvent[], viewer: Viewer): LogEntry[] {
  const shared = publicWindows.get(log);
  if (shared !== undefined) return shared as LogEntry[];
  const window = log.slice(-PROJECTED_LOG_LENGTH);
  const entries = window.map((e) => sharedEvent(e, viewer));
  if (window.some((e) => e.secret)) return entries;
  publicWindows.set(log, Object.freeze(entries));
  return entries;
}
