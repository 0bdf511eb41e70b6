/**
 * Idle: nothing pressed. A press on a draggable piece starts pointing at it; a Shift+press
 * on the empty table starts a selection box.
 */
import type { TablePiece } from '../../engine/core/projection.ts';
import type { PointerCtx, PointerEvt, PointerState, StateHandler } from './pointer-types.ts';
import { interactionFor } from '../kit/registry.ts';

type Idle = Extract<PointerState, { name: 'idle' }>;

/**
 * A press on a piece this viewer may neither pick up nor click: held (the camera still)
 * so that a drag can say why, unless the piece is scenery the camera turns from.
 */
function refusedPress(state: Idle, evt: Extract<PointerEvt, { type: 'down' }>, piece: TablePiece, ctx: PointerCtx): PointerState {
  const why = ctx.refusal?.(piece) ?? null;
  if (why === null) return state;
  ctx.setCameraEnabled(false);
  return {
    name: 'pointing', id: piece.id, start: evt.screen, grab: [0, 0], origin: [piece.x, piece.z], mode: 'move',
    shift: evt.shift, clickOnly: true, refused: why,
  };
}

export const idle: StateHandler<Extract<PointerState, { name: 'idle' }>> = (state, evt, ctx) => {
  if (evt.type === 'boxDown' && ctx.canAct()) {
    ctx.setCameraEnabled(false);
    return { name: 'boxing', start: evt.screen, end: evt.screen };
  }
  if (evt.type !== 'down') return state;
  const pressed = ctx.piece(evt.id);
  if (!pressed) return state;
  if (!ctx.canAct()) return refusedPress(state, evt, pressed, ctx);
  // The game says what may be picked up (the free table: draggable pieces) or clicked (a
  // piece one prompt points at); fixed pieces let the press through to the camera. A press
  // may pick up another piece than the one under the pointer (a flower out of a bag).
  const game = ctx.game?.() ?? interactionFor(null);
  const projection = ctx.projection?.() ?? null;
  const grabbed = game.grabs?.(pressed, projection) ?? null;
  const piece = (grabbed === null ? null : ctx.piece(grabbed)) ?? pressed;
  const drags = game.canDrag(piece, projection);
  if (!drags && !(game.click?.(piece, projection) ?? game.clickChoice?.(piece, projection) ?? null)) {
    return refusedPress(state, evt, pressed, ctx);
  }
  const mode = piece.kind === 'bag' && (evt.shift || evt.mouth) ? 'bagDraw' : 'move';
  const taken = piece !== pressed;
  // Held by the point pressed, measured from where the piece is drawn (a thrown die rests
  // where it landed, not at its projected x/z), so it does not jump when picked up.
  const [sx, , sz] = ctx.shownAt(piece);
  const grab: [number, number] = evt.table && !taken ? [sx - evt.table[0], sz - evt.table[1]] : [0, 0];
  ctx.setCameraEnabled(false);
  return {
    name: 'pointing',
    id: piece.id,
    start: evt.screen,
    grab: mode === 'bagDraw' ? [0, 0] : grab,
    origin: [piece.x, piece.z],
    mode,
    shift: evt.shift,
    ...(drags ? {} : { clickOnly: true }),
    ...(evt.touch ? { touch: true } : {}),
  };
};
