/**
 * TableRoom: one table of one game. The room is thin: it derives the seat from the
 * connection, runs the fixed check order, asks the engine, and hands the result to the
 * sync (per-viewer patches), the Schema state (public metadata) and the store.
 *
 * Check order for every message (DESIGN §4, docs/PROTOCOL.md): known type → size →
 * payload schema → seat from client.sessionId → not a spectator → rate limit →
 * staleness → engine → throw limits → sync → persist. A rejected message changes nothing
 * and answers only its sender.
 *
 * Dice (DESIGN §2.4, §5): an accepted action whose events roll dice is thrown once in the
 * physics (server/dice) and the result goes to everyone as one `roll` message after that
 * action's patches; the room keeps where every die rests for `rolls` after each snapshot.
 *
 * Fairness (DESIGN §5.5, server/fairness.ts): the seed is committed at setup and revealed
 * when the game is over; each event with a hidden random outcome (a shuffle, a blind
 * draw) gets its `commit` digest in the log before anyone is synced, so every viewer
 * receives it with the event, and it is stored with the action for the export.
 */
import { ErrorCode, Room, ServerError, type Client } from '@colyseus/core';
import { applyAction, createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { seatColor } from '../../engine/table/tokens.ts';
import { encodeRoll } from '../dice/encode.ts';
import { secureRand } from '../dice/rand.ts';
import { simulateThrow } from '../dice/simulate.ts';
import { commitEvents, eventsOfVersion, sha256 } from '../fairness.ts';
import {
  C2S, CLOSE_SERVER_SHUTDOWN, LIMITS, PROTOCOL_VERSION, ROOM_ERRORS, S2C, chatSchema, createTableSchema, intentSchema,
  joinOptionsSchema, pingSchema, presenceSchema, resyncSchema, type PongMessage, type RejectedMessage,
  type RollMessage, type WelcomeMessage,
} from '../protocol.ts';
import { replayTable } from '../store/replay.ts';
import { SNAPSHOT_EVERY, type StoredRoll, type StoredTable } from '../store/types.ts';
import { checkPayload, checkVersion, rejection, zodMessage } from './checks.ts';
import { randomCode } from './codes.ts';
import { CONTEXT_KEY, findGame, type LiveTable, type TableContext } from './context.ts';
import { DiceRests, planThrow, rolledDice, type Fling } from './dice.ts';
import { chatBroadcast, presenceBroadcast } from './presence.ts';
import { TokenBucket } from './rate-limit.ts';
import { SeatMeta, TableState } from './schema.ts';
import { ProjectionSync, type SyncTarget } from './sync.ts';

/** One connected (or reconnecting) client. */
interface Member extends SyncTarget {
  sessionId: string;
  name: string;
  color: string;
  intents: TokenBucket;
  presence: TokenBucket;
  chat: TokenBucket;
  resync: TokenBucket;
}

/** Options as they reach onCreate: the client's, with the server context merged over. */
type CreateOptions = Record<string, unknown> & { [CONTEXT_KEY]?: TableContext; restore?: unknown };

/** What an accepted action threw, for `commit`. */
interface ThrowInput {
  dice: ReturnType<typeof rolledDice>;
  fling: Fling | undefined;
  ref: string | undefined;
}

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
  private readonly members = new Map<string, Member>();
  private persisting: Promise<void> = Promise.resolve();
  /** Where each die rests after its last throw (sent as `rolls` after every snapshot). */
  private readonly rests = new DiceRests();
  /** Throws per seat (LIMITS.throws), kept per seat so a reconnect does not refill it. */
  private readonly throwBuckets = new Map<number, TokenBucket>();
  /** Server randomness for the dice physics (not the engine's seeded RNG). */
  private readonly rand = secureRand();
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
    if (options.restore !== undefined) {
      this.restore(String(options.restore));
    } else {
      await this.createNew(options);
    }
    this.sync = new ProjectionSync(this.game);
    this.maxClients = this.match.seats + LIMITS.spectators;
    const state = new TableState();
    state.code = this.roomId;
    state.gameId = this.game.id;
    state.version = this.match.version;
    state.seedCommit = sha256(this.seed);
    for (let seat = 0; seat < this.match.seats; seat++) state.seats.push(new SeatMeta().assign({ seat }));
    this.state = state;
    if (this.revealSeedIfOver() && this.finishOnRestore) {
      // Over, but the store missed its end (the server stopped before that write).
      const code = this.roomId;
      const at = this.ctx.now();
      this.persist(() => this.ctx.store.markFinished(code, at));
    }
    ctx.live.set(this.roomId, this);
    this.registerHandlers();
    this.updateListing();
  }

  private async createNew(options: CreateOptions): Promise<void> {
    const parsed = createTableSchema.safeParse({ game: options.game, seats: options.seats, options: options.options });
    if (!parsed.success) throw new ServerError(ErrorCode.APPLICATION_ERROR, zodMessage(parsed.error));
    const { game: gameId, seats, options: gameOptions } = parsed.data;
    const game = findGame(this.ctx, gameId);
    if (!game) throw new ServerError(ErrorCode.APPLICATION_ERROR, `Unknown game "${gameId}".`);
    const seed = this.ctx.newSeed();
    const match = createMatch(game, gameOptions, seats, seed);
    if (isRuleError(match)) throw new ServerError(ErrorCode.APPLICATION_ERROR, match.message);
    this.game = game;
    this.match = match;
    this.seed = seed;
    this.createdAt = this.ctx.now();
    this.roomId = await this.uniqueCode();
    const row: StoredTable = {
      code: this.roomId, gameId, seats, options: gameOptions, seed, seedCommit: sha256(seed),
      createdAt: this.createdAt, finishedAt: null,
    };
    await this.ctx.store.createTable(row);
    this.ctx.log(`table ${this.roomId} created (${gameId}, ${seats} seats)`);
  }

  /** Rebuilds a stored table under its own code (only when the server asked for it). */
  private restore(code: string): void {
    const loaded = this.ctx.restores.get(code);
    if (!loaded) throw new ServerError(ErrorCode.APPLICATION_ERROR, `Table ${code} cannot be restored this way.`);
    this.ctx.restores.delete(code);
    const game = findGame(this.ctx, loaded.table.gameId);
    if (!game) throw new ServerError(ErrorCode.APPLICATION_ERROR, `Unknown game "${loaded.table.gameId}".`);
    this.game = game;
    this.match = replayTable(game, loaded);
    // The snapshot's log carries the commitments it was saved with; the replayed events
    // after it get theirs again (the same digests: the seed and the outcomes are the same).
    commitEvents(loaded.table.seed, this.match.log);
    // Stored throws are never re-simulated: the die map comes from their stored outcome.
    this.rests.restore(loaded.rolls ?? [], this.tablePieces(this.match));
    this.seed = loaded.table.seed;
    this.createdAt = loaded.table.createdAt;
    this.finishOnRestore = loaded.table.finishedAt === null;
    this.roomId = code;
    this.ctx.log(`table ${code} restored at version ${this.match.version}`);
  }

  private async uniqueCode(): Promise<string> {
    for (;;) {
      const code = randomCode();
      if (!this.ctx.live.has(code) && !(await this.ctx.store.getTable(code))) return code;
    }
  }

  private registerHandlers(): void {
    this.onMessage(C2S.intent, (c, m: unknown) => this.guard(c, () => this.onIntent(c, m)));
    this.onMessage(C2S.presence, (c, m: unknown) => this.guard(c, () => this.onPresence(c, m)));
    this.onMessage(C2S.chat, (c, m: unknown) => this.guard(c, () => this.onChat(c, m)));
    this.onMessage(C2S.resync, (c, m: unknown) => this.guard(c, () => this.onResync(c, m)));
    this.onMessage(C2S.ping, (c, m: unknown) => this.guard(c, () => this.onPing(c, m)));
    this.onMessage('*', (c, type: string | number) => this.guard(c, () => {
      this.reject(c, rejection(ROOM_ERRORS.unknownType, `Unknown message type "${String(type).slice(0, 40)}".`));
    }));
  }

  override onJoin(client: Client, options: unknown): void {
    const parsed = joinOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) throw new ServerError(ErrorCode.APPLICATION_ERROR, zodMessage(parsed.error));
    const { name, spectator, seat: wanted } = parsed.data;
    const wantedSeat = wanted === undefined ? undefined : this.state.seats[wanted];
    const free = spectator
      ? undefined
      : wantedSeat && !wantedSeat.occupied ? wantedSeat : this.state.seats.find((s) => !s.occupied);
    const seat: Viewer = free ? free.seat : 'spectator';
    // A player who picks no colour, or one another seated player already wears, gets the
    // seat's colour (the one its meeples wear), so seats stay distinguishable.
    const chosen = typeof (options as { color?: unknown } | undefined)?.color === 'string';
    const taken = this.state.seats.some((s) => s.occupied && s.color.toLowerCase() === parsed.data.color.toLowerCase());
    const color = !free || (chosen && !taken) ? parsed.data.color : seatColor(free.seat);
    const member: Member = {
      client, seat, connected: true, last: null, sessionId: client.sessionId, name, color,
      intents: new TokenBucket(LIMITS.intents.perSecond, LIMITS.intents.burst),
      presence: new TokenBucket(LIMITS.presence.perSecond, LIMITS.presence.burst),
      chat: new TokenBucket(LIMITS.chat.perSecond, LIMITS.chat.burst),
      resync: new TokenBucket(LIMITS.resync.perSecond, LIMITS.resync.burst),
    };
    this.members.set(client.sessionId, member);
    if (free) free.assign({ name, color, occupied: true, connected: true });
    else this.state.spectators++;
    this.sendWelcome(member);
    this.sendSnapshot(member);
    this.updateListing();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    this.setConnected(member, false);
    if (consented) {
      this.release(member);
      return;
    }
    try {
      const back = await this.allowReconnection(client, this.ctx.reconnectSeconds);
      member.client = back;
      this.setConnected(member, true);
      // The client may have missed patches while away: it gets the full state again.
      this.sendWelcome(member);
      this.sendSnapshot(member);
    } catch {
      this.release(member);
    }
  }

  /** Resolves once every store write queued so far has run (the export waits for it). */
  flushed(): Promise<void> {
    return this.persisting;
  }

  override async onDispose(): Promise<void> {
    this.disposing = true;
    await this.persisting;
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

  override onUncaughtException(error: Error, methodName: string): void {
    // A ServerError is an expected refusal (bad create/join options): its message is enough.
    const detail = error.cause instanceof ServerError ? error.message : (error.stack ?? error.message);
    this.ctx?.log(`table ${this.roomId}: ${methodName}: ${detail}`);
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
    const { v, ref, action, fling } = checked.value;
    const member = this.members.get(client.sessionId);
    if (!member) return;
    if (member.seat === 'spectator') {
      return this.reject(client, rejection(ROOM_ERRORS.spectator, 'Spectators cannot act.', ref));
    }
    if (!member.intents.take()) {
      return this.reject(client, rejection(ROOM_ERRORS.rateLimited, 'Too many actions; slow down.', ref));
    }
    const stale = checkVersion(this.game.concurrent, v, this.match.version, ref);
    if (stale) {
      this.reject(client, stale);
      if (stale.code === ROOM_ERRORS.stale) this.sendSnapshot(member);
      return;
    }
    const result = applyAction(this.game, this.match, member.seat, action);
    if (isRuleError(result)) {
      return this.reject(client, rejection(result.code, result.message, ref));
    }
    const dice = rolledDice(result.events);
    if (dice.length > LIMITS.dicePerThrow) {
      return this.reject(client, rejection(ROOM_ERRORS.tooManyDice, `A throw takes at most ${LIMITS.dicePerThrow} dice.`, ref));
    }
    // Only the engine knows whether an action throws dice, so this limit is checked on its
    // (pure, discarded) result: nothing is committed or sent when it refuses.
    if (dice.length > 0 && !this.throwBucket(member.seat).take()) {
      return this.reject(client, rejection(ROOM_ERRORS.rateLimited,
        `Too many dice throws: at most ${LIMITS.throws.perSecond} a second per seat. Let the dice settle, then roll again.`, ref));
    }
    this.commit(member.seat, action, result.match, dice.length > 0 ? { dice, fling, ref } : null);
  }

  private throwBucket(seat: number): TokenBucket {
    let bucket = this.throwBuckets.get(seat);
    if (!bucket) {
      bucket = new TokenBucket(LIMITS.throws.perSecond, LIMITS.throws.burst);
      this.throwBuckets.set(seat, bucket);
    }
    return bucket;
  }

  /** Table pieces as every viewer may see them (dice are public), for the die map's rule. */
  private tablePieces(match: Match): Record<string, TablePiece> {
    return projectMatch(this.game, match, 'spectator').table.pieces;
  }

  /**
   * Simulates the throw of an accepted action and updates the die map. Runs synchronously
   * on the room's thread (≈ 1 ms per die, DESIGN §5; see server/dice/README.md): pools of
   * more than ~8 dice belong in a worker thread — `simulateThrow(request, rand)` is pure
   * apart from `rand` and would move there unchanged, with the `roll` broadcast (and the
   * store write) following when it answers. A simulation failure is logged and the action
   * stands without a `roll` message.
   */
  private throwDice(seat: number, next: Match, input: ThrowInput | null): StoredRoll | null {
    const pieces = this.rests.size > 0 || input ? this.tablePieces(next) : null;
    if (pieces) this.rests.prune(pieces);
    if (!input || !pieces) return null;
    const planned = planThrow(input.dice, seat, next.seats, pieces, input.fling);
    if (!planned) return null;
    let message: RollMessage;
    try {
      const frames = encodeRoll(simulateThrow(planned.request, this.rand));
      message = { rollId: `${this.roomId}:${next.version}`, version: next.version, seat, ...frames };
      if (input.ref !== undefined) message.ref = input.ref;
    } catch (e) {
      this.ctx.log(`table ${this.roomId}: dice throw at ${next.version} failed: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
    this.rests.record(message, planned.anchors);
    return { message, anchors: planned.anchors };
  }

  /**
   * An accepted action: sync every viewer at once, then persist. The store write is
   * queued before the sync runs (it executes after it, asynchronously) so that even a
   * failing sync cannot leave the accepted action out of the log.
   */
  private commit(seat: number, action: unknown, next: Match, thrown: ThrowInput | null): void {
    // Before anything is projected: every viewer's log entry carries the commitment.
    const commits = commitEvents(this.seed, eventsOfVersion(next.log, next.version));
    this.match = next;
    this.state.version = next.version;
    const finished = this.revealSeedIfOver();
    const code = this.roomId;
    const store = this.ctx.store;
    const at = this.ctx.now();
    const roll = this.throwDice(seat, next, thrown);
    this.persist(async () => {
      await store.appendAction(code, {
        version: next.version, seat, action, at, ...(roll ? { roll } : {}), ...(commits.length > 0 ? { commits } : {}),
      });
      if (next.version % SNAPSHOT_EVERY === 0) await store.saveSnapshot(code, { version: next.version, match: next });
      if (finished) await store.markFinished(code, at);
    });
    this.sync.sendPatches(next, this.members.values());
    this.broadcastPatch();
    // One encoding, the same bytes to every client (players and spectators), after the patches.
    if (roll) this.broadcast(S2C.roll, roll.message);
  }

  /** A full snapshot to one client, then where every die rests (`rolls`, possibly empty). */
  private sendSnapshot(member: Member): void {
    this.sync.sendSnapshot(member, this.match);
    member.client.send(S2C.rolls, this.rests.message());
  }

  private onPresence(client: Client, payload: unknown): void {
    const checked = checkPayload(presenceSchema, payload);
    if (!checked.ok) return this.reject(client, checked.rejection);
    const member = this.members.get(client.sessionId);
    // Spectators' presence is ignored; over the presence rate it is dropped silently.
    if (!member || member.seat === 'spectator' || !member.presence.take()) return;
    this.broadcast(S2C.presence, presenceBroadcast(member.seat, member.sessionId, checked.value), { except: client });
  }

  private onChat(client: Client, payload: unknown): void {
    const checked = checkPayload(chatSchema, payload);
    if (!checked.ok) return this.reject(client, checked.rejection);
    const member = this.members.get(client.sessionId);
    if (!member) return;
    if (!member.chat.take()) return this.reject(client, rejection(ROOM_ERRORS.rateLimited, 'Too many chat lines; slow down.'));
    const text = checked.value.text.trim();
    if (text.length === 0) return;
    this.broadcast(S2C.chat, chatBroadcast(member.seat, member.name, text, this.ctx.now()));
  }

  private onResync(client: Client, payload: unknown): void {
    const checked = checkPayload(resyncSchema, payload);
    if (!checked.ok) return this.reject(client, checked.rejection);
    const member = this.members.get(client.sessionId);
    if (!member) return;
    if (!member.resync.take()) return this.reject(client, rejection(ROOM_ERRORS.rateLimited, 'Too many resyncs; slow down.'));
    this.sendSnapshot(member);
  }

  private onPing(client: Client, payload: unknown): void {
    const checked = checkPayload(pingSchema, payload);
    if (!checked.ok) return this.reject(client, checked.rejection);
    const pong: PongMessage = { n: checked.value.n, at: this.ctx.now() };
    client.send(S2C.pong, pong);
  }

  private reject(client: Client, message: RejectedMessage): void {
    client.send(S2C.rejected, message);
  }

  private sendWelcome(member: Member): void {
    const welcome: WelcomeMessage = {
      protocol: PROTOCOL_VERSION,
      code: this.roomId,
      gameId: this.game.id,
      seat: member.seat,
      sessionId: member.sessionId,
      seedCommit: this.state.seedCommit,
    };
    if (this.state.over) welcome.seed = this.seed;
    member.client.send(S2C.welcome, welcome);
  }

  private setConnected(member: Member, connected: boolean): void {
    if (member.connected === connected) return;
    member.connected = connected;
    if (member.seat === 'spectator') this.state.spectators += connected ? 1 : -1;
    else this.seatMeta(member.seat).connected = connected;
    this.updateListing();
  }

  /** Frees a seat for the next joiner; its hand stays in the game state. */
  private release(member: Member): void {
    this.members.delete(member.sessionId);
    if (member.seat !== 'spectator') {
      this.seatMeta(member.seat).assign({ name: '', color: '', occupied: false, connected: false });
    }
    this.updateListing();
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

  /** Store writes run one after another, in action order; a failure is logged. */
  private persist(write: () => Promise<void>): void {
    this.persisting = this.persisting.then(write).catch((e: unknown) => {
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
