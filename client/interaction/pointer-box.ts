/**
 * Boxing: Shift+drag on the empty table draws a selection rectangle; letting go adds every
 * piece whose middle lies inside it to the selection (hotkeys, R and the Roll button then
 * act on all of them). The camera stays still while the box is drawn.
 */
import type { TablePiece } from '../../engine/core/projection.ts';
import { DRAG_THRESHOLD_PX, type PointerState, type StateHandler } from './pointer-types.ts';
import type { Vec2 } from './table-geometry.ts';
import type { SelectBox } from './ui-store.ts';

type Boxing = Extract<PointerState, { name: 'boxing' }>;

/** Height above a piece's base where its middle is taken to be (what must lie in the box). */
const MIDDLE_Y = 0.3;

/** The box between two corners, normalised so x0 ≤ x1 and y0 ≤ y1. */
export function boxOf(a: Vec2, b: Vec2): SelectBox {
  return { x0: Math.min(a[0], b[0]), y0: Math.min(a[1], b[1]), x1: Math.max(a[0], b[0]), y1: Math.max(a[1], b[1]) };
}

/** Whether the box is big enough to mean a selection (smaller is a Shift+click on the table). */
export function isRealBox(box: SelectBox): boolean {
  return Math.max(box.x1 - box.x0, box.y1 - box.y0) >= DRAG_THRESHOLD_PX;
}

/**
 * The pieces a box selects: every piece the player can pick up whose middle, where it is
 * drawn (`shownAt`), appears inside the box on screen (`toScreen`: table point → client
 * pixels, null when out of view).
 */
export function piecesInBox(
  pieces: Iterable<TablePiece>,
  box: SelectBox,
  toScreen: (x: number, y: number, z: number) => Vec2 | null,
  shownAt: (p: TablePiece) => [number, number, number] = (p) => [p.x, p.y, p.z],
): string[] {
  const out: string[] = [];
  for (const p of pieces) {
    if (!p.draggable) continue;
    const [x, y, z] = shownAt(p);
    const s = toScreen(x, y + MIDDLE_Y, z);
    if (s && s[0] >= box.x0 && s[0] <= box.x1 && s[1] >= box.y0 && s[1] <= box.y1) out.push(p.id);
  }
  return out;
}

export const boxing: StateHandler<Boxing> = (state, evt, ctx) => {
  switch (evt.type) {
    case 'move': {
      const next: Boxing = { ...state, end: evt.screen };
      const box = boxOf(state.start, evt.screen);
      ctx.setBox(isRealBox(box) ? box : null);
      return next;
    }
    case 'up': {
      ctx.setCameraEnabled(true);
      ctx.setBox(null);
      const box = boxOf(state.start, evt.screen);
      if (isRealBox(box)) ctx.selectMany(piecesInBox(ctx.pieces(), box, ctx.toScreen, ctx.shownAt), true);
      return { name: 'idle' };
    }
    case 'cancel':
      ctx.setCameraEnabled(true);
      ctx.setBox(null);
      return { name: 'idle' };
    default:
      return state;
  }
};
