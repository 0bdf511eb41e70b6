import type { Result } from '../core/result.ts';
import { tableRefusal } from './words.en.ts';
import type { SeatId } from '../core/types.ts';

/**
 * Tokens and meeples as plain data: printed kinds, owners and per-owner supplies.
 * Every function is pure.
 */

/** What is printed on a token (its identity when face up). */
export interface TokenFace {
  /** Stable identity ("fox", "wood"). */
  kind: string;
  /** Human text ("Fox"). */
  label: string;
  /** CSS colour of the printed side. */
  color?: string;
  /** The image printed on it, as an image ref (engine/table/components.ts). */
  image?: string;
  /** Its outline: round unless square. */
  shape?: 'round' | 'square';
}

/** Anything that may belong to a seat. */
export interface Owned {
  owner?: SeatId;
}

/** A meeple (or warrior, pawn): a piece that belongs to a seat and shows its colour. */
export interface Meeple {
  owner: SeatId;
  color: string;
  /** 1-based number among this owner's meeples, for names like "Seat 2 meeple 1". */
  index: number;
}

/**
 * Ten distinct player colours (the table seats up to 10). Lower-case hex, readable on a
 * wooden table and distinguishable from one another.
 */
export const PLAYER_COLORS: readonly string[] = Object.freeze([
  '#c0392b', // red
  '#2e6fd8', // blue
  '#27ae60', // green
  '#f1c40f', // yellow
  '#8e44ad', // purple
  '#e67e22', // orange
  '#16a0a0', // teal
  '#e84393', // pink
  '#7b5136', // brown
  '#ecf0f1', // white
]);

/** The colour of a seat, from `PLAYER_COLORS` (wrapping beyond ten). */
export function seatColor(seat: SeatId): string {
  const n = PLAYER_COLORS.length;
  return PLAYER_COLORS[((seat % n) + n) % n] as string;
}

/** `n` copies of a token face. */
export function copies<T extends object>(face: T, n: number): T[] {
  return Array.from({ length: Math.max(0, n) }, () => ({ ...face }));
}

/**
 * A token set from a catalogue and per-kind counts, in catalogue order
 * (e.g. 3 fox, 3 rabbit, 3 mouse, 2 bird). Kinds missing from the catalogue are ignored.
 */
export function tokenSet(catalogue: readonly TokenFace[], counts: Readonly<Record<string, number>>): TokenFace[] {
  return catalogue.flatMap((face) => copies(face, counts[face.kind] ?? 0));
}

/** `perSeat` meeples for each of `seats` seats, in seat colours. */
export function meeplesFor(seats: number, perSeat: number): Meeple[] {
  const out: Meeple[] = [];
  for (let owner = 0; owner < seats; owner++) {
    for (let index = 1; index <= perSeat; index++) out.push({ owner, color: seatColor(owner), index });
  }
  return out;
}

/** The pieces that belong to `seat`. */
export function ownedBy<T extends Owned>(pieces: readonly T[], seat: SeatId): T[] {
  return pieces.filter((p) => p.owner === seat);
}

/** A copy of a piece with a new owner (`undefined` makes it unowned). */
export function withOwner<T extends Owned>(piece: T, owner: SeatId | undefined): T {
  const copy = { ...piece };
  if (owner === undefined) delete copy.owner;
  else copy.owner = owner;
  return copy;
}

/** How many pieces of each kind, keys sorted. */
export function countByKind<T>(pieces: readonly T[], kindOf: (piece: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of pieces.map(kindOf).sort()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** A supply: how many pieces of each kind are left to place (e.g. a faction's warriors). */
export type Supply = Readonly<Record<string, number>>;

/** How many of `kind` are left in the supply. */
export function supplyLeft(supply: Supply, kind: string): number {
  return supply[kind] ?? 0;
}

/**
 * Takes `n` pieces of a kind from a supply. Fails with `tokens/supply-empty` when fewer
 * are left (a supply limit is a rule: Root's warriors run out).
 */
export function takeFromSupply(supply: Supply, kind: string, n = 1): Result<Supply> {
  if (!Number.isInteger(n) || n < 1) return tableRefusal('tokens/bad-count', 'table.refusal.tokens.bad-count', { n: String(n) });
  const left = supplyLeft(supply, kind);
  if (left < n) return tableRefusal('tokens/supply-empty', 'table.refusal.tokens.supply-empty', { left: String(left), kind, n: String(n) });
  return { ...supply, [kind]: left - n };
}

/** Returns `n` pieces of a kind to a supply. */
export function returnToSupply(supply: Supply, kind: string, n = 1): Supply {
  return { ...supply, [kind]: supplyLeft(supply, kind) + Math.max(0, Math.trunc(n)) };
}
