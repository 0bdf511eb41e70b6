/**
 * Tabletop Simulator-style hotkeys as a pure mapping from a key and what is under the
 * pointer (or selected) to a command: intents for the server, or a local UI toggle.
 */
import type { PieceKind, TablePiece } from '../../engine/core/projection.ts';
import type { GameAction } from '../kit/types.ts';

export type HotkeyCommand =
  | { type: 'intents'; actions: GameAction[] }
  | { type: 'topDown' }
  | { type: 'help' }
  | { type: 'rules' }
  | { type: 'escape' };

export interface HotkeyContext {
  hovered: TablePiece | null;
  selected: TablePiece[];
  /** False for spectators: they keep the camera and help keys only. */
  canAct: boolean;
}

/** Every hotkey with what it does, for the help overlay. */
export const HOTKEYS: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'F', what: 'Flip the card, tile or token under the pointer (or the selection)' },
  { keys: 'Q / E', what: 'Rotate a quarter turn anticlockwise / clockwise' },
  { keys: 'R', what: 'Roll the die under the pointer, or every selected die together in one throw; on a deck: shuffle' },
  { keys: '1 – 9', what: 'Draw that many cards from the deck under the pointer into your hand' },
  { keys: 'L', what: 'Lock the piece under the pointer (or the selection) where it lies, or unlock it (free table)' },
  { keys: '+ / −', what: 'Raise or lower the counter under the pointer by one (free table)' },
  { keys: 'Delete', what: 'Remove the piece under the pointer (or the selection) from the table, for the host or everyone the host lets change the box (free table)' },
  { keys: 'T', what: 'Toggle the top-down camera' },
  { keys: 'Ctrl+Z', what: 'Take back your last action of this turn (not once it rolled dice, drew or showed anything hidden, or someone else acted)' },
  { keys: 'Esc', what: 'Clear the selection, cancel a drag or a selection box, close this help or a top-bar panel' },
  { keys: '? or H', what: 'Show or hide this help' },
  { keys: 'B', what: 'Open or close the rules of this game (also the Rules button in the top bar)' },
];

const FLIPPABLE: ReadonlySet<PieceKind> = new Set(['card', 'tile', 'token']);
const ROTATABLE: ReadonlySet<PieceKind> = new Set(['card', 'tile', 'token', 'meeple', 'deck', 'board', 'marker', 'cube']);

/**
 * What a hotkey acts on: the hovered piece — or the whole selection when the hovered
 * piece is part of it or nothing is hovered (as in Tabletop Simulator).
 */
export function hotkeyTargets(hovered: TablePiece | null, selected: TablePiece[]): TablePiece[] {
  if (!hovered) return selected;
  return selected.some((p) => p.id === hovered.id) ? selected : [hovered];
}

function intents(actions: GameAction[]): HotkeyCommand | null {
  return actions.length > 0 ? { type: 'intents', actions } : null;
}

/** Maps a `KeyboardEvent.key` to a command, or null when the key means nothing here. */
export function hotkeyCommand(key: string, ctx: HotkeyContext): HotkeyCommand | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (k === 't') return { type: 'topDown' };
  if (k === '?' || k === 'h') return { type: 'help' };
  if (k === 'b') return { type: 'rules' };
  if (k === 'Escape') return { type: 'escape' };
  if (!ctx.canAct) return null;
  const targets = hotkeyTargets(ctx.hovered, ctx.selected);
  switch (k) {
    case 'f':
      return intents(targets.filter((p) => FLIPPABLE.has(p.kind)).map((p) => ({ t: 'flip', id: p.id })));
    case 'q':
    case 'e': {
      const dir = k === 'q' ? -1 : 1;
      return intents(targets.filter((p) => ROTATABLE.has(p.kind)).map((p) => ({ t: 'rotate', id: p.id, dir })));
    }
    case 'r': {
      const dice = targets.filter((p) => p.kind === 'die').map((p) => p.id);
      const actions: GameAction[] = dice.length > 0 ? [{ t: 'roll', ids: dice.slice(0, 20) }] : [];
      for (const p of targets) if (p.kind === 'deck') actions.push({ t: 'shuffle', deck: p.id });
      return intents(actions);
    }
    default:
      if (/^[1-9]$/.test(k)) {
        const n = Number(k);
        return intents(
          targets.filter((p) => p.kind === 'deck').map((p) => ({ t: 'draw', deck: p.id, n, to: 'hand', from: 'top' })),
        );
      }
      return null;
  }
}
