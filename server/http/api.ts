/**
 * JSON API (protocol.ts `HTTP`): games, live tables, one table by code, creating a table,
 * reopening a stored one, exporting a finished one and uploading an image to one
 * (server/http/uploads.ts). Tables themselves are Colyseus
 * rooms; this module only asks the matchmaker and the store.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from 'colyseus';
import {
  HTTP, ROOM_NAME, TABLE_NOT_OVER, type GameInfo, type OpenTableResponse,
  type SavedGame, type TableListing,
} from '../../wire/protocol.ts';
import { createTableSchema } from '../../wire/protocol-schemas.ts';
import { savedGame } from '../store/export.ts';
import { loadForReplay, rulesRefusal } from '../store/replay.ts';
import { normalizeCode } from '../room/codes.ts';
import { findGame, type TableContext } from '../room/context.ts';
import { zodMessage } from '../room/checks.ts';
import { liveListing, liveListings, running } from '../scale/listing.ts';
import { liveTable } from '../scale/live-table.ts';
import { reopenOnce } from '../scale/reopen-once.ts';
import { HttpProblem, httpProblem, problemBody, internalProblem } from './problem.ts';
import { delayedEnd, endHeld, storedDelayMs, storedEndHeld, storedReach } from './public-reach.ts';
import { routeReplay } from './replay.ts';
import { uploadImage } from './uploads.ts';
import { readJson, sendJson } from './json.ts';
import { splitWords } from '../../wire/refusal-words.ts';

interface RoomListing {
  roomId: string;
  processId: string;
  metadata?: { gameId?: string; seats?: number; players?: number; spectators?: number; createdAt?: number };
}

/** Handles /api/*; returns false for other paths. */
export function handleApi(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: TableContext): boolean {
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return false;
  route(req, pathname, ctx).then(
    ([status, body, headers]) => sendJson(req, res, status, body, headers),
    (e: unknown) => {
      if (e instanceof HttpProblem) {
        sendJson(req, res, e.status, problemBody(e), e.headers);
      } else {
        ctx.log(`api error: ${e instanceof Error ? e.stack : String(e)}`);
        sendJson(req, res, 500, problemBody(internalProblem()));
      }
    },
  );
  return true;
}

async function route(
  req: IncomingMessage, pathname: string, ctx: TableContext,
): Promise<[number, unknown, Record<string, string>?]> {
  const method = req.method ?? 'GET';
  const get = method === 'GET' || method === 'HEAD';
  if (pathname === HTTP.games && get) return [200, { games: listGames(ctx) }];
  if (pathname === HTTP.listTables && get) return [200, { tables: await listTables() }];
  if (pathname === HTTP.createTable && method === 'POST') return [201, await createTable(req, ctx)];
  const replay = await routeReplay(req, pathname, ctx);
  if (replay) return replay;
  const m = /^\/api\/tables\/([^/]+)(\/open|\/export|\/images)?$/.exec(pathname);
  if (m) {
    const code = normalizeCode(decodePathPart(m[1] ?? ''));
    if (!code) throw httpProblem(404, 'http/no-table', 'http.noTable');
    if (m[2] === HTTP.openTableSuffix && method === 'POST') {
      await readJson(req); // JSON only, like every POST: a plain form from another site cannot reopen tables
      return [200, await openTable(ctx, code)];
    }
    if (m[2] === HTTP.tableImagesSuffix && method === 'POST') return [201, await uploadImage(req, ctx, code)];
    if (m[2] === HTTP.exportTableSuffix && get) {
      return [200, await exportTable(ctx, code), { 'Content-Disposition': `attachment; filename="woodland-${code}.json"` }];
    }
    if (!m[2] && get) return [200, await tableByCode(ctx, code)];
  }
  throw httpProblem(404, 'http/not-found', 'http.noRoute', { method, path: pathname });
}

function listGames(ctx: TableContext): GameInfo[] {
  return Object.values(ctx.games).map((g) => ({ id: g.id, name: g.name, minSeats: g.minSeats, maxSeats: g.maxSeats, turns: !g.concurrent, boxes: g.composes !== undefined }));
}

function toListing(room: RoomListing): TableListing {
  const meta = room.metadata ?? {};
  return {
    code: room.roomId,
    roomId: room.roomId,
    gameId: meta.gameId ?? '',
    seats: meta.seats ?? 0,
    players: meta.players ?? 0,
    spectators: meta.spectators ?? 0,
    createdAt: meta.createdAt ?? 0,
    live: true,
  };
}

/** Live tables of every process (server/scale/listing.ts: none a dead process left behind). */
async function listTables(): Promise<TableListing[]> {
  const rooms = await liveListings((await matchMaker.query({ name: ROOM_NAME })) as RoomListing[]);
  return rooms.map(toListing).sort((a, b) => b.createdAt - a.createdAt);
}

async function tableByCode(ctx: TableContext, code: string): Promise<TableListing> {
  const live = await liveListing<RoomListing>(code);
  if (live) return toListing(live);
  const stored = await ctx.store.getTable(code);
  if (!stored) throw httpProblem(404, 'http/no-table', 'http.noTable');
  return {
    code, roomId: code, gameId: stored.gameId, seats: stored.seats, players: 0, spectators: 0,
    // When it ended waits for the spectators' delayed feed, like the export.
    createdAt: stored.createdAt, live: false, finishedAt: storedEndHeld(stored, ctx.now()) ? null : stored.finishedAt,
    rulesVersion: stored.rulesVersion, currentRules: findGame(ctx, stored.gameId)?.rulesVersion === stored.rulesVersion,
  };
}

/**
 * The saved game of a finished table, for `npm run verify`. A live room's queued store
 * writes are flushed first, so the export holds every action up to the end; before the
 * game is over it is a 409 (`table/not-over`): the seed is still secret. A table that
 * delays its spectators answers the same 409 until their feed has shown the end — live
 * room or not (server/http/public-reach.ts) —, worded alike whether the game is over or
 * not: the seed and the last actions would tell its end early.
 */
async function exportTable(ctx: TableContext, code: string): Promise<SavedGame> {
  const live = await liveTable(ctx, code);
  await live?.flushed();
  // Asked after the flush: the store holds at least every version the feed has reached.
  const liveUpTo = (await live?.publicVersion()) ?? null;
  const table = await ctx.store.getTable(code);
  if (!table) throw httpProblem(404, 'http/no-table', 'http.noTable');
  const delayed = live ? liveUpTo !== null : storedDelayMs(table) > 0;
  if (table.finishedAt === null) {
    throw delayed ? delayedEnd(table) : httpProblem(409, TABLE_NOT_OVER, 'http.seedAtEnd');
  }
  const actions = await ctx.store.listActions(code);
  const upTo = live ? liveUpTo : storedReach(table, actions, ctx.now());
  if (endHeld(table, upTo, actions[actions.length - 1]?.version ?? 0)) {
    throw delayedEnd(table);
  }
  return savedGame(table, actions);
}

/** A %-escaped part of the request path; a malformed escape is the client's error (400). */
function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw httpProblem(400, 'http/bad-request', 'http.badEscape');
  }
}

/**
 * Creating a table is the only way to make one (the matchmaker's own create is closed,
 * server/app.ts): JSON only, and limited per client address, since every table is kept.
 */
async function createTable(req: IncomingMessage, ctx: TableContext): Promise<{ code: string; roomId: string }> {
  const body = await readJson(req);
  // The socket's address (a forwarded-for header is the client's to write).
  if (!ctx.createLimiter.take(req.socket.remoteAddress)) {
    const wait = ctx.createLimiter.retryAfterSeconds;
    throw httpProblem(429, 'http/rate-limited', 'http.slowDown.tables', { most: ctx.createLimiter.perMinute, wait }, { 'Retry-After': String(wait) });
  }
  const parsed = createTableSchema.safeParse(body);
  if (!parsed.success) throw new HttpProblem(400, 'http/bad-request', zodMessage(parsed.error));
  try {
    const room = (await matchMaker.createRoom(ROOM_NAME, parsed.data)) as RoomListing;
    return { code: room.roomId, roomId: room.roomId };
  } catch (e) {
    throw roomProblem(400, 'http/create-failed', e);
  }
}

/**
 * The problem of a room that refused to be made: its sentence, and its phrase where the
 * room worded it (carried after the sentence, wire/refusal-words.ts).
 */
function roomProblem(status: number, code: string, e: unknown): HttpProblem {
  const { text, words } = splitWords(e instanceof Error ? e.message : String(e));
  return new HttpProblem(status, code, text, {}, words);
}

/** Reopens in flight, per server and code: two clients opening one code get one room. */
const openings = new WeakMap<TableContext, Map<string, Promise<OpenTableResponse>>>();

/**
 * Makes a table live: a no-op when its room exists (in this process or another),
 * otherwise the room is rebuilt here from the store (snapshot + replayed actions) under
 * the same code — by one process only when several are asked at once
 * (server/scale/reopen-once.ts).
 */
export function openTable(ctx: TableContext, code: string): Promise<OpenTableResponse> {
  let opening = openings.get(ctx);
  if (!opening) openings.set(ctx, (opening = new Map()));
  const pending = opening.get(code);
  if (pending) return pending;
  const inFlight = opening;
  const job = reopen(ctx, code).finally(() => inFlight.delete(code));
  opening.set(code, job);
  return job;
}

async function reopen(ctx: TableContext, code: string): Promise<OpenTableResponse> {
  const live: OpenTableResponse = { code, roomId: code, restored: false };
  const local = ctx.live.get(code);
  if (local?.disposing) await local.closed; // let its last actions reach the store first
  else if (await running(code)) return live;
  const reopened = await reopenOnce(code, async () => (await running(code) ? live : null), () => rebuild(ctx, code));
  if (!reopened) throw httpProblem(503, 'http/reopening', 'http.reopening');
  return reopened;
}

async function rebuild(ctx: TableContext, code: string): Promise<OpenTableResponse> {
  const stored = await ctx.store.getTable(code);
  if (!stored) throw httpProblem(404, 'http/no-table', 'http.noTable');
  const game = findGame(ctx, stored.gameId);
  if (!game) throw httpProblem(409, 'http/unknown-game', 'http.unknownGame', { game: stored.gameId });
  const loaded = await loadForReplay(ctx.store, game, code);
  if (!loaded) throw httpProblem(404, 'http/no-table', 'http.noTable');
  // Refused up front, with the reason: a table or a snapshot stored under other rules than
  // the game's (and no migration for them) is never rebuilt with rules it was not played under.
  const refused = rulesRefusal(game, loaded);
  if (refused) throw new HttpProblem(409, 'http/older-rules', refused.text, {}, refused.words);
  ctx.restores.set(code, loaded);
  try {
    await matchMaker.createRoom(ROOM_NAME, { restore: code });
  } catch (e) {
    // The room refuses a log it cannot replay and says why (`cannotRebuild`).
    throw roomProblem(409, 'http/cannot-replay', e);
  } finally {
    ctx.restores.delete(code);
  }
  return { code, roomId: code, restored: true };
}
