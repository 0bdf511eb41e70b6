/**
 * Log lines of the free table worked out again from their data and the view right after
 * them (GameModule.logText), in the words of `say` (English by default: the very text the
 * move logged). A piece moved, the commonest line by far, names its piece from what the
 * view shows of it, in the same words as `pieceName` (names.ts); every other line is worded
 * from its own data (log-lines.ts).
 */
import type { LogEntry } from '../../core/types.ts';
import { seatName, type Say } from '../../core/words.ts';
import type { PieceView, SandboxView } from './state.ts';
import { lineText } from './log-lines.ts';
import { bagName, deckName, dieName, nameText, plainDie, sideName, tileName, tokenName } from './names.ts';
import { sandboxSay } from './words.ts';

/** A table piece as everyone sees it, from its view: the same words as `pieceName`. */
export function publicViewName(piece: PieceView, say: Say = sandboxSay): string {
  switch (piece.kind) {
    case 'card': return piece.up ? nameText(sideName(piece.up, piece.doubleSided && piece.side === 'back'), say) : say('sandbox.log.card-down');
    case 'deck': return nameText(deckName(piece.name, piece.design), say);
    case 'bag': return nameText(bagName(piece.name), say);
    case 'token': return piece.faceUp && piece.token ? say('sandbox.log.token', { label: nameText(tokenName(piece.token), say) }) : say('sandbox.log.token-down');
    case 'meeple': return say('sandbox.log.meeple', { seat: seatName(piece.owner) });
    case 'tile': return piece.faceUp && piece.tile ? say('sandbox.log.tile', { label: nameText(tileName(piece.tile), say) }) : say('sandbox.log.tile-down');
    case 'die': return plainDie(piece.spec) ? say('sandbox.log.die', { sides: String(piece.spec.sides) }) : nameText(dieName(piece.spec, false), say);
    case 'board': return say('sandbox.log.board', { label: piece.label });
    case 'counter': return say('sandbox.log.counter', { label: piece.label, value: String(piece.value) });
    case 'zone': return say('sandbox.log.zone', { seat: seatName(piece.owner) });
  }
}

/** A piece moved, as the move logs it (apply-table.ts) and as `logTextSandbox` words it again: one sentence. */
export function movedWords(seat: number, pieceName: string, say: Say = sandboxSay): string {
  return say('sandbox.log.moved', { seat: seatName(seat), piece: pieceName });
}

/** A log entry of the free table worded again with `say`, or undefined where the view does not show its piece. */
export function logTextSandbox(entry: LogEntry, view: SandboxView, say: Say = sandboxSay): string | undefined {
  if (entry.kind !== 'move') return lineText(entry.kind, entry.seat, entry.data ?? {}, say);
  if (entry.seat === undefined) return undefined;
  const id = entry.data?.id;
  const piece = typeof id === 'string' && Object.hasOwn(view.pieces, id) ? view.pieces[id] : undefined;
  return piece ? movedWords(entry.seat, publicViewName(piece, say), say) : undefined;
}
