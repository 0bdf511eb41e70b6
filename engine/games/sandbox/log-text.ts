/**
 * Log lines of the free table worked out again from their data and the view right after
 * them (GameModule.logText): a piece moved, the commonest line by far. It names a piece
 * as `publicName` does (describe.ts), from what the view shows of it.
 */
import type { LogEntry } from '../../core/types.ts';
import { seatName } from '../../core/words.ts';
import type { PieceView, SandboxView } from './state.ts';

/** A table piece as everyone sees it, from its view: the same words as `publicName`. */
export function publicViewName(piece: PieceView): string {
  switch (piece.kind) {
    case 'card': return piece.up?.label ?? 'a face-down card';
    case 'deck': return piece.name;
    case 'bag': return piece.name;
    case 'token': return piece.faceUp && piece.token ? `a ${piece.token.label} token` : 'a face-down token';
    case 'meeple': return `${seatName(piece.owner)}'s meeple`;
    case 'tile': return piece.faceUp && piece.tile ? `the ${piece.tile.label} tile` : 'a face-down tile';
    case 'die': return piece.spec.name ?? `d${piece.spec.sides}`;
    case 'board': return `the ${piece.label}`;
    case 'counter': return `the ${piece.label} counter (${piece.value})`;
    case 'zone': return `${seatName(piece.owner)}'s hidden zone`;
  }
}

/** A piece moved, as the move logs it (apply-table.ts) and as `logTextSandbox` words it again: one sentence. */
export function movedWords(seat: number, pieceName: string): string {
  return `${seatName(seat)} moved ${pieceName}.`;
}

export function logTextSandbox(entry: LogEntry, view: SandboxView): string | undefined {
  if (entry.kind !== 'move' || entry.seat === undefined) return undefined;
  const id = entry.data?.id;
  const piece = typeof id === 'string' && Object.hasOwn(view.pieces, id) ? view.pieces[id] : undefined;
  return piece ? movedWords(entry.seat, publicViewName(piece)) : undefined;
}
