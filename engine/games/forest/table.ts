/**
 * The Forest on the 48 × 32 table (x east, z south; cards 2.5 × 3.5), laid out for the
 * viewer — their own mat nearest on the left (seats in turn after it), spectators from
 * seat 1's side — in the middle 34 units, between the HUD's side columns:
 *   discard   a cascade along the far edge, every card showing the side it was discarded
 *             with (each overlaps the one before, its icon strip left in view);
 *   band      the Forest Deck at the west end, the cards drawn this turn in a row beside it
 *             (each slides out from under the deck: `from`), the map deck at the east end;
 *   mats      one 16 × 9 mat per traveller: the map card at its west end (its face names
 *             which of its icons the tableau meets), the tableau where its owner laid each
 *             card. One or two mats lie south of the band; three or four, two north of it
 *             and two south.
 * Built from the view only.
 */
import type { TablePiece, TableProjection } from '../../core/projection.ts';
import type { SeatId, Viewer } from '../../core/types.ts';
import { seatName } from '../../core/words.ts';
import { sideDef } from './content/index.ts';
import { MAP_SPOT } from './layout.ts';
import { litIcons } from './map.ts';
import { cardPiece } from './prompts.ts';
import type { CardView, ForestView, PlacedView } from './state.ts';
import { kept, said, sideSaid } from './words.ts';

export const DECK_PIECE = 'forest-deck';
/** Height of the seat mats: cards on them lie this high. */
export const MAT_HEIGHT = 0.04;

/** Where things lie for a table of `seats`: the rows' z, the deck, drawn row and discard's x, the mats' centres in the viewer's order. */
export function forestLayout(seats: number): {
  band: number; deckX: number; drawnX: number; mapDeckX: number; discard: { z: number; x: [number, number] }; areas: Array<{ x: number; z: number }>;
} {
  const two = seats <= 2;
  const band = two ? -3.8 : 1.6;
  const near = two ? 3.6 : 9.5;
  const areas = seats === 1 ? [{ x: 0, z: near }] : [{ x: -8.3, z: near }, { x: 8.3, z: near }, { x: -8.3, z: -6.3 }, { x: 8.3, z: -6.3 }];
  return { band, deckX: -14.8, drawnX: -11.3, mapDeckX: 14.8, discard: { z: two ? -8.3 : -13.5, x: [-15.2, 15.2] }, areas: areas.slice(0, seats) };
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

/** A piece's label and its phrase, spread into a `TablePiece`. */
function labelOf(id: string, values?: { seat: string }): { label: string; labelWords: NonNullable<TablePiece['labelWords']> } {
  const w = kept(`piece:${id}:${values?.seat ?? ''}`, () => said(id, values));
  return { label: w.text, labelWords: w.words };
}

/** The label of card side `side`: its name. */
function sideLabel(side: string): { label: string; labelWords: NonNullable<TablePiece['labelWords']> } {
  const w = sideSaid(side);
  return { label: w.text, labelWords: w.words };
}

function base(id: string, kind: TablePiece['kind'], model: string, x: number, z: number): TablePiece {
  return { id, kind, model, x, z, y: 0, rot: 0, faceUp: true, draggable: false };
}

function card(c: CardView | PlacedView, x: number, z: number, y: number): TablePiece {
  const as = 'as' in c ? c.as : null;
  return { ...base(cardPiece(c.id), 'card', 'card', x, z), y, face: cardFace(c.up, as), ...sideLabel(c.up) };
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
    ...(v.deck.top ? { face: v.deck.top, ...sideLabel(v.deck.top) } : labelOf('forest.piece.deck')),
    ...(mine && v.turn?.mayDraw ? { highlighted: true } : {}),
  });
  // The cards drawn this turn, each slid out from under the deck.
  v.turn?.drawn.forEach((c, i) => {
    put({ ...card(c, lay.drawnX + 2.8 * i, lay.band, 0), from: deck, ...(mine ? { highlighted: true } : {}) });
  });
  // The map deck, face down.
  put({ ...base('map-deck', 'deck', 'card', lay.mapDeckX, lay.band), count: v.maps.count, faceUp: false, ...labelOf('forest.piece.maps') });
  // The discard, a cascade: each card overlaps the one before and shows its facing.
  const [x0, x1] = lay.discard.x;
  const step = v.discard.length > 1 ? Math.min(1.6, (x1 - x0) / (v.discard.length - 1)) : 0;
  v.discard.forEach((c, i) => put(card(c, x0 + step * i, lay.discard.z, 0.012 * i)));

  for (const t of v.travellers) {
    const at = areaCentre(v, viewer, t.seat);
    put({ ...base(`mat-${t.seat}`, 'board', 'forest-mat', at.x, at.z), face: String(t.seat), ...labelOf('forest.piece.mat', { seat: seatName(t.seat) }), owner: t.seat });
    if (t.map) {
      const lit = litIcons(t.map, t.tableau);
      put({
        ...base(`map-${t.seat}`, 'card', 'card', at.x + MAP_SPOT.x, at.z + MAP_SPOT.z), y: MAT_HEIGHT, owner: t.seat,
        face: `map:${t.map}:${lit.map((b) => (b ? 1 : 0)).join('')}`, ...labelOf('forest.piece.map'),
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
  const round2 = (n: number): number => Math.round(n * 100) / 100;
  return { x: round2(x - at.x), z: round2(z - at.z) };
}

