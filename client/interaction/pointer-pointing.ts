/**
 * Pointing: pressed on a piece, not yet moved far. Moving past the threshold starts a
 * drag; releasing is a click (select, draw from a deck or bag, double-click takes a card;
 * Shift+click, or a tap on a die, toggles the piece in the selection).
 */
import { DOUBLE_CLICK_MS, DRAG_THRESHOLD_PX, type PointerCtx, type PointerMemory, type PointerState, type StateHandler } from './pointer-types.ts';
import { clampToTable } from './table-geometry.ts';
import { pushTrail } from './pointer-fling.ts';
import { NO_HELD, type HeldState } from '../kit/types.ts';

type Pointing = Extract<PointerState, { name: 'pointing' }>;

function click(state: Pointing, time: number, ctx: PointerCtx, mem: PointerMemory): void {
  const piece = ctx.piece(state.id);
  if (!piece) return;
  const previous = mem.lastClick;
  mem.lastClick = { id: piece.id, time };
  // Shift+click toggles a piece in the selection; so does a tap on a die, so that a
  // finger can gather dice for the Roll button.
  if (state.shift || (state.touch && piece.kind === 'die')) {
    ctx.select(piece.id, true);
    return;
  }
  const game = ctx.game?.();
  if (game?.click) {
    // A game with rules: a click sends what the one matching prompt offers, else selects.
    const projection = ctx.projection?.() ?? null;
    const action = game.click(piece, projection);
    const choice = action ? null : game.clickChoice?.(piece, projection) ?? null;
    if (action) ctx.send(action);
    else if (choice && ctx.choose) ctx.choose(choice);
    else {
      ctx.select(piece.id, false);
      // A tile to place turns a quarter with each tap (a finger has no Q / E).
      if (ctx.turn && game.rotatesHeld(piece, projection)) ctx.turn(piece);
    }
    return;
  }
  if (piece.kind === 'deck') {
    ctx.send({ t: 'draw', deck: piece.id, n: 1, to: 'hand', from: 'top' });
  } else if (piece.kind === 'bag') {
    ctx.send({ t: 'bagDraw', bag: piece.id, to: 'hand' });
  } else if (piece.kind === 'card' && previous?.id === piece.id && time - previous.time <= DOUBLE_CLICK_MS) {
    mem.lastClick = null;
    ctx.send({ t: 'take', id: piece.id });
  } else {
    ctx.select(piece.id, false);
  }
}

function rotatesHeld(id: string, ctx: PointerCtx): boolean {
  const piece = ctx.piece(id);
  const game = ctx.game?.();
  return !!piece && !!game && game.rotatesHeld(piece, ctx.projection?.() ?? null);
}

function heldFor(id: string, ctx: PointerCtx): HeldState {
  const piece = ctx.piece(id);
  return piece && ctx.heldFor ? ctx.heldFor(piece) : NO_HELD;
}

export const pointing: StateHandler<Pointing> = (state, evt, ctx, mem) => {
  switch (evt.type) {
    case 'move': {
      const moved = Math.hypot(evt.screen[0] - state.start[0], evt.screen[1] - state.start[1]);
      if (moved < DRAG_THRESHOLD_PX) return state;
      if (state.reach) {
        // A finger's drag beside a small piece it may pick up: that piece, not the press's.
        const { id, grab, origin } = state.reach;
        return pointing({ name: 'pointing', id, start: state.start, grab, origin, mode: 'move', shift: false, touch: true }, evt, ctx, mem);
      }
      if (state.refused !== undefined) {
        // Nothing moves and the camera stays: the player is told why, once per press.
        if (state.told) return state;
        ctx.tell?.(state.refused, evt.screen);
        return { ...state, told: true };
      }
      if (state.clickOnly) {
        // A piece that is only clicked (a click on it sends or asks for a prompted choice)
        // says why it does not move, as one nothing is offered for does; scenery turns the camera.
        const piece = ctx.piece(state.id);
        const why = piece ? ctx.refusal?.(piece) ?? null : null;
        if (why !== null) {
          ctx.tell?.(why, evt.screen);
          return { ...state, refused: why, told: true };
        }
        ctx.setCameraEnabled(true);
        return { name: 'idle' };
      }
      const at = evt.table
        ? clampToTable(evt.table[0] + state.grab[0], evt.table[1] + state.grab[1])
        : state.origin;
      ctx.setDrag({
        id: state.id, mode: state.mode, x: at[0], z: at[1],
        fromX: state.origin[0], fromZ: state.origin[1], pendingRef: null,
        // A piece the game turns locally while held (a tile to place) starts as it was turned before.
        ...(rotatesHeld(state.id, ctx) ? { held: heldFor(state.id, ctx) } : {}),
      });
      return {
        name: 'dragging', id: state.id, grab: state.grab, origin: state.origin, mode: state.mode, at,
        trail: pushTrail(undefined, at, evt.time),
      };
    }
    case 'up':
      ctx.setCameraEnabled(true);
      if (state.refused === undefined) click(state, evt.time, ctx, mem);
      return { name: 'idle' };
    case 'cancel':
      ctx.setCameraEnabled(true);
      return { name: 'idle' };
    case 'reach': {
      // Only a press that picks nothing up takes a reach, before the drag begins.
      if (!state.clickOnly || state.reach || evt.id === state.id) return state;
      const piece = ctx.piece(evt.id);
      if (!piece) return state;
      const [sx, , sz] = ctx.shownAt(piece);
      const grab: [number, number] = evt.table ? [sx - evt.table[0], sz - evt.table[1]] : [0, 0];
      return { ...state, reach: { id: piece.id, grab, origin: [piece.x, piece.z] } };
    }
    default:
      return state;
  }
};
