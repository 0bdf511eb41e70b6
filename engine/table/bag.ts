import type { Result } from '../core/result.ts';
import { tableRefusal } from './words.en.ts';
import type { Rng } from '../core/rng.ts';

/**
 * A blind bag (e.g. the Honeycomb Clergy's bag of flower tokens, seed 001): pieces go in,
 * come out at random, and nobody knows what is inside. The contents are a plain array
 * whose order means nothing (draws are uniform over all pieces) and must never leave the
 * server: projections use `bagView`, which carries the count and nothing else.
 *
 * Every function is pure: it returns new arrays and never changes its arguments.
 */

/** What every viewer may know about a bag. */
export interface BagView {
  count: number;
}

/** Number of pieces in the bag (public). */
export function bagCount(items: readonly unknown[]): number {
  return items.length;
}

/** The public view of a bag: its count only — no kinds, no order. */
export function bagView(items: readonly unknown[]): BagView {
  return { count: items.length };
}

/**
 * Draws one piece uniformly at random with the seeded `rng`.
 * Fails with `bag/empty` when there is nothing to draw.
 */
export function bagDraw<T>(items: readonly T[], rng: Rng): Result<{ items: T[]; drawn: T }> {
  if (items.length === 0) return tableRefusal('bag/empty', 'table.refusal.bag.empty');
  const i = rng.int(items.length);
  return { items: items.slice(0, i).concat(items.slice(i + 1)), drawn: items[i] as T };
}

/**
 * Draws `n` pieces one after another, each uniformly from what is left.
 * Fails with `bag/not-enough` (drawing nothing) when fewer than `n` pieces are inside.
 */
export function bagDrawMany<T>(items: readonly T[], n: number, rng: Rng): Result<{ items: T[]; drawn: T[] }> {
  if (!Number.isInteger(n) || n < 1) return tableRefusal('bag/bad-count', 'table.refusal.bag.bad-count', { n: String(n) });
  if (items.length === 0) return tableRefusal('bag/empty', 'table.refusal.bag.empty');
  if (items.length < n) return tableRefusal('bag/not-enough', 'table.refusal.bag.not-enough', { count: items.length, n: String(n) });
  let rest = items.slice();
  const drawn: T[] = [];
  for (let k = 0; k < n; k++) {
    const i = rng.int(rest.length);
    drawn.push(rest[i] as T);
    rest = rest.slice(0, i).concat(rest.slice(i + 1));
  }
  return { items: rest, drawn };
}

/** Puts pieces back into the bag. */
export function bagPut<T>(items: readonly T[], ...pieces: T[]): T[] {
  return items.concat(pieces);
}

/**
 * Reaches into the bag for a particular piece and takes the first match (e.g. "a fox
 * token"). Fails with `bag/not-found` when none matches; only the searcher learns that.
 */
export function bagSearch<T>(items: readonly T[], match: (piece: T) => boolean): Result<{ items: T[]; found: T }> {
  const i = items.findIndex(match);
  if (i < 0) return tableRefusal('bag/not-found', 'table.refusal.bag.not-found');
  return { items: items.slice(0, i).concat(items.slice(i + 1)), found: items[i] as T };
}

/**
 * How many of each kind the bag holds, keys sorted. A server-side helper (for a reveal
 * at the end of a game, or a rule that counts what is left): never put it in a view.
 */
export function bagTally<T>(items: readonly T[], kindOf: (piece: T) => string): Record<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const kind = kindOf(item);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const out: Record<string, number> = {};
  for (const kind of [...counts.keys()].sort()) out[kind] = counts.get(kind) as number;
  return out;
}
