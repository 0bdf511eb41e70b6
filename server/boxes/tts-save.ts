/**
 * Reading a Tabletop Simulator save (its JSON: `ObjectStates` and what each object holds)
 * into what a free table can be built from: decks and cards cut from their sheets
 * (`CustomDeck`: `FaceURL`, `BackURL`, `NumWidth` × `NumHeight`, `UniqueBack`,
 * `BackIsHidden`), image tiles, tokens and boards (`CustomImage`), dice, bags with what
 * they hold, counters and pawns, each where the save put it — and, beside them, every image
 * the table needs and everything that cannot be imported, with the reason.
 *
 * Nothing here fetches anything: a save's URLs only name the images, which the player
 * supplies as files (a folder or a zip from a mod backup tool, each image named as
 * Tabletop Simulator names its cached copy: `cacheName`). Pure: bytes in, a plan out; a
 * save that is not one, or holds more than MAX_OBJECTS objects, is refused whole.
 */
import { worded, type Phrase, type PhraseValue } from '../../engine/core/words.ts';
import { httpSay, type HttpWordId } from '../../wire/http-words.en.ts';
import { Refused } from './refused.ts';

/** Most objects (every card of every deck counted) one save may bring. */
export const MAX_OBJECTS = 8000;
/** Deepest nesting of bags in bags. */
export const MAX_DEPTH = 8;
/** Largest save text read, in characters (a big mod's JSON is a few MB). */
export const MAX_SAVE_CHARS = 32 * 1024 * 1024;

/** Where an object lies: the save's own units and axes (y up), its turn about y in degrees, and which side is up. */
export interface TtsPlace {
  x: number;
  y: number;
  z: number;
  /** Degrees about the vertical, as the save has it. */
  turn: number;
  faceUp: boolean;
}

/** A sheet of card faces: `columns` × `rows` cells, with one shared back or a back per card. */
export interface TtsSheet {
  face: string;
  back: string;
  columns: number;
  rows: number;
  /** The back image is a sheet too, cut like the faces. */
  uniqueBack: boolean;
  /** The sheet's last cell is the back shown for hidden cards (the cell is no card). */
  backIsHidden: boolean;
}

export interface TtsCard {
  name: string;
  sheet: TtsSheet;
  /** The card's cell on its sheet: row by row from the top left. */
  cell: number;
}

export type TtsShape = 'square' | 'hex' | 'circle' | 'rounded';

export type TtsComponent =
  | { kind: 'deck'; guid: string; name: string; at: TtsPlace; cards: TtsCard[] }
  | { kind: 'card'; guid: string; name: string; at: TtsPlace; card: TtsCard }
  | { kind: 'tile' | 'token' | 'board'; guid: string; name: string; at: TtsPlace; shape: TtsShape; front: string; back: string | null; color: string | null }
  | { kind: 'die'; guid: string; name: string; at: TtsPlace; sides: number; color: string | null }
  | { kind: 'bag'; guid: string; name: string; at: TtsPlace; color: string | null; contents: TtsComponent[] }
  | { kind: 'counter'; guid: string; name: string; at: TtsPlace; value: number }
  | { kind: 'pawn'; guid: string; name: string; at: TtsPlace; color: string | null };

/** Something of the save left behind, and why. */
export interface TtsSkipped {
  /** The object's type in the save (`Custom_Model`, …), or `LuaScript` for a script. */
  what: string;
  name: string;
  guid: string;
  why: string;
  /** `why` as a phrase (wire/http-words.en.ts `http.tts.…`), for the box's author to read in their language. */
  whyWords?: Phrase;
}

/** Why something was left out: the English and its phrase. */
export type LeftOutWhy = Pick<TtsSkipped, 'why' | 'whyWords'>;

/** A left-out reason worded from the HTTP API's catalogue. */
export function leftOut(id: Extract<HttpWordId, `http.tts.${string}`>, values?: Readonly<Record<string, PhraseValue>>): LeftOutWhy {
  const { text, words } = worded(httpSay, id, values);
  return { why: text, whyWords: words };
}

/** An image the table needs: its URL in the save, the name of its cached copy, and the components that show it. */
export interface TtsImageNeed {
  url: string;
  cacheName: string;
  usedBy: string[];
}

export interface TtsImport {
  name: string;
  components: TtsComponent[];
  images: TtsImageNeed[];
  skipped: TtsSkipped[];
  /** Every object counted (cards in decks and things in bags included). */
  objects: number;
}

/** A save refused whole, with the reason for the player (worded from wire/http-words.en.ts `http.save.…`). */
export class SaveRefused extends Refused {
  override readonly name = 'SaveRefused';
}

/**
 * The name Tabletop Simulator gives its cached copy of `url` (and that mod backup tools
 * keep): the URL with everything but letters and digits taken out, before the extension.
 */
export function cacheName(url: string): string {
  return url.replace(/[^\p{L}\p{N}]/gu, '');
}

/** The part of a cache name that survives a change of host (`cloud-3.steamusercontent.com` became another): the path and query. */
export function cacheKeyOfPath(url: string): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(url.trim());
  return cacheName(m ? m[1] ?? '' : url);
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** Upside down when turned about a horizontal axis by about half a turn. */
function faceUpOf(rx: number, rz: number): boolean {
  const flipped = (a: number): boolean => Math.abs(((a % 360) + 360) % 360 - 180) < 90;
  return flipped(rx) === flipped(rz);
}

function placeOf(o: Json): TtsPlace {
  const t = isObject(o.Transform) ? o.Transform : {};
  return { x: num(t.posX), y: num(t.posY), z: num(t.posZ), turn: num(t.rotY), faceUp: faceUpOf(num(t.rotX), num(t.rotZ)) };
}

function colorOf(o: Json): string | null {
  const c = o.ColorDiffuse;
  if (!isObject(c)) return null;
  const hex = (v: unknown): string => Math.round(Math.min(1, Math.max(0, num(v))) * 255).toString(16).padStart(2, '0');
  return `#${hex(c.r)}${hex(c.g)}${hex(c.b)}`;
}

const DICE: Record<string, number> = {
  Die_4: 4, Die_6: 6, Die_6_Rounded: 6, Die_8: 8, Die_10: 10, Die_12: 12, Die_20: 20, Die_Piecepack: 6,
};
const BAGS = new Set(['Bag', 'Custom_Model_Bag', 'Infinite_Bag', 'Custom_Model_Infinite_Bag']);
const PAWNS = /^(PlayerPawn|Chess_|Checker_|Go_Game_Piece_|Figurine_)/;
const TILE_SHAPES: TtsShape[] = ['square', 'hex', 'circle', 'rounded'];
/** What cannot be imported, by type, and why. */
const UNSUPPORTED: Array<[RegExp, string]> = [
  [/^Custom_Model|^Custom_Assetbundle|^Custom_AssetBundle/, 'model'],
  [/^Custom_Dice$/, 'dice'],
  [/^Custom_PDF$/, 'pdf'],
  [/^(HandTrigger|ScriptingTrigger|FogOfWarTrigger|FogOfWar|RandomizeTrigger|LayoutZone)$/, 'zone'],
  [/^(Notecard|Tablet|Calculator|Clock|3DText|Digital_Clock|Chip_)/, 'object'],
];

class Reader {
  readonly skipped: TtsSkipped[] = [];
  private readonly needs = new Map<string, TtsImageNeed>();
  objects = 0;

  need(url: string, by: string): void {
    const u = url.trim();
    if (!u) return;
    let n = this.needs.get(u);
    if (!n) {
      n = { url: u, cacheName: cacheName(u), usedBy: [] };
      this.needs.set(u, n);
    }
    if (!n.usedBy.includes(by)) n.usedBy.push(by);
  }

  images(): TtsImageNeed[] {
    return [...this.needs.values()];
  }

  skip(o: Json, why: LeftOutWhy, what = text(o.Name) || 'an object'): void {
    this.skipped.push({ what, name: text(o.Nickname), guid: text(o.GUID), ...why });
  }

  count(): void {
    if (++this.objects > MAX_OBJECTS) {
      throw new SaveRefused('http.save.tooMany', { most: MAX_OBJECTS });
    }
  }

  /** The sheets an object carries (`CustomDeck`), by their key. */
  sheets(o: Json): Map<number, TtsSheet> {
    const out = new Map<number, TtsSheet>();
    if (!isObject(o.CustomDeck)) return out;
    for (const [key, raw] of Object.entries(o.CustomDeck)) {
      if (!isObject(raw)) continue;
      const columns = Math.trunc(num(raw.NumWidth, 10));
      const rows = Math.trunc(num(raw.NumHeight, 7));
      const face = text(raw.FaceURL);
      if (!face || columns < 1 || rows < 1 || columns > 100 || rows > 100) continue;
      out.set(Number(key), {
        face, back: text(raw.BackURL), columns, rows,
        uniqueBack: raw.UniqueBack === true, backIsHidden: raw.BackIsHidden === true,
      });
    }
    return out;
  }

  /** Card `id` (its sheet's key × 100 + its cell) from `sheets`, or null when the save gives no sheet for it. */
  card(id: number, name: string, sheets: Map<number, TtsSheet>, guid: string): TtsCard | null {
    const sheet = sheets.get(Math.floor(id / 100));
    const cell = id % 100;
    if (!sheet || cell >= sheet.columns * sheet.rows) return null;
    this.need(sheet.face, guid);
    if (sheet.back) this.need(sheet.back, guid);
    return { name, sheet, cell };
  }

  object(o: Json, depth: number): TtsComponent | null {
    this.count();
    const type = text(o.Name);
    const guid = text(o.GUID);
    const name = text(o.Nickname);
    const at = placeOf(o);
    if (text(o.LuaScript).trim()) this.skip(o, leftOut('http.tts.script'), 'LuaScript');
    if (type === 'Deck' || type === 'DeckCustom') return this.deck(o, at);
    if (type === 'Card' || type === 'CardCustom') {
      const card = this.card(Math.trunc(num(o.CardID, -1)), name, this.sheets(o), guid);
      if (card) return { kind: 'card', guid, name, at, card };
      this.skip(o, leftOut('http.tts.noSheet'));
      return null;
    }
    if (type === 'Custom_Tile' || type === 'Custom_Token' || type === 'Custom_Board') return this.image(o, type, at);
    if (type in DICE) {
      const sides = DICE[type]!;
      return { kind: 'die', guid, name, at, sides, color: colorOf(o) };
    }
    if (BAGS.has(type)) return this.bag(o, at, depth);
    if (type === 'Counter') {
      const c = isObject(o.Counter) ? o.Counter : {};
      return { kind: 'counter', guid, name, at, value: Math.trunc(num(c.value)) };
    }
    if (PAWNS.test(type)) return { kind: 'pawn', guid, name, at, color: colorOf(o) };
    this.skip(o, leftOut('http.tts.unsupported', { kind: UNSUPPORTED.find(([re]) => re.test(type))?.[1] ?? 'unknown' }));
    return null;
  }

  private deck(o: Json, at: TtsPlace): TtsComponent | null {
    const guid = text(o.GUID);
    const sheets = this.sheets(o);
    const ids = Array.isArray(o.DeckIDs) ? o.DeckIDs : [];
    const contained = Array.isArray(o.ContainedObjects) ? o.ContainedObjects : [];
    const cards: TtsCard[] = [];
    ids.forEach((raw, i) => {
      this.count();
      const inner = isObject(contained[i]) ? contained[i] : {};
      // A card may carry its own sheet (a deck built from several): its own first, then the deck's.
      const own = this.sheets(inner);
      for (const [k, v] of sheets) if (!own.has(k)) own.set(k, v);
      const card = this.card(Math.trunc(num(raw, -1)), text(inner.Nickname), own, guid);
      if (card) cards.push(card);
      else this.skipped.push({ what: 'Card', name: text(inner.Nickname), guid: text(inner.GUID), ...leftOut('http.tts.noSheet') });
    });
    if (cards.length === 0) {
      this.skip(o, leftOut('http.tts.unreadableDeck'));
      return null;
    }
    return { kind: 'deck', guid, name: text(o.Nickname), at, cards };
  }

  private image(o: Json, type: string, at: TtsPlace): TtsComponent | null {
    const guid = text(o.GUID);
    const img = isObject(o.CustomImage) ? o.CustomImage : {};
    const front = text(img.ImageURL);
    if (!front) {
      this.skip(o, leftOut('http.tts.noImage'));
      return null;
    }
    const secondary = text(img.ImageSecondaryURL);
    const back = secondary && secondary !== front ? secondary : null;
    this.need(front, guid);
    if (back) this.need(back, guid);
    const kind = type === 'Custom_Tile' ? 'tile' : type === 'Custom_Token' ? 'token' : 'board';
    const tile = isObject(img.CustomTile) ? img.CustomTile : null;
    const shape: TtsShape = kind === 'tile' ? TILE_SHAPES[Math.trunc(num(tile?.Type))] ?? 'square' : kind === 'token' ? 'circle' : 'square';
    return { kind, guid, name: text(o.Nickname), at, shape, front, back, color: colorOf(o) };
  }

  private bag(o: Json, at: TtsPlace, depth: number): TtsComponent {
    if (depth >= MAX_DEPTH) throw new SaveRefused('http.save.tooDeep', { depth: MAX_DEPTH });
    const contents: TtsComponent[] = [];
    for (const inner of Array.isArray(o.ContainedObjects) ? o.ContainedObjects : []) {
      if (!isObject(inner)) continue;
      const c = this.object(inner, depth + 1);
      if (c) contents.push(c);
    }
    return { kind: 'bag', guid: text(o.GUID), name: text(o.Nickname), at, color: colorOf(o), contents };
  }
}

/** Reads a save's text; throws SaveRefused when it is not a Tabletop Simulator save this table can take. */
export function readTtsSave(source: string): TtsImport {
  if (source.length > MAX_SAVE_CHARS) throw new SaveRefused('http.save.tooLarge', { mb: Math.ceil(source.length / 2 ** 20), max: MAX_SAVE_CHARS / 2 ** 20 });
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw new SaveRefused('http.save.notJson');
  }
  if (!isObject(parsed) || !Array.isArray(parsed.ObjectStates)) {
    throw new SaveRefused('http.save.notSave');
  }
  const r = new Reader();
  if (text(parsed.LuaScript).trim()) r.skipped.push({ what: 'LuaScript', name: 'the save', guid: '', ...leftOut('http.tts.globalScript') });
  const components: TtsComponent[] = [];
  for (const o of parsed.ObjectStates) {
    if (!isObject(o)) continue;
    const c = r.object(o, 0);
    if (c) components.push(c);
  }
  return { name: text(parsed.SaveName) || text(parsed.GameMode), components, images: r.images(), skipped: r.skipped, objects: r.objects };
}

/**
 * Which supplied file holds each image the save needs: `files` are the names the player
 * gave (a folder's or a zip's, any directories and extension ignored). A file matches by
 * its cache name, or by the path and query alone when the image's host has changed since.
 * Returns the file per URL and the URLs no file holds.
 */
export function matchImages(needs: readonly TtsImageNeed[], files: readonly string[]): { found: Map<string, string>; missing: string[] } {
  const byName = new Map<string, string>();
  for (const f of files) {
    const base = f.split(/[\\/]/).pop() ?? f;
    const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
    if (!byName.has(stem)) byName.set(stem, f);
  }
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const n of needs) {
    let hit = byName.get(n.cacheName);
    if (!hit) {
      const tail = cacheKeyOfPath(n.url);
      if (tail.length >= 8) for (const [stem, f] of byName) if (stem.endsWith(tail)) { hit = f; break; }
    }
    if (hit) found.set(n.url, hit);
    else missing.push(n.url);
  }
  return { found, missing };
}
