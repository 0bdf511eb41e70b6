/**
 * The wire protocol between the client and the TableRoom: every message type in both
 * directions and the protocol version; the schemas the server parses the payloads with are
 * in protocol-schemas.ts (their types are re-exported here). The client imports this
 * module (types, constants, the patch applier); nothing else of the server.
 *
 * Sync model: Colyseus Schema state carries only public table metadata (seats, names,
 * colours, connection status, version). Each client's game view travels as messages:
 * a full `snapshot` of its own projection on join/reconnect, then `patch` messages with
 * JSON-Patch operations computed between two *projected* states of that same viewer, so
 * a diff can never carry a secret the viewer may not see.
 */
import type { FaceSize } from './box-protocol.ts';
import type { Projection, ViewProjection } from '../engine/core/match.ts';
import type { Phrase } from '../engine/core/types.ts';
import type { RollDie, RollFrames } from './dice-frames.ts';
import type { ClockSettings, PresenceMessage } from './protocol-schemas.ts';

export type {
  BoxMessage, CameraBroadcast, CameraMessage, CastMessage, ChatMessage, ClockSettings, ComposeMessage, ComposedComponent, CreateTableRequest, IntentMessage,
  JoinOptions, PingMessage, PresenceMessage, RemoveMessage, SaveBoxMessage, SheetComponent, UndoMessage,
} from './protocol-schemas.ts';

export const PROTOCOL_VERSION = 6;

/**
 * WebSocket close code when the server shuts down (Colyseus WS_SERVER_DISCONNECT): the
 * table is in the store; reopen it and join again by code.
 */
export const CLOSE_SERVER_SHUTDOWN = 4201;

/**
 * WebSocket close code for a connection whose seat a newer connection of the same player
 * took back (joining with the seat's `resume` token): this one should not reconnect.
 */
export const CLOSE_SEAT_TAKEN_OVER = 4202;

/**
 * WebSocket close code when a table hit an error it could not recover from: it is closed,
 * its stored log intact; reopen it and join again by code.
 */
export const CLOSE_TABLE_FAILED = 4203;

/** WebSocket close code for a caster whose link the host revoked (or replaced): do not reconnect. */
export const CLOSE_CASTER_REVOKED = 4204;

/**
 * WebSocket close code for a player the host removed from the table (kicked or banned):
 * do not reconnect; the close reason says which and by whom, as JSON
 * (wire/refusal-words.ts `RemovedReason`), for the page to word.
 */
export const CLOSE_REMOVED = 4205;

/** Largest message payload the room accepts, JSON-encoded (bytes). */
export const MAX_MESSAGE_BYTES = 4096;

/**
 * Largest `compose` payload, JSON-encoded (bytes): a deck of the group's own cards names
 * each card's image, so it may be longer than other messages (and stays under the
 * WebSocket's 64 KB frame).
 */
export const MAX_COMPOSE_BYTES = 60_000;

/** The Colyseus room name (tables are created over HTTP, `HTTP.createTable`, and joined by code). */
export const ROOM_NAME = 'table';

/** Join codes: 6 characters from an alphabet without 0/O/1/I (upper case). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;

/** Rate limits per client (token buckets: sustained rate per second, burst). */
export const LIMITS = {
  intents: { perSecond: 20, burst: 40 },
  /** Presence beyond this is dropped silently. */
  presence: { perSecond: 15, burst: 5 },
  chat: { perSecond: 2, burst: 5 },
  resync: { perSecond: 1, burst: 3 },
  /** Actions that throw dice, per seat (on top of `intents`). */
  throws: { perSecond: 2, burst: 4 },
  /** Dice in one throw (the physics refuses more). */
  dicePerThrow: 20,
  /** Spectators a table accepts on top of its seats (casters included). */
  spectators: 1000,
  /** Host's streaming settings (`cast`). */
  cast: { perSecond: 1, burst: 5 },
  /** Rematch requests per client (`rematch`): the first makes the table, the others answer its code. */
  rematch: { perSecond: 0.5, burst: 3 },
} as const;

/**
 * Stable codes of the room's own rejections (engine rule errors use their own
 * namespaced codes, e.g. `sandbox/not-in-hand`, `match/over`).
 */
export const ROOM_ERRORS = {
  unknownType: 'room/unknown-type',
  tooLarge: 'room/too-large',
  badPayload: 'room/bad-payload',
  spectator: 'room/spectator',
  rateLimited: 'room/rate-limited',
  stale: 'room/stale',
  badVersion: 'room/bad-version',
  /** An action whose roll events hold more than LIMITS.dicePerThrow dice. */
  tooManyDice: 'room/too-many-dice',
  /** The store refused the action: it did not happen. */
  notSaved: 'room/not-saved',
  /** The action's dice could not be thrown (the physics failed): it did not happen. */
  diceFailed: 'room/dice-failed',
  /** Only the table's host (the first player to sit down) may change its streaming settings or end a free table. */
  notHost: 'room/not-host',
  /** A caster watches; it cannot act, point or chat. */
  caster: 'room/caster',
  /** The host asked to remove a seat nobody sits at. */
  noPlayer: 'room/no-player',
  /** The host asked to remove themself (Leave does that). */
  ownSeat: 'room/own-seat',
  /** This game takes no components of the group's own (`compose`). */
  noCompose: 'room/no-compose',
  /** An intent of the action only `compose` makes (the free table's `add`). */
  composeOnly: 'room/compose-only',
  /** A `compose` names an image that is not a hash this table's uploads returned. */
  badImage: 'room/bad-image',
  /** A `compose` sheet whose grid cannot be cut (too many cards, cells too small, unreadable). */
  badSheet: 'room/bad-sheet',
  /** The images a `compose` cuts would take the table past its image quota. */
  tableFull: 'room/table-full',
  /** A rematch asked for before the game is over. */
  notOver: 'room/not-over',
  /** The rematch's table could not be made (nothing was created; the message says why). */
  rematchFailed: 'room/rematch-failed',
  /** Binding the caster link to an account needs the host signed in. */
  notSignedIn: 'room/not-signed-in',
  /** The caster link's account: unknown (`no-account`), or it holds a seat at this table (`account-seated`). */
  noAccount: 'room/no-account',
  accountSeated: 'room/account-seated',
  /** A seat parked behind its device's cover acts only once it is taken again (`hotseat`). */
  parked: 'room/parked',
  internal: 'room/internal',
} as const;
export type RoomErrorCode = (typeof ROOM_ERRORS)[keyof typeof ROOM_ERRORS];

/** Client → server message types. */
export const C2S = {
  intent: 'intent',
  /** Take back the seat's last action (engine/core/undo.ts). */
  undo: 'undo',
  presence: 'presence',
  /** A seated player's camera pose (`cameraSchema`), relayed to live spectators only; same rate as presence. */
  camera: 'camera',
  chat: 'chat',
  resync: 'resync',
  ping: 'ping',
  /** The host's streaming settings: caster link, delays (`castSchema`). */
  cast: 'cast',
  /** The host removes the player of a seat, optionally banning them (`removeSchema`). */
  remove: 'remove',
  /**
   * Asks for a ticket to upload images to the table over HTTP (`uploadTicketSchema`): the
   * host, or anyone seated while the host has opened the box (`box`).
   */
  uploadTicket: 'uploadTicket',
  /**
   * Puts a component of the group's own on the table (`composeSchema`): its images named by
   * the hashes the uploads returned, a card sheet cut on the server. Same right as uploads.
   */
  compose: 'compose',
  /** The host opens the box to every seated player, or closes it (`boxSchema`): who may bring components and images. */
  box: 'box',
  /** Asks for this connection's face ticket (`faceTicketSchema`), shown when fetching faces over HTTP. */
  faceTicket: 'faceTicket',
  /**
   * Saves the table as a box kept on the server (`saveBoxSchema`; docs/BOX.md): the same
   * right as composing. Answered with `boxSaved` (its id for `HTTP.boxes`).
   */
  saveBox: 'saveBox',
  /** Once the game is over, a seated player asks for the same game again at a new table (`rematchSchema`). */
  rematch: 'rematch',
  /** A seat played on a shared device parks behind the cover or is taken (wire/hotseat.ts). */
  hotseat: 'hotseat',
} as const;

/** Server → client message types. */
export const S2C = {
  welcome: 'welcome',
  snapshot: 'snapshot',
  /** A `snapshot` compressed: `[z]` (wire/packed-patch.ts). */
  snapshotz: 'snapshotz',
  patch: 'patch',
  /** A `patch` whose ops go compressed: `[from, to, z]` (wire/packed-patch.ts). */
  patchz: 'patchz',
  rejected: 'rejected',
  presence: 'presence',
  /** A seat's camera pose (`CameraBroadcast`), to live spectators; a joiner gets each seat's latest. */
  camera: 'camera',
  chat: 'chat',
  pong: 'pong',
  roll: 'roll',
  rolls: 'rolls',
  /** The table's streaming settings, to its host only (`CastStatus`). */
  cast: 'cast',
  /** Someone sat down, left, or was removed (`TableEvent`): a table event, not a game action. */
  event: 'event',
  /** Every seat's clock (`ClocksMessage`), tables with a clock only. */
  clocks: 'clocks',
  /** A ticket to upload images (`UploadTicket`), to the seat that asked. */
  uploadTicket: 'uploadTicket',
  /** This connection's face ticket (`FaceTicket`), to the client that asked. */
  faceTicket: 'faceTicket',
  /** The box `saveBox` kept (`BoxSaved`), to the client that asked. */
  boxSaved: 'boxSaved',
  /** The rematch's table, to every member (`RematchMessage`, wire/account-protocol.ts). */
  rematch: 'rematch',
  /** A parked seat's state (`HotseatStatus`, wire/hotseat.ts), to its connection. */
  hotseat: 'hotseat',
} as const;

/**
 * Who came and went, for every log: `join` (sat down), `leave` (gave the seat up, or did
 * not come back in time), `kick` and `ban` (removed by the host, named in `by`). Sent live
 * to everyone connected; not part of the game log or its replay.
 */
export interface TableEvent {
  /** away: a bot or the clock now acts for the seat's absent player; back: they took it back; out: the seat ran out of time. */
  kind: 'join' | 'leave' | 'kick' | 'ban' | 'away' | 'back' | 'out';
  seat: number;
  name: string;
  by?: string;
  at: number;
  /** The table's version when it happened: a joiner, sent the table's earlier events, shows each there in its log. */
  v?: number;
}

/**
 * Streaming delays, in seconds (the server enforces them; docs/PROTOCOL.md "Casting").
 * A caster always watches at least `min` behind; spectators are live (0) unless the host
 * sets a delay for them too.
 */
export const CAST_DELAY = { casterDefault: 120, min: 30, max: 600 } as const;

/** Who played a seat, as they chose to be shown (the replay names seats with it). */
export interface SeatPlayer {
  name: string;
  color: string;
}

/** The delays a table streams with, in seconds (0 spectators: live). */
export interface CastDelays {
  caster: number;
  spectators: number;
}

/** The table's streaming settings, sent to its host only (after each change). */
export interface CastStatus {
  /** The secret of the caster link, or null when there is none (never made, or revoked). */
  casterToken: string | null;
  casterDelay: number;
  /** 0: spectators watch live. */
  spectatorDelay: number;
  /** Casters watching now. */
  casters: number;
  /** The account the caster link is bound to: only it may open the link (null: anyone holding the link). */
  boundTo: { id: string; name: string } | null;
}

/** What the table does for a seat out of time, or whose player left beyond the grace period. */
export const ABSENT_POLICIES = ['wait', 'skip', 'bot'] as const;
export type AbsentPolicy = (typeof ABSENT_POLICIES)[number];

/** A seat a bot plays from the start: the bot's level (engine/bots). */
export const BOT_SEAT_LEVELS = ['random', 'search'] as const;
export type BotSeatLevel = (typeof BOT_SEAT_LEVELS)[number];

/** The table's settings beside its game options, as stored with the table. */
export interface TableSettings {
  clock: ClockSettings | null;
  absent: AbsentPolicy;
  /** Per seat: the level of the bot that plays it from the start, or null for a person. */
  bots: (BotSeatLevel | null)[];
}

/** The clocks of a table that has them, to every live viewer after each action and on join (`S2C.clocks`). */
export interface ClocksMessage {
  kind: ClockSettings['kind'];
  seats: { left: number; running: boolean; out: boolean }[];
}

export interface WelcomeMessage {
  protocol: number;
  code: string;
  gameId: string;
  /** Seat index, or 'spectator'. */
  seat: number | 'spectator';
  sessionId: string;
  /** Hash committing to the game's seed: hex sha256 of the seed string. */
  seedCommit: string;
  /** The seed itself, only once the game is over (check: sha256(seed) === seedCommit). */
  seed?: string;
  /**
   * Seated players only, sent to nobody else: join with `{resume}` to take this seat back
   * at once after a drop (even before the server noticed the old connection died).
   */
  resume?: string;
  /** The table's host (the first player to sit down): may make caster links and set delays. */
  host?: true;
  /**
   * A delayed viewer (a caster, or a spectator while the table delays spectators): it sees
   * the table `seconds` behind, and nothing at all until the first version is that old.
   */
  delayed?: { caster: boolean; seconds: number };
}

/**
 * A full projection. Players and spectators get it without its `table` (a
 * `ViewProjection`): the client works the table out from the view with the game's own
 * `table` function, as the server would. The caster's projection carries its tables.
 */
export interface SnapshotMessage {
  projection: Projection | ViewProjection;
}

/** RFC 6902 operations, as the room's diff makes them (wire/json-diff.ts). */
export type JsonPatchOp =
  | { op: 'add' | 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

/**
 * One patch operation as the wire carries it: `[path]` removes, `[path, value]` sets —
 * an object member is added or replaced; an array element below the array's length is
 * replaced, at its length appended (the diff never inserts inside an array) — and
 * `[path, null, n]` removes `n` array elements from `path` on (n ≥ 2: the removes a slid
 * log window or a cut out of a list makes, as one op).
 */
export type WireOp = [path: string] | [path: string, value: unknown] | [path: string, value: null, count: number];

/** The applied form of wire ops: a run of removes as that many removes. Throws on a malformed op. */
export function opsFromWire(ops: readonly WireOp[]): Array<{ op: 'remove'; path: string } | { op: 'set'; path: string; value: unknown }> {
  const out: Array<{ op: 'remove'; path: string } | { op: 'set'; path: string; value: unknown }> = [];
  for (const o of ops) {
    if (o.length === 1) out.push({ op: 'remove', path: o[0] });
    else if (o.length === 2) out.push({ op: 'set', path: o[0], value: o[1] });
    else {
      const n = o[2];
      if (o[1] !== null || !Number.isInteger(n) || n < 1 || n > MAX_REMOVE_RUN) throw new Error(`bad remove run at ${o[0]}`);
      for (let i = 0; i < n; i++) out.push({ op: 'remove', path: o[0] });
    }
  }
  return out;
}

/** The longest run of removes one op may carry (a projection's lists are far shorter). */
const MAX_REMOVE_RUN = 100_000;

/**
 * The changes from version `from` to `to` of one viewer's projection. The projection's
 * `version` becomes `to` (it is not among the ops).
 */
export interface PatchMessage {
  from: number;
  to: number;
  ops: WireOp[];
}

export { fromLogRow, toLogRow, type LogRow } from './log-rows.ts';

/**
 * The wire form of a diff (`WireOp`), without the version (the patch's `to` carries it);
 * removes in a row at one path go as one run.
 */
export function wireOps(ops: readonly JsonPatchOp[]): WireOp[] {
  const out: WireOp[] = [];
  for (const op of ops) {
    if (op.path === '/version') continue;
    if (op.op !== 'remove') {
      out.push([op.path, op.value]);
      continue;
    }
    const last = out[out.length - 1];
    if (last && last[0] === op.path && last.length !== 2) out[out.length - 1] = [op.path, null, last.length === 1 ? 2 : (last[2] as number) + 1];
    else out.push([op.path]);
  }
  return out;
}

export interface RejectedMessage {
  code: string;
  /** The refusal in English; `words`, when the engine made it, is the same as data for the reader's language. */
  message: string;
  ref?: string;
  words?: Phrase;
}

export interface PresenceBroadcast extends PresenceMessage {
  seat: number;
  sessionId: string;
}

export interface PongMessage {
  n: number;
  /** Server clock (ms since the epoch) when the ping was answered. */
  at: number;
}

export interface ChatBroadcast {
  seat: number | 'spectator';
  name: string;
  text: string;
  at: number;
}

/** HTTP API (same port as the page). */
export const HTTP = {
  /** POST {game, seats, options} → {code, roomId} */
  createTable: '/api/tables',
  /** GET → {tables: TableListing[]} (live tables only) */
  listTables: '/api/tables',
  /** GET /api/tables/:code → TableListing (live, or stored with `live: false`); 404 if unknown */
  tableByCode: '/api/tables/',
  /**
   * POST /api/tables/:code/open → OpenTableResponse. Makes a stored table live again
   * (after a restart or once its room was disposed) so `joinById(code)` works; a no-op
   * for a live table. 404 if the code is unknown.
   */
  openTableSuffix: '/open',
  /**
   * GET /api/tables/:code/export → SavedGame (a JSON download) once the game is over;
   * 409 `table/not-over` before (the seed is revealed only then); 404 if unknown.
   */
  exportTableSuffix: '/export',
  /** GET → {games: GameInfo[]} */
  games: '/api/games',
  /**
   * POST /api/tables/:code/images, the image's bytes as the body and an `X-Upload-Ticket`
   * header (`UploadTicket`) → 201 `UploadedImage`. 401 without a ticket, 403 with one this
   * table did not grant or that expired, 413 past the size limits (the image's or the
   * table's), 415 for a body that is not an image type, 422 for an image that is refused
   * (`http/image-<code>`: format, too-large, dimensions, pixels, corrupt), 429 past the
   * per-address limit.
   */
  tableImagesSuffix: '/images',
  /**
   * GET /api/tables/:code/faces/:ref?size=full|phone with an `X-Face-Ticket` header
   * (`FaceTicket`) → the image (image/webp), while the ticket's viewer's current projection
   * shows that ref (any image of a finished table whose end the public may see, without a
   * ticket). 401 without a ticket (or one the table does not know), 403 not shown to you,
   * 404 an unknown table, ref or image, 429 past the per-address limit.
   */
  tableFacesSuffix: '/faces/',
  /**
   * Boxes (docs/BOX.md). GET /api/boxes → {boxes: BoxListing[]} (the newest kept on this
   * server); GET /api/boxes/:id → the box as a zip; POST /api/boxes with a box zip as the
   * body → BoxListing (201), 413 past its size, 415 not a zip, 422 a box refused with the
   * reason, 429 past the per-address limit. A table is laid out from a kept box by naming
   * it in the create request (`box`).
   */
  boxes: '/api/boxes',
  /**
   * POST /api/boxes/tts: a Tabletop Simulator save's JSON → TtsPlan (200; nothing kept), or
   * a zip of the save and its images → TtsImported (201; a box kept). 413, 415, 422 (a file
   * that is not a save, a zip refused) and 429 as for boxes.
   */
  ttsImportSuffix: '/tts',
} as const;

/** `/api/tables/:code/faces/:ref?size=…` for a table's image ref. */
export function facePath(code: string, ref: string, size: FaceSize = 'full'): string {
  return `${HTTP.tableByCode}${encodeURIComponent(code)}${HTTP.tableFacesSuffix}${encodeURIComponent(ref)}?size=${size}`;
}

/** `/api/tables/:code/open` for a code. */
export function openTablePath(code: string): string {
  return `${HTTP.tableByCode}${encodeURIComponent(code)}${HTTP.openTableSuffix}`;
}

/** `/api/tables/:code/export` for a code. */
export function exportTablePath(code: string): string {
  return `${HTTP.tableByCode}${encodeURIComponent(code)}${HTTP.exportTableSuffix}`;
}


/** HTTP error code of an export asked for before the game is over (status 409). */
export const TABLE_NOT_OVER = 'table/not-over';

/** `format` of a saved game; bumped when its shape changes. */
export const SAVED_GAME_FORMAT = 'woodland-table/saved-game@1';

/**
 * A finished game as `npm run verify -- <file>` checks it (docs/PROTOCOL.md §8): the
 * table, its revealed seed and commitment, and every accepted action in order with what
 * was published about it at the time — the dice values of its physical throw and the
 * commitments to its hidden outcomes (shuffles, blind draws).
 */
export interface SavedGame {
  format: typeof SAVED_GAME_FORMAT;
  code: string;
  gameId: string;
  /** The rules version the game was played with (absent in files from before versions: 1). */
  rulesVersion: number;
  /** Table options as given at creation. */
  options: unknown;
  seats: number;
  /** Hex sha256 of `seed`, published at setup. */
  seedCommit: string;
  seed: string;
  /** Server ms times. */
  createdAt: number;
  finishedAt: number;
  actions: SavedAction[];
}

export interface SavedAction {
  /** Match version right after the action (1, 2, 3, …). */
  version: number;
  seat: number;
  /** The game action (null for an undo). */
  action: unknown;
  /** Set when the seat took back its last action instead of acting. */
  undo?: true;
  /** Server ms time it was accepted. */
  at: number;
  /** The dice of its `roll` message (id, the value on top), when it threw dice. */
  rolls?: Array<{ id: string; value: number }>;
  /** Its log entries' `commit` digests, in log order, when it had hidden outcomes. */
  commits?: string[];
}

export interface GameInfo {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  /** A rules game with turns: tables may have clocks, bots and an absent-player policy. */
  turns: boolean;
  /** Takes components a group brings: a table may be laid out from a box (docs/BOX.md), and saved as one. */
  boxes: boolean;
}

export interface TableListing {
  code: string;
  roomId: string;
  gameId: string;
  seats: number;
  players: number;
  spectators: number;
  createdAt: number;
  /** False for a table that is only in the store (open it before joining). */
  live?: boolean;
  /** Set once the game is over. */
  finishedAt?: number | null;
  /**
   * A stored table: the rules version it was played with, and whether this server plays
   * the same one (`false`: opening it may answer 409 `http/older-rules`).
   */
  rulesVersion?: number;
  currentRules?: boolean;
}

export interface OpenTableResponse {
  code: string;
  roomId: string;
  /** True when the room was rebuilt from the store by this call. */
  restored: boolean;
}

/** Body of an HTTP error answer. */
export interface HttpError {
  error: string;
  /** The refusal in English; `words`, when the server worded it from a catalogue, is the same as data for the reader's language. */
  message: string;
  words?: Phrase;
}

/** Public table metadata synced through the Colyseus Schema state (room.state). */
export interface SeatMetaShape {
  seat: number;
  name: string;
  color: string;
  occupied: boolean;
  connected: boolean;
  /** A bot plays this seat from the start: its level, else ''. */
  bot: string;
  /** Its player is gone and a stand-in acts ('bot', 'skip'), else ''. */
  away: string;
}
export interface TableStateShape {
  code: string;
  gameId: string;
  seedCommit: string;
  /** Empty until the game is over. */
  seed: string;
  over: boolean;
  seats: SeatMetaShape[];
  spectators: number;
  /** The host opened the box: every seated player may upload images and compose components. */
  boxOpen: boolean;
}

/**
 * A physical throw, sent to every client (players and spectators alike, byte-identical)
 * right after the patch of the action that rolled. `rollId` is bound to the request:
 * `${code}:${version}` of the accepted action. Clients only play it back.
 */
export interface RollMessage extends RollFrames {
  rollId: string;
  /** Match version of the action that rolled. */
  version: number;
  seat: number;
  /** The `ref` of the intent that caused it (for the thrower's own client). */
  ref?: string;
}

/**
 * Where every die lies now (each die's final pose and label rotation from its last
 * throw), sent after a snapshot (join, reconnect, resync) so a late joiner sees the dice
 * exactly as everyone else, and any roll in flight at its final pose.
 */
export interface RollsMessage {
  dice: Array<Pick<RollDie, 'id' | 'kind' | 'value' | 'labelMap' | 'final'>>;
}

export { FACE_SIZES, FACE_TICKET_HEADER } from './box-protocol.ts';
export type { BoxListing, BoxSaved, FaceSize, FaceTicket, TtsImageNeeded, TtsImported, TtsLeftOut, TtsPlan, UploadedImage, UploadTicket } from './box-protocol.ts';
