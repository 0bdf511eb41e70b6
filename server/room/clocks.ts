/**
 * Turn clocks (docs/PROTOCOL.md "Clocks and absent players"), as Board Game Arena players
 * know them. The clock of every seat the game waits on (`decidingSeats`) runs.
 *
 * - Real time: each seat has a time bank (`bankMs`). While the seat decides, its bank runs
 *   down; when it stops deciding (it acted and the game waits on others) it gains the
 *   bonus (`bonusMs`). A bank never goes below zero: a seat out of time has only the bonus
 *   of each later turn.
 * - Turn based: a deadline per decision (`moveMs`, hours or days). When a seat starts
 *   deciding it has the whole of it again.
 *
 * Time is the server's (`now` passed in), never the engine's. A seat whose clock reached
 * zero while it decides is `expired` once, until it stops deciding: the room then does
 * what the host chose for absent players (server/room/absent.ts). The clocks' state after
 * each action is stored with it, so a table reopened from the store (a turn-based table
 * nobody watched for a day) goes on where it was: a turn-based deadline is absolute, and
 * the time a real-time table was closed is not charged to anyone.
 */
import type { ClockSettings, ClocksMessage } from '../../wire/protocol.ts';
import type { ClockSnapshot } from '../store/types.ts';

export class SeatClocks {
  private readonly left: number[];
  /** Running seat → the time its `left` was last read. */
  private readonly running = new Map<number, number>();
  /** Seats already reported out of time in their current decision. */
  private readonly expiredNow = new Set<number>();

  constructor(readonly settings: ClockSettings, seats: number, restored: ClockSnapshot | null, now: number) {
    const full = settings.kind === 'realtime' ? settings.bankMs : settings.moveMs;
    this.left = Array.from({ length: seats }, (_, i) => restored?.left[i] ?? full);
    for (const seat of restored?.running ?? []) if (seat >= 0 && seat < seats) this.running.set(seat, restored?.at ?? now);
  }

  /**
   * A real-time table reopened from the store: its running banks run from `now` (the time it
   * was closed is charged to nobody). A turn-based deadline is absolute and keeps running.
   */
  resume(now: number): void {
    if (this.settings.kind !== 'realtime') return;
    for (const seat of this.running.keys()) this.running.set(seat, now);
  }

  /** The clocks after a version went live: `deciding` are the seats the game waits on now. */
  update(deciding: readonly number[], now: number): void {
    const next = new Set(deciding);
    for (const [seat] of this.running) {
      if (next.has(seat)) continue;
      this.read(seat, now);
      this.running.delete(seat);
      this.expiredNow.delete(seat);
      if (this.settings.kind === 'realtime') this.left[seat] = this.left[seat]! + this.settings.bonusMs;
      else this.left[seat] = this.settings.moveMs;
    }
    for (const seat of next) {
      if (this.running.has(seat) || seat < 0 || seat >= this.left.length) continue;
      if (this.settings.kind === 'turn') this.left[seat] = this.settings.moveMs;
      this.running.set(seat, now);
    }
  }

  /** Milliseconds left to `seat` at `now`. */
  leftOf(seat: number, now: number): number {
    if (this.running.has(seat)) this.read(seat, now);
    return this.left[seat] ?? 0;
  }

  /** Running seats whose time ran out and were not reported yet in this decision. */
  expired(now: number): number[] {
    const out: number[] = [];
    for (const [seat] of this.running) {
      if (this.expiredNow.has(seat) || this.leftOf(seat, now) > 0) continue;
      this.expiredNow.add(seat);
      out.push(seat);
    }
    return out;
  }

  /** Milliseconds until the next running clock reaches zero (null: none will). */
  nextExpiry(now: number): number | null {
    let soonest: number | null = null;
    for (const [seat] of this.running) {
      if (this.expiredNow.has(seat)) continue;
      const left = this.leftOf(seat, now);
      if (soonest === null || left < soonest) soonest = left;
    }
    return soonest;
  }

  snapshot(now: number): ClockSnapshot {
    const left = this.left.map((_, seat) => this.leftOf(seat, now));
    return { at: now, left, running: [...this.running.keys()].sort((a, b) => a - b) };
  }

  /** What every live viewer sees: each seat's time left at `now`, and which run. */
  message(now: number): ClocksMessage {
    return {
      kind: this.settings.kind,
      seats: this.left.map((_, seat) => ({
        left: this.leftOf(seat, now),
        running: this.running.has(seat),
        out: this.expiredNow.has(seat),
      })),
    };
  }

  private read(seat: number, now: number): void {
    const since = this.running.get(seat);
    if (since === undefined) return;
    this.left[seat] = Math.max(0, this.left[seat]! - Math.max(0, now - since));
    this.running.set(seat, now);
  }
}
