import type { HandCard, HandView, TablePiece, TableProjection } from '../../core/projection.ts';
import type { Viewer } from '../../core/types.ts';
import { phrase, seatName, type Phrase, type PhraseValue } from '../../core/words.ts';
import { dieLabel, dieLabels, dieModel } from '../../table/dice.ts';
import { bagName, deckName, dieName, labelPhrase, nameText, sideName, tileName, tokenName } from './names.ts';
import type { HandItemView, PieceView, SandboxView } from './state.ts';

/**
 * The free table as generic `TablePiece`s for the 3D client. Built from the VIEW, never
 * the state, so it can only show what the viewer may see.
 *
 * Rotation: the state keeps clockwise quarter turns q (seen from above, north = -z);
 * `TablePiece.rot` follows three.js (positive = anticlockwise about +y), so it is
 * -q·π/2 taken into [0, 2π): one clockwise quarter turn is 3π/2.
 *
 * A label the engine made (the demo table's names, a die's "d6", a meeple's seat, a zone)
 * carries its phrase (`labelWords`); a label a player or a box gave stays as it is.
 */

/** A label's phrase where the engine made it (`labelWords`), to spread beside the label: nothing for a player's own. */
function wordsOf(name: PhraseValue): { labelWords?: Phrase } {
  const words = labelPhrase(name);
  return words === undefined ? {} : { labelWords: words };
}

/** A label the engine names (`name`, a phrase or a player's own words) in English, with its phrase where it has one. */
function labelled(name: PhraseValue): { label: string; labelWords?: Phrase } {
  return { label: nameText(name), ...wordsOf(name) };
}

/** Radians for `TablePiece.rot` from clockwise quarter turns. */
export function radiansFromQuarter(q: number): number {
  const r = (((-q % 4) + 4) % 4) * (Math.PI / 2);
  return r;
}

/** One viewed piece as a `TablePiece`. `face` is set only when the viewer can see it. */
export function tablePiece(p: PieceView): TablePiece {
  const out = bareTablePiece(p);
  if (p.locked) {
    out.locked = true;
    out.draggable = false;
  }
  return out;
}

function bareTablePiece(p: PieceView): TablePiece {
  const base = { id: p.id, x: p.x, z: p.z, y: p.y, rot: radiansFromQuarter(p.rot), draggable: true };
  switch (p.kind) {
    case 'card': {
      // A double-sided card always shows a printed side, so it counts as face up.
      const out: TablePiece = { ...base, kind: 'card', model: 'card', faceUp: p.up !== null };
      if (p.up) {
        out.face = p.up.face;
        out.label = p.up.label;
        Object.assign(out, wordsOf(sideName(p.up, p.doubleSided && p.side === 'back')));
        if (p.up.color !== undefined) out.color = p.up.color;
        if (p.up.image !== undefined) out.image = p.up.image;
      } else if (p.cover !== undefined) out.backImage = p.cover;
      return out;
    }
    case 'deck': {
      const out: TablePiece = { ...base, kind: 'deck', model: 'deck', faceUp: false, label: p.name, ...wordsOf(deckName(p.name, p.design)), count: p.count };
      if (p.cover !== undefined) out.backImage = p.cover;
      return out;
    }
    case 'bag':
      return { ...base, kind: 'bag', model: 'bag', faceUp: false, label: p.name, ...wordsOf(bagName(p.name)), count: p.count };
    case 'token': {
      const out: TablePiece = { ...base, kind: 'token', model: 'token', faceUp: p.token !== null };
      // The colour stays hidden with the face: it would tell the kind.
      if (p.token) {
        out.face = p.token.kind;
        out.label = p.token.label;
        Object.assign(out, wordsOf(tokenName(p.token)));
        if (p.token.color !== undefined) out.color = p.token.color;
        if (p.token.image !== undefined) out.image = p.token.image;
        if (p.token.shape !== undefined) out.shape = p.token.shape;
      }
      return out;
    }
    case 'meeple':
      return {
        ...base, kind: 'meeple', model: 'meeple', faceUp: true, label: seatName(p.owner),
        labelWords: phrase('sandbox.piece.meeple', { seat: seatName(p.owner) }), color: p.color, owner: p.owner,
      };
    case 'tile': {
      const out: TablePiece = { ...base, kind: 'tile', model: 'tile', faceUp: p.tile !== null };
      if (p.tile) {
        out.face = p.tile.face;
        out.label = p.tile.label;
        Object.assign(out, wordsOf(tileName(p.tile)));
        if (p.tile.color !== undefined) out.color = p.tile.color;
        if (p.tile.image !== undefined) out.image = p.tile.image;
        if (p.tile.shape === 'hex') out.shape = 'hex';
      }
      return out;
    }
    case 'die': {
      const out: TablePiece = {
        ...base, kind: 'die', model: dieModel(p.spec), faceUp: true, ...labelled(dieName(p.spec, false)), die: { sides: p.spec.sides, labels: dieLabels(p.spec), value: p.value },
      };
      if (p.spec.color !== undefined) out.color = p.spec.color;
      if (p.value !== null) {
        const label = dieLabel(p.spec, p.value);
        if (typeof label === 'string') out.face = label;
      }
      return out;
    }
    case 'board': {
      const out: TablePiece = { ...base, kind: 'board', model: 'board', faceUp: true, label: p.label, color: p.color, size: { w: p.w, d: p.d } };
      if (p.image !== undefined) out.image = p.image;
      return out;
    }
    case 'counter':
      return { ...base, kind: 'counter', model: 'token', faceUp: true, label: p.label, color: p.color, value: p.value, face: String(p.value) };
    case 'zone':
      return {
        ...base, kind: 'zone', model: 'zone', faceUp: true, ...labelled(phrase('sandbox.piece.zone', { seat: seatName(p.owner) })), color: p.color, owner: p.owner, size: { w: p.w, d: p.d },
      };
  }
}

function handCard(item: HandItemView): HandCard {
  if (item.kind === 'token') {
    const card: HandCard = { id: item.id, face: item.token.kind, label: item.token.label, ...wordsOf(tokenName(item.token)) };
    if (item.token.color !== undefined) card.color = item.token.color;
    if (item.token.image !== undefined) card.image = item.token.image;
    return card;
  }
  const card: HandCard = { id: item.id, face: item.up.face, label: item.up.label, ...wordsOf(sideName(item.up, item.doubleSided && item.side === 'back')) };
  if (item.other) card.back = item.other.face;
  if (item.up.color !== undefined) card.color = item.up.color;
  if (item.up.image !== undefined) card.image = item.up.image;
  if (item.other?.image !== undefined) card.backImage = item.other.image;
  return card;
}

/**
 * The table projection for `viewer`: every piece, and every seat's hand as a count,
 * with the cards only for the viewer's own seat.
 */
export function tableSandbox(view: SandboxView, viewer: Viewer): TableProjection {
  const pieces: Record<string, TablePiece> = {};
  for (const p of Object.values(view.pieces)) pieces[p.id] = tablePiece(p);
  const hands: Record<string, HandView> = {};
  for (const h of view.hands) {
    const hand: HandView = { seat: h.seat, count: h.count };
    if (viewer !== 'spectator' && viewer === h.seat && h.items) hand.cards = h.items.map(handCard);
    hands[String(h.seat)] = hand;
  }
  return { pieces, hands };
}
