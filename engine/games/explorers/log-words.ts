/**
 * The words of Explorers' commonest log lines, one function each: the rule step that logs
 * a line (in English, `explorersSay`) and `logTextExplorers` (log-text.ts), which words it
 * again from the entry's data and the view after it with any reader's `Say`, both call
 * these, so the two never drift. They take ids and numbers and name them from the content
 * (public: every client holds it); the sentences are messages of log-words.en.ts.
 */
import { seatName, type Say } from '../../core/words.ts';
import type { SeatId } from '../../core/types.ts';
import { CONTENT, type HeroDef } from './content/index.ts';
import { keyOf } from './grid.ts';
import { explorersEn } from './words.ts';
import { explorersLogWords } from './log-words.en.ts';
import { log, type Ctx } from './ops.ts';

/** Explorers' log lines in English: the words its rule steps log with. */
export const explorersSay: Say = explorersEn;

/** Laid tiles by cell key, as the state and the view both hold them. */
type Tiles = Readonly<Record<string, { readonly id: string }>>;

export function tileName(id: string): string {
  return CONTENT.tiles[id]?.name ?? id;
}

export function heroIdName(id: string): string {
  return (CONTENT.heroes as Readonly<Record<string, HeroDef | undefined>>)[id]?.name ?? id;
}

/**
 * Where a new tile lies, in words a player can find on the table: beside the tiles it
 * touches, by name (grid coordinates mean nothing on screen, and compass words depend on
 * where a seat sits).
 */
function besideWords(tiles: Tiles, col: number, row: number, say: Say): string {
  const names: string[] = [];
  for (const [dc, dr] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
    const n = tiles[keyOf(col + dc, row + dr)];
    if (n) names.push(tileName(n.id));
  }
  if (names.length === 0) return say('explorers.log.on-table');
  return say('explorers.log.beside', { tiles: listWords(names, say) });
}

/** "A", "A and B", "A, B and C". */
function listWords(names: readonly string[], say: Say): string {
  if (names.length < 2) return names[0] ?? '';
  return say('explorers.log.list', { rest: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}

/** "Fern Glen is laid beside Old Oak, turned 90°." — `tiles` with the new one among them. */
export function placeWords(tiles: Tiles, tileId: string, col: number, row: number, rot: number, say: Say = explorersSay): string {
  return say('explorers.log.place', { tile: tileName(tileId), where: besideWords(tiles, col, row, say), rot });
}

/** The monster pile is empty. */
export function noMonsterWords(say: Say = explorersSay): string {
  return say('explorers.log.no-monster');
}

/** A face-down monster marker goes on the tile with id `tileId`. */
export function hiddenMonsterWords(tileId: string, say: Say = explorersSay): string {
  return say('explorers.log.hidden-monster', { tile: tileName(tileId) });
}

/** "Sha'Vi and Klethor move to Fern Glen." */
export function movedWords(heroIds: readonly string[], tileId: string, say: Say = explorersSay): string {
  const names = heroIds.map(heroIdName);
  return say('explorers.log.moved', { n: names.length, who: listWords(names, say), tile: tileName(tileId) });
}

/** A permanent monster, beaten, goes back into the pile at random. */
export function shuffledBackWords(monsterId: string, say: Say = explorersSay): string {
  return say('explorers.log.shuffled-back', { monster: CONTENT.monsters[monsterId]?.name ?? monsterId });
}

/** Phase 1: `seat` draws the tile for its hero. */
export function exploreDrawWords(seat: SeatId, tileId: string, heroId: string, say: Say = explorersSay): string {
  return say('explorers.log.explore-draw', { seat: seatName(seat), tile: tileName(tileId), hero: heroIdName(heroId) });
}

/** High-Risk Exploration: the hero turns over a tile off the path. */
export function ventureDrawWords(heroId: string, tileId: string, say: Say = explorersSay): string {
  return say('explorers.log.venture-draw', { hero: heroIdName(heroId), tile: tileName(tileId) });
}

export function turnWords(heroId: string, seat: SeatId, say: Say = explorersSay): string {
  return say('explorers.log.turn', { hero: heroIdName(heroId), seat: seatName(seat) });
}

export function downTurnWords(heroId: string, say: Say = explorersSay): string {
  return say('explorers.log.down-turn', { hero: heroIdName(heroId) });
}

export function turnOverWords(heroId: string, say: Say = explorersSay): string {
  return say('explorers.log.turn-over', { hero: heroIdName(heroId) });
}

export function roundWords(round: number, say: Say = explorersSay): string {
  return say('explorers.log.round', { round });
}

export function adventureWords(round: number, say: Say = explorersSay): string {
  return say('explorers.log.adventure', { round });
}

/** A monster's or a Boss's name by its id. */
function enemyName(id: string): string {
  return CONTENT.monsters[id]?.name ?? CONTENT.bosses[id]?.name ?? id;
}

/** "A", "A and B", "A and B and C": heroes together in a battle. */
function andWords(heroIds: readonly string[], say: Say): string {
  return heroIds.map(heroIdName).reduce((a, b) => say('explorers.log.and', { a, b }));
}

/** What a battle line says, from its data: which message and the numbers it names. */
export type BattleLine =
  | { line: 'battle'; heroes: string[]; enemy: string; defense: number; hits: number; damage: number }
  | { line: 'far-sight'; heroes: string[] }
  | { line: 'enraged-no-reroll' | 'enraged-first' | 'frozen'; enemy: string }
  | { line: 'leaf'; n: number }
  | { line: 'victory' | 'defeat'; enemy: string; hits: number; of: number }
  | { line: 'freeze'; hero: string; enemy: string };

/** A battle's line in words: who fights what, shields, the outcome, Frost. */
export function battleWords(d: BattleLine, say: Say = explorersSay): string {
  const id = `explorers.log.${d.line}`;
  switch (d.line) {
    case 'battle':
      return say(id, { who: andWords(d.heroes, say), n: d.heroes.length, enemy: enemyName(d.enemy), defense: d.defense, hits: d.hits, damage: d.damage });
    case 'far-sight': return say(id, { who: andWords(d.heroes, say) });
    case 'leaf': return say(id, { n: d.n });
    case 'victory': case 'defeat': return say(id, { enemy: enemyName(d.enemy), hits: d.hits, of: d.of });
    case 'freeze': return say(id, { hero: heroIdName(d.hero), enemy: enemyName(d.enemy) });
    default: return say(id, { enemy: enemyName(d.enemy) });
  }
}

/** Logs a battle's line: its English and, as data, what words it again. */
export function battleLine(d: BattleLine, target?: string): { text: string; data: Record<string, unknown> } {
  return { text: battleWords(d), data: target === undefined ? { ...d } : { target, ...d } };
}

function lootName(id: string): string {
  return CONTENT.loot[id]?.name ?? id;
}

/** What names a plain line's value by its data key: a hero's, a card's, an enemy's, a tile's, a lair card's id. */
const NAMERS: Readonly<Record<string, (id: string) => string>> = {
  hero: heroIdName, other: heroIdName, by: heroIdName, enemy: enemyName, tile: tileName, laid: tileName,
  card: lootName, kept: lootName, lair: (id) => CONTENT.lairsB[id]?.name ?? id,
};

/** A plain line's values by data key: content ids (named by `NAMERS`), numbers, select keys. */
export type LineRefs = Readonly<Record<string, string | number>>;

/** The log message `explorers.log.<line>` with `refs`, its content ids named. */
export function lineWords(line: string, refs: LineRefs, say: Say = explorersSay): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(refs)) {
    const namer = NAMERS[k];
    values[k] = typeof v === 'string' && namer ? namer(v) : v;
  }
  return say(`explorers.log.${line}`, values);
}

/** True when `line` names a plain line's message. */
export function isLine(line: string): boolean {
  return Object.hasOwn(explorersLogWords, `explorers.log.${line}`);
}

/** Logs the plain line `line` (a message of log-words.en.ts) with its refs as data, beside `data`. */
export function logLine(c: Ctx, kind: string, line: string, refs: LineRefs, seat?: SeatId, data?: Record<string, unknown>): void {
  log(c, kind, lineWords(line, refs), { ...data, line, ...refs }, seat);
}

/** The hero draws an Event card: its name and what it does. */
export function eventWords(heroId: string, eventId: string, say: Say = explorersSay): string {
  const ev = CONTENT.events[eventId];
  return say('explorers.log.event', { hero: heroIdName(heroId), event: ev?.name ?? eventId, text: ev?.text ?? '' });
}
