/**
 * What each viewer may not learn at a free table, read from the server-side match
 * (DESIGN §2.3): other hands, the deck (faces and order), the bag (kinds and order), the
 * RNG words and the seed — minus what that viewer may legitimately see (its own hand,
 * everything face up on the table).
 */
import type { Match } from '../../engine/core/match.ts';
import type { Viewer } from '../../engine/core/types.ts';
import type { HandItem, Piece, SandboxState } from '../../engine/games/sandbox/state.ts';
import type { Card, CardSide } from '../../engine/table/deck.ts';
import type { TokenFace } from '../../engine/table/tokens.ts';
import { occurs } from '../helpers/occurs.ts';

export interface Secret {
  what: string;
  /** Text that must not occur anywhere in what the viewer received. */
  needle: string;
}

function cardSides(card: Card): CardSide[] {
  return card.back ? [card.front, card.back] : [card.front];
}

/** The identities a hand item or piece carries, as needles (quoted ids, labels). */
function sideNeedles(side: CardSide): string[] {
  return [JSON.stringify(side.face), side.label];
}

function tokenNeedles(token: TokenFace): string[] {
  return [JSON.stringify(token.kind), token.label];
}

function handNeedles(item: HandItem): string[] {
  return item.kind === 'card' ? cardSides(item.card).flatMap(sideNeedles) : tokenNeedles(item.token);
}

/** Needles a viewer may see anyway (face-up table pieces, its own hand). */
function visibleNeedles(state: SandboxState, viewer: Viewer): Set<string> {
  const visible = new Set<string>();
  for (const piece of Object.values(state.pieces) as Piece[]) {
    if (piece.kind === 'card') {
      const up = piece.card.showing === 'front' ? piece.card.front : piece.card.back;
      if (up) for (const n of sideNeedles(up)) visible.add(n);
    }
    if (piece.kind === 'token' && piece.faceUp) for (const n of tokenNeedles(piece.token)) visible.add(n);
  }
  if (viewer !== 'spectator') for (const item of state.hands[viewer] ?? []) for (const n of handNeedles(item)) visible.add(n);
  return visible;
}

export function secretsFor(match: Match, seed: string, viewer: Viewer): Secret[] {
  const state = match.state as SandboxState;
  const secrets: Secret[] = [{ what: 'seed', needle: seed }];
  for (const word of match.rng.s) {
    // Short numbers could occur by chance (coordinates, counts); RNG words are big.
    if (String(word).length >= 6) secrets.push({ what: 'rng word', needle: String(word) });
  }
  state.hands.forEach((hand, seat) => {
    if (seat === viewer) return;
    for (const item of hand) {
      for (const needle of handNeedles(item)) secrets.push({ what: `seat ${seat}'s hand item ${item.id}`, needle });
    }
  });
  for (const piece of Object.values(state.pieces) as Piece[]) {
    if (piece.kind === 'deck') {
      for (const card of piece.cards) {
        for (const side of cardSides(card)) {
          for (const needle of sideNeedles(side)) secrets.push({ what: `${piece.id} card`, needle });
        }
      }
      if (piece.cards.length > 1) {
        secrets.push({ what: `${piece.id} order`, needle: JSON.stringify(piece.cards.map((c) => c.front.face)) });
      }
    }
    if (piece.kind === 'bag') {
      for (const token of piece.items) {
        for (const needle of tokenNeedles(token)) secrets.push({ what: `${piece.id} content`, needle });
      }
      secrets.push({ what: `${piece.id} order`, needle: JSON.stringify(piece.items) });
    }
  }
  const visible = visibleNeedles(state, viewer);
  return secrets.filter((s) => !visible.has(s.needle));
}

/** The secrets found in `seen` (empty when nothing leaked). */
export function leaks(seen: string, secrets: Secret[]): Secret[] {
  return secrets.filter((s) => occurs(seen, s.needle));
}
