/**
 * Long-press on a touch screen (pure): what desktop players do with the pointer over a
 * piece and a key (flip, rotate, roll, shuffle, draw) or by double-click (take a card), a
 * finger does from a small menu opened by holding a piece still.
 */
import type { TablePiece } from '../../engine/core/projection.ts';
import type { PieceMenuItem } from '../kit/types.ts';
import { hotkeyCommand } from './hotkey-map.ts';
import { say } from '../words/say.ts';

/**
 * A touch on a piece held this long without moving past the drag threshold (the pointer
 * machine still pointing at it) is a long-press.
 */
export const LONG_PRESS_MS = 500;

export type { PieceMenuItem };

/** The menu's lines: the hotkeys' commands for that piece (and its words, worded when the menu opens), in the help's order. */
const LINES: ReadonlyArray<{ key: string; label: (p: TablePiece) => string }> = [
  { key: 'f', label: () => say('interaction.menu.flip') },
  { key: 'q', label: () => say('interaction.menu.turnLeft') },
  { key: 'e', label: () => say('interaction.menu.turnRight') },
  { key: 'r', label: (p) => say(p.kind === 'deck' ? 'interaction.menu.shuffle' : 'interaction.menu.roll') },
  { key: '1', label: () => say('interaction.menu.draw', { n: 1 }) },
  { key: '3', label: () => say('interaction.menu.draw', { n: 3 }) },
];

/**
 * What a long-press on `piece` offers on the free table: the commands its hotkeys would
 * give with the pointer over it (acting on the whole selection when it is part of it), and
 * taking a card into the hand. Nothing for a viewer who may not act.
 */
export function pieceMenuItems(piece: TablePiece, selected: TablePiece[], canAct: boolean): PieceMenuItem[] {
  if (!canAct) return [];
  const items: PieceMenuItem[] = [];
  for (const line of LINES) {
    const cmd = hotkeyCommand(line.key, { hovered: piece, selected, canAct });
    if (cmd?.type === 'intents') items.push({ label: line.label(piece), actions: cmd.actions });
  }
  if (piece.kind === 'card') items.push({ label: say('interaction.menu.take'), actions: [{ t: 'take', id: piece.id }] });
  return items;
}
