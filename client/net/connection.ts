/**
 * The one connection to a table: create, join, watch, leave, reconnect after a drop,
 * and the outgoing messages (intents, presence, chat). Everything it learns goes into
 * `tableStore`; nothing here is React.
 */
import { Client, type Room } from 'colyseus.js';
import {
  C2S,
  CLOSE_CASTER_REVOKED,
  CLOSE_REMOVED,
  CLOSE_SEAT_TAKEN_OVER,
  MAX_COMPOSE_BYTES,
  MAX_MESSAGE_BYTES,
  S2C,
  type BoxMessage,
  type CameraMessage,
  type CastMessage,
  type CastStatus,
  type ChatMessage,
  type ClocksMessage,
  type ComposeMessage,
  type CreateTableRequest,
  type IntentMessage,
  type PresenceMessage,
  type RemoveMessage,
  type UndoMessage,
  type UploadTicket,
  type WelcomeMessage,
} from '../../wire/protocol.ts';
import { createTableRequest, openStoredTable } from './api.ts';
import { classifyJoinError, refusedText } from './join-errors.ts';
import { readRemovedReason } from '../../wire/refusal-words.ts';
import { castStore } from './cast-store.ts';
import { boxStore } from './box-store.ts';
import { clockStore } from './clock-store.ts';
import { createMessageHandlers } from './messages.ts';
import { serverEndpoint } from './paths.ts';
import { resetTable, tableStore } from './store.ts';
import { loadProfile, loadToken, saveToken, type StoredToken } from './storage.ts';
import { comeBack, joinOrOpen as joinOrOpenWith, returnToSeat as returnToSeatWith, type Back, type Rejoin } from './rejoin.ts';
import { throttle } from './throttle.ts';
import { cameraStore, receiveCamera } from './camera-store.ts';
import { faces } from './faces.ts';
import { boxSaves } from './box-saves.ts';
import { registerLeave } from './leave.ts';
import { rematchStore, wantedSeat } from './rematch-store.ts';
import type { RematchMessage } from '../../wire/account-protocol.ts';
import { say } from '../words/say.ts';


/** How long the server keeps a dropped seat (its `allowReconnection` grace). */
export const RECONNECT_GRACE_MS = 60_000;
/** Presence goes out at most this often (~15 per second). */
export const PRESENCE_INTERVAL_MS = 66;

/** A game action as sent in an intent; its shape is the game's (e.g. `SandboxAction`). */
export type IntentAction = Record<string, unknown>;

interface Session {
  code: string;
  spectator: boolean;
  room: Room | null;
  /** Set once this session is over (left, or replaced by another); late rooms are closed. */
  ended: boolean;
  ready: Promise<void>;
  /** The seat's resume token and index, from `welcome` (seated players only). */
  seat?: { resume: string; index: number };
  /**
   * A streaming page (client/broadcast): it watches and never touches this table's stored
   * seat, so a player's seat in another tab stays theirs. `caster`: the caster link's secret.
   */
  broadcast?: { caster: string | null };
}

let client: Client | null = null;
let session: Session | null = null;
let refCounter = 0;

function getClient(): Client {
  client ??= new Client(serverEndpoint(window.location, import.meta.env.DEV));
  return client;
}

function newRef(): string {
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  refCounter = (refCounter + 1) % 1_000_000;
  return `${refCounter.toString(36)}-${random[0]!.toString(36)}`;
}

function send(room: Room, type: string, payload: unknown): boolean {
  try {
    room.send(type, payload);
    return true;
  } catch (err) {
    console.warn(`send ${type} failed:`, err);
    return false;
  }
}

let lastPresence = '';
const presence = throttle((msg: PresenceMessage) => {
  const room = connectedRoom();
  const text = JSON.stringify(msg);
  if (!room || text === lastPresence) return;
  lastPresence = text;
  send(room, C2S.presence, msg);
}, PRESENCE_INTERVAL_MS);

let lastCamera = '';
const camera = throttle((msg: CameraMessage) => {
  const room = connectedRoom();
  const text = JSON.stringify(msg);
  if (!room || text === lastCamera) return;
  lastCamera = text;
  send(room, C2S.camera, msg);
}, PRESENCE_INTERVAL_MS);

/**
 * Shares this seat's camera pose with the table's spectators (server/room/camera.ts):
 * rounded to centimetres, only when it changed, at the presence rate. Nothing from a
 * spectator or a streaming page.
 */
export function shareCamera(p: readonly [number, number, number], t: readonly [number, number, number]): void {
  if (!session || session.spectator || session.broadcast || tableStore.getState().seat === 'spectator') return;
  const cm = (v: number) => Math.round(v * 100) / 100;
  camera({ p: [cm(p[0]), cm(p[1]), cm(p[2])], t: [cm(t[0]), cm(t[1]), cm(t[2])] });
}

function endSession(s: Session | null): void {
  // The seats' cameras were that table's (a reconnection keeps them: its session goes on).
  cameraStore.setState({ poses: {} });
  if (!s) return;
  s.ended = true;
  const room = s.room;
  s.room = null;
  if (room) room.leave(true).catch(() => undefined);
}

/** Rooms whose handlers are registered: a hotseat's seat may be attached, parked and attached again. */
const attached = new WeakSet<Room>();

function attach(s: Session, room: Room): void {
  if (!attached.has(room)) listen(s, room);
  s.room = room;
  s.code = room.roomId;
  lastPresence = '';
  lastCamera = '';
  // The face ticket of this connection: images of the table are fetched with it (client/net/faces.ts).
  faces.attach(room);
  // Saving the table as a box: its answer is heard on this connection (client/net/box-saves.ts).
  boxSaves.attach(room);
  rememberToken(s, room);
  tableStore.setState({ status: 'connected', code: room.roomId, sessionId: room.sessionId, error: null, errorKind: null });
  if (room.state) stateHandlers.get(room)?.(room.state);
}

/** Each room's Schema state handler, fed the state again when the room is attached again. */
const stateHandlers = new WeakMap<Room, (state: unknown) => void>();

/**
 * Registers a room's handlers, once. Each handles its message only while the room is the
 * session's: a hotseat's parked seat (client/net/hotseat.ts) keeps its room open, and what
 * the table tells everyone (chat, events, dice) reaches the page once, through the seat in
 * front of the screen.
 */
function listen(s: Session, room: Room): void {
  attached.add(room);
  const mine = <T,>(handler: (msg: T) => void) => (msg: T) => {
    if (s.room === room) handler(msg);
  };
  const onMessage = <T,>(type: string, handler: (msg: T) => void) => room.onMessage(type, mine(handler));
  const handlers = createMessageHandlers({ resync: () => send(room, C2S.resync, {}), now: () => Date.now() });
  onMessage(S2C.welcome, (msg: WelcomeMessage) => {
    handlers.welcome(msg);
    castStore.setState({ host: msg.host === true, delayed: msg.delayed ?? null });
    // A welcome without a resume token (a spectator place) means this session holds no seat now.
    s.seat = msg.resume !== undefined && typeof msg.seat === 'number' ? { resume: msg.resume, index: msg.seat } : undefined;
    rememberToken(s, room);
  });
  onMessage(S2C.snapshot, handlers.snapshot);
  onMessage(S2C.snapshotz, handlers.snapshotz);
  onMessage(S2C.patch, handlers.patch);
  onMessage(S2C.patchz, handlers.patchz);
  onMessage(S2C.rejected, handlers.rejected);
  onMessage(S2C.presence, handlers.presence);
  onMessage(S2C.camera, receiveCamera);
  onMessage(S2C.chat, handlers.chat);
  onMessage(S2C.event, handlers.event);
  onMessage(S2C.roll, handlers.roll);
  onMessage(S2C.rolls, handlers.rolls);
  onMessage(S2C.cast, (msg: CastStatus) => castStore.setState({ status: msg }));
  onMessage(S2C.uploadTicket, (msg: UploadTicket) => boxStore.setState({ ticket: { value: msg, at: Date.now() } }));
  onMessage(S2C.clocks, (msg: ClocksMessage) => clockStore.setState({ clocks: { ...msg, receivedAt: Date.now() } }));
  onMessage(S2C.rematch, (msg: RematchMessage) => rematchStore.setState({ made: msg }));
  room.onStateChange(mine(handlers.state));
  stateHandlers.set(room, handlers.state);
  room.onError((code, message) => console.warn(`table error ${code}: ${message ?? ''}`));
  room.onLeave((code, reason) => onDrop(s, room, code, reason));
}

/** Where this session sits, with the reconnection token of its last connection. */
function placeOf(s: Session, reconnectionToken: string): StoredToken {
  const token: StoredToken = { token: reconnectionToken, spectator: s.spectator };
  if (s.seat) {
    token.resume = s.seat.resume;
    token.seat = s.seat.index;
  }
  return token;
}

/** What this tab remembers of its place at the table, for a reload or a reconnect. */
function rememberToken(s: Session, room: Room): void {
  if (s.broadcast) return;
  saveToken(room.roomId, placeOf(s, room.reconnectionToken));
}

/** How this page finds its place at a table again (client/net/rejoin.ts). */
function rejoiner(): Rejoin {
  return { client: getClient(), open: (code) => openStoredTable(code), profile: loadProfile };
}

const returnToSeat = (code: string, stored: StoredToken): Promise<Room | null> => returnToSeatWith(rejoiner(), code, stored);
const joinOrOpen = (code: string, spectator: boolean, back: Back = {}): Promise<Room> => joinOrOpenWith(rejoiner(), code, spectator, back);

/**
 * Sits down at (or watches) table `code`. On a page reload a stored reconnection token
 * for this table is tried first, so a player gets the same seat back. Calling it again
 * for the table it is already at does nothing.
 */
export function enterTable(code: string, opts: { watch?: boolean; broadcast?: { caster: string | null } } = {}): Promise<void> {
  const spectator = opts.watch === true || opts.broadcast !== undefined;
  const { status } = tableStore.getState();
  if (session && !session.ended && session.code === code && session.spectator === spectator
    && session.broadcast?.caster === opts.broadcast?.caster
    && (status === 'connecting' || status === 'connected' || status === 'reconnecting')) {
    return session.ready;
  }
  endSession(session);
  const s: Session = { code, spectator, room: null, ended: false, ready: Promise.resolve() };
  if (opts.broadcast) s.broadcast = opts.broadcast;
  session = s;
  resetTable();
  castStore.setState({ host: false, delayed: null, status: null });
  rematchStore.setState({ made: null });
  tableStore.setState({ status: 'connecting', code });

  s.ready = (async () => {
    let room: Room | null = null;
    const stored = loadToken(code);
    const caster = s.broadcast?.caster ?? null;
    if (caster !== null && stored?.resume !== undefined) {
      // This browser holds a seat here: a player never opens the caster view of their own table.
      tableStore.setState({ status: 'error', error: say('net.caster.seated'), errorKind: 'other' });
      return;
    }
    if (!s.broadcast && stored && stored.spectator === spectator) {
      try {
        room = await returnToSeat(code, stored);
      } catch (err) {
        const problem = classifyJoinError(err, code);
        if (problem.kind === 'banned') {
          // Kept: the seat token is what tells the server this browser is banned here.
          if (!s.ended) tableStore.setState({ status: 'error', error: problem.message, errorKind: problem.kind });
          return;
        }
      }
    }
    if (!room && !s.broadcast) saveToken(code, null);
    try {
      // A rematch's address names the seat a guest held at the finished table.
      const seat = spectator ? undefined : wantedSeat(window.location.search);
      room ??= await joinOrOpen(code, spectator, caster !== null ? { caster } : seat !== undefined ? { seat } : {});
    } catch (err) {
      if (s.ended) return;
      const problem = classifyJoinError(err, code);
      tableStore.setState({ status: 'error', error: problem.message, errorKind: problem.kind });
      return;
    }
    if (s.ended) {
      room.leave(true).catch(() => undefined);
      return;
    }
    attach(s, room);
  })();
  return s.ready;
}

/** Creates a table and sits down at seat 0. Resolves to its code; throws a readable Error. */
export async function createTable(req: CreateTableRequest): Promise<string> {
  endSession(session);
  const s: Session = { code: '', spectator: false, room: null, ended: false, ready: Promise.resolve() };
  session = s;
  resetTable();
  tableStore.setState({ status: 'connecting' });
  const { name, color } = loadProfile();
  let room: Room;
  try {
    const code = await createTableRequest({ ...req, options: req.options ?? {} });
    room = await getClient().joinById(code, { name, color, spectator: false });
  } catch (err) {
    if (session === s) resetTable();
    throw new Error(classifyJoinError(err).kind === 'network' ? say('net.create.unreachable') : say('net.create.failed', { reason: refusedText(err) }));
  }
  if (s.ended) {
    room.leave(true).catch(() => undefined);
    throw new Error('Cancelled.');
  }
  attach(s, room);
  return room.roomId;
}

/** Leaves the table for good (the seat is given up) and clears the store. */
export function leaveTable(): void {
  const s = session;
  session = null;
  presence.cancel();
  camera.cancel();
  if (s?.code) saveToken(s.code, null);
  endSession(s);
  faces.detach();
  boxSaves.detach();
  resetTable();
}

/** After the connection was lost for good: try again (a fresh join if the seat is gone). */
export function rejoin(): Promise<void> {
  const s = session;
  const code = s?.code || tableStore.getState().code;
  if (!code) return Promise.resolve();
  const watch = s?.spectator ?? tableStore.getState().seat === 'spectator';
  if (s) endSession(s);
  return enterTable(code, { watch });
}

/**
 * After signing in or up at the table: joins again with the seat's resume token, so the
 * join carries the session cookie and the server binds the seat to the account
 * (server/room/accounts.ts). The old connection is let go first in this session's eyes —
 * the server closes it as taken over, which is no drop here. Nothing for a spectator or a
 * streaming page, who hold no seat.
 */
export async function reseatSignedIn(): Promise<void> {
  const s = session;
  const old = s?.room;
  if (!s || !old || s.ended || s.spectator || s.broadcast || !s.seat) return;
  const back = { resume: s.seat.resume, seat: s.seat.index };
  s.room = null;
  let room: Room;
  try {
    room = await joinOrOpen(s.code, false, back);
  } catch (err) {
    // Still seated on the old connection when it is open: nothing lost but the binding.
    if (!s.ended && s.room === null && old.connection.isOpen) s.room = old;
    else if (!s.ended) void rejoin();
    throw err;
  }
  if (s.ended) {
    room.leave(true).catch(() => undefined);
    return;
  }
  attach(s, room);
  if (old.connection.isOpen) old.leave(true).catch(() => undefined);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    // Coming back online is the best moment to retry: do not wait out the backoff.
    window.addEventListener('online', done);
  });
}

function onDrop(s: Session, room: Room, closeCode: number, reason?: string): void {
  if (s.ended || s.room !== room) return;
  s.room = null;
  presence.cancel();
  camera.cancel();
  if (closeCode === CLOSE_REMOVED) {
    // The host removed this player: the seat is gone. The stored place is kept, so that
    // a banned seat token is what a later join brings back (the server refuses it).
    s.ended = true;
    const removed = readRemovedReason(reason);
    const error = removed ? say(removed.ban ? 'room.removed.ban' : 'room.removed.kick', { host: removed.by }) : say('net.closed.removed');
    tableStore.setState({ status: 'closed', error });
    return;
  }
  if (closeCode === CLOSE_CASTER_REVOKED) {
    s.ended = true;
    tableStore.setState({ status: 'closed', error: say('net.closed.casterRevoked') });
    return;
  }
  if (closeCode === CLOSE_SEAT_TAKEN_OVER) {
    // This player's newer window or tab has the seat now; fighting for it would be worse.
    s.ended = true;
    tableStore.setState({ status: 'closed', error: say('net.closed.takenOver') });
    return;
  }
  console.warn(`connection to table ${s.code} dropped (${closeCode}); reconnecting`);
  void reconnectLoop(s, room.reconnectionToken);
}

async function reconnectLoop(s: Session, reconnectionToken: string): Promise<void> {
  const deadline = Date.now() + RECONNECT_GRACE_MS;
  tableStore.setState({ status: 'reconnecting' });
  let delay = 300;
  while (!s.ended && Date.now() < deadline) {
    await sleep(delay);
    delay = Math.min(delay * 2, 5_000);
    if (s.ended) return;
    try {
      // A streaming page joins afresh (a caster has no seat to keep waiting for it).
      const caster = s.broadcast?.caster;
      const room = s.broadcast
        ? await joinOrOpen(s.code, true, caster ? { caster } : {})
        : await comeBack(rejoiner(), s.code, placeOf(s, reconnectionToken));
      if (!room) break;
      if (s.ended) {
        room.leave(true).catch(() => undefined);
        return;
      }
      attach(s, room);
      return;
    } catch (err) {
      if (classifyJoinError(err).kind === 'not-found') break;
    }
  }
  if (s.ended) return;
  saveToken(s.code, null);
  tableStore.setState({ status: 'closed', error: say('net.closed.lost') });
}

function connectedRoom(): Room | null {
  return session?.room && tableStore.getState().status === 'connected' ? session.room : null;
}

/** Extra fields of an intent besides the action: the thrower's release gesture for a roll. */
export interface IntentExtra {
  fling?: IntentMessage['fling'];
}

/**
 * Sends a game action, stamped with the projection version it was made from and a fresh
 * ref. Returns the ref: a `rejected` message with the same ref answers this intent (a
 * drag springs back). When offline, a local rejection with that ref is stored at once.
 */
export function sendIntent(action: IntentAction, extra: IntentExtra = {}): string {
  const ref = newRef();
  const room = connectedRoom();
  const projection = tableStore.getState().projection;
  const reject = (code: string, message: string) => {
    tableStore.setState({ rejection: { code, message, ref, at: Date.now() } });
    return ref;
  };
  if (!room || !projection) return reject('net/offline', say('net.send.offline'));
  const msg: IntentMessage = { v: projection.version, ref, action };
  if (extra.fling) msg.fling = extra.fling;
  if (JSON.stringify(msg).length > MAX_MESSAGE_BYTES) return reject('net/too-large', say('net.send.tooLarge'));
  // The camera pose this move was made from goes first: spectators following see it before the move.
  camera.flush();
  if (!send(room, C2S.intent, msg)) return reject('net/offline', say('net.send.failed'));
  return ref;
}

/**
 * Asks to take back this seat's last action (Ctrl+Z, the Undo button). When the seat's
 * projection already says it may not, the reason shows at once and nothing is sent.
 */
export function sendUndo(): string {
  const projection = tableStore.getState().projection;
  const status = projection?.undo;
  if (status && !status.can) return rejectLocally('undo/not-allowed', status.reason);
  const ref = newRef();
  const room = connectedRoom();
  if (!room || !projection) return rejectLocally('net/offline', say('net.undo.offline'));
  const msg: UndoMessage = { v: projection.version, ref };
  camera.flush();
  if (!send(room, C2S.undo, msg)) return rejectLocally('net/offline', say('net.undo.failed'));
  return ref;
}

/**
 * Refuses a gesture locally (a drop where the game allows nothing): the reason shows as
 * the rejection toast, and its ref springs the dragged piece back. Returns the ref.
 */
export function rejectLocally(code: string, message: string): string {
  const ref = newRef();
  tableStore.setState({ rejection: { code, message, ref, at: Date.now() } });
  return ref;
}

/**
 * Shares this player's pointer on the table plane (null when off the table) and the
 * piece being dragged. Throttled to ~15 messages per second; unchanged values are not resent.
 * Spectators do not send presence.
 */
export function sendPresence(cursor: [number, number] | null, drag: PresenceMessage['drag'] = null): void {
  if (typeof tableStore.getState().seat !== 'number') return;
  presence({ cursor, drag });
}

/** Sends a chat line (players and spectators). Returns false when it could not be sent. */
export function sendChat(text: string): boolean {
  const clean = text.trim().slice(0, 500);
  const room = connectedRoom();
  if (!clean || !room) return false;
  const msg: ChatMessage = { text: clean };
  return send(room, C2S.chat, msg);
}

/** The host's streaming settings (a caster link, its revocation, the delays); false when not sent. */
export function sendCast(msg: CastMessage): boolean {
  const room = connectedRoom();
  return room ? send(room, C2S.cast, msg) : false;
}

/** Asks for a rematch once the game is over (the answer lands in rematchStore); false when not sent. */
export function sendRematch(): boolean {
  const room = connectedRoom();
  return room ? send(room, C2S.rematch, {}) : false;
}

/** The host removes the player at `seat` (and bans them with `ban`); false when not sent. */
export function sendRemove(msg: RemoveMessage): boolean {
  const room = connectedRoom();
  return room ? send(room, C2S.remove, msg) : false;
}

/** Asks the server for a fresh snapshot (the store also does this itself on a version gap). */
export function requestResync(): void {
  const room = connectedRoom();
  if (room) send(room, C2S.resync, {});
}

/**
 * Test hook: closes the socket as a network failure would (not a leave), so browser
 * tests can exercise the reconnection path.
 */
export function simulateDrop(): void {
  session?.room?.connection.close();
}

registerLeave(leaveTable);

// Test handle: browser tests act through `window.__woodland.net` (main.tsx attaches the store).
if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).net = { sendIntent, sendChat, leaveTable, simulateDrop };
}

/** Asks the table for an upload ticket (`uploadTicket`; the answer lands in boxStore); false when not sent. */
export function sendUploadTicket(): boolean {
  const room = connectedRoom();
  return room ? send(room, C2S.uploadTicket, {}) : false;
}

/**
 * Puts a component from the box on the table (`compose {what, x, z}`: its images named by
 * the hashes the upload route returned, or a card sheet the server cuts). Returns a ref
 * like an intent's; a refusal comes back as a rejection toast.
 */
export function sendCompose(msg: Omit<ComposeMessage, 'ref'>): string | null {
  const ref = newRef();
  const room = connectedRoom();
  if (!room) {
    rejectLocally('net/offline', say('net.compose.offline'));
    return null;
  }
  const payload: ComposeMessage = { ...msg, ref };
  if (JSON.stringify(payload).length > MAX_COMPOSE_BYTES) {
    rejectLocally('net/too-large', say('net.compose.tooLarge'));
    return null;
  }
  return send(room, C2S.compose, payload) ? ref : null;
}

/** The host opens the box to every seated player, or keeps it (`box {open}`); false when not sent. */
export function sendBox(open: boolean): boolean {
  const msg: BoxMessage = { open };
  const room = connectedRoom();
  return room ? send(room, C2S.box, msg) : false;
}

// ---------------------------------------------------------------------------------------
// Several seats on one device (client/net/hotseat.ts)

/** The colyseus.js client of this page, for a further seat of the device to join with. */
export function pageClient(): Client {
  return getClient();
}

/** The room of the seat in front of the screen, and its seat, while one is attached. */
export function frontSeat(): { room: Room; seat: number; resume: string } | null {
  const s = session;
  return s?.room && s.seat && !s.ended ? { room: s.room, seat: s.seat.index, resume: s.seat.resume } : null;
}

/**
 * Puts the seat in front of the screen behind the cover: its room is told to park and kept
 * open (the hotseat holds it), and everything the page knew of its view is dropped — the
 * projection, the faces fetched with its ticket, the dice. Returns the room it parked.
 */
export function parkFrontSeat(): Room | null {
  const s = session;
  const room = s?.room;
  if (!s || !room || s.ended) return null;
  send(room, C2S.hotseat, { park: true });
  s.room = null;
  presence.cancel();
  camera.cancel();
  faces.detach();
  boxSaves.detach();
  resetTable();
  tableStore.setState({ status: 'connected', code: s.code });
  return room;
}

/** Brings a parked seat of this device in front of the screen: its room becomes the page's and takes its seat again. */
export function takeParkedSeat(room: Room): void {
  const s = session;
  if (!s || s.ended) return;
  attach(s, room);
  send(room, C2S.hotseat, { park: false });
}
