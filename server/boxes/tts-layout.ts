import { TABLE_SIZE } from '../../engine/core/projection.ts';
import { MAX_PIECES } from '../../engine/games/sandbox/apply-box.ts';
import { rectAt, sizeOf } from '../../engine/games/sandbox/geometry.ts';
import type { LayoutPiece, SandboxLayout } from '../../engine/games/sandbox/layout.ts';
import type { Piece, Quarter } from '../../engine/games/sandbox/state.ts';
import { imageRefSchema, MAX_DECK_CARDS } from '../../engine/table/components.ts';
import { doubleSidedCard, plainCard, type Card } from '../../engine/table/deck.ts';
import { dieSpec, isDieSides } from '../../engine/table/dice.ts';
import { PLAYER_COLORS, seatColor, type TokenFace } from '../../engine/table/tokens.ts';
import { leftOut, type LeftOutWhy, type TtsCard, type TtsComponent, type TtsImport, type TtsPlace, type TtsSheet, type TtsSkipped } from './tts-save.ts';

/**
 * A Tabletop Simulator save (read by tts-save.ts) laid out on the free table: the
 * `layout` option of engine/games/sandbox, its images as the refs they were stored under.
 * Pure: the save and four look-ups in, a layout and what it could not keep out.
 *
 * Where things go. The save's positions (x east, z north as seen from the default seat,
 * about ±30 units on its usual tables) are scaled uniformly so the centres of everything
 * placed fit the 48 × 32 table less a margin, never enlarged past MAX_SCALE, and centred;
 * the save's z is our −z (our z grows south). Each piece keeps the size it has here
 * (card 2.5 × 3.5, tile 4 × 4, token 1.2, die about 1), so a crowded save may lie closer
 * than it did; anything that would overhang an edge is pushed back onto the table, and a
 * piece that lands exactly where another already lies, though the two lay apart in the
 * save, is nudged aside. Pieces are listed lowest first (the save's height, `y`), so what
 * lay stacked is stacked again when the table is laid out.
 *
 * Turns. Tabletop Simulator turns about the vertical clockwise as seen from above (Unity's
 * left-handed y), and what it spawns for the player at the bottom of the table lies at
 * about 180° (decks, cards and boards saved upright for that player read `rotY` ≈ 180),
 * so UPRIGHT_TURN (180°) is our rot 0 and each further 90° clockwise is one more
 * clockwise quarter turn: 270° → 1, 0° → 2, 90° → 3; the nearest quarter is kept.
 *
 * Cards. A save's deck lists its cards top first (`DeckIDs` / `ContainedObjects`: the
 * first is the one Tabletop Simulator deals); our deck lists them bottom first, so the
 * order is reversed (the table shuffles every laid-out deck anyway). A deck is a
 * face-down pile here: a deck that lay face up lies face down, and says so in `skipped`.
 * A sheet with one back for all its cards gives plain cards with that back as their
 * `cover`; a sheet with a back per card (`UniqueBack`) gives double-sided cards showing
 * their back. `BackIsHidden` only chooses what Tabletop Simulator shows for a card in
 * another player's hand (the back image, or else the face sheet's last cell); it never
 * changes the back a card shows on the table, so it is not used here. A deck of more than
 * MAX_DECK_CARDS cards lies as several decks side by side. A lone card lies face up or
 * down as it lay.
 *
 * Everything else. Tiles, tokens and boards show their front image; a different back image
 * is lost (our tiles and tokens have one printed side: face down they show nothing), and
 * said so. Circles are round tokens, hex tiles hex, the rest square. A board's sides
 * follow its image's proportions, as large as fits BOARD_SHARE of the table (the save's
 * scale is not read: a Custom_Board usually covers most of the table). Dice of 4, 6, 8,
 * 10, 12 or 20 sides keep their colour (the save's tint); a bag keeps its tokens, and
 * whatever else it held (decks, dice, bags, …) is laid out in a pile beside it, since a
 * bag here holds tokens only. Counters keep their name and value; pawns (player pawns,
 * chess and checker pieces, figurines) become meeples of the seat whose colour is nearest
 * theirs (Tabletop Simulator's ten player colours match our ten seat colours; a pawn
 * without a colour goes to seat 1), even a seat the table lacks.
 *
 * Nothing is dropped silently: a missing image, a piece past MAX_PIECES, a die of other
 * sides, a lost back image, each is in `skipped` with the reason. `skipped` holds only
 * what this step left or changed; the save's own (`TtsImport.skipped`) come from the reader.
 */

/** Where the save's images were stored: each look-up gives an image ref, or null when that image is missing. */
export interface TtsStoredImages {
  /** A card's face: cell `cell` (row by row from the top left) of `sheet.face`, cut `sheet.columns` × `sheet.rows`. */
  cell(sheet: TtsSheet, cell: number): string | null;
  /** A card's own back, on a `uniqueBack` sheet: cell `cell` of `sheet.back`, cut like the faces. */
  backCell(sheet: TtsSheet, cell: number): string | null;
  /** An image used whole: a shared card back, or a tile's, token's or board's image. */
  whole(url: string): string | null;
  /** An image's size in pixels (for a board's proportions), or null when unknown. */
  size(url: string): { width: number; height: number } | null;
}

export interface TtsLayout {
  layout: SandboxLayout;
  /** What this step left out or changed, and why. */
  skipped: TtsSkipped[];
}

/** Most a save's distances are enlarged: its standard card is a little smaller than ours (2.5 × 3.5), so cards side by side there stay side by side here; a small save is not blown up past that. */
export const MAX_SCALE = 1.15;
/** Space kept clear between the outermost centres and the table's edge. */
export const MARGIN = 3;
/** The save's turn that is our rot 0 (upright for the player at the bottom). */
export const UPRIGHT_TURN = 180;
/** Share of the table's width and depth a board may take. */
export const BOARD_SHARE = 0.8;

const HALF_W = TABLE_SIZE.width / 2;
const HALF_D = TABLE_SIZE.depth / 2;
const LABEL_MAX = 40;
const BAG_ITEMS_MAX = 500;
const COUNTER_MAX = 9999;
const DECK_STEP = 3;
const TOKEN_COLOR = '#c8a165';
const BOARD_COLOR = '#ffffff';
const COUNTER_COLOR = '#34495e';

const WHAT: Record<TtsComponent['kind'], string> = {
  deck: 'Deck', card: 'Card', tile: 'Custom_Tile', token: 'Custom_Token', board: 'Custom_Board',
  die: 'Die', bag: 'Bag', counter: 'Counter', pawn: 'Pawn',
};

/** The nearest clockwise quarter turn to a save's turn about the vertical (degrees). */
export function quarterOf(turn: number): Quarter {
  const q = Math.round((turn - UPRIGHT_TURN) / 90);
  return (((q % 4) + 4) % 4) as Quarter;
}

/** A name fit for a label: trimmed, one line, at most LABEL_MAX characters; `fallback` when empty. */
function labelOf(name: string, fallback: string): string {
  const t = name.replace(/\s+/g, ' ').trim();
  return (t || fallback).slice(0, LABEL_MAX).trim() || fallback;
}

/** A ref that a layout accepts, or null (a look-up that gives something else counts as missing). */
function ref(v: string | null): string | null {
  return v !== null && imageRefSchema.safeParse(v).success ? v : null;
}

const round3 = (v: number): number => Math.round(v * 1000) / 1000 || 0;

/** The seat whose colour is nearest `color` (#rrggbb), or seat 0. */
export function seatOfColor(color: string | null): number {
  if (!color) return 0;
  const rgb = (c: string): number[] => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const want = rgb(color);
  let best = 0;
  let bestD = Infinity;
  PLAYER_COLORS.forEach((c, seat) => {
    const d = rgb(c).reduce((sum, v, i) => sum + (v - want[i]!) ** 2, 0);
    if (d < bestD) {
      bestD = d;
      best = seat;
    }
  });
  return best;
}

/** One thing to lay out: a component, where it lay in the save, and a shift east (table units) for what came out of a bag. */
interface Entry {
  c: TtsComponent;
  at: TtsPlace;
  /** Its order among things at the same height: the save's order. */
  order: number;
  dx: number;
}

/** A piece before it is placed: the layout piece less its place, and a shift east for extra piles. */
type Unplaced = { piece: DistributiveOmit<LayoutPiece, 'x' | 'z' | 'rot'>; shift: number };
/** A tile, token or board of the save. */
type ImageComponent = Extract<TtsComponent, { front: string }>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

class Builder {
  readonly skipped: TtsSkipped[] = [];

  constructor(private readonly images: TtsStoredImages) {}

  note(c: TtsComponent, why: LeftOutWhy, what = WHAT[c.kind]): void {
    this.skipped.push({ what, name: c.name, guid: c.guid, ...why });
  }

  /** The ref of an image used whole, or null with a note saying what it lacks. */
  wholeImage(c: TtsComponent, url: string, lacking: 'nameOnly' | 'plainBoard'): string | null {
    const r = ref(this.images.whole(url));
    if (r === null) this.note(c, leftOut('http.tts.imageMissing', { url, lacking }));
    return r;
  }

  /**
   * The cards of `cards` (a save's order), each with its face and back; cards whose face
   * is missing are left out, with one note for them all.
   */
  cards(c: TtsComponent, cards: readonly TtsCard[], showing: 'front' | 'back', fallbackLabel: (i: number) => string): Card[] {
    const out: Card[] = [];
    let noFace = 0;
    const noBack = new Set<string>();
    cards.forEach((tc, i) => {
      const face = ref(this.images.cell(tc.sheet, tc.cell));
      if (face === null) {
        noFace++;
        return;
      }
      const label = labelOf(tc.name, fallbackLabel(i));
      const front = { face, label, image: face };
      const back = tc.sheet.uniqueBack ? ref(this.images.backCell(tc.sheet, tc.cell)) : tc.sheet.back ? ref(this.images.whole(tc.sheet.back)) : null;
      if (back === null) {
        noBack.add(tc.sheet.back || '(none in the save)');
        out.push(plainCard(front, showing));
      } else if (tc.sheet.uniqueBack) {
        out.push(doubleSidedCard(front, { face: back, label: labelOf(`${label} (back)`, 'Card back'), image: back }, showing));
      } else {
        const plain = plainCard(front, showing);
        plain.cover = back;
        out.push(plain);
      }
    });
    if (noFace > 0) {
      this.note(c, leftOut('http.tts.facesMissing', { deck: c.kind === 'deck' ? 'yes' : 'no', n: noFace, count: cards.length }));
    }
    if (noBack.size > 0) {
      this.note(c, leftOut('http.tts.backMissing', { urls: [...noBack].join(', ') }));
    }
    return out;
  }

  token(c: ImageComponent): TokenFace {
    const label = labelOf(c.name, 'Token');
    const image = this.wholeImage(c, c.front, 'nameOnly');
    if (c.back) this.note(c, leftOut('http.tts.oneSide', { url: c.back, kind: 'token' }));
    const face: TokenFace = { kind: image ?? `token-${label.toLowerCase()}`, label, color: c.color ?? TOKEN_COLOR, shape: c.shape === 'circle' ? 'round' : 'square' };
    if (image) face.image = image;
    return face;
  }

  /** What a component becomes, its place aside (decks may become several piles). */
  pieces(c: TtsComponent, at: TtsPlace): Unplaced[] {
    switch (c.kind) {
      case 'deck': {
        const name = labelOf(c.name, 'Cards');
        // The save lists the top card first; ours lists the bottom first.
        const cards = this.cards(c, c.cards, 'back', (i) => `${name} ${i + 1}`).reverse();
        if (cards.length === 0) {
          this.note(c, leftOut('http.tts.noCards'));
          return [];
        }
        if (at.faceUp) this.note(c, leftOut('http.tts.faceDown'));
        const piles: Unplaced[] = [];
        for (let i = 0; i < cards.length; i += MAX_DECK_CARDS) {
          piles.push({ piece: { kind: 'deck', name, design: 'custom', cards: cards.slice(i, i + MAX_DECK_CARDS) }, shift: (i / MAX_DECK_CARDS) * DECK_STEP });
        }
        if (piles.length > 1) this.note(c, leftOut('http.tts.deckSplit', { most: MAX_DECK_CARDS, count: cards.length, decks: piles.length }));
        return piles;
      }
      case 'card': {
        const [card] = this.cards(c, [c.card], at.faceUp ? 'front' : 'back', () => 'Card');
        return card ? [{ piece: { kind: 'card', card }, shift: 0 }] : [];
      }
      case 'token':
        return [{ piece: { kind: 'token', token: this.token(c), faceUp: at.faceUp }, shift: 0 }];
      case 'tile': {
        const label = labelOf(c.name, 'Tile');
        const image = this.wholeImage(c, c.front, 'nameOnly');
        if (c.back) this.note(c, leftOut('http.tts.oneSide', { url: c.back, kind: 'tile' }));
        const tile = {
          face: image ?? `tile-${label.toLowerCase()}`, label, color: c.color ?? TOKEN_COLOR,
          ...(image ? { image } : {}), ...(c.shape === 'hex' ? { shape: 'hex' as const } : {}),
        };
        return [{ piece: { kind: 'tile', tile, faceUp: at.faceUp }, shift: 0 }];
      }
      case 'board': {
        const label = labelOf(c.name, 'Board');
        const image = this.wholeImage(c, c.front, 'plainBoard');
        if (c.back) this.note(c, leftOut('http.tts.oneSide', { url: c.back, kind: 'board' }));
        const { w, d } = boardSize(this.images.size(c.front), quarterOf(at.turn));
        return [{ piece: { kind: 'board', label, w, d, color: c.color ?? BOARD_COLOR, ...(image ? { image } : {}) }, shift: 0 }];
      }
      case 'die': {
        if (!isDieSides(c.sides)) {
          this.note(c, leftOut('http.tts.dieSides', { sides: c.sides }));
          return [];
        }
        const spec = dieSpec(c.sides, { name: labelOf(c.name, `d${c.sides}`), ...(c.color ? { color: c.color } : {}) });
        return [{ piece: { kind: 'die', spec, value: null }, shift: 0 }];
      }
      case 'bag': {
        const tokens = c.contents.filter((x): x is ImageComponent => x.kind === 'token');
        const items = tokens.slice(0, BAG_ITEMS_MAX).map((t) => this.token(t));
        for (const t of tokens.slice(BAG_ITEMS_MAX)) this.note(t, leftOut('http.tts.bagFull', { bag: labelOf(c.name, 'Bag'), most: BAG_ITEMS_MAX }));
        return [{ piece: { kind: 'bag', name: labelOf(c.name, 'Bag'), items }, shift: 0 }];
      }
      case 'counter': {
        const value = Math.max(-COUNTER_MAX, Math.min(COUNTER_MAX, c.value));
        if (value !== c.value) this.note(c, leftOut('http.tts.counter', { value: c.value, shown: value }));
        return [{ piece: { kind: 'counter', label: labelOf(c.name, 'Counter'), color: COUNTER_COLOR, value }, shift: 0 }];
      }
      case 'pawn': {
        const owner = seatOfColor(c.color);
        return [{ piece: { kind: 'meeple', owner, color: seatColor(owner) }, shift: 0 }];
      }
    }
  }
}

/** A board's sides: its image's proportions (square when unknown), as large as BOARD_SHARE of the table allows once turned. */
export function boardSize(px: { width: number; height: number } | null, rot: Quarter): { w: number; d: number } {
  const ratio = px && px.width > 0 && px.height > 0 ? px.width / px.height : 1;
  const turned = rot % 2 === 1;
  // The room along the board's own width and depth.
  const roomW = (turned ? TABLE_SIZE.depth : TABLE_SIZE.width) * BOARD_SHARE;
  const roomD = (turned ? TABLE_SIZE.width : TABLE_SIZE.depth) * BOARD_SHARE;
  const w = Math.min(roomW, roomD * ratio);
  const clampSpan = (v: number): number => round3(Math.max(1, Math.min(40, v)));
  return { w: clampSpan(w), d: clampSpan(w / ratio) };
}

/** Every component to lay out, what came out of bags beside its bag, and the notes for them. */
function entries(save: TtsImport, b: Builder): Entry[] {
  const out: Entry[] = [];
  const visit = (c: TtsComponent, at: TtsPlace, dx: number): void => {
    out.push({ c, at, order: out.length, dx });
    if (c.kind !== 'bag') return;
    const others = c.contents.filter((x) => x.kind !== 'token');
    if (others.length > 0) b.note(c, leftOut('http.tts.bagOthers', { n: others.length }));
    // In one pile east of the bag (3 across); each keeps its own turn and side up.
    for (const inner of others) visit(inner, { ...inner.at, x: at.x, z: at.z, y: at.y }, dx + 4);
  };
  for (const c of save.components) visit(c, c.at, 0);
  return out;
}

/** How the save's spots map onto the table: a uniform scale and the save's point that lands on the table's centre. */
export function fitOf(spots: ReadonlyArray<{ x: number; z: number }>): { scale: number; cx: number; cz: number } {
  if (spots.length === 0) return { scale: 1, cx: 0, cz: 0 };
  const xs = spots.map((s) => s.x);
  const zs = spots.map((s) => s.z);
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
  const room = (span: number, table: number): number => (span > 0 ? (table - 2 * MARGIN) / span : Infinity);
  const scale = Math.min(MAX_SCALE, room(x1 - x0, TABLE_SIZE.width), room(z1 - z0, TABLE_SIZE.depth));
  return { scale, cx: (x0 + x1) / 2, cz: (z0 + z1) / 2 };
}

/** The spot nearest (x, z) at which `piece` lies wholly on the table. */
function clampOnTable(piece: Omit<LayoutPiece, 'x' | 'z'>, x: number, z: number): { x: number; z: number } {
  const r = rectAt(sizeOf({ ...piece, id: '', x: 0, z: 0, y: 0 } as Piece), 0, 0, piece.rot);
  const fit = (v: number, lo: number, hi: number): number => (lo > hi ? 0 : Math.min(hi, Math.max(lo, v)));
  return { x: round3(fit(x, -HALF_W - r.x0, HALF_W - r.x1)), z: round3(fit(z, -HALF_D - r.z0, HALF_D - r.z1)) };
}

/**
 * The layout of a save on the free table, given where its images were stored; what could
 * not be laid out, or changed on the way, is in `skipped` with the reason.
 */
export function ttsLayout(save: TtsImport, images: TtsStoredImages): TtsLayout {
  const b = new Builder(images);
  const list = entries(save, b)
    // Lowest first, as they were stacked; at one height, the save's order.
    .sort((p, q) => p.at.y - q.at.y || p.order - q.order);
  const made: Array<{ e: Entry } & Unplaced> = [];
  for (const e of list) {
    if (made.length >= MAX_PIECES) {
      b.note(e.c, leftOut('http.tts.tooMany', { most: MAX_PIECES }));
      continue;
    }
    for (const u of b.pieces(e.c, e.at)) {
      if (made.length >= MAX_PIECES) {
        b.note(e.c, leftOut('http.tts.partly', { most: MAX_PIECES }));
        break;
      }
      made.push({ e, ...u });
    }
  }
  // Fitted to what is laid out where the save put it (what came out of a bag lies by its bag).
  const fit = fitOf(made.filter((m) => m.e.dx === 0).map((m) => m.e.at));
  return { layout: { pieces: placed(made, fit), hands: [] }, skipped: b.skipped };
}

/** Each piece at its spot on the table: scaled, centred, turned, kept on the table, and never exactly on a piece that lay elsewhere. */
function placed(made: ReadonlyArray<{ e: Entry } & Unplaced>, fit: { scale: number; cx: number; cz: number }): LayoutPiece[] {
  const pieces: LayoutPiece[] = [];
  // Which save spot each centre came from: pieces stacked in the save stack here, pieces that lay apart do not land as one.
  const taken = new Map<string, string>();
  for (const { e, piece, shift } of made) {
    const turned = { ...piece, rot: quarterOf(e.at.turn) } as Omit<LayoutPiece, 'x' | 'z'>;
    const wantX = fit.scale * (e.at.x - fit.cx) + e.dx + shift;
    const wantZ = -fit.scale * (e.at.z - fit.cz);
    const source = `${round3(e.at.x)},${round3(e.at.z)}+${e.dx + shift}`;
    let spot = clampOnTable(turned, wantX, wantZ);
    for (let step = 1; step <= 24; step++) {
      const other = taken.get(`${spot.x},${spot.z}`);
      if (other === undefined || other === source) break;
      // Nudged round a widening ring until a free centre turns up.
      const angle = (step * Math.PI) / 4;
      const radius = 0.6 * Math.ceil(step / 8);
      spot = clampOnTable(turned, wantX + radius * Math.cos(angle), wantZ + radius * Math.sin(angle));
    }
    if (!taken.has(`${spot.x},${spot.z}`)) taken.set(`${spot.x},${spot.z}`, source);
    pieces.push({ ...turned, ...spot } as LayoutPiece);
  }
  return pieces;
}
