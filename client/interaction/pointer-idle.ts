/** Idle: nothing pressed. A press on a draggable piece starts pointing at it. */
import type { PointerState, StateHandler } from './pointer-types.ts';

export const idle: StateHandler<Extract<PointerState, { name: 'idle' }>> = (state, evt, ctx) => {
  if (evt.type !== 'down' || !ctx.canAct()) return state;
  const piece = ctx.piece(evt.id);
  // Fixed pieces (boards, game-placed decks) let the press through to the camera.
  if (!piece || !piece.draggable) return state;
  const mode = piece.kind === 'bag' && (evt.shift || evt.mouth) ? 'bagDraw' : 'move';
  const grab: [number, number] = evt.table ? [piece.x - evt.table[0], piece.z - evt.table[1]] : [0, 0];
  ctx.setCameraEnabled(false);
  return {
    name: 'pointing',
    id: piece.id,
    start: evt.screen,
    grab: mode === 'bagDraw' ? [0, 0] : grab,
    origin: [piece.x, piece.z],
    mode,
    shift: evt.shift,
  };
};
