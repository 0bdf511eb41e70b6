/**
 * The server: ONE http server on one port carrying the Colyseus WebSocket endpoint and
 * matchmaking routes, the JSON API, the 3D models and the built client.
 *
 * Colyseus keeps its matchmaker in module state, so one process runs one server at a
 * time; `close()` shuts it down fully, after which another may start (tests do this).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { matchMaker, Server } from 'colyseus';
import type * as WsTransport from '@colyseus/ws-transport';
import type { AnyGameModule } from '../engine/core/module.ts';
import { games as registeredGames } from '../engine/games/registry.ts';
import { handleApi } from './http/api.ts';
import { handleAccounts } from './http/accounts.ts';
import { deploymentVapid } from './accounts/site.ts';
import { handleFaces } from './http/faces.ts';
import { handleBoxes } from './http/boxes.ts';
import { guardMatchmaking } from './http/matchmake.ts';
import { AddressLimiter } from './guards.ts';
import { serveStatic } from './http/static.ts';
import { ROOM_NAME } from '../wire/protocol.ts';
import { CONTEXT_KEY, type Log, type TableContext } from './room/context.ts';
import { TableRoom } from './room/table-room.ts';
import { BotPool, type BotThinker } from './bots/pool.ts';
import { leftBehind } from './scale/listing.ts';
import { defaultPublicAddress, freePort, redisMatchmaking } from './scale/redis.ts';
import { DicePool } from './dice/pool.ts';
import { deploymentAssetKey } from './images/asset-key.ts';
import { PostgresStore } from './store/postgres.ts';
import { SqliteStore } from './store/sqlite.ts';
import type { GameStore } from './store/types.ts';

/**
 * The `colyseus` package loads as CommonJS under Node (its package has no ESM entry), and
 * with it the CommonJS build of @colyseus/core. The WebSocket transport must come from the
 * same build: its ESM build would bring a second @colyseus/core whose matchmaker never
 * started. Nothing here may import '@colyseus/core' or '@colyseus/ws-transport' as ESM
 * (the lint config refuses it).
 */
const { WebSocketTransport } = createRequire(import.meta.url)('@colyseus/ws-transport') as typeof WsTransport;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Largest WebSocket frame accepted (Colyseus' default is 4 KB). Well above
 * MAX_MESSAGE_BYTES so that an oversized message reaches the room's own size check and
 * gets a `room/too-large` answer instead of the socket being dropped.
 */
const WS_MAX_PAYLOAD = 64 * 1024;

/**
 * Dead sockets (a silent drop: the peer stops answering) are found by WebSocket pings:
 * one every PING_INTERVAL_MS, and a socket that missed PING_MAX_MISSED of them in a row
 * is closed, which starts its seat's reconnection grace. Colyseus' default (3 s × 2)
 * left such a seat looking occupied for 6–9 s.
 */
const PING_INTERVAL_MS = 1000;
const PING_MAX_MISSED = 2;

/** How long a stored table nobody ever joined is kept across restarts. */
const UNJOINED_TABLE_TTL_MS = 60 * 60_000;

/** Tables one client address may create: a burst, then this many a minute. */
export const DEFAULT_CREATE_LIMIT = { perMinute: 20, burst: 10 };
/** Image uploads per client address: a game's sheets and boards in a burst, then a steady few. */
export const DEFAULT_UPLOAD_LIMIT = { perMinute: 30, burst: 40 };
/** Faces fetched per client address: a table's worth of cards at once, then a steady stream. */
export const DEFAULT_FACE_LIMIT = { perMinute: 600, burst: 400 };

/**
 * The matchmaking calls a client may make over HTTP. Tables are created only through
 * POST /api/tables (JSON, limited per address); `join` (any table by name) is closed
 * too: a table is joined by its code.
 */
const MATCHMAKE_METHODS = ['joinById', 'reconnect'];

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Directory of woodland.sqlite (default ./data). Ignored when `store` or `databaseUrl` is given. */
  dataDir?: string;
  /**
   * A PostgreSQL URL: the action logs and snapshots go there instead of SQLite, so several
   * processes can share them (docs/DEPLOY.md). Ignored when `store` is given.
   */
  databaseUrl?: string;
  /**
   * A Redis URL: matchmaking runs on Colyseus' RedisPresence and RedisDriver, shared by
   * every process given the same URL (docs/DEPLOY.md); give them one `databaseUrl` too.
   * Without it: Colyseus' LocalPresence and local driver, this process alone.
   */
  redisUrl?: string;
  /**
   * With `redisUrl`: the address clients reach this process on, `host:port` or
   * `host/path` (no scheme: the client keeps its page's). Every room listing carries it,
   * so a seat reserved through any process is taken up here. Default: `host:port`, the
   * machine's name when `host` is every interface; port 0 is then replaced by a free port
   * chosen up front.
   */
  publicAddress?: string;
  /** Grace period for a dropped player to come back to the same seat (default 60 s). */
  reconnectSeconds?: number;
  /** Built client (default dist/client). */
  staticDir?: string;
  /** Models served under /assets/models/ (default assets/models). */
  modelsDir?: string;
  log?: Log;
  /** A store to use instead of SQLite (tests: MemoryStore). */
  store?: GameStore;
  /** What the bots think with instead of the bot thread (tests: a bot that answers as told). */
  bots?: BotThinker;
  /** Games offered (default: the registry). */
  games?: Readonly<Record<string, AnyGameModule>>;
  /**
   * TEST ONLY: the seed of each new table (called once per table), so a test can replay a
   * known game through the room. Default: 32 random bytes, hex. Never set it in
   * production: a predictable seed makes every shuffle and roll predictable. Server-side
   * only (it is not an option a client can pass; restored tables keep their stored seed).
   */
  seeds?: () => string;
  /** Tables one client address may create (default DEFAULT_CREATE_LIMIT). */
  createLimit?: { perMinute: number; burst: number };
  /** Image uploads allowed per client address (DEFAULT_UPLOAD_LIMIT). */
  uploadLimit?: { perMinute: number; burst: number };
  /** Faces fetched per client address (DEFAULT_FACE_LIMIT). */
  faceLimit?: { perMinute: number; burst: number };
  /**
   * The asset key sealing image refs, 64 hex digits (WOODLAND_ASSET_KEY); default: the one
   * the store keeps, made once (server/images/asset-key.ts).
   */
  assetKey?: string;
  /**
   * The rooms' clock in ms (default Date.now): what action times are stored with, and what
   * the caster and spectator delays are measured on, so a test can move it minutes ahead.
   */
  now?: () => number;
  /** How long a bot waits before it acts, so people can follow (default 700 ms). */
  botPauseMs?: number;
  /** How long a bot may think about one decision (default 1,000 ms). */
  botBudgetMs?: number;
  /**
   * The site's origin as browsers see it (WOODLAND_ORIGIN, e.g. `https://table.example.org`):
   * what passkeys are bound to and what state-changing requests must come from. Default:
   * each request's own Host, over http (development on localhost).
   */
  origin?: string;
  /** VAPID keys for Web Push (WOODLAND_VAPID_PUBLIC_KEY / _PRIVATE_KEY); default: a pair made once and kept in the store. */
  vapid?: { publicKey?: string; privateKey?: string; subject?: string };
  /** TEST ONLY: endpoint origins push messages may go to besides public https ones (a loopback endpoint). */
  pushAllowedOrigins?: readonly string[];
  /** How long after a player's last window at a table closed a turn it waits on is told (default 10 s). */
  pushWindowGraceMs?: number;
}

export interface RunningServer {
  port: number;
  /** The address clients reach this process on (with Redis); null alone. */
  publicAddress: string | null;
  /** http://host:port */
  url: string;
  gameServer: Server;
  store: GameStore;
  context: TableContext;
  /** The live room for a code in this process (tests read server-side secrets from it). */
  room(code: string): TableRoom | undefined;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const log: Log = options.log ?? ((line) => console.log(line));
  const ownStore = !options.store;
  const store = options.store ?? (options.databaseUrl
    ? await PostgresStore.connect(options.databaseUrl, { log })
    : SqliteStore.open(path.resolve(options.dataDir ?? './data')));
  const [key, vapid] = await Promise.all([
    deploymentAssetKey(options.assetKey, store),
    deploymentVapid({ publicKey: options.vapid?.publicKey, privateKey: options.vapid?.privateKey }, store),
  ]).catch(async (e: unknown) => {
    if (ownStore) await store.close();
    throw e;
  });
  const origin = options.origin ? new URL(options.origin).origin : null;
  const context: TableContext = {
    store,
    games: options.games ?? registeredGames,
    reconnectSeconds: options.reconnectSeconds ?? 60,
    log,
    live: new Map(),
    restores: new Map(),
    now: options.now ?? (() => Date.now()),
    createLimiter: new AddressLimiter(
      (options.createLimit ?? DEFAULT_CREATE_LIMIT).perMinute, (options.createLimit ?? DEFAULT_CREATE_LIMIT).burst,
    ),
    uploadLimiter: new AddressLimiter(
      (options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT).perMinute, (options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT).burst,
    ),
    faceLimiter: new AddressLimiter(
      (options.faceLimit ?? DEFAULT_FACE_LIMIT).perMinute, (options.faceLimit ?? DEFAULT_FACE_LIMIT).burst,
    ),
    assetKey: key,
    site: {
      origin,
      push: {
        ...vapid,
        subject: options.vapid?.subject ?? (origin?.startsWith('https:') ? origin : 'mailto:woodland-table@localhost'),
        allowedOrigins: options.pushAllowedOrigins ?? [],
        windowGraceMs: options.pushWindowGraceMs ?? 10_000,
      },
    },
    newSeed: options.seeds ?? (() => randomBytes(32).toString('hex')),
    bots: options.bots ?? new BotPool(log),
    dice: new DicePool(log),
    botPauseMs: options.botPauseMs ?? 700,
    botBudgetMs: options.botBudgetMs ?? 1_000,
  };
  // Tables created over an hour ago that nobody ever sat at are forgotten (a room that
  // closes unjoined forgets its table itself; this catches those a stop cut short).
  const expired = await store.deleteUnjoined(Date.now() - UNJOINED_TABLE_TTL_MS);
  if (expired.length > 0) log(`forgot ${expired.length} stored table(s) nobody joined`);
  const statics = {
    clientDir: path.resolve(options.staticDir ?? path.join(ROOT, 'dist/client')),
    modelsDir: path.resolve(options.modelsDir ?? path.join(ROOT, 'assets/models')),
  };

  // The public address is given to Colyseus when the server is made, before it listens.
  const port = options.redisUrl && !options.publicAddress && options.port === 0 ? await freePort(options.host) : options.port;
  const scale = options.redisUrl
    ? await redisMatchmaking(options.redisUrl, options.publicAddress ?? defaultPublicAddress(options.host, port), log).catch(async (e: unknown) => {
      if (ownStore) await store.close();
      throw e;
    })
    : null;

  // Colyseus wraps the 'request' listeners present when it attaches, so ours comes first.
  const httpServer = http.createServer((req, res) => {
    const pathname = pathOf(req.url);
    if (pathname === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request\n'); // words-ok: a plain-text answer to an unreadable URL
      return;
    }
    if (handleFaces(req, res, pathname, context)) return;
    if (handleBoxes(req, res, pathname, context)) return;
    if (handleAccounts(req, res, pathname, context)) return;
    if (handleApi(req, res, pathname, context)) return;
    if (serveStatic(req, res, pathname, statics)) return;
    res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed\n'); // words-ok: a plain-text answer to a method no page sends
  });
  const transport = new WebSocketTransport({
    server: httpServer, maxPayload: WS_MAX_PAYLOAD, pingInterval: PING_INTERVAL_MS, pingMaxRetries: PING_MAX_MISSED,
    // The transport parses the upgrade URL outside any handler; refuse what would not parse.
    verifyClient: ({ req }: { req: http.IncomingMessage }) => parses(`ws://server/${req.url ?? ''}`),
  });
  matchMaker.controller.exposedMethods = MATCHMAKE_METHODS;
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    logger: colyseusLogger(log),
    ...scale?.serverOptions,
  });
  // Colyseus answers /matchmake itself, ahead of our handler: bound what it reads.
  guardMatchmaking(httpServer, {
    ...(scale ? { leftBehind } : {}),
    // Tables this process runs: the seat-reservation limits answer 429 before Colyseus reserves.
    admission: (code, joinOptions, address, forwarding) => {
      const live = context.live.get(code);
      return live instanceof TableRoom ? live.admitJoin(joinOptions, address, forwarding) : undefined;
    },
  });
  gameServer.define(ROOM_NAME, TableRoom, { [CONTEXT_KEY]: context });
  await gameServer.listen(port, options.host);
  scale?.start();

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      scale?.stop();
      await gameServer.gracefullyShutdown(false);
      httpServer.closeAllConnections();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await context.bots.close();
      await context.dice.close();
      if (ownStore) await store.close();
    })();
    return closing;
  };

  const listening = (httpServer.address() as AddressInfo).port;
  return {
    port: listening,
    publicAddress: scale?.publicAddress ?? null,
    url: `http://${options.host ?? 'localhost'}:${listening}`,
    gameServer,
    store,
    context,
    room: (code) => {
      const live = context.live.get(code);
      return live instanceof TableRoom ? live : undefined;
    },
    close,
  };
}

function parses(url: string): boolean {
  try {
    return new URL(url).protocol !== '';
  } catch {
    return false;
  }
}

/** The path of a request target, or null when it is not a URL path at all. */
function pathOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://x').pathname;
  } catch {
    return null;
  }
}

/** Colyseus' own log lines, routed to ours (debug chatter dropped). */
function colyseusLogger(log: Log): Record<'debug' | 'info' | 'warn' | 'error' | 'trace', (...args: unknown[]) => void> {
  const line = (level: string) => (...args: unknown[]) => log(`colyseus ${level}: ${args.map(String).join(' ')}`);
  return { debug: () => undefined, trace: () => undefined, info: line('info'), warn: line('warn'), error: line('error') };
}
