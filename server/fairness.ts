/**
 * Fairness (DESIGN §5.5, docs/PROTOCOL.md §8): the seed is committed at setup
 * (`seedCommit = sha256(seed)`) and revealed when the game ends; every hidden random
 * outcome (a shuffle's new order, a blind draw) is committed to at the moment it happens
 * with a digest everyone receives in the log:
 *
 *   commit = hex HMAC-SHA256(key = seed, message = `${version}|${container}|${result}`)
 *
 * where the key is the seed string as UTF-8 (the 64 hex characters, not the bytes they
 * spell) and `result` is the outcome as canonical JSON (object keys sorted). Keying with the
 * seed keeps a small outcome (which of four token kinds came out of the bag) from being
 * found by trying every candidate before the seed is out; after the reveal anyone can
 * recompute it from a replay. Shared by the room (publishes), the export and
 * `scripts/verify.ts` (checks).
 */
import { createHash, createHmac } from 'node:crypto';
import type { LoggedEvent } from '../engine/core/match.ts';
import type { HiddenOutcome } from '../engine/core/types.ts';

/** Hex sha256 of a string: the seed commitment. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with object keys sorted at every level, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`canonicalJson: ${typeof value} is not JSON`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The message a hidden outcome's digest signs: `version|container|canonical result`. */
export function commitMessage(version: number, outcome: HiddenOutcome): string {
  return `${version}|${outcome.container}|${canonicalJson(outcome.result)}`;
}

/** The commitment to one hidden outcome of the action that made `version`. */
export function hiddenDigest(seed: string, version: number, outcome: HiddenOutcome): string {
  return createHmac('sha256', seed).update(commitMessage(version, outcome)).digest('hex');
}

/**
 * Sets `commit` on every logged event with a hidden outcome that has none yet, and
 * returns the commitments of `events` in order (one per hidden outcome).
 */
export function commitEvents(seed: string, events: readonly LoggedEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (!e.hidden) continue;
    e.commit ??= hiddenDigest(seed, e.v, e.hidden);
    out.push(e.commit);
  }
  return out;
}

/** The logged events of one version (they sit together at the end of the log when fresh). */
export function eventsOfVersion(log: readonly LoggedEvent[], version: number): LoggedEvent[] {
  let i = log.length;
  while (i > 0 && (log[i - 1] as LoggedEvent).v === version) i--;
  return log.slice(i);
}
