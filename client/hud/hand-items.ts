/**
 * What the HUD needs to know about the player's hand and the table around it: which
 * items are tokens (they go back to a bag) or cards (they go onto a deck), the bags and
 * decks to offer, and where "Play" puts a card when it is not dragged.
 */
import type { Projection } from '../../engine/core/match.ts';
import type { HandCard, TablePiece } from '../../engine/core/projection.ts';

export type HandItemKind = 'card' | 'token';

/** The part of a game view that lists hands (`view.hands`), as a stable reference for selectors. */
export function viewHands(view: unknown): unknown {
  return typeof view === 'object' && view !== null ? (view as { hands?: unknown }).hands : undefined;
}

/**
 * The kind of each hand item, from `viewHands(view)`. Games whose view lists hand items
 * with a `kind` (the free table does: `view.hands[].items[]`) say it directly; items not
 * listed count as cards.
 */
export function handItemKinds(hands: unknown): Record<string, HandItemKind> {
  const kinds: Record<string, HandItemKind> = {};
  if (!Array.isArray(hands)) return kinds;
  for (const hand of hands) {
    const items = typeof hand === 'object' && hand !== null ? (hand as { items?: unknown }).items : undefined;
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue;
      const { id, kind } = item as { id?: unknown; kind?: unknown };
      if (typeof id === 'string' && (kind === 'token' || kind === 'card')) kinds[id] = kind;
    }
  }
  return kinds;
}

const NO_CARDS: readonly HandCard[] = Object.freeze([]);

/**
 * The cards in `seat`'s hand as this viewer sees them (empty for spectators and others'
 * hands). Returns the projection's own array, or one shared empty array, so it is safe
 * as a store selector.
 */
export function ownHand(projection: Projection | null, seat: number | 'spectator' | null): readonly HandCard[] {
  if (!projection || typeof seat !== 'number') return NO_CARDS;
  return projection.table.hands[String(seat)]?.cards ?? NO_CARDS;
}

/** Decks or bags on the table, in table order. */
export function containersIn(pieces: Record<string, TablePiece> | undefined, kind: 'deck' | 'bag'): TablePiece[] {
  return pieces ? Object.values(pieces).filter((p) => p.kind === kind) : [];
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Where a card played from the buttons lands: a spot near the middle of the table,
 * spread by the card's id so several plays do not stack exactly (drag it to choose).
 */
export function playSpot(id: string): [number, number] {
  const h = hash(id);
  const x = ((h % 1000) / 1000) * 12 - 6;
  const z = (((h >>> 10) % 1000) / 1000) * 6 - 3;
  return [Math.round(x * 100) / 100, Math.round(z * 100) / 100];
}
