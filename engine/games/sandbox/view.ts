import { cloneJson, frozenPlain } from '../../core/clone.ts';
import type { Viewer } from '../../core/types.ts';
import { downSide, isDoubleSided, upSide, type CardSide } from '../../table/deck.ts';
import { bagView } from '../../table/bag.ts';
import { handView } from '../../table/hand.ts';
import { shownSide } from './describe.ts';
import { isDraft } from './draft.ts';
import type { CardPiece, HandItem, HandItemView, Piece, PieceView, SandboxState, SandboxView } from './state.ts';
import { zoneHidden, zonesOf, type ZoneArea } from './zones.ts';

/**
 * What one viewer may see of the free table (DESIGN §2.3). This is the only function
 * that reads the state for a client, and it copies field by field rather than deleting
 * from a clone, so a field added to the state later stays private until it is listed
 * here. Stripped:
 *   - deck contents and order: a deck shows its count and back design only;
 *   - bag contents: count only — no kinds, no order;
 *   - face-down identities: a face-down card, token or tile has no face; a double-sided
 *     card shows only its upper side;
 *   - other seats' hands: count only (spectators see only counts), and the faces of cards
 *     lying in another seat's hidden zone (they look face down to everyone else);
 *   - `nextId` (and the Rng, which the match layer keeps out of every projection).
 */
export function viewSandbox(state: SandboxState, viewer: Viewer): SandboxView {
  return {
    viewer,
    seats: state.seats,
    pieces: withZones(state, viewer, isDraft(state) ? keptTableView(state.pieces) : tableView(state.pieces, pieceView)),
    hands: state.hands.map((hand, seat) => handView(hand, seat, viewer, handItemView)),
  };
}

function tableView(pieces: Record<string, Piece>, view: (piece: Piece) => PieceView): Record<string, PieceView> {
  const out: Record<string, PieceView> = {};
  for (const piece of Object.values(pieces)) out[piece.id] = view(piece);
  return out;
}

/**
 * The table's pieces as every viewer sees them, made once per state the match layer made
 * (`isDraft`) and shared by every viewer's view of it: no piece looks different to anyone.
 * Frozen plain JSON, like each piece's view in it, so the room takes it as it is for every
 * viewer and works out what changed on the table once, not once per viewer.
 */
const tableViews = new WeakMap<Record<string, Piece>, Record<string, PieceView>>();

function keptTableView(pieces: Record<string, Piece>): Record<string, PieceView> {
  let view = tableViews.get(pieces);
  if (view === undefined) {
    view = frozenPlain(tableView(pieces, keptPieceView));
    tableViews.set(pieces, view);
  }
  return view;
}

/**
 * Each piece's view, kept for as long as the piece is, for the states the match layer
 * makes (`isDraft`: never changed once made): a piece looks the same to every viewer, and
 * such a state shares every piece its action left alone with the state before (draft.ts),
 * so a move makes one piece's view, not one per piece per viewer. Frozen plain JSON
 * (`frozenPlain`): the room finds an unchanged piece in a viewer's projection by identity.
 */
const pieceViews = new WeakMap<Piece, PieceView>();

function keptPieceView(piece: Piece): PieceView {
  let view = pieceViews.get(piece);
  if (view === undefined) {
    view = frozenPlain(pieceView(piece));
    pieceViews.set(piece, view);
  }
  return view;
}

function side(s: CardSide): CardSide {
  const out: CardSide = { face: s.face, label: s.label };
  if (s.color !== undefined) out.color = s.color;
  if (s.image !== undefined) out.image = s.image;
  return out;
}

/** A card in a hidden zone as those outside it see it: like any face-down card. */
function coveredView(piece: CardPiece): PieceView {
  const { id, x, z, y, rot } = piece;
  const out: PieceView = { id, x, z, y, rot, kind: 'card', side: 'back', doubleSided: false, up: null };
  if (piece.card.cover !== undefined) out.cover = piece.card.cover;
  if (piece.locked) out.locked = true;
  return out;
}

const coveredViews = new WeakMap<CardPiece, PieceView>();

/**
 * The zones of a state the match layer made, found once for all its viewers (such a state
 * never changes, draft.ts); a state that is not one is read afresh.
 */
const keptZones = new WeakMap<Record<string, Piece>, ZoneArea[]>();

function zonesFor(state: SandboxState): ZoneArea[] {
  if (!isDraft(state)) return zonesOf(state);
  let zones = keptZones.get(state.pieces);
  if (zones === undefined) {
    zones = zonesOf(state);
    keptZones.set(state.pieces, zones);
  }
  return zones;
}

/** `pieces` (shared by every viewer) with the cards of others' hidden zones covered for `viewer`. */
function withZones(state: SandboxState, viewer: Viewer, pieces: Record<string, PieceView>): Record<string, PieceView> {
  const hidden = zoneHidden(state, viewer, zonesFor(state));
  if (hidden.length === 0) return pieces;
  const out = { ...pieces };
  for (const card of hidden) {
    let view = coveredViews.get(card);
    if (view === undefined) {
      view = frozenPlain(coveredView(card));
      coveredViews.set(card, view);
    }
    out[card.id] = view;
  }
  return out;
}

/**
 * One table piece with its secrets removed. Each view is written out whole rather than
 * spread from a shared base: on Node 20 `{ ...base, kind }` costs microseconds a call,
 * and every projection and every undo check makes one view per piece.
 */
export function pieceView(piece: Piece): PieceView {
  const view = bareView(piece);
  if (piece.locked) view.locked = true;
  return view;
}

function bareView(piece: Piece): PieceView {
  const { id, x, z, y, rot } = piece;
  switch (piece.kind) {
    case 'card': {
      const up = shownSide(piece);
      // Face down, every card looks alike: the shared back, no side, not even whether it is double-sided.
      if (!up) {
        const covered: PieceView = { id, x, z, y, rot, kind: 'card', side: 'back', doubleSided: false, up: null };
        if (piece.card.cover !== undefined) covered.cover = piece.card.cover;
        return covered;
      }
      return { id, x, z, y, rot, kind: 'card', side: piece.card.showing, doubleSided: isDoubleSided(piece.card), up: side(up) };
    }
    case 'deck': {
      const deck: PieceView = { id, x, z, y, rot, kind: 'deck', name: piece.name, design: piece.design, count: piece.cards.length };
      const top = piece.cards[piece.cards.length - 1];
      // A plain card's back is public; a double-sided card in a pile shows neither side (its sides trade whole).
      if (top?.cover !== undefined && !isDoubleSided(top)) deck.cover = top.cover;
      return deck;
    }
    case 'bag':
      return { id, x, z, y, rot, kind: 'bag', name: piece.name, count: bagView(piece.items).count };
    case 'token':
      return { id, x, z, y, rot, kind: 'token', faceUp: piece.faceUp, token: piece.faceUp ? cloneJson(piece.token) : null };
    case 'meeple':
      return { id, x, z, y, rot, kind: 'meeple', owner: piece.owner, color: piece.color };
    case 'tile':
      return { id, x, z, y, rot, kind: 'tile', faceUp: piece.faceUp, tile: piece.faceUp ? cloneJson(piece.tile) : null };
    case 'die':
      return { id, x, z, y, rot, kind: 'die', spec: cloneJson(piece.spec), value: piece.value };
    case 'board': {
      const board: PieceView = { id, x, z, y, rot, kind: 'board', label: piece.label, w: piece.w, d: piece.d, color: piece.color };
      if (piece.image !== undefined) board.image = piece.image;
      return board;
    }
    case 'counter':
      return { id, x, z, y, rot, kind: 'counter', label: piece.label, color: piece.color, value: piece.value };
    case 'zone':
      return { id, x, z, y, rot, kind: 'zone', owner: piece.owner, w: piece.w, d: piece.d, color: piece.color };
  }
}

/** A hand item as its owner sees it: both sides of a card. */
function handItemView(item: HandItem): HandItemView {
  if (item.kind === 'token') return { id: item.id, kind: 'token', token: { ...item.token } };
  const card = item.card;
  if (!isDoubleSided(card)) {
    return { id: item.id, kind: 'card', up: side(card.front), side: 'front', doubleSided: false };
  }
  const up = upSide(card) as CardSide;
  const other = downSide(card) as CardSide;
  return { id: item.id, kind: 'card', up: side(up), other: side(other), side: card.showing, doubleSided: true };
}
