/**
 * Which older views a rules game still takes (DESIGN §3, docs/PROTOCOL.md §4): an intent
 * made from an older version passes to the engine when its seat has been deciding since
 * that version and has not acted since — so the second of two seats choosing at once is
 * judged, while a seat's second click on a view that predates its own first is stale.
 * The free table (`concurrent`) takes any older view.
 */
import { decidingSeats, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';

export class DecidingSeats {
  /** Seat → the version since which it has been deciding without a break. */
  private readonly since = new Map<number, number>();
  /** Seat → the version its last accepted action made. */
  private readonly acted = new Map<number, number>();

  constructor(private readonly game: AnyGameModule) {}

  /** Whether `seat` may act from its older view `v`. */
  olderViewOk(seat: number, v: number): boolean {
    if (this.game.concurrent) return true;
    const since = this.since.get(seat);
    return since !== undefined && since <= v && (this.acted.get(seat) ?? 0) <= v;
  }

  /** After `seat`'s action made `match` (or with no seat: a table built or rebuilt). */
  update(match: Match, seat?: number): void {
    if (seat !== undefined) this.acted.set(seat, match.version);
    if (this.game.concurrent) return;
    const now = new Set(decidingSeats(this.game, match));
    for (const s of [...this.since.keys()]) if (!now.has(s)) this.since.delete(s);
    for (const s of now) if (!this.since.has(s)) this.since.set(s, match.version);
  }

  /** Whether the table waits on `seat` now (never at the free table, where nobody is waited on). */
  waitsOn(seat: number): boolean {
    return this.since.has(seat);
  }

  /** Forgets every seat's streak (a table rebuilt from its log starts them anew). */
  reset(match: Match): void {
    this.since.clear();
    this.update(match);
  }
}
