import type { Phrase, SeatId } from './types.ts';

/** Generic piece kinds the 3D client knows how to draw. */
export type PieceKind =
  | 'die' | 'tile' | 'card' | 'deck' | 'token' | 'meeple' | 'bag' | 'board' | 'marker' | 'cube' | 'counter' | 'zone';

/**
 * One piece as the renderer sees it. Units are table units (a d6 is 1 unit across,
 * a card 2.5 × 3.5, a square tile 4 × 4); y is up and the table top is y = 0.
 * Everything here is already projected for one viewer: a hidden face has no `face`.
 */
export interface TablePiece {
  id: string;
  kind: PieceKind;
  /** Asset id in assets/models (e.g. "d6", "meeple", "token", "card", "bag", "tile"). */
  model: string;
  x: number;
  z: number;
  /** Height of the piece's base above the table (stacking). */
  y: number;
  /** Rotation about the vertical axis, radians. */
  rot: number;
  /** Whether the face side is up. A face-down piece shows its back. */
  faceUp: boolean;
  /** Identity of the visible face (card name, token suit, tile id); absent when hidden. */
  face?: string;
  /** Short printed text (e.g. card title). */
  label?: string;
  /** `label` as data, when the engine worded it (engine/core/words.ts `Phrase`): each client words it in its reader's language. */
  labelWords?: Phrase;
  /** CSS colour of the piece body. */
  color?: string;
  owner?: SeatId;
  /** Decks and bags: how many pieces are inside (public). */
  count?: number;
  /** Dice: sides, printed labels per face (index = face value - 1), current value. */
  die?: { sides: number; labels: string[]; value: number | null };
  draggable: boolean;
  highlighted?: boolean;
  /**
   * Where a piece that newly appears comes in from, on the table top (a card drawn from
   * under a deck slides out from there); read only when the piece first appears.
   */
  from?: { x: number; z: number };
  /** Drawn this many times its model's size (assets/models gives each model's size at 1); 1 when absent. */
  scale?: number;
  /**
   * The image printed on its visible face: an image ref (engine/table/components.ts) the
   * client fetches with its face ticket. Absent when the face is hidden or not an image.
   */
  image?: string;
  /** The image on its visible back (a face-down card's or a deck's back), as a ref; absent: the game's own back. */
  backImage?: string;
  /** Its footprint in table units where the piece sets its own size (boards, mats, hidden zones). */
  size?: { w: number; d: number };
  /** Its outline where a kind comes in more than one ('hex' tiles, 'square' tokens). */
  shape?: 'round' | 'square' | 'hex';
  /** Locked in place: it cannot be dragged until someone unlocks it. */
  locked?: boolean;
  /** Counters: the number shown. */
  value?: number;
  /** Which way its count badge stands off it on screen, so pieces in a block keep their counts apart; centred over it when absent. */
  countAt?: 'nw' | 'ne' | 'sw' | 'se';
  /** How many badge heights further off toward `countAt` its count stands (a pile's pieces, whose counts would lie on one another). */
  countRow?: number;
}

/** A card as its holder sees it in the hand zone. */
export interface HandCard {
  id: string;
  face: string;
  label: string;
  /** `label` as data, when the engine worded it: each client words it in its reader's language. */
  labelWords?: Phrase;
  /** Back identity when the card is double-sided. */
  back?: string;
  color?: string;
  /** The image of the face (and of the other side, when double-sided), as image refs. */
  image?: string;
  backImage?: string;
}

/** One seat's hand: everyone sees the count; only the owner sees the cards. */
export interface HandView {
  seat: SeatId;
  count: number;
  cards?: HandCard[];
}

/** The table as one viewer sees it: pieces keyed by id (so patches stay small) and hands. */
export interface TableProjection {
  pieces: Record<string, TablePiece>;
  hands: Record<string, HandView>;
}

/** The table top: a rectangle centred on the origin, in table units. */
export const TABLE_SIZE = { width: 48, depth: 32 } as const;
