/**
 * The seats accounts hold: a signed-in player who sits down binds the seat to their
 * account, so that the seat waits for them (a guest or another account cannot take it
 * while it is bound), they find the table again from any device (My tables), and the
 * table's turn notifications and history know who played it. The host removing a player
 * unbinds their seat.
 */
import type { Sql } from '../store/sql.ts';

/** Every bound seat of a table: seat → account id. */
export async function seatAccounts(sql: Sql, code: string): Promise<Map<number, string>> {
  const rows = await sql.all<{ seat: number; account_id: string }>('SELECT seat, account_id FROM account_seats WHERE code = ?', [code]);
  return new Map(rows.map((r) => [Number(r.seat), r.account_id]));
}

/** Binds `seat` of table `code` to an account (a seat holds one account; a later one replaces it). */
export async function bindSeat(sql: Sql, code: string, seat: number, accountId: string, now: number): Promise<void> {
  await sql.batch([
    ['DELETE FROM account_seats WHERE code = ? AND seat = ?', [code, seat]],
    ['INSERT INTO account_seats (code, seat, account_id, sat_at) VALUES (?, ?, ?, ?)', [code, seat, accountId, now]],
  ]);
}

/** Frees a seat from its account (the host removed the player). */
export async function unbindSeat(sql: Sql, code: string, seat: number): Promise<void> {
  await sql.run('DELETE FROM account_seats WHERE code = ? AND seat = ?', [code, seat]);
}

/** The tables an account holds seats at, newest first: code and seat. */
export async function accountTables(sql: Sql, accountId: string, limit = 200): Promise<{ code: string; seat: number; satAt: number }[]> {
  const rows = await sql.all<{ code: string; seat: number; sat_at: number }>(
    'SELECT code, seat, sat_at FROM account_seats WHERE account_id = ? ORDER BY sat_at DESC LIMIT ?', [accountId, limit],
  );
  return rows.map((r) => ({ code: r.code, seat: Number(r.seat), satAt: Number(r.sat_at) }));
}
