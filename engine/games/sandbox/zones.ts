import type { SeatId, Viewer } from '../../core/types.ts';
import { phrase, type PhraseValue } from '../../core/words.ts';
import { isPublic, shownSide } from './describe.ts';
import { pieceName } from './names.ts';
import { holds, rectOf, type Rect } from './geometry.ts';
import type { CardPiece, Piece, SandboxState } from './state.ts';

/**
 * Hidden zones: an area of the table where a card lying face up (its centre inside the
 * area) shows its face to the zone's owner only, like a hand laid out on the table. The
 * view covers such a card for everyone else (view.ts), and the secrecy checks count its
 * face as that seat's secret (scramble.ts).
 */

/** A zone on the table: whose it is and where it lies. */
export interface ZoneArea {
  owner: SeatId;
  rect: Rect;
}

/** The hidden zones on the table (none on most tables). */
export function zonesOf(state: SandboxState): ZoneArea[] {
  const out: ZoneArea[] = [];
  for (const id in state.pieces) {
    const p = state.pieces[id]!;
    if (p.kind === 'zone') out.push({ owner: p.owner, rect: rectOf(p) });
  }
  return out;
}

/**
 * Who alone sees the face of a face-up card for the zones it lies in: undefined when it
 * lies in none (everyone sees it), the owner when every zone it lies in is one seat's, and
 * null when it lies in zones of different seats (nobody: each hides it from the other).
 */
export function zoneSeer(zones: readonly ZoneArea[], card: CardPiece): SeatId | null | undefined {
  let seer: SeatId | null | undefined;
  for (const z of zones) {
    if (!holds(z.rect, card.x, card.z)) continue;
    seer = seer === undefined || seer === z.owner ? z.owner : null;
  }
  return seer;
}

/** The face-up cards `viewer` may not see because they lie in another seat's hidden zone (a spectator sees into none). */
export function zoneHidden(state: SandboxState, viewer: Viewer, zones: readonly ZoneArea[] = zonesOf(state)): CardPiece[] {
  if (zones.length === 0) return [];
  const out: CardPiece[] = [];
  for (const id in state.pieces) {
    const p = state.pieces[id]!;
    if (p.kind !== 'card' || shownSide(p) === null) continue;
    const seer = zoneSeer(zones, p);
    if (seer !== undefined && seer !== viewer) out.push(p);
  }
  return out;
}

/** Whether a card lies face up in a hidden zone: its face is then not everyone's to see. */
export function inZone(state: SandboxState, piece: Piece): boolean {
  return piece.kind === 'card' && shownSide(piece) !== null && zoneSeer(zonesOf(state), piece) !== undefined;
}

/**
 * A table piece as everyone sees it where it lies now, in a sentence (for an event's
 * public line): as `pieceName`, except that a face-up card in a hidden zone is a face-down
 * card to all but the zone's owner, so the one line everyone reads calls it that.
 */
export function shownName(state: SandboxState, piece: Piece): PhraseValue {
  return inZone(state, piece) ? phrase('sandbox.piece.card-down', { cap: 'no' }) : pieceName(piece, false);
}

/** Whether everyone sees the piece's identity where it lies now (`isPublic`, and not in a hidden zone). */
export function seenByAll(state: SandboxState, piece: Piece): boolean {
  return isPublic(piece) && !inZone(state, piece);
}
