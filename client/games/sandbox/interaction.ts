/**
 * The free table's gestures: any draggable piece moves where it is dropped, into a bag or
 * onto a deck (table-geometry.ts); a piece held as one of a selection moves it all as one
 * (`moveGroup`); clicks and hotkeys keep their sandbox meanings; a piece's menu adds lock,
 * a counter's steps and, for a player who may change the box, removal (piece-lines.ts).
 */
import type { GameInteraction } from '../../kit/types.ts';
import { dropAction, findDropTarget } from '../../interaction/table-geometry.ts';
import { groupMove, sandboxHotkey, sandboxMenuItems } from './piece-lines.ts';
import { canChangeBox } from './box/rights.ts';

export const sandboxInteraction: GameInteraction = {
  id: 'sandbox',
  canDrag: (piece) => piece.draggable,
  drop: (piece, x, z, projection, _held, pieces) => {
    const all = pieces ?? Object.values(projection?.table.pieces ?? {});
    return { kind: 'send', action: { ...dropAction(piece, x, z, findDropTarget(all, piece, x, z)) } };
  },
  dropGroup: (ids, dx, dz, projection) => {
    const action = groupMove(ids, dx, dz, projection?.table.pieces ?? {});
    return action ? { kind: 'send', action: { ...action } } : { kind: 'none' };
  },
  menuItems: (piece, selected) => sandboxMenuItems(piece, selected, canChangeBox()),
  hotkey: (key, hovered, selected) => sandboxHotkey(key, hovered, selected, canChangeBox()),
  hints: () => [],
  rotatesHeld: () => false,
  sandboxHotkeys: true,
};
