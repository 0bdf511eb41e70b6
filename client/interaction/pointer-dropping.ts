/**
 * Dropping: the intent is sent and the piece rests where it was dropped, a preview until
 * the server answers (DESIGN §2.5). A new projection that moved or removed the piece
 * settles it; a rejection of this very intent lets it spring back to its origin.
 */
import { DROP_TIMEOUT_MS, type PointerState, type StateHandler } from './pointer-types.ts';
import { idle } from './pointer-idle.ts';

type Dropping = Extract<PointerState, { name: 'dropping' }>;

/** How far the server's position must differ from the origin to count as moved. */
const MOVED = 0.01;

export const dropping: StateHandler<Dropping> = (state, evt, ctx, mem) => {
  switch (evt.type) {
    case 'projection': {
      const piece = ctx.piece(state.id);
      const moved = !piece || Math.hypot(piece.x - state.origin[0], piece.z - state.origin[1]) > MOVED
        || piece.face !== state.face;
      if (!moved) return state;
      ctx.setDrag(null);
      return { name: 'idle' };
    }
    case 'rejected':
      if (evt.ref !== state.ref) return state;
      ctx.setDrag(null);
      return { name: 'idle' };
    case 'tick':
      if (evt.time - state.since < DROP_TIMEOUT_MS) return state;
      ctx.setDrag(null);
      return { name: 'idle' };
    case 'down':
    case 'boxDown':
      // A new gesture ends the wait; the piece shows wherever the server has it.
      ctx.setDrag(null);
      return idle({ name: 'idle' }, evt, ctx, mem);
    default:
      return state;
  }
};
