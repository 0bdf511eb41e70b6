import type { Applied } from '../../core/module.ts';
import { isRuleError, refusal, type Result, type RuleError } from '../../core/result.ts';
import type { GameEvent, SeatId } from '../../core/types.ts';
import type { PhraseValue } from '../../core/words.ts';
import { isDoubleSided, type Card } from '../../table/deck.ts';
import { pieceById } from './describe.ts';
import { ownNewPiece, ownPiece } from './draft.ts';
import { onTable, rectAt, rectOf, restingY, settle, sizeOf } from './geometry.ts';
import { pieceName } from './names.ts';
import type { BagPiece, DeckPiece, HandItem, Piece, Quarter, SandboxState } from './state.ts';
import { sandboxSay, type SandboxRefusalId } from './words.ts';

/**
 * Shared steps of the action handlers. Handlers check everything first and only then
 * change the draft, so a rejected action leaves the state exactly as it was.
 */

/**
 * A sandbox rule error: code 'sandbox/<code>', and its sentence the refusal message `id`
 * (refusal-words.en.ts) with its values, in English and as a phrase.
 */
export function fail(code: string, id: SandboxRefusalId, values?: Readonly<Record<string, PhraseValue>>): RuleError {
  return refusal(sandboxSay, `sandbox/${code}`, id, values);
}

/** An accepted action as a handler gives it back; `applySandbox` adds what it showed. */
export type Handled = Omit<Applied<SandboxState>, 'reveals'>;

/** An accepted action. */
export function done(state: SandboxState, ...events: GameEvent[]): Handled {
  return { state, events };
}

/**
 * A fresh opaque id. Everything that leaves a hidden place (deck, bag, hand) gets one,
 * so ids never carry an identity from one place to another (DESIGN §2.3).
 */
export function freshId(state: SandboxState): string {
  const id = `p${state.nextId}`;
  state.nextId += 1;
  return id;
}

/** The table piece with this id, or `sandbox/no-piece`. */
export function findPiece(state: SandboxState, id: string): Result<Piece> {
  const piece = pieceById(state, id);
  return piece ? ownPiece(state, piece) : fail('no-piece', 'sandbox.refusal.no-piece', { id });
}

/** A piece locked in place cannot be moved, turned, taken or removed: `sandbox/locked`. */
export function lockedRefusal(piece: Piece): RuleError {
  return fail('locked', 'sandbox.refusal.locked', { piece: pieceName(piece, true) });
}

/** The table piece with this id when it may be moved (not locked), or why not. */
export function findLoose(state: SandboxState, id: string): Result<Piece> {
  const piece = findPiece(state, id);
  if (isRuleError(piece)) return piece;
  return piece.locked ? lockedRefusal(piece) : piece;
}

/** The deck with this id, or `sandbox/no-piece` / `sandbox/not-a-deck`. */
export function findDeck(state: SandboxState, id: string): Result<DeckPiece> {
  const piece = pieceById(state, id);
  if (!piece) return fail('no-piece', 'sandbox.refusal.no-deck', { id });
  if (piece.kind !== 'deck') return fail('not-a-deck', 'sandbox.refusal.not-a-deck', { piece: pieceName(piece, true) });
  return ownPiece(state, piece);
}

/** The bag with this id, or `sandbox/no-piece` / `sandbox/not-a-bag`. */
export function findBag(state: SandboxState, id: string): Result<BagPiece> {
  const piece = pieceById(state, id);
  if (!piece) return fail('no-piece', 'sandbox.refusal.no-bag', { id });
  if (piece.kind !== 'bag') return fail('not-a-bag', 'sandbox.refusal.not-a-bag', { piece: pieceName(piece, true) });
  return ownPiece(state, piece);
}

/** The hand item with this id in `seat`'s hand, or `sandbox/not-in-hand`. */
export function findInHand(state: SandboxState, seat: SeatId, id: string): Result<HandItem> {
  const item = (state.hands[seat] ?? []).find((h) => h.id === id);
  return item ?? fail('not-in-hand', 'sandbox.refusal.not-in-hand');
}

/** Takes an item out of `seat`'s hand (it must be there). */
export function removeFromHand(state: SandboxState, seat: SeatId, id: string): void {
  const hand = state.hands[seat];
  if (hand) state.hands[seat] = hand.filter((h) => h.id !== id);
}

/** Adds items to `seat`'s hand. */
export function addToHand(state: SandboxState, seat: SeatId, ...items: HandItem[]): void {
  state.hands[seat] = (state.hands[seat] ?? []).concat(items);
}

/**
 * Checks that `piece` would lie wholly on the table at (x, z, rot):
 * `sandbox/off-table` otherwise.
 */
export function checkOnTable(piece: Piece, x: number, z: number, rot: Quarter): RuleError | null {
  if (onTable(rectAt(sizeOf(piece), x, z, rot))) return null;
  return fail('off-table', 'sandbox.refusal.off-table', { piece: pieceName(piece, true), x: String(x), z: String(z) });
}

/**
 * Puts a new piece (its x, z, rot already set) on the table, resting on whatever lies
 * under it. Its id must not be in use.
 */
export function addPiece(state: SandboxState, piece: Piece): void {
  piece.y = restingY(state, rectOf(piece), new Set([piece.id]));
  state.pieces[piece.id] = piece;
  ownNewPiece(state, piece);
}

/** Lifts a piece off the table; what rested on it settles. */
export function removePiece(state: SandboxState, piece: Piece): void {
  const rect = rectOf(piece);
  delete state.pieces[piece.id];
  settle(state, rect, piece.y);
}

/**
 * Moves a piece already on the table: what rested on it settles where it was, then it
 * lands on top of whatever is at the new spot (so dropping onto a piece stacks it).
 */
export function relocate(state: SandboxState, piece: Piece, x: number, z: number, rot: Quarter): void {
  const ignore = new Set([piece.id]);
  settle(state, rectOf(piece), piece.y, ignore);
  piece.x = x;
  piece.z = z;
  piece.rot = rot;
  piece.y = restingY(state, rectOf(piece), ignore);
}

/** After a piece changed height or footprint in place, what rests on it follows. */
export function resettleAbove(state: SandboxState, piece: Piece, formerRect = rectOf(piece)): void {
  settle(state, formerRect, piece.y);
  settle(state, rectOf(piece), piece.y);
}

/**
 * A card as it goes into a face-down pile: a plain card turns face down; a
 * double-sided card keeps the side it shows (seed 000: "Do not … change the facing").
 */
export function intoPile(card: Card): Card {
  return isDoubleSided(card) ? card : { ...card, showing: 'back' };
}

/** Clockwise quarter turns from a radian angle in the projection's convention. */
export function quarterFromRadians(rot: number): Quarter {
  const q = Math.round(-rot / (Math.PI / 2));
  return (((q % 4) + 4) % 4) as Quarter;
}
