/**
 * One process reopens a table, however many are asked at once. When a table's process
 * dies, its players come back through whichever processes the load balancer picks, and
 * each of those is asked to reopen it from the shared store; two rooms under one code
 * would split the table. A key in Colyseus' Redis presence says who is reopening it: the
 * process that creates the key rebuilds the table; the others wait until it is listed,
 * then join it. Only a missing key is contended for, so waiting processes never push its
 * expiry back, and a process that dies while reopening holds the table for HOLD_SECONDS
 * at most. (Should two rooms ever run one table all the same, the store still takes each
 * version once: the second room's actions are refused, none is lost or contradicted.)
 *
 * With one process (Colyseus' LocalPresence) nothing is contended: the HTTP API already
 * merges concurrent reopens of one code (server/http/api.ts).
 */
import { LocalPresence, matchMaker } from 'colyseus';

/** How long the key holds at most (s): far longer than rebuilding a table takes. */
const HOLD_SECONDS = 30;
/** How long a process waits for another to finish reopening before it gives up (ms). */
const WAIT_MS = 10_000;
const POLL_MS = 100;

const keyOf = (code: string): string => `woodland:reopening:${code}`;

/**
 * Runs `reopen` for `code` in one process at a time across all of them, unless `ready`
 * finds the table live first (checked again once the key is held, since another process
 * may have finished just before). Resolves to `reopen`'s or `ready`'s answer, or null
 * when another process held the key for `waitMs` without the table becoming live.
 */
export async function reopenOnce<T>(
  code: string, ready: () => Promise<T | null>, reopen: () => Promise<T>, waitMs = WAIT_MS,
): Promise<T | null> {
  const presence = matchMaker.presence;
  if (presence instanceof LocalPresence) return reopen();
  const key = keyOf(code);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (!(await presence.exists(key)) && (await presence.hincrbyex(key, 'n', 1, HOLD_SECONDS)) === 1) {
      try {
        return (await ready()) ?? (await reopen());
      } finally {
        await presence.del(key);
      }
    }
    const done = await ready();
    if (done) return done;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
