import type { Result } from '../core/result.ts';
import { tableRefusal } from './words.en.ts';
import type { Rng } from '../core/rng.ts';
import type { SeatId, Viewer } from '../core/types.ts';

/**
 * Private hands as plain arrays of items that carry an `id`. Only the owner may see the
 * items; everyone else sees the count (DESIGN §2.3). `handView` is the one place that
 * decides this, so every game projects hands the same way. Every function is pure.
 */

/** Anything a hand can hold: it needs an id the owner acts on. */
export interface HandItem {
  id: string;
}

/** A hand as a viewer may see it: the count always, the items only for the owner. */
export interface HandProjection<P> {
  seat: SeatId;
  count: number;
  items?: P[];
}

/** Adds items to the end of a hand. */
export function handAdd<T extends HandItem>(hand: readonly T[], ...items: T[]): T[] {
  return hand.concat(items);
}

/** True when the hand holds an item with this id. */
export function handHas(hand: readonly HandItem[], id: string): boolean {
  return hand.some((item) => item.id === id);
}

/** The item with this id, if the hand holds it. */
export function handFind<T extends HandItem>(hand: readonly T[], id: string): T | undefined {
  return hand.find((item) => item.id === id);
}

/** Number of items in the hand (public). */
export function handCount(hand: readonly unknown[]): number {
  return hand.length;
}

/** Takes an item out of the hand. Fails with `hand/not-in-hand`. */
export function handRemove<T extends HandItem>(hand: readonly T[], id: string): Result<{ hand: T[]; item: T }> {
  const i = hand.findIndex((item) => item.id === id);
  if (i < 0) return tableRefusal('hand/not-in-hand', 'table.refusal.hand.not-in-hand');
  return { hand: hand.slice(0, i).concat(hand.slice(i + 1)), item: hand[i] as T };
}

/**
 * Takes one item at random (e.g. a card lost at random on a Gloomhaven short rest,
 * seed 003). Fails with `hand/empty`.
 */
export function handRemoveRandom<T extends HandItem>(hand: readonly T[], rng: Rng): Result<{ hand: T[]; item: T }> {
  if (hand.length === 0) return tableRefusal('hand/empty', 'table.refusal.hand.empty');
  const i = rng.int(hand.length);
  return { hand: hand.slice(0, i).concat(hand.slice(i + 1)), item: hand[i] as T };
}

/**
 * The hand of `owner` as `viewer` sees it: the count for everyone, and the items,
 * mapped through `reveal`, only when the viewer is the owner (never for spectators).
 */
export function handView<T, P>(
  hand: readonly T[],
  owner: SeatId,
  viewer: Viewer,
  reveal: (item: T) => P,
): HandProjection<P> {
  const out: HandProjection<P> = { seat: owner, count: hand.length };
  if (viewer !== 'spectator' && viewer === owner) out.items = hand.map(reveal);
  return out;
}
