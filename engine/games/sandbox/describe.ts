import { isDoubleSided, upSide, type Card, type CardSide } from '../../table/deck.ts';
import { dieLabel } from '../../table/dice.ts';
import type { TokenFace } from '../../table/tokens.ts';
import type { CardPiece, HandItem, Piece, SandboxState } from './state.ts';
import { plural, seatName } from '../../core/words.ts';
import { sandboxSay } from './words.ts';

/**
 * Human names for log lines. `publicName` names only what everyone can see on the table,
 * so it is safe in an event's public `text`; `privateName` may name a hidden identity
 * and belongs only in `secret.text`.
 */

export { plural, seatName };

/** A card as it looks on the table: its visible side, or "a face-down card". */
export function publicCardName(card: Card): string {
  const up = upSide(card);
  return up ? up.label : 'a face-down card';
}

/** The printed side a table card shows everyone, or null when it lies face down. */
export function shownSide(piece: CardPiece): CardSide | null {
  return piece.faceDown ? null : upSide(piece.card);
}

/** A card as its holder knows it (both sides of a double-sided card). */
export function privateCardName(card: Card): string {
  if (isDoubleSided(card) && card.back) {
    const up = card.showing === 'front' ? card.front : card.back;
    const down = card.showing === 'front' ? card.back : card.front;
    return `${up.label} (${down.label} on the back)`;
  }
  return card.front.label;
}

function tokenName(token: TokenFace): string {
  return sandboxSay('sandbox.log.token', { label: token.label });
}

/** A table piece as everyone sees it, in the words of the log (log-words.en.ts). */
export function publicName(piece: Piece): string {
  const say = sandboxSay;
  switch (piece.kind) {
    case 'card': return shownSide(piece)?.label ?? say('sandbox.log.card-down');
    case 'deck': return piece.name;
    case 'bag': return piece.name;
    case 'token': return piece.faceUp ? tokenName(piece.token) : say('sandbox.log.token-down');
    case 'meeple': return say('sandbox.log.meeple', { seat: seatName(piece.owner) });
    case 'tile': return piece.faceUp ? say('sandbox.log.tile', { label: piece.tile.label }) : say('sandbox.log.tile-down');
    case 'die': return piece.spec.name ?? say('sandbox.log.die', { sides: String(piece.spec.sides) });
    case 'board': return say('sandbox.log.board', { label: piece.label });
    case 'counter': return say('sandbox.log.counter', { label: piece.label, value: String(piece.value) });
    case 'zone': return say('sandbox.log.zone', { seat: seatName(piece.owner) });
  }
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

/** A table piece named with its hidden identity (for the actor's secret text). */
export function privateName(piece: Piece): string {
  if (piece.kind === 'card') return privateCardName(piece.card);
  if (piece.kind === 'token') return tokenName(piece.token);
  if (piece.kind === 'tile') return `the ${piece.tile.label} tile`;
  return publicName(piece);
}

/** A hand item as its holder knows it. */
export function handItemName(item: HandItem): string {
  return item.kind === 'card' ? privateCardName(item.card) : tokenName(item.token);
}

/** "a d20: 17" style text for one rolled die (the label, which Root's d12 prints 0–3). */
export function rolledText(piece: Piece): string {
  if (piece.kind !== 'die' || piece.value === null) return publicName(piece);
  const label = dieLabel(piece.spec, piece.value);
  return `${publicName(piece)}: ${typeof label === 'string' ? label : piece.value}`;
}

/** The piece with this id on the table, if any. */
export function pieceById(state: SandboxState, id: string): Piece | undefined {
  return Object.hasOwn(state.pieces, id) ? state.pieces[id] : undefined;
}
