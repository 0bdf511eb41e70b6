/**
 * The replay API (protocol.ts `REPLAY`, docs/PROTOCOL.md §7a): a table's timeline and its
 * projection at any version, for the replay page `/r/:code`. The server alone projects:
 * while the game runs a replay is the spectator's view up to now; once it is over each
 * seat's view, and everything as a caster sees it, may be asked for too (`view=full`: the
 * seed is revealed then anyway). A table that delays its spectators (server/room/caster.ts)
 * replays only as far as its delayed feed has reached: nothing newer, and no seat's eyes,
 * until the delayed audience has seen the end — judged by the live room, or by the store
 * for a table no room holds (server/http/public-reach.ts: a restart does not lift it).
 * Whether the end is shown is decided against the whole stored game, never against a
 * timeline kept from before the end.
 *
 * A version is rebuilt by `projectAt` (the snapshot before it plus at most 49 actions);
 * the timeline — every action's public log lines and the dice at rest — is replayed once
 * per table and kept (a few tables, least recently used first out), extended as a running
 * table stores more. Requests are limited per address, since each one replays actions.
 */
import type { IncomingMessage } from 'node:http';
import { projectCaster } from '../../engine/core/caster.ts';
import { projectMatch } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { projectWithUndo } from '../../engine/core/undo.ts';
import { worded } from '../../engine/core/words.ts';
import { httpSay } from '../../wire/http-words.en.ts';
import { AddressLimiter } from '../guards.ts';
import { type SeatPlayer } from '../../wire/protocol.ts';
import { REPLAY, type ReplayFrame, type ReplayTimeline, type ReplayViewKind } from '../../wire/replay-protocol.ts';
import { seatColor } from '../../engine/table/tokens.ts';
import { normalizeCode } from '../room/codes.ts';
import { findGame, type TableContext } from '../room/context.ts';
import { liveTable } from '../scale/live-table.ts';
import { botName } from '../room/stand-ins.ts';
import { matchAt } from '../store/history.ts';
import { logReader, readActions, RulesRefusal, type RulesWhy } from '../store/replay.ts';
import { emptyTimeline, extendTimeline, restsAt, type Timeline } from '../store/timeline.ts';
import type { StoredTable } from '../store/types.ts';
import { HttpProblem, httpProblem } from './problem.ts';
import { storedDelayMs, storedEndHeld, storedReach } from './public-reach.ts';

/** Replay requests per address: a replay played fast asks for a few versions a second. */
export const REPLAY_LIMIT = { perMinute: 1200, burst: 120 };
/** Timelines kept per server. */
const KEPT_TIMELINES = 16;

interface Kept {
  timeline: Timeline | null;
  /** Why the table cannot be replayed (then `timeline` is null). */
  reason?: RulesWhy;
  /** The timeline holds the whole game (the table was over when it was built). */
  complete: boolean;
}

interface ReplayState {
  limiter: AddressLimiter;
  kept: Map<string, Kept>;
}

const states = new WeakMap<TableContext, ReplayState>();

function stateOf(ctx: TableContext): ReplayState {
  let state = states.get(ctx);
  if (!state) states.set(ctx, (state = { limiter: new AddressLimiter(REPLAY_LIMIT.perMinute, REPLAY_LIMIT.burst), kept: new Map() }));
  return state;
}

const PATH = /^\/api\/tables\/([^/]+)\/replay(?:\/([^/]*))?$/;

/** Answers /api/tables/:code/replay[/:version]; null for any other path. */
export async function routeReplay(
  req: IncomingMessage, pathname: string, ctx: TableContext,
): Promise<[number, unknown] | null> {
  const m = PATH.exec(pathname);
  if (!m) return null;
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    // words-ok: a method the page never sends
    throw new HttpProblem(405, 'http/method', `A replay is read with GET, not ${method}.`, { Allow: 'GET, HEAD' });
  }
  const state = stateOf(ctx);
  if (!state.limiter.take(req.socket.remoteAddress)) {
    const wait = state.limiter.retryAfterSeconds;
    throw httpProblem(429, 'http/rate-limited', 'http.slowDown.replays', { wait },
      { 'Retry-After': String(wait) });
  }
  const code = normalizeCode(decodePart(m[1] ?? ''));
  if (!code) throw httpProblem(404, 'http/no-table', 'http.noTable');
  if (m[2] === undefined) return [200, await timelineOf(ctx, state, code)];
  const version = parseVersion(m[2]);
  const view = parseView(new URL(req.url ?? '/', 'http://server').searchParams.get('view'));
  return [200, await frameAt(ctx, state, code, version, view)];
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw httpProblem(400, 'http/bad-request', 'http.badEscape');
  }
}

function parseVersion(text: string): number {
  if (!/^(0|[1-9][0-9]{0,8})$/.test(text)) {
    throw httpProblem(400, REPLAY.badVersion, 'http.replay.badVersion', { text: text.slice(0, 20) });
  }
  return Number(text);
}

function parseView(text: string | null): ReplayViewKind {
  if (text === null || text === 'public') return 'public';
  if (text === 'full') return 'full';
  throw httpProblem(400, REPLAY.badView, 'http.replay.badView');
}

interface Replayable {
  table: StoredTable;
  module: AnyGameModule | null;
  reason?: RulesWhy;
  /** The newest version the public may see (a live room that delays its spectators), or null: all or, when `stored`, the store's word. */
  upTo: number | null;
  /** No room holds the table: how far the public may see is the store's word (`reachOf`). */
  stored: boolean;
}

/** The stored table and its game module, or why it cannot be replayed. */
async function tableOf(ctx: TableContext, code: string): Promise<Replayable> {
  // The room in this process or another (server/scale/live-table.ts).
  const live = await liveTable(ctx, code);
  await live?.flushed(); // every action the live room accepted is in the store
  // Asked after the flush: the store holds at least every version the feed has reached.
  const upTo = (await live?.publicVersion()) ?? null;
  const stored = !live;
  const table = await ctx.store.getTable(code);
  if (!table) throw httpProblem(404, 'http/no-table', 'http.noTable');
  const module = findGame(ctx, table.gameId) ?? null;
  if (!module) return { table, module, upTo, stored, reason: worded(httpSay, 'http.replay.noGame', { game: table.gameId, code }) };
  // Another rules version is refused with its reason, unless the game migrates it (server/store/replay.ts).
  const reader = logReader(module, table);
  if ('refused' in reader) return { table, module, upTo, stored, reason: reader.refused };
  return { table, module, upTo, stored };
}

/** How far the public may see: the live room's word, else the store's (by the steps' times). */
function reachOf(ctx: TableContext, replayable: Replayable, timeline: Timeline): number | null {
  if (!replayable.stored) return replayable.upTo;
  if (storedDelayMs(replayable.table) === 0) return null;
  return storedReach(replayable.table, timeline.steps.map((s) => ({ version: s.v, at: s.at })), ctx.now());
}

/**
 * The last version a replay shows, and whether the game is over for it: with a spectator
 * delay, what the delayed feed has reached — the end only once the audience has seen it.
 */
function shownOf(table: StoredTable, timeline: Timeline, upTo: number | null): { last: number; over: boolean } {
  const last = upTo === null ? timeline.version : Math.min(upTo, timeline.version);
  return { last, over: table.finishedAt !== null && last === timeline.version };
}

/**
 * The kept timeline of a table, brought up to `atLeast` (default: everything stored). A
 * complete one (the game was over) is never read again from the store.
 */
async function keptTimeline(ctx: TableContext, state: ReplayState, table: StoredTable, module: AnyGameModule, atLeast?: number): Promise<Kept> {
  const code = table.code;
  let kept = state.kept.get(code);
  if (kept) state.kept.delete(code); // re-inserted below: the map stays in order of last use
  // A finished table's timeline is read to its end once: one kept from before the end
  // would take its last kept version for the last one (and show every seat's eyes early).
  const fresh = !kept || (!kept.complete && kept.timeline !== null
    && (atLeast === undefined || atLeast > kept.timeline.version || table.finishedAt !== null));
  if (fresh) {
    const over = table.finishedAt !== null;
    const actions = await ctx.store.listActions(code); // a store failure is a 500, not a verdict on the table
    try {
      const reader = logReader(module, table);
      if ('refused' in reader) throw new Error(reader.refused.text);
      const timeline = kept?.timeline ?? emptyTimeline(module, { ...table, options: reader.options });
      extendTimeline(module, table, timeline, readActions(reader, actions));
      kept = { timeline, complete: over };
    } catch (e) {
      kept = { timeline: null, complete: true, reason: worded(httpSay, 'http.replay.badLog', { code, detail: e instanceof Error ? e.message : String(e) }) };
    }
  }
  state.kept.set(code, kept!);
  for (const old of state.kept.keys()) {
    if (state.kept.size <= KEPT_TIMELINES) break;
    state.kept.delete(old);
  }
  return kept!;
}

async function timelineOf(ctx: TableContext, state: ReplayState, code: string): Promise<ReplayTimeline> {
  const replayable = await tableOf(ctx, code);
  const { table, module, reason } = replayable;
  const out: ReplayTimeline = {
    code, gameId: table.gameId, seats: table.seats, rulesVersion: table.rulesVersion, playable: false,
    players: playersOf(table), last: 0, over: false, seedCommit: table.seedCommit, steps: [],
  };
  const kept = module && !reason ? await keptTimeline(ctx, state, table, module) : null;
  if (!kept?.timeline) {
    // Nothing is replayed: whether it is over is the store's word, held while a spectator
    // delay may still hide the end (a live room's, or the stored one since it ended).
    const held = replayable.stored ? storedEndHeld(table, ctx.now()) : replayable.upTo !== null;
    out.over = table.finishedAt !== null && !held;
    if (out.over) out.seed = table.seed;
    const why = reason ?? kept?.reason ?? worded(httpSay, 'http.replay.cannot');
    out.reason = why.text;
    out.reasonWords = why.words;
    return out;
  }
  const upTo = reachOf(ctx, replayable, kept.timeline);
  const shown = shownOf(table, kept.timeline, upTo);
  out.playable = true;
  out.over = shown.over;
  if (shown.over) out.seed = table.seed;
  out.last = shown.last;
  out.steps = shown.last === kept.timeline.version ? kept.timeline.steps : kept.timeline.steps.filter((s) => s.v <= shown.last);
  if (upTo !== null && !shown.over) out.delayed = true;
  return out;
}

/** Who played each seat: the last player who sat there, else the bot that plays it from the start. */
function playersOf(table: StoredTable): (SeatPlayer | null)[] {
  return Array.from({ length: table.seats }, (_, seat) => {
    const player = table.players?.[seat];
    if (player) return { name: player.name, color: player.color };
    const bot = table.settings?.bots[seat];
    return bot ? { name: botName(seat), color: seatColor(seat) } : null;
  });
}

/** Why a table cannot be replayed: the reason found, else the catalogue's sentence. */
function cannotReplay(reason: RulesWhy | undefined): HttpProblem {
  return reason === undefined ? httpProblem(409, REPLAY.cannotReplay, 'http.replay.cannot') : new HttpProblem(409, REPLAY.cannotReplay, reason.text, {}, reason.words);
}

async function frameAt(ctx: TableContext, state: ReplayState, code: string, version: number, view: ReplayViewKind): Promise<ReplayFrame> {
  const replayable = await tableOf(ctx, code);
  const { table, module, reason, upTo } = replayable;
  if (!module || reason) throw cannotReplay(reason);
  const notOver = (): HttpProblem => httpProblem(403, REPLAY.notOver, 'http.replay.notOver');
  if (view === 'full' && table.finishedAt === null) throw notOver();
  const kept = await keptTimeline(ctx, state, table, module, upTo === null ? version : Math.min(version, upTo));
  const timeline = kept.timeline;
  if (!timeline) throw cannotReplay(kept.reason);
  const shown = shownOf(table, timeline, reachOf(ctx, replayable, timeline));
  if (view === 'full' && !shown.over) throw notOver();
  if (version > shown.last) {
    throw httpProblem(404, REPLAY.noVersion, 'http.replay.versions', { code, last: shown.last, version });
  }
  const match = await matchAt(ctx.store, module, code, version).catch((e: unknown) => {
    // A snapshot under other rules than the game's: refused with its reason, as a reopen is.
    if (e instanceof RulesRefusal) throw new HttpProblem(409, REPLAY.cannotReplay, e.message, {}, e.words);
    throw e;
  });
  if (!match) throw httpProblem(404, REPLAY.noVersion, 'http.replay.noVersion', { code, version });
  const frame: ReplayFrame = {
    version, view,
    projection: wire(projectWithUndo(module, match, 'spectator')),
    rests: restsAt(timeline, version),
  };
  const roll = timeline.rolls.get(version);
  if (roll) frame.roll = roll;
  if (view === 'full') {
    // Read-only: what each seat saw, without the buttons it had.
    frame.seats = Array.from({ length: match.seats }, (_, seat) => wire({ ...projectMatch(module, match, seat), prompts: [] }));
    const all = projectCaster(module, match);
    frame.everything = wire({ ...all, prompts: [], caster: { ...all.caster, seats: all.caster.seats.map((s) => ({ ...s, prompts: [] })) } });
  }
  return frame;
}

/** As it travels (JSON), so a frame is compared byte for byte with what the room sent. */
function wire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
