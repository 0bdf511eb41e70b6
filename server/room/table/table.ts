/**
 * One table's life, behind its Colyseus room (server/room/table-room.ts adapts sockets,
 * joins and the Schema state to it). Every action — a person's intent or undo, a bot's
 * choice, the clock's skip — takes one path, `submit`, through four named stages:
 *
 *   admit   (table/admit.ts)   whose it is: the seat from the connection, not a spectator, the rate;
 *   decide  (table/decide.ts)  staleness, the engine, the host's right to end, the throw limits;
 *   store   (table/store.ts)   commitments, the throw, the write — patches made meanwhile;
 *   publish (table/publish.ts) the match moves on, every viewer's patch, the roll, the feeds.
 *
 * A stage that turns a submission down changes nothing, and `answer` tells its sender why.
 * Submissions are decided one after another in the table's queue, each on the state the
 * previous one left, and written before they are sent (DESIGN §4): a crash loses no action
 * anyone saw, and a lost one cannot be replayed to a result someone already knows.
 *
 * Containment: an unexpected error after an action was stored rebuilds the table from its
 * log (`recover`, table/recover.ts) and sends everyone a fresh snapshot; a table that
 * cannot be rebuilt is closed (it can be reopened from the store). Other tables go on.
 */
import { UploadTickets } from '../uploads.ts';
import { TableAccounts } from '../accounts.ts';
import { BoxDesk } from '../box.ts';
import { FaceDesk } from '../faces.ts';
import type { Client } from 'colyseus';
import { projectMatch, type Match } from '../../../engine/core/match.ts';
import type { AnyGameModule } from '../../../engine/core/module.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { SeatSample } from '../../../engine/bots/index.ts';
import { CLOSE_TABLE_FAILED, LIMITS, type BotSeatLevel, type TableSettings } from '../../../wire/protocol.ts';
import { TableKeeper } from '../absence.ts';
import { CastDesk, feedEntry, SchemaViews } from '../caster.ts';
import type { TableContext } from '../context.ts';
import { DecidingSeats } from '../deciding.ts';
import { Members, type PendingReconnection } from '../members.ts';
import type { TableState } from '../schema.ts';
import { Seating } from '../seating.ts';
import { ProjectionSync } from '../sync.ts';
import type { OpenedTable, RestoredTable } from '../table-setup.ts';
import { Thrower } from '../thrower.ts';
import { noticeTurns, stopTurnNotices, windowClosed } from '../turn-notices.ts';
import { admit, answer, failed } from './admit.ts';
import { decide } from './decide.ts';
import { Outbox } from './outbox.ts';
import { recordGame } from '../../accounts/records.ts';
import { publish } from './publish.ts';
import { rebuild } from './recover.ts';
import { store } from './store.ts';
import { OUTDATED, type Request, type Submission } from './submission.ts';

/** What a table needs of its Colyseus room: its clock, the reconnection grace, the Schema patch, closing, the lobby. */
export interface RoomPort {
  /** Runs `job` after `ms` on the room's clock; returns a cancel. */
  later(ms: number, job: () => void): () => void;
  /** Holds a dropped client's place through the reconnection grace. */
  reconnection(client: Client): PendingReconnection;
  /** Sends the Schema state's changes now. */
  sendState(): void;
  /** Closes the room, every client told with `code`. */
  close(code: number): void;
  /** The table as the lobby lists it. */
  list(listing: Record<string, unknown>): void;
}

export class Table {
  readonly code: string;
  readonly game: AnyGameModule;
  /** The authoritative match; replaced only by `publish` and `rebuild`. */
  match: Match;
  /** Secret until the game is over; never sent before (DESIGN §2.3, §5.5). */
  readonly seed: string;
  readonly createdAt: number;
  /** Clock, absent-player policy, bot seats. */
  readonly settings: TableSettings;
  readonly members = new Members();
  readonly seating: Seating;
  readonly outbox: Outbox;
  /** The dice: throws, the throw limit per seat, where every die rests. */
  readonly dice: Thrower;
  /** The caster seat and the spectator delay. */
  readonly cast: CastDesk;
  /** Tickets the host holds to upload images over HTTP. */
  readonly uploads: UploadTickets;
  /** Who may change the box and how often (server/room/box.ts). */
  readonly box = new BoxDesk();
  /** Face tickets and the refs each viewer holds (server/room/faces.ts). */
  readonly faces = new FaceDesk();
  /** Which seats accounts hold (server/room/accounts.ts); read from the store by the room before anyone joins. */
  readonly accounts: TableAccounts;
  /** The Schema views every live client and every delayed viewer share. */
  readonly views: SchemaViews;
  /** Which older views each seat may still act from (rules games). */
  readonly deciding: DecidingSeats;
  /** The clocks, bots and stand-ins for absent players. */
  readonly keeper: TableKeeper;
  /** Per-viewer projections; replaced by `rebuild`. */
  sync: ProjectionSync;
  /** Whether a player ever sat here; a table nobody joined is forgotten when it closes. */
  joined = false;
  /**
   * A rematch's table (server/room/rematch.ts): its players come from the finished table in
   * their own time, so it is kept when its room closes before anyone sat down (the hourly
   * sweep of unjoined tables still forgets it).
   */
  awaited = false;
  /** The first seated join of this room was written to the store (a restored table's too). */
  private joinRecorded = false;
  disposing = false;
  /** Submissions and store writes, one after another in arrival order. */
  private queue: Promise<void> = Promise.resolve();
  /** A rebuild from the store is queued (see `recover`). */
  private recovering = false;

  /** `state`: the room's Schema state, already its own (server/room/seating.ts `tableState`). */
  constructor(
    readonly ctx: TableContext, opened: OpenedTable, restored: RestoredTable | null, readonly state: TableState, readonly port: RoomPort,
  ) {
    ({ code: this.code, game: this.game, match: this.match, seed: this.seed, createdAt: this.createdAt, settings: this.settings } = opened);
    this.seating = new Seating(state);
    this.uploads = new UploadTickets(() => ctx.now());
    this.accounts = new TableAccounts(this.code, ctx.store.sql, (write) => this.persist(write));
    this.outbox = new Outbox(this);
    this.dice = new Thrower((line) => ctx.log(line), () => ctx.dice);
    if (restored) {
      // Stored throws are never re-simulated: the die map comes from their stored outcome.
      this.dice.rests.restore(restored, this.pieces(this.match));
      this.joined = true;
    }
    this.sync = new ProjectionSync(this.game);
    // A restored table keeps the delays the host set (its caster link does not survive).
    this.cast = new CastDesk(this.game, restored?.delays ?? null);
    // A restored table's current version went live when its action was stored (now when
    // the store cannot tell): a delayed view shows it once the delay since then has passed.
    this.cast.record(feedEntry(this.match, restored?.liveSince ?? ctx.now(), null, this.dice.rests.message()));
    this.views = new SchemaViews(state);
    if (this.revealSeedIfOver() && restored?.unfinished) {
      // Over, but the store missed its end (the server stopped before that write).
      const at = ctx.now();
      this.persist(() => ctx.store.markFinished(this.code, at));
      recordGame(this, at);
    }
    this.deciding = new DecidingSeats(this.game);
    this.deciding.update(this.match);
    this.keeper = new TableKeeper(this, this.settings, ctx.botPauseMs, restored?.clocks ?? null, restored?.everySeatTaken ?? false);
    if (this.settings.absent === 'bot' || this.settings.bots.some((b) => b !== null)) ctx.bots.warm();
    this.dice.warm();
  }

  /** Once the room is ready: the clocks and stand-ins start, the lobby lists the table. */
  start(): void {
    this.keeper.afterChange();
    noticeTurns(this);
    this.listed();
  }

  /** Seats and spectator places together. */
  get places(): number {
    return this.match.seats + LIMITS.spectators;
  }

  /** The one way an action reaches the table: admit, then (queued) decide → store → publish. */
  submit(request: Request): void {
    const sub = admit(this, request);
    if (!sub) return;
    this.enqueue(() => this.run(sub), (e) => failed(this, sub, e));
  }

  private async run(sub: Submission): Promise<void> {
    const decision = decide(this, sub);
    if (decision === OUTDATED) return this.keeper.standIns.plan();
    if ('refused' in decision) return answer(this, sub, decision);
    const stored = await store(this, decision);
    if ('refused' in stored) return answer(this, sub, stored);
    // Stored: from here on the action is part of the table, whatever else fails.
    try {
      publish(this, stored);
    } catch (e) {
      this.log(`action ${decision.next.version} stored but not sent: ${e instanceof Error ? e.stack : String(e)}`);
      this.recover();
    }
  }

  /** Runs `job` after everything queued before it; a failure goes to `failed`, never further. */
  private enqueue(job: () => Promise<void> | void, failed: (e: unknown) => void): void {
    this.queue = this.queue.then(job).catch((e: unknown) => {
      try {
        failed(e);
      } catch (again) {
        this.log(again instanceof Error ? again.message : String(again));
      }
    });
  }

  /** A store write after the action it belongs to (snapshots, the end, seats, delays); a failure is logged. */
  persist(write: () => Promise<void>): void {
    this.enqueue(write, (e) => this.log(`store write failed: ${e instanceof Error ? e.message : String(e)}`));
  }

  /** Resolves once every submission and store write queued so far has run (the export waits for it). */
  flushed(): Promise<void> {
    return this.queue;
  }

  /**
   * After an unexpected error: the table rebuilt from the store (table/recover.ts), after
   * whatever the queue runs now; a table that cannot be rebuilt is closed.
   */
  recover(): void {
    if (this.recovering || this.disposing) return;
    this.recovering = true;
    this.enqueue(async () => {
      await rebuild(this);
      this.recovering = false;
    }, (e) => {
      this.log(`cannot be rebuilt, closing it: ${e instanceof Error ? e.message : String(e)}`);
      this.port.close(CLOSE_TABLE_FAILED);
    });
  }

  /** A player sat down: the clocks and stand-ins, and the store (the replay names the seat after them). */
  seated(seat: number, name: string, color: string): void {
    // Before the keeper hears of it: bots wait for the first person, then may start at once.
    this.joined = true;
    this.keeper.back(seat, name);
    const code = this.code;
    const player = { name, color };
    this.persist(() => this.ctx.store.seatPlayer(code, seat, player));
    if (!this.joinRecorded) {
      this.joinRecorded = true;
      const at = this.now();
      this.persist(() => this.ctx.store.markJoined(code, at));
    }
  }

  /** A window of `accountId` at this table closed: a turn of theirs it waits on may need telling (turn-notices.ts). */
  windowClosed(accountId: string): void {
    windowClosed(this, accountId);
  }

  /** The player at `seat` left it for good: the clocks and stand-ins take over. */
  gone(seat: number, name: string): void {
    this.keeper.gone(seat, name);
  }

  /** When the game is over the seed is published, so anyone can replay and check it. */
  revealSeedIfOver(): boolean {
    if (this.state.over || !this.game.status(this.match.state).over) return false;
    this.state.over = true;
    this.state.seed = this.seed;
    return true;
  }

  /** Table pieces as every viewer may see them (dice are public), for the die map's rule. */
  pieces(match: Match): Record<string, TablePiece> {
    return projectMatch(this.game, match, 'spectator').table.pieces;
  }

  /** The lobby's listing, after the seats changed. */
  listed(): void {
    this.port.list({
      gameId: this.game.id, seats: this.match.seats, players: this.seating.players(), spectators: this.seating.spectators, createdAt: this.createdAt,
    });
  }

  /** The newest version the public may see now (null: spectators watch live). */
  publicVersion(): number | null {
    return this.cast.publicVersion(this.now());
  }

  later(ms: number, job: () => void): () => void {
    return this.port.later(ms, job);
  }

  /** A stand-in's thought on the server's bot thread. */
  think(sample: SeatSample, level: BotSeatLevel, seed: string): Promise<unknown> {
    return this.ctx.bots.think(sample, level, seed, this.ctx.botBudgetMs);
  }

  now(): number {
    return this.ctx.now();
  }

  log(line: string): void {
    this.ctx.log(`table ${this.code}: ${line}`);
  }

  /** The room is going: stand-ins stop, the queue drains; a table nobody sat at is forgotten. */
  async close(): Promise<void> {
    this.disposing = true;
    this.keeper.stop();
    stopTurnNotices(this);
    await this.queue;
    if (!this.joined && !this.awaited && this.match.version === 0) {
      // Created and never sat at: not kept (creating a table costs nothing else to undo).
      await this.ctx.store.deleteTable(this.code).catch((e: unknown) => {
        this.log(`could not forget it: ${e instanceof Error ? e.message : String(e)}`);
      });
    }
  }
}
