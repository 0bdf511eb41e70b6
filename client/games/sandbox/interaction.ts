/**
 * The free table's gestures: any draggable piece moves where it is dropped, into a bag or
 * onto a deck (table-geometry.ts); clicks and hotkeys keep their sandbox meanings.
 */
import type { GameInteraction } from '../../kit/types.ts';
import { dropAction, findDropTarget } from '../../interaction/table-geometry.ts';

export const sandboxInteraction: GameInteraction = {
  id: 'sandbox',
  canDrag: (piece) => piece.draggable,
  drop: (piece, x, z, projection, _held, pieces) => {
    const all = pieces ?? Object.values(projection?.table.pieces ?? {});
    return { kind: 'send', action: { ...dropAction(piece, x, z, findDropTarget(all, piece, x, z)) } };
  },
  hints: () => [],
  rotatesHeld: () => false,
  sandboxHotkeys: true,
};
