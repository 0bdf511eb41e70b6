/**
 * The Forest's log lines of play, each worded from plain data with a `Say` (English by
 * default: the very text the rule step logs): drawing, placing, wild icons, turning over,
 * arranging, map cards, effects, Ambushes, encounters, camp, the reshuffle and the end.
 * Content is named by id and worded through the name messages (name-words.en.ts).
 */
import type { SeatId } from '../../core/types.ts';
import { seatName, type Say } from '../../core/words.ts';
import { mapDef, RULES, sideDef } from './content/index.ts';
import type { Dir, Encounter } from './state.ts';
import { cardSaid, forestSay, iconOf, sideSaid } from './words.ts';

/** English lines `english` holds before it starts afresh. */
const KEPT = 2048;
const keptLines = new Map<string, string>();

/**
 * The line `make` words with `say`, kept under `key` (which names everything it is made
 * from) when `say` is the engine's English: the commonest lines come again and again.
 */
export function english(say: Say, key: string, make: () => string): string {
  if (say !== forestSay) return make();
  let line = keptLines.get(key);
  if (line === undefined) {
    if (keptLines.size >= KEPT) keptLines.clear();
    line = make();
    keptLines.set(key, line);
  }
  return line;
}

/** Names in a list: "A", "A and B", "A, B and C". */
export function listWords(names: readonly string[], say: Say = forestSay): string {
  if (names.length <= 1) return names[0] ?? '';
  return say('forest.log.list', { rest: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}

/** Directions in a list: "north", "north and east", "north, east and south". */
export function dirsWords(dirs: readonly Dir[], say: Say = forestSay): string {
  return listWords(dirs.map((dir) => say('forest.log.dir', { dir })), say);
}

/** The name of card side `id`. */
export function sideName(id: string, say: Say = forestSay): string {
  return say === forestSay ? sideSaid(id).text : say(`forest.name.side.${id}`);
}

/** Side `id` named with its icon: "Old Oak (north)". */
export function cardWords(id: string, say: Say = forestSay): string {
  return say === forestSay ? cardSaid(id).text : say('forest.name.card', { name: sideName(id, say), icon: iconOf(id) });
}

/** A side's icon, danger and renown: "Old Oak (a north icon, danger 1, renown 2)". */
export function sideWords(id: string, say: Say = forestSay): string {
  const side = sideDef(id);
  return say('forest.log.side', { name: sideName(id, say), icon: iconOf(id), danger: String(side.danger), renown: String(side.renown) });
}

/** A map card with its icons and reward: "Miller's Road (north, north, east; 3 renown)". */
export function mapWords(id: string, say: Say = forestSay): string {
  const map = mapDef(id);
  const dirs = map.needs.map((dir) => say('forest.log.dir', { dir })).join(', ');
  return say('forest.log.mapCard', { name: say(`forest.name.map.${id}`), dirs, reward: String(map.reward) });
}

/** `seat` draws side `side` from the bottom: `drawn` of `limit` drawn. */
export function drawWords(seat: SeatId, side: string, drawn: number, limit: number, say: Say = forestSay): string {
  return english(say, `draw:${seat}:${side}:${drawn}:${limit}`, () => say('forest.log.draw', { seat: seatName(seat), card: cardWords(side, say), drawn: String(drawn), limit: String(limit) }));
}

/** `seat` places side `side` (its wild icon standing for `as`); the other drawn sides go to the discard. */
export function placeWords(seat: SeatId, side: string, as: Dir | null, discarded: readonly string[], say: Say = forestSay): string {
  return english(say, `place:${seat}:${side}:${as}:${discarded.join(',')}`, () => say('forest.log.place', {
    seat: seatName(seat), card: cardWords(side, say), as: as ?? 'none', n: discarded.length, rest: listWords(discarded.map((id) => cardWords(id, say)), say),
  }));
}

/** `seat`'s wild side `side` now stands for `as`; the map still needs `missing` (none: complete). */
export function assignWords(seat: SeatId, side: string, as: Dir, missing: readonly Dir[], say: Say = forestSay): string {
  const values = { seat: seatName(seat), name: sideName(side, say), dir: as };
  return missing.length > 0 ? say('forest.log.assign', { ...values, missing: dirsWords(missing, say) }) : say('forest.log.assignDone', values);
}

/** `seat`'s map complete after a wild icon's reassignment (no card in hand). */
export function completeNowWords(seat: SeatId, say: Say = forestSay): string {
  return say('forest.log.completeNow', { seat: seatName(seat) });
}

/** `seat` turns over side `was`, which now shows `side` (standing for `as`). */
export function turnOverWords(seat: SeatId, was: string, side: string, as: Dir | null, say: Say = forestSay): string {
  return say('forest.log.turnOver', { seat: seatName(seat), was: sideName(was, say), side: sideWords(side, say), as: as ?? 'none' });
}

/** `seat` moves side `side` within the tableau. */
export function arrangeWords(seat: SeatId, side: string, say: Say = forestSay): string {
  return say('forest.log.arrange', { seat: seatName(seat), name: sideName(side, say) });
}

/** `seat`'s map card for the round. */
export function mapCardWords(seat: SeatId, map: string, say: Say = forestSay): string {
  return say('forest.log.map', { seat: seatName(seat), map: mapWords(map, say) });
}

/** Side `because` replaced `seat`'s map card `was` (if any) by `next` (null: none left). */
export function newMapWords(seat: SeatId, because: string, was: string | null, next: string | null, say: Say = forestSay): string {
  const values = { because: sideName(because, say), seat: seatName(seat), next: next === null ? say('forest.log.noMap') : mapWords(next, say) };
  return was === null ? say('forest.log.newMap', values) : say('forest.log.newMapWas', { ...values, was: say(`forest.name.map.${was}`) });
}

/** The camp after `round`: `n` tableau cards onto the discard; those still standing (if any) heal. */
export function campWords(round: number, n: number, standing: boolean, say: Say = forestSay): string {
  return say('forest.log.camp', { round: String(round), n, standing: standing ? 'yes' : 'no', heal: String(RULES.campHeal) });
}

/** The Forest Deck rebuilt from a discard of `n` cards. */
export function reshuffleWords(n: number, say: Say = forestSay): string {
  return say('forest.log.reshuffle', { n });
}

/** Why the journey ended as it did: by `reason`, with the winners, their renown and the solo target. */
export interface EndReason {
  reason: 'fell' | 'through' | 'short' | 'allFell' | 'wins';
  winners: readonly SeatId[];
  renown: number;
  target: number;
}

/** The reason the journey ended: "Seat 1 wins with 12 renown". */
export function reasonWords(r: EndReason, say: Say = forestSay): string {
  return say('forest.log.reason', {
    reason: r.reason, winners: listWords(r.winners.map(seatName), say), n: r.winners.length, renown: String(r.renown), target: String(r.target),
  });
}

/** The journey is over, and why. */
export function endWords(r: EndReason, say: Say = forestSay): string {
  return say('forest.log.end', { reason: reasonWords(r, say) });
}

/** What an effect did, as its log line carries it: the side, its kind and the numbers it names. */
export interface EffectLine {
  side: string;
  effect: 'strategy' | 'guard' | 'heal' | 'renownPer' | 'turnOverNone' | 'turnOverAsk';
  /** Strategy or Guard now, health healed, icons counted; 0 where the kind names none. */
  n: number;
  /** Health after healing; Strategy risen (1) or fallen (0). */
  more: number;
  dir?: Dir;
}

/** An effect activated as side `e.side` joined `seat`'s tableau. */
export function effectWords(seat: SeatId, e: EffectLine, say: Say = forestSay): string {
  const values = { name: sideName(e.side, say), seat: seatName(seat), n: String(e.n) };
  switch (e.effect) {
    case 'strategy': return say('forest.log.strategy', { ...values, rises: e.more > 0 ? 'yes' : 'no' });
    case 'guard': return say('forest.log.guard', values);
    case 'heal': return say('forest.log.heal', { ...values, health: String(e.more) });
    case 'renownPer': return say('forest.log.renownPer', { ...values, dir: e.dir ?? '' });
    case 'turnOverNone': return say('forest.log.turnOverNone', values);
    case 'turnOverAsk': return say('forest.log.turnOverAsk', values);
  }
}

/** What an Ambush did, as its log line carries it. */
export interface AmbushLine {
  side: string;
  ambush: 'wound' | 'woundPer' | 'loseRenown' | 'snare' | 'scatter' | 'lostTrail';
  /** Health or renown lost. */
  n: number;
  /** Health or renown left. */
  left: number;
  dir?: Dir;
  /** The other drawn sides trampled into the discard (scatter). */
  lost?: readonly string[];
}

/** The Ambush on side `a.side`, struck at `seat`. */
export function ambushWords(seat: SeatId, a: AmbushLine, say: Say = forestSay): string {
  const values = { name: sideName(a.side, say), seat: seatName(seat), n: String(a.n) };
  switch (a.ambush) {
    case 'wound': return say('forest.log.ambushWound', { ...values, health: String(a.left) });
    case 'woundPer': return say(a.n > 0 ? 'forest.log.ambushWoundPer' : 'forest.log.ambushWoundNone', { ...values, dir: a.dir ?? '', health: String(a.left) });
    case 'loseRenown': return a.n > 0 ? say('forest.log.ambushRenown', { ...values, renown: String(a.left) }) : say('forest.log.ambushNoRenown', values);
    case 'snare': return say('forest.log.ambushSnare', values);
    case 'scatter': {
      const lost = a.lost ?? [];
      return lost.length > 0
        ? say('forest.log.ambushScatter', { ...values, cards: listWords(lost.map((id) => cardWords(id, say)), say) })
        : say('forest.log.ambushScatterNone', values);
    }
    case 'lostTrail': return say('forest.log.ambushLost', values);
  }
}

/** `seat`'s encounter `e`, with the renown they have after it. */
export function encounterWords(seat: SeatId, e: Encounter, renown: number, say: Say = forestSay): string {
  return say('forest.log.encounter', {
    seat: seatName(seat), danger: String(e.danger), guard: String(e.guard), wounds: e.wounds, health: String(e.health),
    cardRenown: String(e.cardRenown), effectRenown: e.effectRenown, mapRenown: String(e.mapRenown), outcome: e.outcome,
    sign: e.gained >= 0 ? `+${e.gained}` : String(e.gained), renown: String(renown),
  });
}
