/**
 * The component box of the free table, as plain data (pure, unit-tested): the components its
 * panel adds and what each is sent as (`compose {what, x, z}`, images named by the hash the
 * upload route returned), the free spot in view each is placed at, the defaults of the form
 * that asks what an uploaded image is (a card sheet, a board, a tile, a token, a
 * double-sided card), and that form's checks.
 */
import type { Component } from '../../../../engine/table/components.ts';
import { TABLE_SIZE, type TablePiece } from '../../../../engine/core/projection.ts';
import { PLAYER_COLORS } from '../../../../engine/table/tokens.ts';
import { say } from '../../../words/say.ts';

/** Longest side of a board or hidden zone, table units (engine/table/components.ts `MAX_SPAN`). */
export const MAX_SPAN = 40;
/** A sheet holds at most this many columns and rows (the TTS deck sheet). */
export const SHEET_MAX_COLS = 10;
export const SHEET_MAX_ROWS = 7;
/** Longest label a component may carry. */
export const MAX_LABEL = 40;
/** Longest word on a die's face. */
export const MAX_FACE_WORD = 12;
export const DIE_SIDES = [4, 6, 8, 10, 12, 20] as const;
export type DieSides = (typeof DIE_SIDES)[number];

/** An image uploaded to the table (its hash names it in `compose`). */
export interface BoxImage {
  hash: string;
  width: number;
  height: number;
}

/** A card sheet: a grid of card faces in one image, which the server cuts into a deck. */
export interface SheetRequest {
  kind: 'sheet';
  name: string;
  image: string;
  cols: number;
  rows: number;
  count: number;
  back: { kind: 'image'; image: string } | { kind: 'last' } | { kind: 'sheet'; image: string };
}

/** What `compose` puts on the table: a component (image fields hold hashes) or a card sheet. */
export type ComposeWhat = Component | SheetRequest;

/** The client's `compose` message. */
export interface ComposeRequest {
  what: ComposeWhat;
  x: number;
  z: number;
}

// ——— Placement ———

/** A rectangle's width (x) and depth (z), table units. */
export interface Footprint {
  w: number;
  d: number;
}

const CARD: Footprint = { w: 2.5, d: 3.5 };

/** How much of the table a new component covers. */
export function footprintOf(what: ComposeWhat): Footprint {
  switch (what.kind) {
    case 'standardDeck': case 'cards': case 'card': case 'sheet': return CARD;
    case 'die': return { w: 1.2, d: 1.2 };
    case 'counter': return { w: 2, d: 2 };
    case 'token': return { w: 1.6, d: 1.6 };
    case 'meeple': return { w: 1, d: 1 };
    case 'tile': return { w: 4, d: 4 };
    case 'bag': return { w: 3, d: 3 };
    case 'board': case 'zone': return { w: what.w, d: what.d };
  }
}

/** Whether a component lies flat under others (a board, a mat, a hidden zone). */
export function liesUnder(kind: string): boolean {
  return kind === 'board' || kind === 'zone';
}

/** How much of the table a piece on it covers (a quarter-turned piece its turned rectangle). */
export function pieceFootprint(p: Pick<TablePiece, 'kind' | 'size' | 'rot' | 'scale'>): Footprint {
  let f: Footprint;
  if (p.size) f = { w: p.size.w, d: p.size.d };
  else {
    switch (p.kind) {
      case 'card': case 'deck': f = CARD; break;
      case 'tile': f = { w: 4, d: 4 }; break;
      case 'bag': f = { w: 3, d: 3 }; break;
      case 'board': f = { w: 12, d: 12 }; break;
      case 'counter': f = { w: 2, d: 2 }; break;
      case 'token': f = { w: 1.6, d: 1.6 }; break;
      default: f = { w: 1.2, d: 1.2 };
    }
  }
  const s = p.scale ?? 1;
  const quarter = Math.round((((p.rot % Math.PI) + Math.PI) % Math.PI) / (Math.PI / 2)) % 2 === 1;
  return quarter ? { w: f.d * s, d: f.w * s } : { w: f.w * s, d: f.d * s };
}

/** Space kept between a new component and its neighbours. */
const GAP = 0.4;
/** The search steps outward this far at a time, up to this many rings. */
const STEP = 0.5;
const RINGS = 60;

/** How much of footprint `f` at (x, z), with its gap, lies over piece `p`. */
function overlapArea(x: number, z: number, f: Footprint, p: TablePiece, pf: Footprint): number {
  const ox = (f.w + pf.w) / 2 + GAP - Math.abs(x - p.x);
  const oz = (f.d + pf.d) / 2 + GAP - Math.abs(z - p.z);
  return ox > 0 && oz > 0 ? Math.min(ox, f.w, pf.w) * Math.min(oz, f.d, pf.d) : 0;
}

function clampInto(v: number, half: number, tableHalf: number): number {
  const room = Math.max(0, tableHalf - half);
  return Math.max(-room, Math.min(room, v));
}

/**
 * A free-ish spot for a new component of footprint `f` near `at` (where the player looks,
 * or where a file was dropped): the nearest point, in rings outward, where it overlaps no
 * piece and lies whole on the table. A small piece may lie on a board or in a zone (it
 * only keeps clear of other pieces); a board or zone keeps clear of everything. When no
 * spot is free (a large board on a crowded table), the one that covers the least of the
 * other pieces, nearest first. Rounded to a tenth.
 */
export function freeSpot(pieces: Iterable<TablePiece>, at: readonly [number, number], f: Footprint, flat = false): [number, number] {
  const hw = TABLE_SIZE.width / 2;
  const hd = TABLE_SIZE.depth / 2;
  const others = [...pieces].filter((p) => flat || !liesUnder(p.kind)).map((p) => ({ p, f: pieceFootprint(p) }));
  const cx = clampInto(at[0], f.w / 2, hw);
  const cz = clampInto(at[1], f.d / 2, hd);
  const covered = (x: number, z: number) => others.reduce((sum, o) => sum + overlapArea(x, z, f, o.p, o.f), 0);
  const round = (v: number) => Math.round(v * 10) / 10;
  let least: [number, number] = [cx, cz];
  let leastCovered = covered(cx, cz);
  if (leastCovered === 0) return [round(cx), round(cz)];
  for (let ring = 1; ring <= RINGS; ring++) {
    const r = ring * STEP;
    let best: [number, number] | null = null;
    let bestDist = Infinity;
    // The ring's square outline, each side walked in steps.
    for (let i = -ring; i <= ring; i++) {
      for (const [dx, dz] of [[i * STEP, -r], [i * STEP, r], [-r, i * STEP], [r, i * STEP]] as const) {
        const x = cx + dx;
        const z = cz + dz;
        if (Math.abs(x) > Math.max(0, hw - f.w / 2) || Math.abs(z) > Math.max(0, hd - f.d / 2)) continue;
        const dist = dx * dx + dz * dz;
        const c = covered(x, z);
        if (c === 0 && dist < bestDist) {
          best = [x, z];
          bestDist = dist;
        } else if (c < leastCovered - 1e-9) {
          least = [x, z];
          leastCovered = c;
        }
      }
    }
    if (best) return [round(best[0]), round(best[1])];
  }
  return [round(least[0]), round(least[1])];
}

// ——— The panel's components ———

/** A label as the panel sends it, or null when it is empty or too long. */
export function cleanLabel(text: string): string | null {
  const t = text.trim();
  return t.length >= 1 && t.length <= MAX_LABEL ? t : null;
}

/** Whether `text` is a colour the box takes (#rrggbb). */
export function isColour(text: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(text);
}

/**
 * The words printed on a die's faces, one per face in value order, written one a line or
 * separated by commas: exactly `sides` of them, each at most 12 letters. Empty text: numbers.
 */
export function parseFaceWords(text: string, sides: number): { labels?: string[] } | { error: string } {
  const words = text.split(/[\n,]/).map((w) => w.trim()).filter((w) => w.length > 0);
  if (words.length === 0) return {};
  if (words.length !== sides) return { error: say('sandbox.box.error.faceWords', { sides, given: words.length }) };
  const long = words.find((w) => w.length > MAX_FACE_WORD);
  if (long) return { error: say('sandbox.box.error.faceWordLong', { word: long, max: MAX_FACE_WORD }) };
  return { labels: words };
}

/** A span (board, zone side) the box takes: 1 to 40 table units. */
export function isSpan(n: number): boolean {
  return Number.isFinite(n) && n >= 1 && n <= MAX_SPAN;
}

/** Reads a number typed in a field (NaN when it is not one). */
export function numberOf(text: string): number {
  return text.trim() === '' ? NaN : Number(text);
}

/** The panel's plain components, as its fields make them. */
export type AddKind = 'standardDeck' | 'die' | 'counter' | 'token' | 'meeple' | 'board' | 'tile' | 'bag' | 'zone';

export interface AddFields {
  sides: DieSides;
  words: string;
  color: string;
  label: string;
  value: string;
  shape: 'round' | 'square';
  tileShape: 'square' | 'hex';
  seat: number;
  w: string;
  d: string;
}

export const START_FIELDS: AddFields = {
  sides: 6, words: '', color: PLAYER_COLORS[0]!, label: '', value: '0', shape: 'round', tileShape: 'square', seat: 0, w: '12', d: '8',
};

/** What the fields make of `kind` (an empty name is the kind's, in the reader's words), or what to put right first. */
export function componentOf(kind: AddKind, f: AddFields): { what: ComposeWhat } | { error: string } {
  const colour = isColour(f.color) ? f.color : PLAYER_COLORS[0]!;
  const named = (fallback: 'counter' | 'token' | 'mat' | 'tile' | 'bag') => cleanLabel(f.label) ?? (f.label.trim() === '' ? say(`sandbox.box.named.${fallback}`) : null);
  const tooLong = () => ({ error: say('sandbox.box.error.nameLong', { max: MAX_LABEL }) });
  switch (kind) {
    case 'standardDeck': return { what: { kind: 'standardDeck' } };
    case 'die': {
      const words = parseFaceWords(f.words, f.sides);
      if ('error' in words) return words;
      return { what: { kind: 'die', sides: f.sides, color: colour, ...(words.labels ? { labels: words.labels } : {}) } };
    }
    case 'counter': {
      const value = numberOf(f.value);
      const label = named('counter');
      if (!label) return tooLong();
      if (!Number.isInteger(value) || Math.abs(value) > 9999) return { error: say('sandbox.box.error.counterStart') };
      return { what: { kind: 'counter', label, color: colour, value } };
    }
    case 'token': {
      const label = named('token');
      return label ? { what: { kind: 'token', label, color: colour, shape: f.shape } } : tooLong();
    }
    case 'meeple': return { what: { kind: 'meeple', owner: f.seat } };
    case 'board': case 'zone': {
      const w = numberOf(f.w);
      const d = numberOf(f.d);
      if (!isSpan(w) || !isSpan(d)) return { error: say('sandbox.box.error.span', { max: MAX_SPAN }) };
      if (kind === 'zone') return { what: { kind: 'zone', owner: f.seat, w, d } };
      const label = named('mat');
      return label ? { what: { kind: 'board', label, w, d, color: colour } } : tooLong();
    }
    case 'tile': {
      const label = named('tile');
      return label ? { what: { kind: 'tile', label, shape: f.tileShape, color: colour } } : tooLong();
    }
    case 'bag': {
      const label = named('bag');
      return label ? { what: { kind: 'bag', name: label } } : tooLong();
    }
  }
}

// ——— An uploaded image: what is it? ———

export type ImageUse = 'sheet' | 'board' | 'tile' | 'token' | 'card';
export type SheetBack = 'last' | 'image' | 'sheet';

/** The form that asks what an uploaded image is, as the player fills it in. */
export interface ImageForm {
  use: ImageUse;
  name: string;
  /** Sheet: grid and cards. */
  cols: string;
  rows: string;
  count: string;
  back: SheetBack;
  /** Sheet: the back image or back sheet; card: its back. */
  backImage: BoxImage | null;
  /** Board: size in table units. */
  w: string;
  d: string;
  tileShape: 'square' | 'hex';
  tokenShape: 'round' | 'square';
  color: string;
}

/**
 * Whether an image looks like a Tabletop Simulator deck sheet: ten columns and seven rows
 * of cells shaped like a playing card (5:7, give or take), at least 100 px a cell across.
 */
export function looksLikeSheet(img: Pick<BoxImage, 'width' | 'height'>): boolean {
  if (img.width < SHEET_MAX_COLS * 100) return false;
  const cell = (img.width / SHEET_MAX_COLS) / (img.height / SHEET_MAX_ROWS);
  return cell >= 0.6 && cell <= 0.82;
}

/** What an image most likely is, by its shape: a sheet, a single card, a token, else a board. */
export function guessUse(img: Pick<BoxImage, 'width' | 'height'>): ImageUse {
  if (looksLikeSheet(img)) return 'sheet';
  const aspect = img.width / img.height;
  if (aspect >= 0.6 && aspect <= 0.8) return 'card';
  if (Math.abs(aspect - 1) < 0.05 && Math.max(img.width, img.height) <= 512) return 'token';
  return 'board';
}

/** A board's size from its image: its longer side 24 units, the other in proportion (halves). */
export function boardSize(img: Pick<BoxImage, 'width' | 'height'>): Footprint {
  const long = 24;
  const half = (v: number) => Math.max(1, Math.min(MAX_SPAN, Math.round(v * 2) / 2));
  return img.width >= img.height
    ? { w: long, d: half((long * img.height) / img.width) }
    : { w: half((long * img.width) / img.height), d: long };
}

/** A name from a file's name: without its extension, tidied, at most 40 letters. */
export function nameOfFile(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_-]+/g, ' ').trim();
  return (base || say('sandbox.box.named.image')).slice(0, MAX_LABEL).trim();
}

/**
 * The form's first answers for an image: what it most likely is; a sheet of 10 × 7 with 69
 * cards and the last cell as the shared back (a TTS sheet); a board sized from the image.
 */
export function formDefaults(img: BoxImage, fileName: string): ImageForm {
  const size = boardSize(img);
  return {
    use: guessUse(img),
    name: nameOfFile(fileName),
    cols: String(SHEET_MAX_COLS),
    rows: String(SHEET_MAX_ROWS),
    count: String(SHEET_MAX_COLS * SHEET_MAX_ROWS - 1),
    back: 'last',
    backImage: null,
    w: String(size.w),
    d: String(size.d),
    tileShape: 'square',
    tokenShape: 'round',
    color: '#8a6a45',
  };
}

/** Most cards a sheet of cols × rows holds (one cell fewer when the last cell is the back). */
export function sheetCapacity(cols: number, rows: number, back: SheetBack): number {
  return cols * rows - (back === 'last' ? 1 : 0);
}

function whole(text: string, min: number, max: number): number | null {
  const n = numberOf(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * The form checked: what `compose` sends for `image`, or the first thing to put right (in
 * the player's words). The sheet's grid is 1–10 columns by 1–7 rows, its count within the
 * grid; a back image or sheet must be uploaded when the back asks for one; a board 1–40
 * units a side; every name 1–40 letters.
 */
export function composeFromForm(form: ImageForm, image: BoxImage): { what: ComposeWhat } | { error: string } {
  const name = cleanLabel(form.name);
  if (!name) return { error: say('sandbox.box.error.name', { max: MAX_LABEL }) };
  switch (form.use) {
    case 'sheet': {
      const cols = whole(form.cols, 1, SHEET_MAX_COLS);
      if (cols === null) return { error: say('sandbox.box.error.cols', { max: SHEET_MAX_COLS }) };
      const rows = whole(form.rows, 1, SHEET_MAX_ROWS);
      if (rows === null) return { error: say('sandbox.box.error.rows', { max: SHEET_MAX_ROWS }) };
      const most = sheetCapacity(cols, rows, form.back);
      if (most < 1) return { error: say('sandbox.box.error.noCell') };
      const count = whole(form.count, 1, most);
      if (count === null) return { error: say('sandbox.box.error.count', { most, cols, rows, back: form.back }) };
      let back: SheetRequest['back'];
      if (form.back === 'last') back = { kind: 'last' };
      else if (!form.backImage) return { error: say(form.back === 'image' ? 'sandbox.box.error.backImage' : 'sandbox.box.error.backSheet') };
      else back = { kind: form.back, image: form.backImage.hash };
      return { what: { kind: 'sheet', name, image: image.hash, cols, rows, count, back } };
    }
    case 'board': {
      const w = numberOf(form.w);
      const d = numberOf(form.d);
      if (!isSpan(w) || !isSpan(d)) return { error: say('sandbox.box.error.board', { max: MAX_SPAN }) };
      return { what: { kind: 'board', label: name, w, d, color: isColour(form.color) ? form.color : '#8a6a45', image: image.hash } };
    }
    case 'tile':
      return { what: { kind: 'tile', label: name, shape: form.tileShape, color: isColour(form.color) ? form.color : '#8a6a45', image: image.hash } };
    case 'token':
      return { what: { kind: 'token', label: name, shape: form.tokenShape, color: isColour(form.color) ? form.color : '#8a6a45', image: image.hash } };
    case 'card':
      if (!form.backImage) return { error: say('sandbox.box.error.cardBack') };
      return { what: { kind: 'card', label: name, front: image.hash, back: form.backImage.hash } };
  }
}
