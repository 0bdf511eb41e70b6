/**
 * The two selection slots, as plain data: putting a card in (by a click, into the first
 * free slot, or by a drop, into the slot under the pointer), which slot a point falls in,
 * when a press has moved far enough to be a drag, and the select action the slots make.
 * No DOM here: Selection.tsx and useCardDrag.ts feed it rectangles and points.
 */
import type { DPrompt } from './model.ts';

/** The slots: card ids, the first one leads. */
export type Slots = ReadonlyArray<string | null>;

/** A rectangle on screen (what `getBoundingClientRect` gives). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far (px) a press must move before it is a drag rather than a click. */
export const DRAG_THRESHOLD_PX = 8;

/**
 * The slots with `card` put in slot `at` — or, without `at`, in the first free slot. The
 * card leaves the slot it was in; a card already in slot `at` goes back to the hand.
 * Unchanged when no slot is free (or `at` is not a slot).
 */
export function placeCard(slots: Slots, card: string, at?: number): Array<string | null> {
  const next = slots.map((x) => (x === card ? null : x));
  const k = at ?? next.findIndex((x) => x === null);
  if (k < 0 || k >= next.length) return [...slots];
  next[k] = card;
  return next;
}

/** The index of the box that holds the point (edges included), or null when none does. */
export function slotAt(x: number, y: number, boxes: ReadonlyArray<Box | null>): number | null {
  const k = boxes.findIndex((b) => b !== null && x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
  return k < 0 ? null : k;
}

/** Whether the pointer has moved from `from` to `to` far enough to make the press a drag. */
export function movedPast(from: { x: number; y: number }, to: { x: number; y: number }, threshold = DRAG_THRESHOLD_PX): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) >= threshold;
}

/** The slots after `card` is dropped at (x, y): in the slot under it, or unchanged when it is over none. */
export function dropCard(slots: Slots, card: string, x: number, y: number, boxes: ReadonlyArray<Box | null>): Array<string | null> {
  const k = slotAt(x, y, boxes);
  return k === null ? [...slots] : placeCard(slots, card, k);
}

/** The prompted select action for the two cards in the slots (in that order), if both are filled and it is offered. */
export function selectAction(slots: Slots, prompts: readonly DPrompt[]): DPrompt['actions'][number] | undefined {
  const [a, b] = slots;
  if (!a || !b) return undefined;
  return prompts.flatMap((p) => p.actions).find((x) => x.t === 'select' && x.cards[0] === a && x.cards[1] === b);
}
