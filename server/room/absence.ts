/**
 * A table's time and its absent players (docs/PROTOCOL.md "Clocks and absent players"):
 * the seats' clocks (server/room/clocks.ts), the timer that wakes the table when one runs
 * out, the stand-ins that act for bot seats, absent players and seats out of time
 * (server/room/stand-ins.ts), and what every live viewer is told about them.
 *
 * The clocks start once every seat is taken (a bot's seat is taken from the start): no
 * bank runs down while the table still waits for its players. From then on they run as
 * the game decides, also for a seat whose player left (the absent-player rule covers it).
 */
import type { Client } from 'colyseus';
import { decidingSeats } from '../../engine/core/match.ts';
import { S2C, type TableSettings } from '../../wire/protocol.ts';
import type { ClockSnapshot } from '../store/types.ts';
import { SeatClocks } from './clocks.ts';
import { sendTo } from './broadcast.ts';
import { StandIns, type StandInTable } from './stand-ins.ts';
import type { Table } from './table/table.ts';

/** What the keeper uses of the table, beyond what the stand-ins do. */
export type KeeperTable = StandInTable & Pick<Table, 'now' | 'members' | 'outbox' | 'seating' | 'joined'>;

export class TableKeeper {
  readonly standIns: StandIns;
  readonly clocks: SeatClocks | null;
  private cancelTimer: (() => void) | null = null;
  private stopped = false;
  /** Every seat has been taken: the clocks run (see the file header). */
  private started: boolean;

  /**
   * `stored`: the clocks saved with a reopened table's latest action (null: a new table).
   * `startedBefore`: a reopened table whose every seat was taken before (its clocks had started).
   */
  constructor(
    private readonly table: KeeperTable, private readonly settings: TableSettings, pauseMs: number, stored: ClockSnapshot | null,
    startedBefore = false,
  ) {
    this.standIns = new StandIns(table, settings, pauseMs);
    this.started = startedBefore || table.seating.allTaken();
    const clock = settings.clock;
    const match = table.match;
    if (!clock) {
      this.clocks = null;
      return;
    }
    const now = table.now();
    this.clocks = new SeatClocks(clock, match.seats, stored, now);
    // The stored reading is from just before that action: bring it to the action's result.
    this.clocks.update(this.running(), stored?.at ?? now);
    this.clocks.resume(now);
  }

  /** The seats whose clocks run now: those the game waits on, once every seat was taken. */
  private running(): number[] {
    return this.started ? decidingSeats(this.table.game, this.table.match) : [];
  }

  /** The clocks as stored with an action made at `at` (before it goes live). */
  snapshot(at: number): ClockSnapshot | undefined {
    return this.clocks?.snapshot(at);
  }

  /** After the table changed (or opened): the clocks run for the seats the game waits on now, stand-ins start. */
  afterChange(): void {
    if (this.stopped) return;
    if (this.clocks) {
      this.started ||= this.table.seating.allTaken();
      this.clocks.update(this.running(), this.table.now());
      this.sendClocks();
      this.arm();
    }
    if (this.table.joined) this.standIns.plan();
  }

  /** The clocks to one client (with its snapshot), or to every live viewer. */
  sendClocks(to?: Client): void {
    if (!this.clocks) return;
    const message = this.clocks.message(this.table.now());
    if (to) to.send(S2C.clocks, message);
    else sendTo(this.table.members.live(), S2C.clocks, message);
  }

  /** A seated player left for good: under the host's policy, a stand-in acts for the seat until someone sits there. */
  gone(seat: number, name: string): void {
    if (!this.standIns.covers || this.table.game.status(this.table.match.state).over) return;
    this.table.seating.markAway(seat, this.settings.absent);
    this.table.outbox.announce({ kind: 'away', seat, name, ...(this.settings.absent === 'bot' ? { by: 'bot' } : {}) });
    this.standIns.setAway(seat);
  }

  /** A person sat at the seat: whatever stood in for it stops. */
  back(seat: number, name: string): void {
    if (this.standIns.awayPolicy(seat) !== null) this.table.outbox.announce({ kind: 'back', seat, name });
    this.table.seating.markAway(seat, '');
    this.standIns.setBack(seat);
    // The last seat taken: the clocks start, for the seats the game waits on.
    if (this.clocks && !this.started && this.table.seating.allTaken()) {
      this.started = true;
      this.clocks.update(this.running(), this.table.now());
      this.sendClocks();
      this.arm();
    }
    // The first person at the table: a bot the game already waits on (it sets up first) starts.
    if (this.table.joined) this.standIns.plan();
  }

  stop(): void {
    this.stopped = true;
    this.standIns.stop();
    this.cancelTimer?.();
  }

  /** Wakes the table when the next running clock reaches zero. */
  private arm(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const next = this.clocks?.nextExpiry(this.table.now());
    if (next === null || next === undefined) return;
    this.cancelTimer = this.table.later(Math.max(0, next) + 5, () => this.ranOut());
  }

  private ranOut(): void {
    if (!this.clocks || this.stopped) return;
    for (const seat of this.clocks.expired(this.table.now())) {
      this.table.outbox.announce({ kind: 'out', seat, name: this.table.seating.name(seat) });
      this.standIns.setOutOfTime(seat);
    }
    this.sendClocks();
    this.arm();
  }
}
