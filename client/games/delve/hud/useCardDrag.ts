import { useRef, useState, type PointerEvent } from 'react';
import { movedPast, slotAt } from './slots.ts';

/** A card being dragged: where the pointer is and the slot under it. */
export interface Dragging {
  card: string;
  x: number;
  y: number;
  over: number | null;
}

interface Press {
  card: string;
  pointer: number;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Dragging hand cards onto the selection slots with pointer events, so a mouse, a pen and
 * a finger all work (HTML5 drag and drop does nothing on a touch screen). A press that
 * moves past the threshold becomes a drag; released over a slot, `onDrop(card, slot)`; a
 * press that did not move stays a click. `slotRef(k)` marks slot k's element; `cardProps`
 * go on each draggable card; `dragging` is what to draw under the finger.
 */
export function useCardDrag(onDrop: (card: string, slot: number) => void) {
  const slots = useRef<Array<HTMLElement | null>>([]);
  const press = useRef<Press | null>(null);
  /** A drag just ended on this card: the click the browser sends after it is not a click. */
  const dragged = useRef(false);
  const [dragging, setDragging] = useState<Dragging | null>(null);

  const over = (x: number, y: number): number | null => slotAt(x, y, slots.current.map((el) => el?.getBoundingClientRect() ?? null));
  const end = () => {
    press.current = null;
    setDragging(null);
  };

  const cardProps = (card: string) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      dragged.current = false;
      press.current = { card, pointer: e.pointerId, x: e.clientX, y: e.clientY, dragging: false };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (!p || p.pointer !== e.pointerId) return;
      if (!p.dragging && !movedPast(p, { x: e.clientX, y: e.clientY })) return;
      p.dragging = true;
      setDragging({ card, x: e.clientX, y: e.clientY, over: over(e.clientX, e.clientY) });
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (!p || p.pointer !== e.pointerId) return;
      if (p.dragging) {
        dragged.current = true;
        const k = over(e.clientX, e.clientY);
        if (k !== null) onDrop(p.card, k);
      }
      end();
    },
    // The browser took the gesture (a scroll of the hand): nothing was dropped.
    onPointerCancel: end,
    onLostPointerCapture: (e: PointerEvent<HTMLElement>) => {
      if (press.current?.pointer === e.pointerId) end();
    },
  });

  /** Whether a click should be ignored because it ends a drag (asked once per click). */
  const swallowClick = (): boolean => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  const slotRef = (k: number) => (el: HTMLElement | null) => {
    slots.current[k] = el;
  };

  return { dragging, cardProps, slotRef, swallowClick };
}
