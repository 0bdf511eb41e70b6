/**
 * The words of Explorers' commonest log lines, one function each: the rule step that logs
 * a line (in English, `explorersSay`) and `logTextExplorers` (log-text.ts), which words it
 * again from the entry's data and the view after it with any reader's `Say`, both call
 * these, so the two never drift. They take ids and numbers and name them from the content
 * (public: every client holds it); the sentences are messages of log-words.en.ts.
 */
import { seatName, type Say } from '../../core/words.ts';
import type { SeatId } from '../../core/types.ts';
import { keyOf } from './grid.ts';
import { explorersEn } from './words.ts';
import { explorersLogWords } from './log-words.en.ts';
import { log, type Ctx } from './ops.ts';
import { enemyNameOf, nameOf, textOf, type NameKind } from './names.ts';
import type { DieNote } from './readings.ts';

/** Explorers' log lines in English: the words its rule steps log with. */
export const explorersSay: Say = explorersEn;

/** Laid tiles by cell key, as the state and the view both hold them. */
type Tiles = Readonly<Record<string, { readonly id: string }>>;

/** A tile's name by its id, in the words of `say`. */
export function tileName(id: string, say: Say = explorersSay): string {
  return nameOf('tile', id, say);
}

/** A hero's name by its id, in the words of `say`. */
export function heroIdName(id: string, say: Say = explorersSay): string {
  return nameOf('hero', id, say);
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
    if (n) names.push(tileName(n.id, say));
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
  return say('explorers.log.place', { tile: tileName(tileId, say), where: besideWords(tiles, col, row, say), rot });
}

/** The monster pile is empty. */
export function noMonsterWords(say: Say = explorersSay): string {
  return say('explorers.log.no-monster');
}

/** A face-down monster marker goes on the tile with id `tileId`. */
export function hiddenMonsterWords(tileId: string, say: Say = explorersSay): string {
  return say('explorers.log.hidden-monster', { tile: tileName(tileId, say) });
}

/** "Sha'Vi and Klethor move to Fern Glen." */
export function movedWords(heroIds: readonly string[], tileId: string, say: Say = explorersSay): string {
  const names = heroIds.map((id) => heroIdName(id, say));
  return say('explorers.log.moved', { n: names.length, who: listWords(names, say), tile: tileName(tileId, say) });
}

/** A permanent monster, beaten, goes back into the pile at random. */
export function shuffledBackWords(monsterId: string, say: Say = explorersSay): string {
  return say('explorers.log.shuffled-back', { monster: enemyNameOf(monsterId, say) });
}

/** Phase 1: `seat` draws the tile for its hero. */
export function exploreDrawWords(seat: SeatId, tileId: string, heroId: string, say: Say = explorersSay): string {
  return say('explorers.log.explore-draw', { seat: seatName(seat), tile: tileName(tileId, say), hero: heroIdName(heroId, say) });
}

/** High-Risk Exploration: the hero turns over a tile off the path. */
export function ventureDrawWords(heroId: string, tileId: string, say: Say = explorersSay): string {
  return say('explorers.log.venture-draw', { hero: heroIdName(heroId, say), tile: tileName(tileId, say) });
}

export function turnWords(heroId: string, seat: SeatId, say: Say = explorersSay): string {
  return say('explorers.log.turn', { hero: heroIdName(heroId, say), seat: seatName(seat) });
}

export function downTurnWords(heroId: string, say: Say = explorersSay): string {
  return say('explorers.log.down-turn', { hero: heroIdName(heroId, say) });
}

export function turnOverWords(heroId: string, say: Say = explorersSay): string {
  return say('explorers.log.turn-over', { hero: heroIdName(heroId, say) });
}

export function roundWords(round: number, say: Say = explorersSay): string {
  return say('explorers.log.round', { round });
}

export function adventureWords(round: number, say: Say = explorersSay): string {
  return say('explorers.log.adventure', { round });
}

/** A monster's or a Boss's name by its id. */
const enemyName = enemyNameOf;

/** "A", "A and B", "A and B and C": heroes together in a battle. */
function andWords(heroIds: readonly string[], say: Say): string {
  return heroIds.map((id) => heroIdName(id, say)).reduce((a, b) => say('explorers.log.and', { a, b }));
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
      return say(id, { who: andWords(d.heroes, say), n: d.heroes.length, enemy: enemyName(d.enemy, say), defense: d.defense, hits: d.hits, damage: d.damage });
    case 'far-sight': return say(id, { who: andWords(d.heroes, say) });
    case 'leaf': return say(id, { n: d.n });
    case 'victory': case 'defeat': return say(id, { enemy: enemyName(d.enemy, say), hits: d.hits, of: d.of });
    case 'freeze': return say(id, { hero: heroIdName(d.hero, say), enemy: enemyName(d.enemy, say) });
    default: return say(id, { enemy: enemyName(d.enemy, say) });
  }
}

/** Logs a battle's line: its English and, as data, what words it again. */
export function battleLine(d: BattleLine, target?: string): { text: string; data: Record<string, unknown> } {
  return { text: battleWords(d), data: target === undefined ? { ...d } : { target, ...d } };
}

type Namer = (id: string, say: Say) => string;
const namer = (kind: NameKind): Namer => (id, say) => nameOf(kind, id, say);

/** What names a plain line's value by its data key: a hero's, a card's, an enemy's, a tile's, a lair card's id. */
const NAMERS: Readonly<Record<string, Namer>> = {
  hero: namer('hero'), other: namer('hero'), by: namer('hero'), enemy: enemyName, tile: namer('tile'), laid: namer('tile'),
  card: namer('loot'), kept: namer('loot'), lair: namer('lair-b'), a: namer('lair-a'), b: namer('lair-b'), power: namer('power'),
};

/** What names the content a reason (`why`, log-words.en.ts `explorers.log.why.…`) speaks of (`whyOf`), by reason. */
const WHY_NAMERS: Readonly<Record<string, Namer>> = {
  enemy: enemyName, attacked: enemyName, penalty: enemyName, enraged: enemyName, skill: enemyName,
  event: namer('event'), tile: namer('tile'), loot: namer('loot'), 'lair-a': namer('lair-a'), five: namer('hero'), 'turn-over': namer('hero'),
};

/**
 * Why something happened to a hero (damage, healing, poison, the threat, thorns): the
 * message `explorers.log.why.<why>`, about the content or the round `whyOf` names.
 */
export interface Why {
  readonly why: string;
  readonly whyOf?: string | number;
}

/** A reason: `why` about `whyOf`. */
export function why(key: string, of?: string | number): Why {
  return of === undefined ? { why: key } : { why: key, whyOf: of };
}

/** A reason in words. */
export function whyWords(w: Why, say: Say = explorersSay): string {
  const of = w.whyOf;
  const name = typeof of === 'string' ? WHY_NAMERS[w.why] : undefined;
  return say(`explorers.log.why.${w.why}`, { of: typeof of === 'string' && name ? name(of, say) : of ?? '' });
}

/** The content texts some lines quote, found from their refs. */
const QUOTES: Readonly<Record<string, (refs: LineRefs, say: Say) => Record<string, string>>> = {
  thorns: (r, say) => ({ text: textOf('thorns', String(r.roll), say) }),
  'lair-enter': (r, say) => ({ intro: textOf('lair-intro', String(r.a), say), rule: textOf('lair-rule', String(r.a), say) }),
  'assign-special': (r, say) => ({ text: textOf('special', `${String(r.hero)}.${String(r.space)}`, say) }),
  unlock: (r, say) => ({ text: textOf('power', String(r.power), say) }),
};

/** A plain line's values by data key: content ids (named by `NAMERS`), numbers, select keys, and `heroes`, a list of hero ids. */
export type LineRefs = Readonly<Record<string, string | number | readonly string[]>>;

/** The log message `explorers.log.<line>` with `refs`, its content ids named. */
export function lineWords(line: string, refs: LineRefs, say: Say = explorersSay): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(refs)) {
    const name = NAMERS[k];
    values[k] = typeof v === 'string' ? (name ? name(v, say) : v) : typeof v === 'number' ? v : andWords(v, say);
  }
  if (typeof refs.why === 'string') values.why = whyWords({ why: refs.why, whyOf: refs.whyOf as string | number | undefined }, say);
  if (typeof refs.how === 'string') values.note = noteWords(refs as unknown as DieNote, say);
  const quote = QUOTES[line];
  return say(`explorers.log.${line}`, quote ? { ...values, ...quote(refs, say) } : values);
}

/** How a battle die was read ("3+1", "green 3+1 = 4", "orange 6, immune"), in the words of `say`. */
export function noteWords(n: DieNote, say: Say = explorersSay): string {
  const r = n as Partial<Record<'plus' | 'color' | 'mod' | 'value', string | number>>;
  return say(`explorers.log.note.${n.how}`, { v: n.v, plus: r.plus ?? '', color: r.color ?? '', mod: r.mod ?? '', value: r.value ?? '' });
}

/** True when `line` names a plain line's message. */
export function isLine(line: string): boolean {
  return Object.hasOwn(explorersLogWords, `explorers.log.${line}`);
}

/** Logs the plain line `line` (a message of log-words.en.ts) with its refs as data, beside `data`. */
export function logLine(c: Ctx, kind: string, line: string, refs: LineRefs, seat?: SeatId, data?: Record<string, unknown>): void {
  log(c, kind, lineWords(line, refs), { ...data, line, ...refs }, seat);
}

/** A line's refs with a reason's. */
export function withWhy(refs: LineRefs, w: Why): LineRefs {
  return w.whyOf === undefined ? { ...refs, why: w.why } : { ...refs, why: w.why, whyOf: w.whyOf };
}

/** The hero draws an Event card: its name and what it does. */
export function eventWords(heroId: string, eventId: string, say: Say = explorersSay): string {
  return say('explorers.log.event', { hero: heroIdName(heroId, say), event: nameOf('event', eventId, say), text: textOf('event', eventId, say) });
}
