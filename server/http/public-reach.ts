/**
 * How far the public may know a table now (docs/PROTOCOL.md §6a, §7a). A table that delays
 * its spectators tells nobody over HTTP more than its delayed feed has reached: not in a
 * replay, not in the export (the seed and every action), not in its listing (when it
 * ended). A live room answers for itself (its feed, in whichever process it runs,
 * server/scale/live-table.ts); a table no room holds — every player left, or the server
 * restarted — is judged from the store by the same rule the feed follows: a version is
 * public once the stored spectator delay has passed since it went live (its action's
 * time; the end's at the latest of that and `finishedAt`).
 */
import type { StoredTable } from '../store/types.ts';
import { TABLE_NOT_OVER } from '../../wire/protocol.ts';
import { httpProblem, type HttpProblem } from './problem.ts';

/** The spectator delay stored with a table, in ms (0: its spectators watch live). */
export function storedDelayMs(table: StoredTable): number {
  return Math.max(0, (table.delays?.spectators ?? 0) * 1000);
}

/** A version and when it went live (a stored action, a replay step). */
export interface LiveAt {
  version: number;
  at: number;
}

/**
 * The newest version the public has seen at `now` of a table no room holds, judged from
 * the store: `versions` are its versions after 0 in ascending order. Null: all of them
 * (no spectator delay, or it has passed since the last one).
 */
export function storedReach(table: StoredTable, versions: readonly LiveAt[], now: number): number | null {
  const delay = storedDelayMs(table);
  if (delay === 0) return null;
  let reached = 0;
  for (let i = 0; i < versions.length; i++) {
    const v = versions[i]!;
    const end = i === versions.length - 1 && table.finishedAt !== null;
    const at = end ? Math.max(v.at, table.finishedAt!) : v.at;
    if (at + delay > now) return reached;
    reached = v.version;
  }
  return null;
}

/**
 * Whether the end of finished `table` is still held from the public: `upTo` is how far
 * the public may see (a live room's word, else `storedReach`), `last` its last version.
 */
export function endHeld(table: StoredTable, upTo: number | null, last: number): boolean {
  return table.finishedAt !== null && upTo !== null && upTo < last;
}

/**
 * A table no room holds whose end the stored spectator delay still hides (the listing's
 * `finishedAt` waits for it too).
 */
export function storedEndHeld(table: StoredTable, now: number): boolean {
  return table.finishedAt !== null && table.finishedAt + storedDelayMs(table) > now;
}

/**
 * Why the export of a table that delays its spectators waits: worded the same whether its
 * game is over or not, so the answer itself tells nobody that it ended.
 */
export function delayedEnd(table: StoredTable): HttpProblem {
  return httpProblem(409, TABLE_NOT_OVER, 'http.delayedEnd', { seconds: Math.round(storedDelayMs(table) / 1000) });
}
