/**
 * TableRoom: one table of one game. The room is thin: it derives the seat from the
 * connection, runs the fixed check order, asks the engine, and hands the result to the
 * sync (per-viewer patches), the Schema state (public metadata) and the store.
 *
 * Check order for every message (DESIGN §4, docs/PROTOCOL.md): known type → size →
 * payload schema → seat from client.sessionId → not a spectator → rate limit →
 * staleness → engine → throw limits → persist → sync. A rejected message changes nothing
 * and answers only its sender.
 *
 * Write before send (DESIGN §4): intents are decided one after another, and an accepted
 * action is in the store before any patch or roll about it leaves the server; a crash
 * loses no action anyone saw, and a lost one cannot be replayed to a result someone
 * already knows. A store write that fails refuses the action (`room/not-saved`). While
 * the store makes an action durable, every viewer's patch for it is made, not sent.
 *
 * Containment: no client message can throw out of the room (every handler is guarded, and
 * so is Colyseus' own message dispatch); an unexpected error after an action was stored
 * rebuilds the table from its log and sends everyone a fresh snapshot, and a table that
 * cannot be rebuilt is closed (it can be reopened from the store). Other tables go on.
 *
 * Dice (DESIGN §2.4, §5): an accepted action whose events roll dice is thrown once in the
 * physics on the server's dice threads (server/room/thrower.ts) and the result goes to
 * everyone as one `roll` message after that action's patches; the room keeps where every
 * die rests for `rolls` after each snapshot.
 *
 * Fairness (DESIGN §5.5, server/fairness.ts): the seed is committed at setup and revealed
 * when the game is over; each event with a hidden random outcome (a shuffle, a blind
 * draw) gets its `commit` digest in the log before anyone is synced, so every viewer
 * receives it with the event, and it is stored with the action for the export.
 */
import { ErrorCode, Room, ServerError, type AuthContext, type Client, type ClientPrivate } from 'colyseus';
import { projectMatch, type Match } from '../../engine/core/match.ts';
import { seatColor } from '../../engine/table/tokens.ts';
import { act, takeBack } from '../../engine/core/undo.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { commitEvents, eventsOfVersion, sha256 } from '../fairness.ts';
import {
  C2S, CLOSE_SERVER_SHUTDOWN, CLOSE_TABLE_FAILED, LIMITS, PROTOCOL_VERSION,
  ROOM_ERRORS, S2C, type IntentMessage, type RejectedMessage,
  type CastDelays, type TableEvent, type TableSettings, type WelcomeMessage,
} from '../../wire/protocol.ts';
import { intentSchema, undoSchema } from '../../wire/protocol-schemas.ts';
import { loadForReplay, replayTable } from '../store/replay.ts';
import { SNAPSHOT_EVERY, type ClockSnapshot, type StoredRoll } from '../store/types.ts';
import { TableKeeper, type KeeperRoom } from './absence.ts';
import { botName, promptedAction } from './stand-ins.ts';
import { onCast, joinCaster, refuseCaster, sendCastStatus, type CastRoom } from './cast-messages.ts';
import { CastDesk, feedEntry, SchemaViews } from './caster.ts';
import { checkPayload, checkVersion, printable, rejection, takesEndingPrompt } from './checks.ts';
import { CONTEXT_KEY, type LiveTable, type TableContext } from './context.ts';
import { DecidingSeats } from './deciding.ts';
import { sendTo } from './broadcast.ts';
import { rolledDice } from './dice.ts';
import { memberByResume, type Member } from './members.ts';
import {
  addressOf, joinAuth, reservationHeadroom, reservationRefusal, type JoinAuth, type ReservingTable, type Waiting,
} from './reservations.ts';
import { join, leave, release, type SeatingRoom } from './seating.ts';
import { onChat, onPing, onPresence, onResync, type TransientRoom } from './presence.ts';
import { SeatBans, removePlayer, type RemovalRoom } from './removal.ts';
import { SeatMeta, TableState } from './schema.ts';
import { ProjectionSync, type PreparedPatches } from './sync.ts';
import { newTable, restoredTable, type OpenedTable } from './table-setup.ts';
import { Thrower, type ThrowInput } from './thrower.ts';

/** Options as they reach onCreate: the client's, with the server context merged over. */
type CreateOptions = Record<string, unknown> & { [CONTEXT_KEY]?: TableContext; restore?: unknown };

/** How often delayed feeds look for versions old enough to send (ms). */
const CAST_TICK_MS = 250;
/** How many of the table's latest events (joins, leaves, removals) a joiner is sent. */
const TABLE_EVENTS_KEPT = 50;

export class TableRoom extends Room<TableState> implements LiveTable {
  private ctx!: TableContext;
  private game!: AnyGameModule;
  private match!: Match;
  /** Secret until the game is over; never sent before (DESIGN §2.3, §5.5). */
  private seed = '';
  private createdAt = 0;
  /** Restored from a store row not yet marked finished (see onCreate). */
  private finishOnRestore = false;
  private sync!: ProjectionSync;
  /** The caster seat and the spectator delay (server/room/caster.ts). */
  private cast!: CastDesk;
  /** The Schema views every live client and every delayed viewer share. */
  private views!: SchemaViews;
  private readonly members = new Map<string, Member>();
  /** The latest table events, oldest first, for joiners (`TABLE_EVENTS_KEPT`). */
  private readonly tableEvents: TableEvent[] = [];
  /** Who the host banned from the seats (server/room/removal.ts). */
  private readonly bans = new SeatBans();
  /**
   * Intents and store writes, one after another in arrival order: each intent is judged on
   * the state the previous one left, and written before it is sent.
   */
  private queue: Promise<void> = Promise.resolve();
  /** A rebuild from the store is queued (see `recover`). */
  private recovering = false;
  /** Whether a player ever sat here; a table nobody joined is forgotten when it closes. */
  private joined = false;
  /** The first seated join of this room was written to the store (a restored table's too). */
  private joinRecorded = false;
  /** Which older views each seat may still act from (rules games). */
  private deciding!: DecidingSeats;
  /** The dice: throws, the throw limit per seat, where every die rests (server/room/thrower.ts). */
  private readonly dice = new Thrower((line) => this.ctx.log(line), () => this.ctx.dice);
  /** Clock, absent-player policy, bot seats. */
  private settings!: TableSettings;
  /** The clocks, bots and stand-ins for absent players (server/room/absence.ts). */
  private keeper!: TableKeeper;
  /** A reopened table's clocks, as stored with its latest action. */
  private storedClocks: ClockSnapshot | null = null;
  /** A reopened table whose every seat was taken before: its clocks had started. */
  private everySeatTaken = false;
  private markClosed!: () => void;
  readonly closed = new Promise<void>((resolve) => { this.markClosed = resolve; });
  disposing = false;

  get code(): string {
    return this.roomId;
  }

  /** The authoritative match (server side only: tests read secrets from it). */
  get currentMatch(): Match {
    return this.match;
  }

  /** The seed (server side only). */
  get secretSeed(): string {
    return this.seed;
  }

  override async onCreate(options: CreateOptions): Promise<void> {
    const ctx = options[CONTEXT_KEY];
    if (!ctx) throw new ServerError(ErrorCode.APPLICATION_ERROR, 'TableRoom needs the server context.');
    this.ctx = ctx;
    let delays: CastDelays | null = null;
    let liveSince: number | null = null;
    if (options.restore !== undefined) {
      const restored = restoredTable(ctx, String(options.restore));
      ({ delays, liveSince } = restored);
      this.open(restored);
      // Stored throws are never re-simulated: the die map comes from their stored outcome.
      this.dice.rests.restore(restored, this.tablePieces(this.match));
      this.finishOnRestore = restored.unfinished;
      this.joined = true;
      this.storedClocks = restored.clocks;
      this.everySeatTaken = restored.everySeatTaken;
    } else {
      this.open(await newTable(ctx, options));
    }
    this.sync = new ProjectionSync(this.game);
    // A restored room keeps the delays the host set (its caster link does not survive).
    this.cast = new CastDesk(this.game, delays);
    // A restored table's current version went live when its action was stored (now when
    // the store cannot tell): a delayed view shows it once the delay since then has passed.
    this.cast.record(feedEntry(this.match, liveSince ?? this.ctx.now(), null, this.dice.rests.message()));
    this.clock.setInterval(() => this.cast.tick(this.ctx.now()), CAST_TICK_MS);
    // Colyseus' own cap is a backstop above the table's places: the reservation limits keep
    // joins within them, leaving room for seat returns (server/room/reservations.ts).
    this.maxClients = this.match.seats + LIMITS.spectators + reservationHeadroom(this.match.seats);
    const state = new TableState();
    state.code = this.roomId;
    state.gameId = this.game.id;
    state.seedCommit = sha256(this.seed);
    for (let seat = 0; seat < this.match.seats; seat++) {
      const bot = this.settings.bots[seat] ?? null;
      const meta = new SeatMeta().assign({ seat });
      if (bot) meta.assign({ name: botName(seat), color: seatColor(seat), occupied: true, connected: true, bot });
      state.seats.push(meta);
    }
    this.state = state;
    this.views = new SchemaViews(state);
    if (this.revealSeedIfOver() && this.finishOnRestore) {
      // Over, but the store missed its end (the server stopped before that write).
      const code = this.roomId;
      const at = this.ctx.now();
      this.persist(() => this.ctx.store.markFinished(code, at));
    }
    this.deciding = new DecidingSeats(this.game);
    this.deciding.update(this.match);
    ctx.live.set(this.roomId, this);
    this.keeper = new TableKeeper(this.keeperRoom(), this.settings, ctx.botPauseMs, this.storedClocks, this.everySeatTaken);
    if (this.settings.absent === 'bot' || this.settings.bots.some((b) => b !== null)) ctx.bots.warm();
    this.dice.warm();
    this.registerHandlers();
    this.keeper.afterChange();
    this.updateListing();
  }

  private open(table: OpenedTable): void {
    this.roomId = table.code;
    this.game = table.game;
    this.match = table.match;
    this.seed = table.seed;
    this.createdAt = table.createdAt;
    this.settings = table.settings;
  }

  private registerHandlers(): void {
    this.onMessage(C2S.intent, (c, m: unknown) => this.guard(c, () => this.onIntent(c, m)));
    this.onMessage(C2S.undo, (c, m: unknown) => this.guard(c, () => this.onUndo(c, m)));
    const transient = this.transientRoom();
    this.onMessage(C2S.presence, (c, m: unknown) => this.guard(c, () => onPresence(transient, c, m)));
    this.onMessage(C2S.chat, (c, m: unknown) => this.guard(c, () => onChat(transient, c, m)));
    this.onMessage(C2S.resync, (c, m: unknown) => this.guard(c, () => onResync(transient, c, m)));
    this.onMessage(C2S.ping, (c, m: unknown) => this.guard(c, () => onPing(transient, c, m)));
    const cast = this.castRoom();
    this.onMessage(C2S.cast, (c, m: unknown) => this.guard(c, () => onCast(cast, c, m)));
    const removal = this.removalRoom();
    this.onMessage(C2S.remove, (c, m: unknown) => this.guard(c, () => removePlayer(removal, this.bans, c, m)));
    const unknown = (c: Client, type: unknown): void => this.guard(c, () => {
      this.reject(c, rejection(ROOM_ERRORS.unknownType, `Unknown message type "${printable(type)}".`));
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
      this.reject(client, rejection(ROOM_ERRORS.badPayload, 'The server could not read that message.'));
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
    const join = this.joining(joinOptions, addressOf(authData));
    if (reservationRefusal(join, this.waitingReservations(), this.reservingTable()) !== null) return false;
    const auth: JoinAuth = { address: join.address, ...(join.returning !== null ? { returning: join.returning } : {}) };
    return super._reserveSeat(sessionId, joinOptions, auth, seconds, false, devModeReconnection);
  }

  /**
   * The HTTP guard's question before Colyseus reserves (server/http/matchmake.ts): refused
   * with the reason, or what the join waits as; `forwarding`: joins on their way here.
   */
  admitJoin(options: unknown, address: string, forwarding: Iterable<Waiting>): { refused: string } | { waiting: Waiting } {
    const join = this.joining(options, address);
    const refused = reservationRefusal(join, [...this.waitingReservations(), ...forwarding], this.reservingTable());
    return refused !== null ? { refused } : { waiting: join };
  }

  /** A join as the limits see it: from `address`, taking a seat back when it carries a seated player's resume token. */
  private joining(options: unknown, address: string): Waiting {
    const o = (typeof options === 'object' && options !== null ? options : {}) as { resume?: unknown; spectator?: unknown };
    const back = o.spectator === true ? undefined : memberByResume(this.members.values(), o.resume);
    return { address, returning: back && back.seat !== 'spectator' ? back.seat : null };
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

  private reservingTable(): ReservingTable {
    return { code: this.roomId, clients: this.clients.length, places: this.match.seats + LIMITS.spectators };
  }

  override onJoin(client: Client, options: unknown): void {
    join(this.seatingRoom(), client, options);
  }

  /** A member's Schema view and feed: live, or the spectator delay's feed. */
  private watch(member: Member): void {
    member.delayed = member.seat === 'spectator' && this.cast.spectatorsDelayed;
    member.client.view = member.delayed ? this.views.delayed : this.views.live;
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (this.cast.casters.leave(client)) return sendCastStatus(this.castRoom());
    const member = this.members.get(client.sessionId);
    if (member?.delayed) this.cast.spectators.leave(client);
    // Unknown, or a connection whose seat a newer one took over.
    if (!member || member.client !== client) return;
    await leave(this.seatingRoom(), member, client, consented);
  }

  /** What the seating (server/room/seating.ts) needs of this room. */
  private seatingRoom(): SeatingRoom {
    return {
      members: this.members,
      bans: this.bans,
      seats: () => this.state.seats,
      countSpectators: (delta) => { this.state.spectators += delta; },
      joinCaster: (client, caster, resume) => joinCaster(this.castRoom(), client, caster, resume),
      watch: (member) => this.watch(member),
      seated: (seat, name, color) => this.seated(seat, name, color),
      gone: (seat, name) => this.keeper.gone(seat, name),
      greet: (member) => {
        this.sendWelcome(member);
        this.sendSnapshot(member);
        // Who sat down (and left) before this joiner came, for its log.
        for (const event of this.tableEvents) member.client.send(S2C.event, event);
      },
      greeted: (member) => {
        if (this.cast.isHost(member.seat)) member.client.send(S2C.cast, this.cast.status());
      },
      announce: (event) => this.announce(event),
      updateListing: () => this.updateListing(),
      allowReconnection: (client) => this.allowReconnection(client, this.ctx.reconnectSeconds),
      log: (line) => this.ctx.log(`table ${this.roomId}: ${line}`),
    };
  }

  /** A player sat down: the cast desk, the clocks and the store (the replay names the seat after them). */
  private seated(seat: number, name: string, color: string): void {
    this.cast.seated(seat);
    // Before the keeper hears of it: bots wait for the first person, then may start at once.
    this.joined = true;
    this.keeper.back(seat, name);
    const code = this.roomId;
    const player = { name, color };
    this.persist(() => this.ctx.store.seatPlayer(code, seat, player));
    if (!this.joinRecorded) {
      this.joinRecorded = true;
      const at = this.ctx.now();
      this.persist(() => this.ctx.store.markJoined(code, at));
    }
  }

  publicVersion(): number | null {
    return this.cast.publicVersion(this.ctx.now());
  }

  /** Resolves once every intent and store write queued so far has run (the export waits for it). */
  flushed(): Promise<void> {
    return this.queue;
  }

  override async onDispose(): Promise<void> {
    this.disposing = true;
    this.keeper?.stop();
    await this.queue;
    if (!this.joined && this.match?.version === 0) {
      // Created and never sat at: not kept (creating a table costs nothing else to undo).
      await this.ctx.store.deleteTable(this.roomId).catch((e: unknown) => {
        this.ctx.log(`table ${this.roomId}: could not forget it: ${e instanceof Error ? e.message : String(e)}`);
      });
    }
    if (this.ctx.live.get(this.roomId) === this) this.ctx.live.delete(this.roomId);
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
    if (this.match && methodName !== 'onCreate' && methodName !== 'onDispose') this.recover();
  }

  /** Runs a handler; any exception answers its sender with room/internal. */
  private guard(client: Client, handler: () => void): void {
    try {
      handler();
    } catch (e) {
      this.ctx.log(`table ${this.roomId}: handler error: ${e instanceof Error ? e.stack : String(e)}`);
      this.reject(client, rejection(ROOM_ERRORS.internal, 'The server could not handle that message.'));
    }
  }

  private onIntent(client: Client, payload: unknown): void {
    const checked = checkPayload(intentSchema, payload);
    if (!checked.ok) return this.reject(client, checked.rejection);
    const intent = checked.value;
    this.admit(client, intent.ref, (member, seat) => this.decide(member, seat, intent));
  }

  private onUndo(client: Client, payload: unknown): void {
    const checked = checkPayload(undoSchema, payload);
    if (!checked.ok) return this.reject(client, checked.rejection);
    const { v, ref } = checked.value;
    this.admit(client, ref, (member, seat) => this.decideUndo(member, seat, v, ref));
  }

  /** Queues a seated member's action (spectators and senders over the rate are refused). */
  private admit(client: Client, ref: string | undefined, job: (member: Member, seat: number) => Promise<void>): void {
    const member = this.members.get(client.sessionId);
    if (!member) return refuseCaster(this.castRoom(), client, ref);
    if (member.seat === 'spectator') {
      return this.reject(client, rejection(ROOM_ERRORS.spectator, 'Spectators cannot act.', ref));
    }
    if (!member.intents.take()) {
      return this.reject(client, rejection(ROOM_ERRORS.rateLimited, 'Too many actions; slow down.', ref));
    }
    const seat = member.seat;
    // An error before the action is stored changes nothing (the match is immutable); after
    // it, `commit` rebuilds the table itself.
    this.enqueue(() => job(member, seat), (e) => {
      this.ctx.log(`table ${this.roomId}: intent error: ${e instanceof Error ? e.stack : String(e)}`);
      this.reject(member.client, rejection(ROOM_ERRORS.internal, 'The server could not handle that action.', ref));
    });
  }

  /** Runs `job` after everything queued before it; a failure goes to `failed`, never further. */
  private enqueue(job: () => Promise<void> | void, failed: (e: unknown) => void): void {
    this.queue = this.queue.then(job).catch((e: unknown) => {
      try {
        failed(e);
      } catch (again) {
        this.ctx.log(`table ${this.roomId}: ${again instanceof Error ? again.message : String(again)}`);
      }
    });
  }

  /** The engine's verdict on one intent, on the current state; accepted actions are committed. */
  private async decide(member: Member, seat: number, intent: IntentMessage): Promise<void> {
    const { v, ref, action, fling } = intent;
    const stale = checkVersion(v, this.match.version, this.deciding.olderViewOk(seat, v), ref);
    if (stale) {
      this.reject(member.client, stale);
      if (stale.code === ROOM_ERRORS.stale) this.sendSnapshot(member);
      return;
    }
    const result = act(this.game, this.match, seat, action);
    if (isRuleError(result)) {
      return this.reject(member.client, rejection(result.code, result.message, ref));
    }
    // Ending a table for everyone (a prompt flagged `ends`) is the host's alone; checked on
    // the engine's (pure, discarded) result, so only an action that would end it pays for it.
    if (!this.cast.isHost(seat) && this.game.status(result.match.state).over
      && takesEndingPrompt(this.game.prompts(this.match.state, seat), action)) {
      return this.reject(member.client, rejection(ROOM_ERRORS.notHost,
        "Only the table's host (the first player to sit down) can end the table for everyone.", ref));
    }
    const dice = rolledDice(result.events);
    if (dice.length > LIMITS.dicePerThrow) {
      return this.reject(member.client, rejection(ROOM_ERRORS.tooManyDice, `A throw takes at most ${LIMITS.dicePerThrow} dice.`, ref));
    }
    // Only the engine knows whether an action throws dice, so this limit is checked on its
    // (pure, discarded) result: nothing is committed or sent when it refuses.
    if (dice.length > 0 && !this.dice.take(seat)) {
      return this.reject(member.client, rejection(ROOM_ERRORS.rateLimited,
        `Too many dice throws: at most ${LIMITS.throws.perSecond} a second per seat. Let the dice settle, then roll again.`, ref));
    }
    await this.commit((m) => this.reject(member.client, m), seat, action, result.match, dice.length > 0 ? { dice, fling } : null, ref);
  }

  /**
   * A stand-in's action for `seat` (a bot, or the clock's skip), judged on version `v`. A
   * bot's refused choice gives way to one of the seat's prompted actions, and an action the
   * store could not save is thought again later: no stand-in leaves the table waiting.
   */
  private standInActs(seat: number, v: number, action: unknown, by: 'bot' | 'clock'): void {
    const note = (why: string): void => this.ctx.log(`table ${this.roomId}: seat ${seat}'s ${by}: ${why}`);
    this.enqueue(async () => {
      if (this.match.version !== v || this.disposing) return this.keeper.standIns.plan();
      let result = act(this.game, this.match, seat, action);
      if (isRuleError(result) && by === 'bot') {
        note(`refused (${result.code} ${result.message}); it takes a prompted action instead`);
        action = promptedAction(this.game, this.match, seat);
        if (action !== null) result = act(this.game, this.match, seat, action);
      }
      if (isRuleError(result)) return note(`refused: ${result.code} ${result.message}`);
      const dice = rolledDice(result.events);
      const thrown = dice.length > 0 && dice.length <= LIMITS.dicePerThrow ? { dice, fling: undefined } : null;
      await this.commit((m) => {
        note(m.message);
        this.keeper.standIns.retryLater();
      }, seat, action, result.match, thrown, undefined, false, by);
    }, (e) => note(`failed: ${e instanceof Error ? e.stack : String(e)}`));
  }

  /** Takes back the seat's last action, when the engine allows it, from the current view only. */
  private async decideUndo(member: Member, seat: number, v: number, ref: string | undefined): Promise<void> {
    const stale = checkVersion(v, this.match.version, false, ref);
    if (stale) {
      this.reject(member.client, stale);
      if (stale.code === ROOM_ERRORS.stale) this.sendSnapshot(member);
      return;
    }
    const result = takeBack(this.game, this.match, seat);
    if (isRuleError(result)) return this.reject(member.client, rejection(result.code, result.message, ref));
    await this.commit((m) => this.reject(member.client, m), seat, null, result.match, null, ref, true);
  }

  /** Table pieces as every viewer may see them (dice are public), for the die map's rule. */
  private tablePieces(match: Match): Record<string, TablePiece> {
    return projectMatch(this.game, match, 'spectator').table.pieces;
  }

  /**
   * An accepted action: stored first (with its throw and its commitments), then made
   * live and sent to every viewer. Nothing about it leaves the server before the store
   * has it; when the store refuses it, the table stays as it was and the sender is told.
   */
  private async commit(
    reply: (refusal: RejectedMessage) => void, seat: number, action: unknown, next: Match, thrown: ThrowInput | null,
    ref: string | undefined, undo = false, by?: 'bot' | 'clock',
  ): Promise<void> {
    // Before anything is projected: every viewer's log entry carries the commitment.
    const commits = commitEvents(this.seed, eventsOfVersion(next.log, next.version));
    const pieces = this.dice.rests.size > 0 || thrown ? this.tablePieces(next) : null;
    // Off the room's thread; this action (and so its patches) waits for its throw.
    const throwing = thrown && pieces ? await this.dice.throw(this.roomId, seat, next, pieces, thrown, ref) : { roll: null };
    if ('refused' in throwing) return reply(throwing.refused);
    const roll = throwing.roll;
    const code = this.roomId;
    const at = this.ctx.now();
    // Where the dice rest after it, stored with it when that changes (a restart restores it).
    const rests = pieces || roll ? this.dice.rests.following(pieces, roll) : null;
    // Started, not awaited yet (anything it throws is a refusal, as when awaited).
    const storing = (async () => this.ctx.store.appendAction(code, {
      version: next.version, seat, action, at, ...(undo ? { undo } : {}), ...(by ? { by } : {}),
      ...(this.keeper.clocks ? { clocks: this.keeper.snapshot(at) } : {}), ...(roll ? { roll } : {}), ...(commits.length > 0 ? { commits } : {}),
      ...(rests ? { rests } : {}),
    }))();
    // While the store makes it durable: every viewer's patch, made but not sent (nor kept,
    // should the store refuse it). One that fails to be made is made again when sending.
    let prepared: PreparedPatches | null = null;
    try {
      prepared = this.sync.preparePatches(next, this.members.values());
    } catch {
      // publish makes them again, and an error there rebuilds the table (`recover`).
    }
    try {
      await storing;
    } catch (e) {
      this.ctx.log(`table ${code}: action ${next.version} not stored: ${e instanceof Error ? e.message : String(e)}`);
      return reply(rejection(ROOM_ERRORS.notSaved, 'The table could not save that action, so it did not happen. Try again.', ref));
    }
    // Stored: from here on the action is part of the table, whatever else fails.
    try {
      this.publish(seat, next, pieces, roll, at, prepared);
    } catch (e) {
      this.ctx.log(`table ${code}: action ${next.version} stored but not sent: ${e instanceof Error ? e.stack : String(e)}`);
      this.recover();
    }
  }

  /** Makes a stored action live and sends it to every viewer. */
  private publish(
    seat: number, next: Match, pieces: Record<string, TablePiece> | null, roll: StoredRoll | null, at: number,
    prepared: PreparedPatches | null,
  ): void {
    const code = this.roomId;
    this.match = next;
    this.deciding.update(next, seat);
    if (pieces) this.dice.rests.prune(pieces);
    if (roll) this.dice.rests.record(roll.message, roll.anchors);
    const finished = this.revealSeedIfOver();
    if (next.version % SNAPSHOT_EVERY === 0) this.persist(() => this.ctx.store.saveSnapshot(code, { version: next.version, rulesVersion: this.game.rulesVersion, match: next }));
    if (finished) this.persist(() => this.ctx.store.markFinished(code, at));
    this.sync.sendPatches(next, this.members.values(), prepared);
    this.broadcastPatch();
    // One encoding, the same bytes to every live client (players and spectators), after the
    // patches; delayed viewers get it with its version, once that is old enough.
    if (roll) sendTo(this.liveClients(), S2C.roll, roll.message);
    this.cast.record(feedEntry(next, at, roll?.message ?? null, this.dice.rests.message()));
    this.keeper.afterChange();
  }

  /** What the clocks and stand-ins (server/room/absence.ts) need of this room. */
  private keeperRoom(): KeeperRoom {
    return {
      game: this.game,
      match: () => this.match,
      later: (ms, job) => {
        const timer = this.clock.setTimeout(job, ms);
        return () => timer.clear();
      },
      think: (sample, level, seed) => this.ctx.bots.think(sample, level, seed, this.ctx.botBudgetMs),
      submit: (seat, v, action, by) => this.standInActs(seat, v, action, by),
      log: (line) => this.ctx.log(`table ${this.roomId}: ${line}`),
      now: () => this.ctx.now(),
      liveClients: () => this.liveClients(),
      announce: (event) => this.announce(event),
      seatName: (seat) => this.state.seats[seat]?.name || `Seat ${seat + 1}`,
      markAway: (seat, away) => { this.seatMeta(seat).away = away; },
      joined: () => this.joined,
      allSeated: () => this.state.seats.every((s) => s.occupied),
    };
  }

  /** The connected clients that see the table live (not casters, not delayed spectators). */
  private liveClients(except?: Client): Client[] {
    const out: Client[] = [];
    for (const m of this.members.values()) if (m.connected && !m.delayed && m.client !== except) out.push(m.client);
    return out;
  }

  /** Every connected player and spectator (not casters). */
  private connectedClients(): Client[] {
    const out: Client[] = [];
    for (const m of this.members.values()) if (m.connected) out.push(m.client);
    return out;
  }

  /**
   * Rebuilds the live table from the store after an unexpected error (the store has every
   * action that was ever sent) and sends every connected client a fresh snapshot. A table
   * that cannot be rebuilt is closed; its clients are told, and it can be reopened from
   * the store. Runs in the queue, after whatever is running now.
   */
  private recover(): void {
    if (this.recovering || this.disposing) return;
    this.recovering = true;
    this.enqueue(async () => {
      const loaded = await loadForReplay(this.ctx.store, this.game, this.roomId);
      if (!loaded) throw new Error('the table is not in the store');
      const match = replayTable(this.game, loaded);
      commitEvents(this.seed, match.log);
      this.match = match;
      this.deciding.reset(match);
      this.dice.rests.restore(loaded, this.tablePieces(match));
      this.sync = new ProjectionSync(this.game);
      for (const m of this.members.values()) {
        m.last = null;
        if (m.connected && !m.delayed) this.sendSnapshot(m);
      }
      this.cast.record(feedEntry(match, this.ctx.now(), null, this.dice.rests.message()));
      this.recovering = false;
      this.ctx.log(`table ${this.roomId}: rebuilt from its log at version ${match.version}`);
    }, (e) => {
      this.ctx.log(`table ${this.roomId}: cannot be rebuilt, closing it: ${e instanceof Error ? e.message : String(e)}`);
      void this.disconnect(CLOSE_TABLE_FAILED).catch(() => undefined);
    });
  }

  /** A full snapshot to one client, then where every die rests (`rolls`, possibly empty). */
  private sendSnapshot(member: Member): void {
    if (member.delayed) {
      // The delayed feed's version, never the live one.
      const feed = this.cast.spectators;
      if (feed.has(member.client)) feed.resend(member.client);
      else feed.join(member.client, this.ctx.now());
      return;
    }
    this.sync.sendSnapshot(member, this.match);
    member.client.send(S2C.rolls, this.dice.rests.message());
    this.keeper.sendClocks(member.client);
  }

  private reject(client: Client, message: RejectedMessage): void {
    try {
      client.send(S2C.rejected, message);
    } catch {
      // The sender is gone; there is nobody to answer.
    }
  }

  private sendWelcome(member: Member): void {
    const delayed = member.delayed ? { caster: false, seconds: this.cast.spectators.delayMs / 1000 } : undefined;
    const welcome = this.welcomeOf(member.seat, member.sessionId, delayed);
    if (member.resume !== null) welcome.resume = member.resume;
    if (this.cast.isHost(member.seat)) welcome.host = true;
    member.client.send(S2C.welcome, welcome);
  }

  private welcomeOf(seat: Viewer, sessionId: string, delayed?: WelcomeMessage['delayed']): WelcomeMessage {
    const welcome: WelcomeMessage = {
      protocol: PROTOCOL_VERSION, code: this.roomId, gameId: this.game.id, seat, sessionId, seedCommit: this.state.seedCommit,
    };
    // The seed tells that the game is over: a delayed viewer learns it from its own feed.
    if (delayed) welcome.delayed = delayed;
    else if (this.state.over) welcome.seed = this.seed;
    return welcome;
  }

  /** What streaming (server/room/cast-messages.ts) needs of this room. */
  private castRoom(): CastRoom {
    return {
      cast: this.cast,
      views: this.views,
      members: () => this.members.values(),
      member: (client) => this.members.get(client.sessionId),
      watch: (member) => this.watch(member),
      sendWelcome: (member) => this.sendWelcome(member),
      sendSnapshot: (member) => this.sendSnapshot(member),
      welcomeOf: (seat, sessionId, delayed) => this.welcomeOf(seat, sessionId, delayed),
      reject: (client, message) => this.reject(client, message),
      now: () => this.ctx.now(),
      saveDelays: () => {
        const code = this.roomId;
        const delays = this.cast.delays();
        this.persist(() => this.ctx.store.saveDelays(code, delays));
      },
    };
  }

  /** What the transient messages (server/room/presence.ts) need of this room. */
  private transientRoom(): TransientRoom {
    return {
      member: (client) => this.members.get(client.sessionId),
      liveClients: (except) => this.liveClients(except),
      connectedClients: () => this.connectedClients(),
      reject: (client, message) => this.reject(client, message),
      refuseStranger: (client) => refuseCaster(this.castRoom(), client),
      resendCaster: (client) => {
        if (!this.cast.casters.has(client)) return false;
        if (!this.cast.takeResync(client)) return 'limited';
        this.cast.casters.resend(client);
        return true;
      },
      sendSnapshot: (member) => this.sendSnapshot(member),
      now: () => this.ctx.now(),
    };
  }

  /** What the host's kick and ban (server/room/removal.ts) may do to this room. */
  private removalRoom(): RemovalRoom {
    return {
      member: (client) => this.members.get(client.sessionId),
      seated: (seat) => [...this.members.values()].find((m) => m.seat === seat),
      isHost: (seat) => this.cast.isHost(seat),
      release: (member) => release(this.seatingRoom(), member),
      reject: (client, message) => this.reject(client, message),
      refuseStranger: (client) => refuseCaster(this.castRoom(), client),
      announce: (event) => this.announce(event),
    };
  }

  /**
   * A table event (who sat down, left, was removed) to everyone connected, as chat goes;
   * the last `TABLE_EVENTS_KEPT` are kept for whoever joins later (sent after its snapshot).
   */
  private announce(event: Omit<TableEvent, 'at' | 'v'>): void {
    const told: TableEvent = { ...event, at: this.ctx.now(), v: this.match.version };
    this.tableEvents.push(told);
    if (this.tableEvents.length > TABLE_EVENTS_KEPT) this.tableEvents.shift();
    sendTo(this.connectedClients(), S2C.event, told);
  }

  private seatMeta(seat: number): SeatMeta {
    const meta = this.state.seats[seat];
    if (!meta) throw new Error(`no seat ${seat}`);
    return meta;
  }

  /** When the game is over the seed is published, so anyone can replay and check it. */
  private revealSeedIfOver(): boolean {
    if (this.state.over || !this.game.status(this.match.state).over) return false;
    this.state.over = true;
    this.state.seed = this.seed;
    return true;
  }

  /** A store write after the action it belongs to (snapshots, the end); a failure is logged. */
  private persist(write: () => Promise<void>): void {
    this.enqueue(write, (e) => {
      this.ctx.log(`table ${this.roomId}: store write failed: ${e instanceof Error ? e.message : String(e)}`);
    });
  }

  private updateListing(): void {
    let players = 0;
    for (const s of this.state.seats) if (s.occupied) players++;
    void this.setMetadata({
      gameId: this.game.id, seats: this.match.seats, players, spectators: this.state.spectators, createdAt: this.createdAt,
    }).catch(() => undefined);
  }
}
