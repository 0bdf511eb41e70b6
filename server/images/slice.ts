/**
 * Card sheets: one image holding a grid of card faces, cut into one image per card — as
 * Tabletop Simulator's deck builder lays them out: up to `MAX_COLS` × `MAX_ROWS` cells of
 * equal size on a sheet of at most `MAX_SHEET_SIDE` pixels a side, cell i counted row by
 * row from the top left, the first `count` cells used.
 *
 * The sheet is decoded once; each cell is cut from its pixels at its own integer bounds
 * (cells of a sheet whose size the grid does not divide differ by a pixel at most) and
 * encoded like an upload (server/images/prepare.ts): a `full` WebP at the cell's size and a
 * `phone` one at most `CARD_PHONE_SIDE`. A card is named by the sha256 of what it is — its
 * size and pixels — so the same sheet cut twice stores each card once, and two sheets
 * holding the same card share it. A bad grid is a `SheetRefused` with a sentence for the
 * player; nothing is cut.
 */
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { MAX_PIXELS, WEBP_QUALITY, type ImageVariant, type PreparedImage } from './prepare.ts';
import { worded, type Phrase } from '../../engine/core/words.ts';
import { roomSay, type RoomWordId } from '../../wire/room-words.en.ts';

/** Most columns and rows a sheet may have (Tabletop Simulator's deck builder's). */
export const MAX_COLS = 10;
export const MAX_ROWS = 7;
/** Largest side of a sheet, pixels. */
export const MAX_SHEET_SIDE = 4096;
/** Smallest side of a cell, pixels: anything smaller is no card. */
export const MIN_CELL_SIDE = 8;
/** The long side of a card's `phone` variant at most (never upscaled). */
export const CARD_PHONE_SIDE = 512;

export interface SheetGrid {
  cols: number;
  rows: number;
  /** Cells used, from the top left, row by row. */
  count: number;
}

export type SheetRefusalCode = 'grid' | 'cells' | 'sheet';

/**
 * A sheet that is not cut: `code` for programs, `message` for the player (in English) and
 * `words`, the same from the room's catalogue (wire/room-words.en.ts) for any reader.
 */
export class SheetRefused extends Error {
  override readonly name = 'SheetRefused';
  readonly words: Phrase;
  constructor(readonly code: SheetRefusalCode, id: RoomWordId, values?: Readonly<Record<string, number>>, options?: { cause?: unknown }) {
    const said = worded(roomSay, id, values);
    super(said.text, options);
    this.words = said.words;
  }
}

/** The grid checked alone (before any image is read): whole numbers within the limits, `count` within the cells. */
export function checkGrid(grid: SheetGrid): void {
  const { cols, rows, count } = grid;
  const whole = (n: number, max: number): boolean => Number.isInteger(n) && n >= 1 && n <= max;
  if (!whole(cols, MAX_COLS) || !whole(rows, MAX_ROWS)) {
    throw new SheetRefused('grid', 'room.sheet.grid', { maxCols: MAX_COLS, maxRows: MAX_ROWS, cols, rows });
  }
  if (!Number.isInteger(count) || count < 1 || count > cols * rows) {
    throw new SheetRefused('grid', 'room.sheet.count', { cols, rows, cells: cols * rows, count });
  }
}

/** Where cell `i` lies on a `width` × `height` sheet. */
export function cellBounds(width: number, height: number, grid: SheetGrid, i: number): { left: number; top: number; width: number; height: number } {
  const col = i % grid.cols;
  const row = Math.floor(i / grid.cols);
  const x0 = Math.round((col * width) / grid.cols);
  const x1 = Math.round(((col + 1) * width) / grid.cols);
  const y0 = Math.round((row * height) / grid.rows);
  const y1 = Math.round(((row + 1) * height) / grid.rows);
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Cuts `sheet` (image bytes: PNG, JPEG or WebP, such as a stored image's `full` variant)
 * by `grid` into one prepared image per used cell, in cell order — or per cell of `cells`
 * (indices below cols × rows, e.g. the used cells and the last one), in that order. Throws
 * `SheetRefused`.
 */
export async function sliceSheet(sheet: Uint8Array, grid: SheetGrid, cells?: readonly number[]): Promise<PreparedImage[]> {
  checkGrid(grid);
  const wanted = cells ?? Array.from({ length: grid.count }, (_, i) => i);
  if (wanted.some((i) => !Number.isInteger(i) || i < 0 || i >= grid.cols * grid.rows)) {
    throw new SheetRefused('grid', 'room.sheet.cells', { cols: grid.cols, rows: grid.rows, last: grid.cols * grid.rows - 1 });
  }
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(sheet, { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (e) {
    throw new SheetRefused('sheet', 'room.sheet.unreadable', undefined, { cause: e });
  }
  const { width, height, channels } = pixels.info;
  if (width > MAX_SHEET_SIDE || height > MAX_SHEET_SIDE) {
    throw new SheetRefused('sheet', 'room.sheet.tooBig', { width, height, max: MAX_SHEET_SIDE });
  }
  const cellW = Math.floor(width / grid.cols);
  const cellH = Math.floor(height / grid.rows);
  if (cellW < MIN_CELL_SIDE || cellH < MIN_CELL_SIDE) {
    throw new SheetRefused('cells', 'room.sheet.cellsSmall', { cols: grid.cols, rows: grid.rows, width, height, cellW, cellH, min: MIN_CELL_SIDE });
  }
  const raw = { width, height, channels };
  const cards: PreparedImage[] = [];
  for (const i of wanted) {
    const box = cellBounds(width, height, grid, i);
    const cell = await sharp(pixels.data, { raw }).extract(box).raw().toBuffer({ resolveWithObject: true });
    cards.push(await prepareCell(cell.data, { width: box.width, height: box.height, channels }));
  }
  return cards;
}

async function prepareCell(data: Buffer, raw: { width: number; height: number; channels: OutputInfo['channels'] }): Promise<PreparedImage> {
  const encode = async (side: number): Promise<ImageVariant> => {
    const out = await sharp(data, { raw })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height, mime: 'image/webp' };
  };
  const [full, phone] = await Promise.all([encode(Math.max(raw.width, raw.height)), encode(CARD_PHONE_SIDE)]);
  const hash = createHash('sha256').update(`woodland-card:${raw.width}x${raw.height}x${raw.channels}:`).update(data).digest('hex');
  return { hash, width: raw.width, height: raw.height, variants: { full, phone } };
}
