/**
 * What the free table adds to a piece's menu and to a drag of the selection (pure): lock or
 * unlock it where it lies, raise or lower a counter (by 1 and by 5), remove it from the
 * table for a player with the right to change the box, and the selection moved as one
 * (`moveGroup`). A line acts on the whole selection when the piece is part of it.
 */
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { SandboxAction } from '../../../engine/games/sandbox/actions.ts';
import type { GameAction, PieceMenuItem } from '../../kit/types.ts';
import { hotkeyTargets } from '../../interaction/hotkey-map.ts';
import { say } from '../../words/say.ts';

/** Most pieces one `moveGroup` carries (its schema's limit). */
export const MAX_GROUP = 200;

/** The pieces a menu line acts on: the selection when `piece` is part of it, else the piece. */
function targetsOf(piece: TablePiece, selected: readonly TablePiece[]): TablePiece[] {
  return hotkeyTargets(piece, [...selected]);
}

const line = (label: string, actions: SandboxAction[]): PieceMenuItem => ({ label, actions: actions.map((a) => ({ ...a })) });

/**
 * The free table's lines for `piece`: its counter's steps, lock or unlock (what the piece
 * itself is decides which, for the whole selection), and removal when `canChangeBox`.
 */
export function sandboxMenuItems(piece: TablePiece, selected: readonly TablePiece[], canChangeBox: boolean): PieceMenuItem[] {
  const items: PieceMenuItem[] = [];
  const targets = targetsOf(piece, selected);
  if (piece.kind === 'counter') {
    for (const by of [1, -1, 5, -5]) items.push(line(by > 0 ? `+${by}` : `−${-by}`, [{ t: 'count', id: piece.id, by }]));
  }
  const locked = piece.locked === true;
  const count = targets.length;
  items.push(line(say(locked ? 'sandbox.menu.unlock' : 'sandbox.menu.lock', { count }), targets.map((p) => ({ t: 'lock', id: p.id, locked: !locked }))));
  if (canChangeBox) items.push(line(say('sandbox.menu.remove', { count }), targets.map((p) => ({ t: 'remove', id: p.id }))));
  return items;
}

/**
 * A drag of one of several selected pieces: all of them that may move (not locked) move by
 * the same offset, rounded to a hundredth, in one `moveGroup`; nothing when the offset is nil.
 */
export function groupMove(ids: readonly string[], dx: number, dz: number, pieces: Readonly<Record<string, TablePiece>>): SandboxAction | null {
  const movable = ids.filter((id) => pieces[id] !== undefined && pieces[id].draggable && pieces[id].locked !== true).slice(0, MAX_GROUP);
  const round = (v: number) => Math.round(v * 100) / 100;
  if (movable.length === 0 || (round(dx) === 0 && round(dz) === 0)) return null;
  return { t: 'moveGroup', ids: movable, dx: round(dx), dz: round(dz) };
}

/**
 * The free table's own keys, for the piece under the pointer or the selection: L locks
 * (or unlocks, as the first of them is), + and − raise and lower counters by one, Delete
 * removes them for a player with the right to change the box. Null for any other key.
 */
export function sandboxHotkey(key: string, hovered: TablePiece | null, selected: readonly TablePiece[], canChangeBox: boolean): GameAction[] | null {
  const targets = hovered ? targetsOf(hovered, selected) : [...selected];
  if (targets.length === 0) return null;
  const k = key.length === 1 ? key.toLowerCase() : key;
  const actions = (list: SandboxAction[]) => list.map((a): GameAction => ({ ...a }));
  switch (k) {
    case 'l': {
      const locked = targets[0]!.locked === true;
      return actions(targets.map((p) => ({ t: 'lock', id: p.id, locked: !locked })));
    }
    case '+': case '=': case '-': {
      const by = k === '-' ? -1 : 1;
      return actions(targets.filter((p) => p.kind === 'counter').map((p) => ({ t: 'count', id: p.id, by })));
    }
    case 'Delete':
      return canChangeBox ? actions(targets.map((p) => ({ t: 'remove', id: p.id }))) : null;
    default:
      return null;
  }
}
