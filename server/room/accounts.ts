/**
 * The accounts at one table (server/accounts/seats.ts): which seat is bound to which
 * account. A signed-in player who sits down binds their seat; the seat then waits for that
 * account alone — from any of its devices, taking it over from an older window — and
 * nobody else sits there until the host removes them. Guests sit as before, at seats no
 * account holds. The bindings are read once when the room opens and written through the
 * table's store queue.
 */
import type { Account } from '../accounts/accounts.ts';
import { bindSeat, seatAccounts, unbindSeat } from '../accounts/seats.ts';
import type { Sql } from '../store/sql.ts';

export class TableAccounts {
  private bound = new Map<number, string>();

  constructor(private readonly code: string, private readonly sql: Sql, private readonly persist: (write: () => Promise<void>) => void) {}

  /** Reads the table's bindings from the store (once, as the room opens). */
  async load(): Promise<void> {
    this.bound = await seatAccounts(this.sql, this.code);
  }

  /** The account holding `seat`, if one does. */
  of(seat: number): string | undefined {
    return this.bound.get(seat);
  }

  /** The seat an account holds here, if any (the lowest, should it hold several). */
  seatOf(accountId: string): number | undefined {
    let found: number | undefined;
    for (const [seat, id] of this.bound) if (id === accountId && (found === undefined || seat < found)) found = seat;
    return found;
  }

  /** Whether `account` (null: a guest) may sit at `seat`: unbound, or bound to that account. */
  mayTake(seat: number, account: Account | null): boolean {
    const holder = this.bound.get(seat);
    return holder === undefined || holder === account?.id;
  }

  /** Every bound seat: seat → account id. */
  all(): ReadonlyMap<number, string> {
    return this.bound;
  }

  /** Binds `seat` to `account` (nothing when it already is). */
  bind(seat: number, account: Account, now: number): void {
    if (this.bound.get(seat) === account.id) return;
    this.bound.set(seat, account.id);
    const { code, sql } = this;
    this.persist(() => bindSeat(sql, code, seat, account.id, now));
  }

  /** Frees `seat` from its account (the host removed the player). */
  unbind(seat: number): void {
    if (!this.bound.delete(seat)) return;
    const { code, sql } = this;
    this.persist(() => unbindSeat(sql, code, seat));
  }
}
