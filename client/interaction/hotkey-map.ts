/**
 * Tabletop Simulator-style hotkeys as a pure mapping from a key and what is under the
 * pointer (or selected) to a command: intents for the server, or a local UI toggle.
 */
import type { PieceKind, TablePiece } from '../../engine/core/projection.ts';
import type { GameAction, HelpRows } from '../kit/types.ts';
import type { Say } from '../words/say.ts';

export type HotkeyCommand =
  | { type: 'intents'; actions: GameAction[] }
  | { type: 'topDown' }
  | { type: 'help' }
  | { type: 'rules' }
  | { type: 'choices' }
  | { type: 'escape' };

export interface HotkeyContext {
  hovered: TablePiece | null;
  selected: TablePiece[];
  /** False for spectators: they keep the camera and help keys only. */
  canAct: boolean;
}

/** Every hotkey with what it does, for the help overlay, worded now. */
export function hotkeyRows(say: Say): HelpRows {
  return [
    { keys: 'F', what: say('help.key.flip') },
    { keys: 'Q / E', what: say('help.key.rotate') },
    { keys: 'R', what: say('help.key.roll') },
    { keys: '1 – 9', what: say('help.key.draw') },
    { keys: 'L', what: say('help.key.lock') },
    { keys: '+ / −', what: say('help.key.count') },
    { keys: say('help.key.delete.keys'), what: say('help.key.delete') },
    { keys: 'T', what: say('help.key.topDown') },
    { keys: 'Ctrl+Z', what: say('help.key.undo') },
    { keys: say('help.key.escape.keys'), what: say('help.key.escape') },
    { keys: say('help.key.help.keys'), what: say('help.key.help') },
    { keys: 'B', what: say('help.key.rules') },
    { keys: 'V', what: say('help.key.textView') },
  ];
}

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
  if (k === 'a') return { type: 'choices' };
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
