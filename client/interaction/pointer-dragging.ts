/**
 * Dragging: the piece (or, drawing from a bag, a stand-in) follows the pointer over the
 * table. Releasing sends the intent and waits for the server in `dropping`; a piece held
 * as one of several selected moves them all by its offset where the game's `dropGroup` says so.
 */
import type { PointerState, StateHandler } from './pointer-types.ts';
import { clampToTable, roundCoord, type Vec2 } from './table-geometry.ts';
import { flingOf, pushTrail } from './pointer-fling.ts';
import { interactionFor } from '../kit/registry.ts';
import { NO_HELD } from '../kit/types.ts';

/** Most dice one throw may carry (the roll action's limit). */
const MAX_THROW = 20;

type Dragging = Extract<PointerState, { name: 'dragging' }>;

/** A drop closer than this to where the piece came from is no move at all. */
const MIN_MOVE = 0.05;

function heldAt(state: Dragging, table: Vec2 | null): Vec2 {
  return table ? clampToTable(table[0] + state.grab[0], table[1] + state.grab[1]) : state.at;
}

export const dragging: StateHandler<Dragging> = (state, evt, ctx) => {
  switch (evt.type) {
    case 'move': {
      const at = heldAt(state, evt.table);
      const held = ctx.held?.() ?? null;
      ctx.setDrag({
        id: state.id, mode: state.mode, x: at[0], z: at[1],
        fromX: state.origin[0], fromZ: state.origin[1], pendingRef: null,
        ...(held ? { held } : {}),
      });
      return { ...state, at, trail: pushTrail(state.trail, at, evt.time) };
    }
    case 'up': {
      ctx.setCameraEnabled(true);
      const [x, z] = heldAt(state, evt.table);
      if (state.mode === 'bagDraw') {
        ctx.setDrag(null);
        ctx.send({ t: 'bagDraw', bag: state.id, to: 'table', x: roundCoord(x), z: roundCoord(z) });
        return { name: 'idle' };
      }
      const piece = ctx.piece(state.id);
      // Let go while moving: a die is thrown (with the selected dice if it is one of them).
      const fling = piece?.kind === 'die' ? flingOf(pushTrail(state.trail, [x, z], evt.time), evt.time) : null;
      if (piece && fling) {
        const selected = ctx.selection?.() ?? [];
        const ids = selected.includes(piece.id)
          ? selected.filter((id) => ctx.piece(id)?.kind === 'die').slice(0, MAX_THROW)
          : [piece.id];
        ctx.setDrag(null);
        ctx.send({ t: 'roll', ids }, { fling });
        return { name: 'idle' };
      }
      if (!piece || Math.hypot(x - state.origin[0], z - state.origin[1]) < MIN_MOVE) {
        ctx.setDrag(null);
        return { name: 'idle' };
      }
      const game = ctx.game?.() ?? interactionFor(null);
      const held = ctx.held?.() ?? null;
      // Held as one of several selected pieces: they move together, where the game says so.
      const selected = ctx.selection?.() ?? [];
      const outcome = game.dropGroup && selected.length > 1 && selected.includes(piece.id)
        ? game.dropGroup([piece.id, ...selected.filter((id) => id !== piece.id)], x - state.origin[0], z - state.origin[1], ctx.projection?.() ?? null)
        : game.drop(piece, x, z, ctx.projection?.() ?? null, held ?? NO_HELD, ctx.pieces());
      if (outcome.kind === 'none') {
        ctx.setDrag(null);
        return { name: 'idle' };
      }
      if (outcome.kind === 'choose') {
        // Nothing is sent yet: the piece goes back while the player answers the question.
        ctx.setDrag(null);
        ctx.choose?.(outcome.choice);
        return { name: 'idle' };
      }
      // A refused drop rests where it was let go until its rejection springs it back.
      const ref = outcome.kind === 'send'
        ? ctx.send(outcome.action)
        : ctx.reject?.(outcome.code, outcome.message) ?? '';
      ctx.setDrag({
        id: state.id, mode: 'move', x, z,
        fromX: state.origin[0], fromZ: state.origin[1], pendingRef: ref,
        ...(held ? { held } : {}),
      });
      return {
        name: 'dropping', id: state.id, ref, origin: state.origin, since: evt.time,
        ...(piece.face === undefined ? {} : { face: piece.face }),
      };
    }
    case 'cancel':
      ctx.setCameraEnabled(true);
      ctx.setDrag(null);
      return { name: 'idle' };
    default:
      return state;
  }
};
