/** Known cards for free-table tests, by face, from the demo catalogue. */
import type { Card } from '../../../engine/table/deck.ts';
import { forestCards, standardCards } from '../../../engine/games/sandbox/setup.ts';
import type { CardPiece, Piece, SandboxState } from '../../../engine/games/sandbox/state.ts';

const ALL = [...standardCards(), ...forestCards()];

/** Cards by front face, bottom → top (the deck convention). */
export function cards(...faces: string[]): Card[] {
  return faces.map((f) => {
    const c = ALL.find((x) => x.front.face === f);
    if (!c) throw new Error(`no card ${f}`);
    return structuredClone(c);
  });
}

/** The deck pieces' cards, as faces bottom → top. */
export function faces(state: SandboxState, deck: string): string[] {
  const d = state.pieces[deck];
  if (d?.kind !== 'deck') throw new Error(`${deck} is not a deck`);
  return d.cards.map((c) => c.front.face);
}

/** A table piece that must exist. */
export function piece(state: SandboxState, id: string): Piece {
  const p = state.pieces[id];
  if (!p) throw new Error(`no piece ${id}`);
  return p;
}

/** The card pieces on the table. */
export function tableCards(state: SandboxState): CardPiece[] {
  return Object.values(state.pieces).filter((p): p is CardPiece => p.kind === 'card');
}
