import { upSide, type CardSide } from '../../table/deck.ts';
import type { CardPiece, Piece, SandboxState } from './state.ts';
import { seatName } from '../../core/words.ts';

/**
 * What a table piece shows everyone: the printed side a card shows, whether a piece's
 * identity is public, and the piece under an id. The log's names of pieces are names.ts's
 * (`pieceName` for what everyone sees, `privatePieceName` for the actor's own line).
 */

export { seatName };

/** The printed side a table card shows everyone, or null when it lies face down. */
export function shownSide(piece: CardPiece): CardSide | null {
  return piece.faceDown ? null : upSide(piece.card);
}

/** True when a table piece shows its identity to everyone. */
export function isPublic(piece: Piece): boolean {
  switch (piece.kind) {
    case 'card': return shownSide(piece) !== null;
    case 'token':
    case 'tile': return piece.faceUp;
    default: return true;
  }
}

/** The piece with this id on the table, if any. */
export function pieceById(state: SandboxState, id: string): Piece | undefined {
  return Object.hasOwn(state.pieces, id) ? state.pieces[id] : undefined;
}
