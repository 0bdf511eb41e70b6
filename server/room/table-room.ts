/**
 * TableRoom: the Colyseus room of one table. It adapts sockets to the table
 * (server/room/table/table.ts), which owns everything else: it reads each message
 * against its schema and hands it to the table's pipeline or to the handler module of its
 * kind, takes joins, leaves and reconnections, holds the Schema state (public metadata)
 * and the seat reservations, and contains whatever a client sends.
 *
 * Check order for every message (DESIGN §4, docs/PROTOCOL.md): known type → size →
 * payload schema (here) → seat from client.sessionId → not a spectator → rate limit
 * (table/admit.ts) → staleness → engine → throw limits (table/decide.ts) → persist
 * (table/store.ts) → sync (table/publish.ts). A rejected message changes nothing and
 * answers only its sender.
 *
 * Containment: no client message can throw out of the room (every handler is guarded, and
 * so is Colyseus' own message dispatch); an unexpected error in a room callback rebuilds
 * the table from its log (`Table.recover`). Other tables go on.
 */
import { ErrorCode, Room, ServerError, type AuthContext, type Client, type ClientPrivate } from 'colyseus';
import type { Match } from '../../engine/core/match.ts';
import { C2S, CLOSE_SERVER_SHUTDOWN, LIMITS, ROOM_ERRORS } from '../../wire/protocol.ts';
import { intentSchema, undoSchema } from '../../wire/protocol-schemas.ts';
import { sha256 } from '../fairness.ts';
import { sessionAccount } from '../accounts/sessions.ts';
import { onCast } from './cast-messages.ts';
import { bindRematchSeats, onRematch } from './rematch.ts';
import { checkPayload, printable, roomRefusal } from './checks.ts';
import { CONTEXT_KEY, type LiveTable, type TableContext } from './context.ts';
import { join, leave } from './joins.ts';
import { onChat, onPing, onPresence, onResync } from './presence.ts';
import { onCamera } from './camera.ts';
import { removePlayer } from './removal.ts';
import { onUploadTicket } from './uploads.ts';
import { onBox } from './box.ts';
import { onHotseat } from './hotseat.ts';
import { onCompose } from './compose.ts';
import { onSaveBox } from './save-box.ts';
import { faceShown, facesPublic, onFaceTicket, type FaceVerdict } from './faces.ts';
import {
  addressOf, joinAuth, joining, reservationHeadroom, reservationRefusal, sessionOf, type JoinAuth, type Waiting,
} from './reservations.ts';
import type { TableState } from './schema.ts';
import { tableState } from './seating.ts';
import { newTable, restoredTable } from './table-setup.ts';
import { sendRejection } from './table/outbox.ts';
import { Table, type RoomPort } from './table/table.ts';

/** Options as they reach onCreate: the client's, with the server context merged over. */
type CreateOptions = Record<string, unknown> & { [CONTEXT_KEY]?: TableContext; restore?: unknown };

/** How often delayed feeds look for versions old enough to send (ms). */
const CAST_TICK_MS = 250;

export class TableRoom extends Room<TableState> implements LiveTable {
  private ctx!: TableContext;
  private table!: Table;
  private markClosed!: () => void;
  readonly closed = new Promise<void>((resolve) => { this.markClosed = resolve; });
  disposing = false;

  get code(): string {
    return this.roomId;
  }

  /** The authoritative match (server side only: tests read secrets from it). */
  get currentMatch(): Match {
    return this.table.match;
  }

  /** The seed (server side only). */
  get secretSeed(): string {
    return this.table.seed;
  }

  override async onCreate(options: CreateOptions): Promise<void> {
    const ctx = options[CONTEXT_KEY];
    if (!ctx) throw new ServerError(ErrorCode.APPLICATION_ERROR, 'TableRoom needs the server context.');
    this.ctx = ctx;
    const restored = options.restore !== undefined ? restoredTable(ctx, String(options.restore)) : null;
    const opened = restored ?? await newTable(ctx, options);
    const rematch = !restored && await bindRematchSeats(ctx, opened.code, options);
    this.roomId = opened.code;
    // Colyseus' own cap is a backstop above the table's places: the reservation limits keep
    // joins within them, leaving room for seat returns (server/room/reservations.ts).
    this.maxClients = opened.match.seats + LIMITS.spectators + reservationHeadroom(opened.match.seats);
    this.state = tableState(opened.code, opened.game.id, sha256(opened.seed), opened.match.seats, opened.settings);
    this.table = new Table(ctx, opened, restored, this.state, this.port());
    this.table.awaited = rematch;
    await this.table.accounts.load();
    this.clock.setInterval(() => this.table.cast.tick(ctx.now()), CAST_TICK_MS);
    ctx.live.set(this.roomId, this);
    this.registerHandlers();
    this.table.start();
  }

  /** What the table needs of this room: its clock, the reconnection grace, the Schema patch, closing, the lobby. */
  private port(): RoomPort {
    return {
      later: (ms, job) => {
        const timer = this.clock.setTimeout(job, ms);
        return () => timer.clear();
      },
      reconnection: (client) => this.allowReconnection(client, this.ctx.reconnectSeconds),
      sendState: () => this.broadcastPatch(),
      close: (code) => { void this.disconnect(code).catch(() => undefined); },
      list: (listing) => { void this.setMetadata(listing).catch(() => undefined); },
    };
  }

  private registerHandlers(): void {
    const table = this.table;
    this.onMessage(C2S.intent, (c, m: unknown) => this.guard(c, () => {
      const checked = checkPayload(intentSchema, m);
      if (!checked.ok) return sendRejection(c, checked.rejection);
      table.submit({ kind: 'intent', client: c, intent: checked.value });
    }));
    this.onMessage(C2S.undo, (c, m: unknown) => this.guard(c, () => {
      const checked = checkPayload(undoSchema, m);
      if (!checked.ok) return sendRejection(c, checked.rejection);
      table.submit({ kind: 'undo', client: c, v: checked.value.v, ref: checked.value.ref });
    }));
    this.onMessage(C2S.presence, (c, m: unknown) => this.guard(c, () => onPresence(table, c, m)));
    this.onMessage(C2S.camera, (c, m: unknown) => this.guard(c, () => onCamera(table, c, m)));
    this.onMessage(C2S.chat, (c, m: unknown) => this.guard(c, () => onChat(table, c, m)));
    this.onMessage(C2S.resync, (c, m: unknown) => this.guard(c, () => onResync(table, c, m)));
    this.onMessage(C2S.ping, (c, m: unknown) => this.guard(c, () => onPing(table, c, m)));
    this.onMessage(C2S.cast, (c, m: unknown) => this.guard(c, () => onCast(table, c, m)));
    this.onMessage(C2S.remove, (c, m: unknown) => this.guard(c, () => removePlayer(table, c, m)));
    this.onMessage(C2S.uploadTicket, (c, m: unknown) => this.guard(c, () => onUploadTicket(table, c, m)));
    this.onMessage(C2S.compose, (c, m: unknown) => this.guard(c, () => onCompose(table, c, m)));
    this.onMessage(C2S.saveBox, (c, m: unknown) => this.guard(c, () => onSaveBox(table, c, m)));
    this.onMessage(C2S.box, (c, m: unknown) => this.guard(c, () => onBox(table, c, m)));
    this.onMessage(C2S.faceTicket, (c, m: unknown) => this.guard(c, () => onFaceTicket(table, c, m)));
    this.onMessage(C2S.rematch, (c, m: unknown) => this.guard(c, () => onRematch(table, c, m)));
    this.onMessage(C2S.hotseat, (c, m: unknown) => this.guard(c, () => onHotseat(table, c, m)));
    const unknown = (c: Client, type: unknown): void => this.guard(c, () => {
      sendRejection(c, roomRefusal(ROOM_ERRORS.unknownType, 'room.payload.unknownType', { type: printable(type) }));
    });
    this.onMessage('*', unknown);
    // Colyseus' own fallback for this type name formats the payload as the type and
    // disconnects the sender; ours answers like any unknown type.
    this.onMessage('__no_message_handler', (c) => unknown(c, '__no_message_handler'));
  }

  /**
   * Colyseus' message dispatch, guarded as a whole: decoding the type, its fallback
   * handlers and validators run outside our handlers, and nothing a client sends may throw
   * out of the room (an exception here would end the process and every table on it).
   */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    try {
      super._onMessage(client, buffer);
    } catch (e) {
      this.ctx.log(`table ${this.roomId}: unreadable message: ${e instanceof Error ? e.message : 'not an Error'}`);
      sendRejection(client, roomRefusal(ROOM_ERRORS.badPayload, 'room.payload.unreadable'));
    }
  }

  /** Runs a handler; any exception answers its sender with room/internal. */
  private guard(client: Client, handler: () => void): void {
    try {
      handler();
    } catch (e) {
      this.ctx.log(`table ${this.roomId}: handler error: ${e instanceof Error ? e.stack : String(e)}`);
      sendRejection(client, roomRefusal(ROOM_ERRORS.internal, 'room.internal.message'));
    }
  }

  /** The matchmaker's step before a reservation: where the join comes from (its socket's address). */
  static override onAuth(_token: string, _options: unknown, context: AuthContext): Promise<JoinAuth> {
    return Promise.resolve(joinAuth(context));
  }

  /**
   * Colyseus reserving a place for a join: held to the seat-reservation limits first
   * (server/room/reservations.ts); a seat's return is marked as one. A reconnection
   * (`allowReconnection`) is Colyseus' own and is not limited here.
   */
  protected override async _reserveSeat(
    sessionId: string, joinOptions?: unknown, authData?: unknown, seconds?: number, allowReconnection = false, devModeReconnection?: boolean,
  ): Promise<boolean> {
    if (allowReconnection) return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    const join = joining(this.table.members, joinOptions, addressOf(authData));
    if (reservationRefusal(join, this.waitingReservations(), this.table, this.clients.length) !== null) return false;
    const session = sessionOf(authData);
    const auth: JoinAuth = {
      address: join.address, ...(join.returning !== null ? { returning: join.returning } : {}), ...(session !== undefined ? { session } : {}),
    };
    return super._reserveSeat(sessionId, joinOptions, auth, seconds, false, devModeReconnection);
  }

  /**
   * The HTTP guard's question before Colyseus reserves (server/http/matchmake.ts): refused
   * with the reason, or what the join waits as; `forwarding`: joins on their way here.
   */
  admitJoin(options: unknown, address: string, forwarding: Iterable<Waiting>): { refused: string } | { waiting: Waiting } {
    const join = joining(this.table.members, options, address);
    const refused = reservationRefusal(join, [...this.waitingReservations(), ...forwarding], this.table, this.clients.length);
    return refused !== null ? { refused } : { waiting: join };
  }

  /** The reservations Colyseus holds that no WebSocket took up yet (reconnections aside). */
  private waitingReservations(): Waiting[] {
    const out: Waiting[] = [];
    for (const [, auth, consumed, reconnection] of Object.values(this.reservedSeats)) {
      if (consumed || reconnection) continue;
      const returning = (auth as Partial<JoinAuth> | undefined)?.returning;
      out.push({ address: addressOf(auth), returning: typeof returning === 'number' ? returning : null });
    }
    return out;
  }

  /** A join: its account read from the session its request carried (a guest without one), then seated or not (joins.ts). */
  override async onJoin(client: Client, options: unknown, auth?: unknown): Promise<void> {
    const account = await sessionAccount(this.ctx.store.sql, sessionOf(auth), this.ctx.now()).catch((e: unknown) => {
      this.ctx.log(`table ${this.roomId}: session lookup failed, joining as a guest: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    });
    join(this.table, client, options, account);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    await leave(this.table, client, consented);
  }

  publicVersion(): number | null {
    return this.table.publicVersion();
  }

  /** The seat an upload ticket was granted to while it is good, else null (server/room/uploads.ts). */
  uploadSeat(ticket: string): number | null {
    const seat = typeof ticket === 'string' ? this.table.uploads.seatOf(ticket, this.ctx.now()) : null;
    // Only while its seat may still change the box (the host may have closed it since).
    return seat !== null && this.table.seating.boxRight(seat) === null ? seat : null;
  }

  facesPublic(): boolean {
    return facesPublic(this.table);
  }

  faceShown(ticket: string, ref: string): FaceVerdict {
    return typeof ticket === 'string' && typeof ref === 'string' ? faceShown(this.table, ticket, ref) : 'no-ticket';
  }

  /** Resolves once every intent and store write queued so far has run (the export waits for it). */
  flushed(): Promise<void> {
    return this.table?.flushed() ?? Promise.resolve();
  }

  override async onDispose(): Promise<void> {
    this.disposing = true;
    await this.table?.close();
    if (this.ctx?.live.get(this.roomId) === this) this.ctx.live.delete(this.roomId);
    this.markClosed();
  }

  /** Server shutdown: a distinct close code tells clients to reopen and rejoin later. */
  override onBeforeShutdown(): void {
    try {
      void this.disconnect(CLOSE_SERVER_SHUTDOWN);
    } catch (e) {
      this.ctx.log(`table ${this.roomId}: shutdown: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /**
   * What Colyseus caught in a room callback or timer. A ServerError is an expected refusal
   * (bad create or join options). Anything else may have left the live table half-changed:
   * it is rebuilt from its log (everything accepted is stored before it is sent).
   */
  override onUncaughtException(error: Error, methodName: string): void {
    if (error.cause instanceof ServerError) {
      this.ctx?.log(`table ${this.roomId}: ${methodName}: ${error.message}`);
      return;
    }
    this.ctx?.log(`table ${this.roomId}: ${methodName}: ${error.stack ?? error.message}`);
    if (this.table && methodName !== 'onCreate' && methodName !== 'onDispose') this.table.recover();
  }
}
