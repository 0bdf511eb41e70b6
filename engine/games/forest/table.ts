/**
 * The Forest on the 48 × 32 table (x east, z south; cards 2.5 × 3.5), laid out for the
 * viewer — their own area nearest (seats in turn after it), spectators from seat 1's side:
 *   band      the Forest Deck at the west end; the cards drawn this turn in a row beside
 *             it, each sliding out from under the deck (`from`); the discard as a cascade
 *             eastwards, every card showing the side it was discarded with;
 *   areas     one 22 × 11.5 mat per traveller: the map card at its west end (its face
 *             names which of its icons the tableau meets), the tableau where its owner
 *             laid each card.
 * With one or two travellers the band lies north of the areas; with three or four it runs
 * across the middle, two areas south of it and two north.
 * Built from the view only.
 */
import type { TablePiece, TableProjection } from '../../core/projection.ts';
import type { SeatId, Viewer } from '../../core/types.ts';
import { sideDef } from './content/index.ts';
import { AREA, MAP_SPOT } from './layout.ts';
import { litIcons } from './map.ts';
import { cardPiece } from './prompts.ts';
import type { CardView, ForestView, PlacedView } from './state.ts';

export const DECK_PIECE = 'forest-deck';
/** Height of the seat mats: cards on them lie this high. */
export const MAT_HEIGHT = 0.04;

/** The band's z and the areas' centres for a table of `seats`, in the viewer's order. */
export function forestLayout(seats: number): { band: number; deckX: number; drawnX: number; discardX: [number, number]; areas: Array<{ x: number; z: number }> } {
  const two = seats <= 2;
  const band = two ? -6.6 : 0;
  const near = two ? 4.6 : 9.9;
  const areas = seats === 1 ? [{ x: 0, z: near }] : [{ x: -12, z: near }, { x: 12, z: near }, { x: -12, z: -9.9 }, { x: 12, z: -9.9 }];
  return { band, deckX: -21.5, drawnX: -17.8, discardX: [0.6, 22.3], areas: areas.slice(0, seats) };
}

/** Seats in the order their areas are laid out for `viewer`: their own first. */
export function areaOrder(seats: number, viewer: Viewer): SeatId[] {
  const first = typeof viewer === 'number' && viewer >= 0 && viewer < seats ? viewer : 0;
  return Array.from({ length: seats }, (_, k) => (first + k) % seats);
}

/** The centre of `seat`'s area for `viewer`. */
export function areaCentre(v: Pick<ForestView, 'seats'>, viewer: Viewer, seat: SeatId): { x: number; z: number } {
  const slot = areaOrder(v.seats, viewer).indexOf(seat);
  return forestLayout(v.seats).areas[slot] ?? { x: 0, z: 0 };
}

/** A card's face on the table: the side up, and the direction a wild icon stands for ("deer-trail@W"). */
export function cardFace(side: string, as?: string | null): string {
  return as ? `${side}@${as}` : side;
}

function base(id: string, kind: TablePiece['kind'], model: string, x: number, z: number): TablePiece {
  return { id, kind, model, x, z, y: 0, rot: 0, faceUp: true, draggable: false };
}

function card(c: CardView | PlacedView, x: number, z: number, y: number): TablePiece {
  const as = 'as' in c ? c.as : null;
  return { ...base(cardPiece(c.id), 'card', 'card', x, z), y, face: cardFace(c.up, as), label: sideDef(c.up).name };
}

export function tableForest(v: ForestView, viewer: Viewer): TableProjection {
  const pieces: Record<string, TablePiece> = {};
  const put = (p: TablePiece): void => { pieces[p.id] = p; };
  const lay = forestLayout(v.seats);
  const mine = v.turn !== null && v.turn.seat === viewer;

  // The Forest Deck: its top card shows the side facing up.
  const deck = { x: lay.deckX, z: lay.band };
  put({
    ...base(DECK_PIECE, 'deck', 'card', deck.x, deck.z), count: v.deck.count, faceUp: v.deck.top !== null,
    ...(v.deck.top ? { face: v.deck.top, label: sideDef(v.deck.top).name } : { label: 'Forest Deck' }),
    ...(mine && v.turn?.mayDraw ? { highlighted: true } : {}),
  });
  // The cards drawn this turn, each slid out from under the deck.
  v.turn?.drawn.forEach((c, i) => {
    put({ ...card(c, lay.drawnX + 2.8 * i, lay.band, 0), from: deck, ...(mine ? { highlighted: true } : {}) });
  });
  // The discard, a cascade: each card overlaps the one before and shows its facing.
  const [x0, x1] = lay.discardX;
  const step = v.discard.length > 1 ? Math.min(1.2, (x1 - x0) / (v.discard.length - 1)) : 0;
  v.discard.forEach((c, i) => put(card(c, x0 + step * i, lay.band, 0.012 * i)));

  for (const t of v.travellers) {
    const at = areaCentre(v, viewer, t.seat);
    put({ ...base(`mat-${t.seat}`, 'board', 'forest-mat', at.x, at.z), face: String(t.seat), label: `Seat ${t.seat + 1}`, owner: t.seat });
    if (t.map) {
      const lit = litIcons(t.map, t.tableau);
      put({
        ...base(`map-${t.seat}`, 'card', 'card', at.x + MAP_SPOT.x, at.z + MAP_SPOT.z), y: MAT_HEIGHT, owner: t.seat,
        face: `map:${t.map}:${lit.map((b) => (b ? 1 : 0)).join('')}`, label: 'Map',
      });
    }
    const wildTurn = mine && t.seat === viewer && t.phase === 'open' && !v.turn?.pending;
    t.tableau.forEach((p, i) => {
      const piece = card(p, at.x + p.x, at.z + p.z, MAT_HEIGHT + 0.004 * i);
      piece.owner = t.seat;
      piece.draggable = viewer === t.seat;
      const turnable = mine && v.turn?.pending && t.seat === viewer && v.turn.pending.source !== p.id;
      if ((wildTurn && sideDef(p.up).icon === 'wild') || turnable) piece.highlighted = true;
      put(piece);
    });
  }
  return { pieces, hands: {} };
}

/** Area units from table units for `seat`'s area as `viewer` sees it (where a dragged card was dropped). */
export function toArea(v: Pick<ForestView, 'seats'>, viewer: Viewer, seat: SeatId, x: number, z: number): { x: number; z: number } {
  const at = areaCentre(v, viewer, seat);
  return { x: x - at.x, z: z - at.z };
}

export { AREA };
