import { type HandView, type TablePiece, type TableProjection } from '../../core/projection.ts';
import type { Viewer } from '../../core/types.ts';
import { dieLabels, rootD12 } from '../../table/dice.ts';
import { pieceKey } from './board.ts';
import type { Suit } from './data/autumn-map.ts';
import { cardDef } from './data/base-deck.ts';
import type { LooksTable } from './faction.ts';
import { BATTLE_DICE, WINNING_VP } from './state.ts';
import type { ClearingView, RootView } from './view.ts';
import { hasRootWords } from './log-words.ts';
import { cardNameValue, cardValue, clearingNameValue, englishOf, factionName, rootWorded, suitValue } from './phrases.ts';
import { phrase, type Phrase, type PhraseValue } from '../../core/words.ts';

/**
 * A game of Root as generic table pieces, built from the VIEW (so it shows only what the
 * viewer may see). Layout on the 48 × 32 table (x east, z south):
 *   west  x ≈ −23…6   the Autumn map board ('root-map': paths, rivers, names and corners
 *                     painted by the client from the map data); each clearing a disc piece
 *                     ('root-clearing', so prompts can point at it) lying on it at the board
 *                     picture's coordinates scaled by 0.0118, every piece inside its circle
 *                     (clearingLayout): building slots along its north side, one warrior
 *                     stack per seat with a count in a 2 × 2 block in the middle, tokens in two
 *                     piles along the south (a pile's tokens lie one on another);
 *                     the battle dice lie on it between Waterfall and Pond (BATTLE_DICE_AT),
 *                     so they are thrown onto the map's middle, where every screen shows it;
 *   east  x ≈ 8…23    one row per seat from the south edge up (seatRowZ): its faction's
 *                     pieces (the Clergy's bag and drawn flower, the Legion's spoils and
 *                     campaign card), then its persistent cards; above them the draw and
 *                     discard piles;
 *   around    the victory point track 0–30 ('vp-space-<n>' discs) runs along the map's
 *             south, east and north edges (vpSpot), with a marker per seat on its space.
 * Nothing is draggable in the free table's sense: the client's Root adapter turns a drag of
 * a warrior stack into one of the prompted moves or battles.
 */

const SCALE = 0.0118;
const MAP_X0 = -23;
const MAP_Z0 = -12.7;

export const SUIT_COLORS: Readonly<Record<Suit, string>> = {
  fox: '#d9583b', rabbit: '#e8c547', mouse: '#e0a06a', bird: '#5fa7d9',
};

const round = (v: number): number => Math.round(v * 1000) / 1000 + 0;

/** The map board on the table: its centre and size (the 'root-map' model is this size). */
export const MAP_BOARD = { x: -8.73, z: 0.16, width: 29.4, depth: 25.4 } as const;
/** Radius of a clearing's circle painted on the board, table units. */
export const CLEARING_RADIUS = 2.1;
/** Height of the board's face (the clearing discs lie on it), and of a clearing's face (pieces stand on it). */
export const BOARD_TOP = 0.08;
export const MAP_TOP = 0.11;
/**
 * How much larger than their models Root's pieces on the map are drawn (TablePiece.scale),
 * so that at the default camera a warrior stack, a building and a token stand at least
 * 14 px across at 1440 × 900 and 10 px on a phone (client/games/root/piece-size.test.ts).
 */
export const WARRIOR_SCALE = 1.3;
export const BUILDING_SCALE = 1.2;
/** Distance between building slots, and the slots' offset north of the clearing centre. */
export const SLOT_PITCH = 1.22;
export const SLOT_DZ = -0.73;

/**
 * Where a clearing's pieces lie, relative to its centre, so that every one lies inside its
 * circle (CLEARING_RADIUS) at any count the game allows, none on another unless stacked:
 *  - building slots in a row along the north (slotOffset: three buildings fit);
 *  - the warriors of map seat `k` as one stack with its count, in a 2 × 2 block in the
 *    middle (seats 0 and 1 behind, 2 and 3 in front), each seat always in its own cell;
 *  - the tokens in two piles along the south, left and right: group `j` of the clearing lies
 *    on pile j % 2, on top of the groups before it there (one token's height up each).
 * Each cell's and pile's count badge stands off toward its own corner (`countAt`; a pile's
 * a quarter row lower, and each group in it one row further, `countRow`), so the counts of a crowded clearing lie side by
 * side on screen, not on one another. A standing token (a colony) is drawn as a building is.
 * A clearing a faction brings beside the map holds only that faction's warriors: they stand
 * in its middle. Warriors and buildings are drawn larger than their models (WARRIOR_SCALE,
 * BUILDING_SCALE); the cells and slots are spaced for those sizes.
 */
export const WARRIOR_CELLS: ReadonlyArray<{ dx: number; dz: number; countAt: 'nw' | 'ne' | 'sw' | 'se' }> = [
  { dx: -0.66, dz: -0.13, countAt: 'nw' }, { dx: 0.66, dz: -0.13, countAt: 'ne' }, { dx: -0.66, dz: 0.46, countAt: 'sw' }, { dx: 0.66, dz: 0.46, countAt: 'se' },
];
export const TOKEN_PILES: ReadonlyArray<{ dx: number; dz: number; countAt: 'sw' | 'se' }> = [{ dx: -0.62, dz: 1.36, countAt: 'sw' }, { dx: 0.62, dz: 1.36, countAt: 'se' }];
/** How far under its anchor a pile's first count stands, in badge heights (clear of the front warriors' counts). */
export const PILE_COUNT_ROW = 0.25;
/** How much higher each token of a pile lies than the one under it (the token model's height). */
export const TOKEN_RISE = 0.15;

/** Where building slot `i` of a clearing with `slots` slots lies, relative to its centre. */
export function slotOffset(i: number, slots: number): { dx: number; dz: number } {
  return { dx: round((i - (slots - 1) / 2) * SLOT_PITCH), dz: SLOT_DZ };
}

/** The victory point track's path around the map: south edge west→east, east edge, north edge east→west. */
const VP_PATH: ReadonlyArray<readonly [number, number]> = [[-22.2, 13.75], [6.95, 13.75], [6.95, -13.3], [-22.2, -13.3]];

/** Where space `n` (0–30) of the victory point track lies: evenly spaced along VP_PATH. */
export function vpSpot(n: number): { x: number; z: number } {
  const legs = VP_PATH.slice(1).map((b, i) => {
    const a = VP_PATH[i]!;
    return { a, b, len: Math.hypot(b[0] - a[0], b[1] - a[1]) };
  });
  const total = legs.reduce((t, l) => t + l.len, 0);
  let d = (Math.min(Math.max(n, 0), WINNING_VP) / WINNING_VP) * total;
  for (const l of legs) {
    if (d <= l.len + 1e-9) {
      const f = l.len === 0 ? 0 : d / l.len;
      return { x: round(l.a[0] + (l.b[0] - l.a[0]) * f), z: round(l.a[1] + (l.b[1] - l.a[1]) * f) };
    }
    d -= l.len;
  }
  const last = VP_PATH[VP_PATH.length - 1]!;
  return { x: last[0], z: last[1] };
}

/** How a faction's building or token of `kind` looks (its looks policy), if it says. */
function lookOf(f: LooksTable, v: RootView, seat: number, kind: string): { model: string; standing?: boolean } | undefined {
  const faction = v.seats[seat]?.faction;
  return faction === undefined ? undefined : f[faction]?.looks?.pieces?.[kind];
}

/** A token's id part that survives its flip, if its faction's looks give one (a plot: one per clearing). */
function flipIdOf(f: LooksTable, v: RootView, t: { seat: number; kind: string; faceDown?: true }): string | undefined {
  const faction = v.seats[t.seat]?.faction;
  return faction === undefined ? undefined : f[faction]?.looks?.flipId?.(t);
}

/** The colour of an unsuited clearing's disc. */
const UNSUITED_COLOR = '#8b6b4a';

/**
 * Where a clearing a faction brings lies: at the west end of its faction's row, beside the
 * map, its rim clear of the victory point track along the map's east edge.
 */
export function extraClearingSpot(v: RootView, of: number | undefined): { x: number; z: number } {
  const row = of === undefined ? 0 : Math.max(0, v.seats.findIndex((s) => s.seat === of));
  return { x: 9.7, z: seatRowZ(row) };
}

/** Where clearing `id` lies on the table. */
export function clearingSpot(xy: readonly [number, number]): { x: number; z: number } {
  return { x: round(MAP_X0 + xy[0] * SCALE), z: round(MAP_Z0 + xy[1] * SCALE) };
}

/** A piece with the defaults first; assigned, not spread (V8 spreads the pieces' many shapes on a slow path). */
function piece(p: Omit<TablePiece, 'y' | 'rot' | 'draggable'> & Partial<Pick<TablePiece, 'y' | 'rot'>>): TablePiece {
  return Object.assign({ y: 0, rot: 0, draggable: false }, p);
}

/** A label and its phrase (`label`, `labelWords`), worded in English by `rootSay`. */
function labelled(id: string, values?: Readonly<Record<string, PhraseValue>>): { label: string; labelWords: Phrase } {
  const w = rootWorded(id, values);
  return { label: w.text, labelWords: w.words };
}

/** A card's label: its name. */
function nameLabel(key: string): { label: string; labelWords: Phrase } {
  const words = cardNameValue(key);
  return { label: englishOf(words), labelWords: words };
}

/** A clearing's name in a label. */
function nameOf(c: ClearingView): PhraseValue {
  return clearingNameValue(c.id, c.name);
}

/** A seat in a label: its faction's name ("Honeycomb Clergy"), or the seat's own before it has one. */
function seatValue(v: RootView, seat: number): PhraseValue {
  const s = v.seats[seat];
  if (!s) return '';
  return s.faction ? factionName(s.faction) : s.name;
}

/** A piece's noun by its kind (the factions' log words name their pieces), or the kind itself. */
function kindValue(kind: string): PhraseValue {
  const id = `root.log.kind.${kind}`;
  return hasRootWords(id) ? phrase(id) : kind;
}

/** "Honeycomb Clergy cathedral in Beach"; without words where the kind has no noun. */
function buildingLabel(v: RootView, seat: number, kind: string, c: ClearingView): { label: string; labelWords?: Phrase } {
  if (!v.seats[seat] || !hasRootWords(`root.log.kind.${kind}`)) return { label: `${v.seats[seat]?.name ?? ''} ${kind} in ${c.name}`.trim() };
  return labelled('root.piece.building', { faction: seatValue(v, seat), kind: kindValue(kind), name: nameOf(c) });
}

/** "fox flower", "plot (face down)"; without words where the kind has no noun. */
function tokenLabel(g: { suit?: Suit; kind: string; down: boolean }): { label: string; labelWords?: Phrase } {
  const down = g.down ? 'yes' : 'no';
  // words-ok: only a kind no faction names (one being added, before its log words): each faction in play names its tokens
  if (!hasRootWords(`root.log.kind.${g.kind}`)) return { label: `${g.suit ? `${g.suit} ${g.kind}` : g.kind}${g.down ? ' (face down)' : ''}` };
  return g.suit ? labelled('root.piece.token.suited', { suit: suitValue(g.suit), kind: kindValue(g.kind), down }) : labelled('root.piece.token', { kind: kindValue(g.kind), down });
}

function mapPieces(f: LooksTable, v: RootView, out: Record<string, TablePiece>): void {
  out.map = piece({
    id: 'map', kind: 'board', model: 'root-map', x: MAP_BOARD.x, z: MAP_BOARD.z, faceUp: true, face: 'autumn', ...labelled('root.piece.map'),
  });
  for (const c of v.map) {
    const { x, z } = c.xy ? clearingSpot(c.xy) : extraClearingSpot(v, c.of);
    out[`clearing-${c.id}`] = piece({
      id: `clearing-${c.id}`, kind: 'board', model: 'root-clearing', x, z, y: BOARD_TOP, faceUp: true, face: String(c.id),
      ...(c.suit === null
        ? labelled('root.piece.clearing', { id: c.id, name: nameOf(c) })
        : labelled(c.corner ? 'root.piece.clearing.corner' : 'root.piece.clearing.suited', { id: c.id, name: nameOf(c), suit: suitValue(c.suit) })),
      color: c.suit === null ? UNSUITED_COLOR : SUIT_COLORS[c.suit],
    });
    const top = MAP_TOP;
    const slot = (i: number): { x: number; z: number } => {
      const o = slotOffset(i, c.slots);
      return { x: round(x + o.dx), z: round(z + o.dz) };
    };
    c.buildings.forEach((b, i) => {
      out[`building-${c.id}-${i}`] = piece({
        id: `building-${c.id}-${i}`, kind: 'cube', model: lookOf(f, v, b.seat, b.kind)?.model ?? 'cube', ...slot(i), y: top,
        faceUp: true, face: b.kind, ...buildingLabel(v, b.seat, b.kind, c), color: v.seats[b.seat]?.color ?? '#888888', owner: b.seat, scale: BUILDING_SCALE,
      });
    });
    if (c.ruin) {
      out[`ruin-${c.id}`] = piece({
        id: `ruin-${c.id}`, kind: 'cube', model: 'root-ruin', ...slot(c.slots - 1), y: top,
        faceUp: true, face: 'ruin', ...labelled('root.piece.ruin', { name: nameOf(c) }), color: '#7a7a7a', scale: BUILDING_SCALE,
      });
    }
    c.warriors.forEach((n, seat) => {
      if (n <= 0) return;
      const color = v.seats[seat]?.color ?? '#888888';
      // A clearing a faction brings holds only that faction's warriors: they stand in its middle.
      const cell = c.xy ? WARRIOR_CELLS[seat % WARRIOR_CELLS.length]! : undefined;
      out[`warriors-${c.id}-${seat}`] = piece({
        id: `warriors-${c.id}-${seat}`, kind: 'meeple', model: 'meeple', x: round(x + (cell?.dx ?? 0)), z: round(z + (cell?.dz ?? 0)), y: top,
        faceUp: true, ...labelled('root.piece.warriors', { n, faction: seatValue(v, seat), name: nameOf(c) }), color, owner: seat, count: n, scale: WARRIOR_SCALE,
      });
      // Each cell's count stands off toward its own corner, so the block's counts lie side by side.
      if (cell) out[`warriors-${c.id}-${seat}`]!.countAt = cell.countAt;
    });
    const groups = new Map<string, { seat: number; suit?: Suit; kind: string; n: number; down: boolean }>();
    for (const t of c.tokens) {
      const stable = flipIdOf(f, v, t);
      const key = `${t.seat}-${stable ?? `${pieceKey(t)}${t.faceDown ? '-down' : ''}`}`;
      const g = groups.get(key);
      if (g) g.n++;
      else groups.set(key, { seat: t.seat, kind: t.kind, n: 1, down: t.faceDown === true, ...(t.suit === undefined ? {} : { suit: t.suit }) });
    }
    // Standing tokens (a colony) go on top of their pile, after the flat ones.
    const ordered = [...groups.entries()].sort(([, a], [, b]) => Number(lookOf(f, v, a.seat, a.kind)?.standing === true) - Number(lookOf(f, v, b.seat, b.kind)?.standing === true));
    ordered.forEach(([key, g], j) => {
      const look = lookOf(f, v, g.seat, g.kind);
      const standing = look?.standing === true;
      const pile = TOKEN_PILES[j % TOKEN_PILES.length]!;
      out[`token-${c.id}-${key}`] = piece({
        id: `token-${c.id}-${key}`, kind: standing ? 'cube' : 'token', model: look?.model ?? 'token', x: round(x + pile.dx), z: round(z + pile.dz),
        y: round(top + Math.floor(j / TOKEN_PILES.length) * TOKEN_RISE),
        // A face-down token lies face down; its `face` is what this viewer knows of it (its back, or to its owner its kind).
        faceUp: !g.down, face: g.suit ? `${g.kind}-${g.suit}` : g.kind, ...tokenLabel(g),
        color: g.suit ? SUIT_COLORS[g.suit] : v.seats[g.seat]?.color ?? '#888888', owner: g.seat, count: g.n, countAt: pile.countAt,
        // A pile's counts stand one under another, the first a little under the front warriors' counts.
        countRow: PILE_COUNT_ROW + Math.floor(j / TOKEN_PILES.length),
        ...(standing ? { scale: BUILDING_SCALE } : {}),
      });
    });
  }
}

function sidePieces(f: LooksTable, v: RootView, out: Record<string, TablePiece>): void {
  const pilesZ = seatRowZ(v.seats.length);
  out.deck = piece({ id: 'deck', kind: 'deck', model: 'deck', x: 9.5, z: pilesZ, faceUp: false, ...labelled('root.piece.deck'), count: v.deck });
  const top = v.discard[v.discard.length - 1];
  out.discard = piece({
    id: 'discard', kind: 'deck', model: 'deck', x: 12.3, z: pilesZ, faceUp: top !== undefined, ...labelled('root.piece.discard'), count: v.discard.length,
    ...(top === undefined ? {} : { face: top }),
  });
  // Dominance cards spent or discarded lie face up beside the map, to be taken for a card of their suit.
  v.dominance.forEach((key, i) => {
    out[`dominance-free-${i}`] = piece({
      id: `dominance-free-${i}`, kind: 'card', model: 'card', x: round(18.4 + i * 1.2), z: pilesZ, y: round(i * 0.02), faceUp: true, face: key,
      ...labelled('root.piece.free-dominance', { card: cardValue(key) }), color: SUIT_COLORS[cardDef(key).suit],
    });
  });
  const labels = dieLabels(rootD12());
  for (const [role, id, dx] of [['attacker', BATTLE_DICE.attacker, -0.7], ['defender', BATTLE_DICE.defender, 0.7]] as const) {
    const value = v.dice[role];
    const seat = v.battle ? (role === 'attacker' ? v.battle.attacker : v.battle.defender) : undefined;
    const die = piece({
      id, kind: 'die', model: 'd12', x: round(BATTLE_DICE_AT.x + dx), z: BATTLE_DICE_AT.z, faceUp: true, ...labelled('root.piece.die', { role }),
      die: { sides: 12, labels, value },
    });
    if (value !== null) die.face = labels[value - 1] ?? String(value);
    const color = seat === undefined ? undefined : v.seats[seat]?.color;
    if (color !== undefined) die.color = color;
    out[id] = die;
  }
  v.seats.forEach((s, i) => {
    const z = seatRowZ(i);
    const extra = f[s.faction]?.looks?.tablePieces?.(s.board, s.seat, { x: 11, z }) ?? [];
    // Persistent cards follow the faction's own cards in the row (a card is 2.5 wide).
    const east = Math.max(0, ...extra.filter((p) => p.kind === 'card' || p.kind === 'deck').map((p) => p.x + 1.25));
    const first = Math.max(15.2, east + 0.2 + 1.25);
    s.crafted.forEach((key, j) => {
      const d = cardDef(key);
      out[`crafted-${s.seat}-${j}`] = piece({
        id: `crafted-${s.seat}-${j}`, kind: 'card', model: 'card', x: round(first + j * 2.4), z, faceUp: true, face: key, ...nameLabel(key),
        color: SUIT_COLORS[d.suit], owner: s.seat,
      });
    });
    for (const p of extra) out[p.id] = p;
    if (s.dominance) {
      // An activated dominance card lies in front of its player, and the score marker on it: VP no longer count.
      const key = s.dominance;
      const dominanceX = round(15.2 + s.crafted.length * 2.4);
      out[`dominance-${s.seat}`] = piece({
        id: `dominance-${s.seat}`, kind: 'card', model: 'card', x: dominanceX, z, faceUp: true, face: key, ...labelled('root.piece.dominance', { faction: seatValue(v, s.seat), card: cardValue(key) }),
        color: SUIT_COLORS[cardDef(key).suit], owner: s.seat,
      });
      out[`vp-${s.seat}`] = piece({
        id: `vp-${s.seat}`, kind: 'meeple', model: 'meeple', x: dominanceX, z, y: 0.05,
        faceUp: true, ...labelled('root.piece.dominance-marker', { faction: seatValue(v, s.seat), suit: suitValue(cardDef(key).suit) }), color: s.color, owner: s.seat,
      });
      return;
    }
    // Markers sharing a space stand side by side on it.
    const at = vpSpot(s.vp);
    const here = v.seats.filter((o) => Math.min(o.vp, WINNING_VP) === Math.min(s.vp, WINNING_VP));
    const k = here.findIndex((o) => o.seat === s.seat);
    out[`vp-${s.seat}`] = piece({
      id: `vp-${s.seat}`, kind: 'meeple', model: 'meeple', x: round(at.x + (k - (here.length - 1) / 2) * 0.55), z: at.z, y: VP_TOP,
      faceUp: true, ...labelled('root.piece.vp', { faction: seatValue(v, s.seat), vp: s.vp }), color: s.color, owner: s.seat,
    });
  });
}

/**
 * Where the battle dice lie, on the map between Waterfall and Pond: a throw lands in the
 * tray around them (server/room/dice.ts aims at the dice's own places), which lies in the
 * middle of the screen, clear of the HUD's columns, banner and hand, at every screen size
 * (tests/framing/dice-in-view.test.ts); beside the map, under the choices column, the
 * acting player never saw the roll.
 */
export const BATTLE_DICE_AT = { x: -8.2, z: 3.5 } as const;

/**
 * The side column east of the map fills from the table's south edge up, so the Clergy's
 * bag (seat rows come first) stays clear of the HUD's panels at the screen's top right:
 * row `i` of the seats, and above the last one the piles and battle dice (row = seats).
 */
export function seatRowZ(i: number): number {
  return round(12.4 - i * SEAT_ROW_PITCH);
}

/** Distance between the side column's rows (a persistent card is 3.5 deep). */
const SEAT_ROW_PITCH = 3.6;

/** Height of a victory point space's face (the markers stand on it). */
const VP_TOP = 0.12;

function vpTrack(out: Record<string, TablePiece>): void {
  for (let n = 0; n <= WINNING_VP; n++) {
    const { x, z } = vpSpot(n);
    out[`vp-space-${n}`] = piece({
      id: `vp-space-${n}`, kind: 'token', model: 'token', x, z, faceUp: true, face: `vp-${n}`, label: String(n),
      color: n % 5 === 0 ? '#e9d08f' : '#f4ead2',
    });
  }
}

/** The table projection for `viewer`: every piece, and every hand as a count (cards only for the owner). */
export function tableRoot(f: LooksTable, v: RootView, viewer: Viewer): TableProjection {
  const pieces: Record<string, TablePiece> = {};
  mapPieces(f, v, pieces);
  vpTrack(pieces);
  sidePieces(f, v, pieces);
  const hands: Record<string, HandView> = {};
  for (const s of v.seats) {
    const hand: HandView = { seat: s.seat, count: s.handCount };
    if (viewer !== 'spectator' && viewer === s.seat && s.hand) {
      hand.cards = s.hand.map((c) => ({ id: c.id, face: c.key, ...nameLabel(c.key), color: SUIT_COLORS[c.suit] }));
    }
    hands[String(s.seat)] = hand;
  }
  return { pieces, hands };
}
