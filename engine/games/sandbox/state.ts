import type { SeatId, Viewer } from '../../core/types.ts';
import type { Card, CardSide, CardSideName } from '../../table/deck.ts';
import type { DieSpec } from '../../table/dice.ts';
import type { Edges } from '../../table/grid.ts';
import type { TokenFace } from '../../table/tokens.ts';
import type { SandboxLayout } from './layout.ts';

/**
 * State and view types of the free table. The state is plain JSON (no classes, no
 * Maps) so the match layer can clone, store and compare it.
 *
 * Ids: setup pieces have readable ids ('deck', 'discard', 'bag', 'tile-1', 'die-d20',
 * 'meeple-2-1'); everything that comes out of a hidden place (a deck, the bag, a hand)
 * gets a fresh opaque id 'p<n>' from `nextId`, so an id never tells what a card or
 * token is (DESIGN §2.3).
 */

/** Rotation in clockwise quarter turns, seen from above. */
export type Quarter = 0 | 1 | 2 | 3;

/** Where a piece lies: centre (x, z), base height y, rotation. Table units. */
export interface Placement {
  x: number;
  z: number;
  y: number;
  rot: Quarter;
}

/** The printed side of a square tile; edges in N, E, S, W order before rotation. */
export interface TileFace {
  face: string;
  label: string;
  /** Path edges of the demo tiles; a group's own tile has none. */
  edges?: Edges;
  color?: string;
  /** The image printed on it, as an image ref. */
  image?: string;
  /** Square unless hex. */
  shape?: 'square' | 'hex';
}

interface PieceBase extends Placement {
  id: string;
  /** Locked where it lies: it cannot be moved, turned, taken or removed until unlocked. */
  locked?: true;
}

/** A single card on the table. */
export interface CardPiece extends PieceBase {
  kind: 'card';
  card: Card;
  /**
   * Played face down: it lies under the shared back whatever is printed on it, so a
   * double-sided card shows neither side (its other side would name it) and looks like any
   * face-down card until someone turns it over. A plain card face down needs no flag
   * (`card.showing === 'back'`).
   */
  faceDown?: true;
}

/** A face-down draw pile. `cards[0]` is the bottom, the last card the top. */
export interface DeckPiece extends PieceBase {
  kind: 'deck';
  name: string;
  /** The common back design shown on top (public). */
  design: string;
  cards: Card[];
}

/** A blind bag of tokens; `items` is never projected. */
export interface BagPiece extends PieceBase {
  kind: 'bag';
  name: string;
  items: TokenFace[];
}

export interface TokenPiece extends PieceBase {
  kind: 'token';
  token: TokenFace;
  faceUp: boolean;
}

export interface MeeplePiece extends PieceBase {
  kind: 'meeple';
  owner: SeatId;
  color: string;
}

export interface TilePiece extends PieceBase {
  kind: 'tile';
  tile: TileFace;
  faceUp: boolean;
}

export interface DiePiece extends PieceBase {
  kind: 'die';
  spec: DieSpec;
  /** Face value last rolled (1..sides), or null before the first roll. */
  value: number | null;
}

/** A board or a mat lying flat: an image or a plain colour, `w` × `d` table units. */
export interface BoardPiece extends PieceBase {
  kind: 'board';
  label: string;
  w: number;
  d: number;
  color: string;
  image?: string;
}

/** A counter showing a number anyone may raise or lower. */
export interface CounterPiece extends PieceBase {
  kind: 'counter';
  label: string;
  color: string;
  value: number;
}

/**
 * A hidden zone of one seat: a card lying in it (its centre inside the zone) shows its
 * face to that seat only, like a hand laid out on the table.
 */
export interface ZonePiece extends PieceBase {
  kind: 'zone';
  owner: SeatId;
  w: number;
  d: number;
  color: string;
}

/** Anything lying on the table. */
export type Piece = CardPiece | DeckPiece | BagPiece | TokenPiece | MeeplePiece | TilePiece | DiePiece | BoardPiece | CounterPiece | ZonePiece;

/** Piece kinds of the free table. */
export type PieceKindName = Piece['kind'];

/** Something held in a hand: a card or a token. */
export type HandItem =
  | { id: string; kind: 'card'; card: Card }
  | { id: string; kind: 'token'; token: TokenFace };

/** The whole free table. */
export interface SandboxState {
  seats: number;
  /** Next number for a fresh opaque id ('p<n>'). Never projected. */
  nextId: number;
  /** Table pieces keyed by id (insertion order = setup order, then arrival order). */
  pieces: Record<string, Piece>;
  /** Hands indexed by seat. */
  hands: HandItem[][];
  /**
   * The seat that ended the table (`end`), once one has: the free table is then over,
   * every further action is refused and the server reveals the seed. Absent before.
   */
  endedBy?: SeatId;
}

/**
 * The free table's options: none for the demo box, or a `layout` read from a box
 * (layout.ts); unknown keys are ignored.
 */
export interface SandboxOptions {
  layout?: SandboxLayout;
}

// ——— The view: the state with every secret of one viewer removed ———

type ViewBase = Placement & { id: string; locked?: true };

/**
 * A table piece as one viewer sees it. Hidden identities are `null`: a face-down plain
 * card has `up: null`; a face-down token or tile has `token`/`tile` null; decks and bags
 * show a count only.
 */
export type PieceView =
  | (ViewBase & {
      kind: 'card';
      /** Which side faces up. For a plain card 'back' means face down. */
      side: CardSideName;
      doubleSided: boolean;
      /** The printed side facing up; null for a face-down plain card. */
      up: CardSide | null;
      /** The shared back image a face-down card of a group's own deck shows (a ref). */
      cover?: string;
    })
  | (ViewBase & {
      kind: 'deck'; name: string; design: string; count: number;
      /** The back image its top card shows (a ref), when it is a group's own card. */
      cover?: string;
    })
  | (ViewBase & { kind: 'bag'; name: string; count: number })
  | (ViewBase & { kind: 'token'; faceUp: boolean; token: TokenFace | null })
  | (ViewBase & { kind: 'meeple'; owner: SeatId; color: string })
  | (ViewBase & { kind: 'tile'; faceUp: boolean; tile: TileFace | null })
  | (ViewBase & { kind: 'die'; spec: DieSpec; value: number | null })
  | (ViewBase & { kind: 'board'; label: string; w: number; d: number; color: string; image?: string })
  | (ViewBase & { kind: 'counter'; label: string; color: string; value: number })
  | (ViewBase & { kind: 'zone'; owner: SeatId; w: number; d: number; color: string });

/** A hand item as its owner sees it. */
export type HandItemView =
  | {
      id: string;
      kind: 'card';
      /** The side the card will show if played face up. */
      up: CardSide;
      /** The other printed side of a double-sided card. */
      other?: CardSide;
      side: CardSideName;
      doubleSided: boolean;
    }
  | { id: string; kind: 'token'; token: TokenFace };

/** A seat's hand as one viewer sees it: `items` only for the owner. */
export interface HandViewData {
  seat: SeatId;
  count: number;
  items?: HandItemView[];
}

/** What one viewer receives of the free table. */
export interface SandboxView {
  viewer: Viewer;
  seats: number;
  pieces: Record<string, PieceView>;
  hands: HandViewData[];
}
