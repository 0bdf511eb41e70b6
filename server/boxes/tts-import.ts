/**
 * A Tabletop Simulator save made into a box (docs/BOX.md): the save read
 * (tts-save.ts), the images it needs taken from the files the player supplied — never
 * fetched: the server makes no request on a player's behalf —, each prepared like an
 * upload (a card sheet cut into its cards, server/images/slice.ts), the table laid out
 * (tts-layout.ts), and everything left behind listed with the reason: what the save holds
 * that this table cannot (scripts, 3D models, unknown objects), what the layout changed,
 * and each image nobody supplied.
 */
import { ImageRefused, prepareImage, type PreparedImage } from '../images/prepare.ts';
import { sliceSheet, SheetRefused } from '../images/slice.ts';
import { BOX_FORMAT, BOX_VERSION, checkedLayout, imageFile, standIn, type BoxManifest } from './box.ts';
import { ttsLayout } from './tts-layout.ts';
import { leftOut, matchImages, readTtsSave, type LeftOutWhy, type TtsComponent, type TtsImageNeed, type TtsImport, type TtsSheet, type TtsSkipped } from './tts-save.ts';
import { phrase, type Phrase } from '../../engine/core/words.ts';
import { httpSay } from '../../wire/http-words.en.ts';

export interface TtsBox {
  manifest: BoxManifest;
  /** The images of the box by their file in it. */
  images: Map<string, PreparedImage>;
  /** Everything of the save not on the table as it was, and why. */
  skipped: TtsSkipped[];
  /** The images the save needs that no file supplied. */
  missing: TtsImageNeed[];
  /** Objects the save holds (cards in decks and things in bags counted). */
  objects: number;
}

/** What `save` needs before it can be imported: the images (by URL and cached name) and what it cannot bring. */
export function ttsPlan(text: string): { name: string; objects: number; needs: TtsImageNeed[]; skipped: TtsSkipped[] } {
  const save = readTtsSave(text);
  return { name: save.name, objects: save.objects, needs: save.images, skipped: save.skipped };
}


/** Every card of the save with its sheet (in decks, alone, in bags). */
function cardsOf(components: readonly TtsComponent[]): Array<{ sheet: TtsSheet; cell: number }> {
  const out: Array<{ sheet: TtsSheet; cell: number }> = [];
  for (const c of components) {
    if (c.kind === 'deck') for (const card of c.cards) out.push({ sheet: card.sheet, cell: card.cell });
    else if (c.kind === 'card') out.push({ sheet: c.card.sheet, cell: c.card.cell });
    else if (c.kind === 'bag') out.push(...cardsOf(c.contents));
  }
  return out;
}

/**
 * Why an image file of the save could not be read: its refusal inside `http.tts.unreadableFile`
 * (an image's or a sheet's refusal, of the HTTP API's or the room's catalogue).
 */
function unreadableWhy(refused: { message: string; words: Phrase }): LeftOutWhy {
  return { why: httpSay('http.tts.unreadableFile', { why: refused.message }), whyWords: phrase('http.tts.unreadableFile', { why: refused.words }) };
}

/** Prepared images of a save: whole images by URL, cut cells by sheet URL and cell; what could not be read, with why. */
class SaveImages {
  readonly whole = new Map<string, PreparedImage>();
  readonly cells = new Map<string, PreparedImage>();
  readonly failed = new Map<string, { message: string; words: Phrase }>();
  readonly used = new Map<string, PreparedImage>();

  constructor(private readonly files: ReadonlyMap<string, Uint8Array>, private readonly found: ReadonlyMap<string, string>) {}

  private bytes(url: string): Uint8Array | null {
    const file = this.found.get(url);
    return file === undefined ? null : this.files.get(file) ?? null;
  }

  async prepareWhole(url: string): Promise<void> {
    if (this.whole.has(url) || this.failed.has(url)) return;
    const bytes = this.bytes(url);
    if (!bytes) return;
    try {
      this.whole.set(url, await prepareImage(Buffer.from(bytes)));
    } catch (e) {
      if (!(e instanceof ImageRefused)) throw e;
      this.failed.set(url, { message: e.message, words: e.words });
    }
  }

  /** Cuts `cells` of sheet `url` (a grid of `columns` × `rows`). */
  async cut(url: string, sheet: TtsSheet, cells: readonly number[]): Promise<void> {
    const bytes = this.bytes(url);
    if (!bytes || this.failed.has(url)) return;
    try {
      const cut = await sliceSheet(bytes, { cols: sheet.columns, rows: sheet.rows, count: sheet.columns * sheet.rows }, cells);
      cells.forEach((cell, i) => this.cells.set(`${url}#${cell}`, cut[i]!));
    } catch (e) {
      if (!(e instanceof SheetRefused) && !(e instanceof ImageRefused)) throw e;
      this.failed.set(url, { message: e.message, words: e.words });
    }
  }

  /** The stand-in ref of a prepared image, noting it as used by the box. */
  ref(image: PreparedImage | undefined): string | null {
    if (!image) return null;
    this.used.set(imageFile(image.hash), image);
    return standIn(image.hash);
  }
}

/**
 * The box of a Tabletop Simulator save (its JSON text) with the images supplied as
 * `files` (names as a mod backup tool writes them: each image named by its URL).
 * Throws SaveRefused for a file that is not a save this table can take.
 */
export async function ttsBox(text: string, files: ReadonlyMap<string, Uint8Array>, now: Date = new Date()): Promise<TtsBox> {
  const save: TtsImport = readTtsSave(text);
  const { found, missing } = matchImages(save.images, [...files.keys()]);
  const images = new SaveImages(files, found);
  // Each sheet is cut once, only in the cells its cards use (faces, and backs of sheets with a back each).
  const faces = new Map<string, { sheet: TtsSheet; cells: Set<number> }>();
  const backs = new Map<string, { sheet: TtsSheet; cells: Set<number> }>();
  for (const { sheet, cell } of cardsOf(save.components)) {
    const face = faces.get(sheet.face) ?? { sheet, cells: new Set<number>() };
    face.cells.add(cell);
    faces.set(sheet.face, face);
    if (sheet.uniqueBack) {
      const back = backs.get(sheet.back) ?? { sheet, cells: new Set<number>() };
      back.cells.add(cell);
      backs.set(sheet.back, back);
    } else await images.prepareWhole(sheet.back);
  }
  for (const [url, { sheet, cells }] of faces) await images.cut(url, sheet, [...cells]);
  for (const [url, { sheet, cells }] of backs) await images.cut(url, sheet, [...cells]);
  const wholeUrls = (cs: readonly TtsComponent[]): string[] => cs.flatMap((c) => {
    if (c.kind === 'tile' || c.kind === 'token' || c.kind === 'board') return [c.front];
    return c.kind === 'bag' ? wholeUrls(c.contents) : [];
  });
  for (const url of wholeUrls(save.components)) await images.prepareWhole(url);

  const laid = ttsLayout(save, {
    cell: (sheet, cell) => images.ref(images.cells.get(`${sheet.face}#${cell}`)),
    backCell: (sheet, cell) => images.ref(images.cells.get(`${sheet.back}#${cell}`)),
    whole: (url) => images.ref(images.whole.get(url)),
    size: (url) => {
      const image = images.whole.get(url);
      return image ? { width: image.width, height: image.height } : null;
    },
  });
  const layout = checkedLayout(laid.layout, 'http.save.layout');
  const unreadable: TtsSkipped[] = [...images.failed].map(([url, why]) => ({ what: 'image', name: url, guid: '', ...unreadableWhy(why) }));
  const notSupplied: TtsSkipped[] = missing.map((url) => ({ what: 'image', name: url, guid: '', ...leftOut('http.tts.notSupplied') }));
  const manifest: BoxManifest = {
    format: BOX_FORMAT, version: BOX_VERSION, name: (save.name || 'Imported game').slice(0, 80), game: 'sandbox', createdAt: now.toISOString(), layout,
  };
  return {
    manifest, images: images.used, objects: save.objects,
    skipped: [...save.skipped, ...laid.skipped, ...unreadable, ...notSupplied],
    missing: save.images.filter((n) => missing.includes(n.url)),
  };
}
