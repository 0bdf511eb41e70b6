/**
 * The words of Explorers' commonest log lines, one function each: the rule step that logs
 * a line and `logTextExplorers` (log-text.ts), which words it again from the entry's data
 * and the view after it, both call these, so the two never drift. They take ids and
 * numbers and name them from the content (public: every client holds it).
 */
import { seatName } from '../../core/words.ts';
import type { SeatId } from '../../core/types.ts';
import { CONTENT, type HeroDef } from './content/index.ts';
import { keyOf } from './grid.ts';

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
function besideWords(tiles: Tiles, col: number, row: number): string {
  const names: string[] = [];
  for (const [dc, dr] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
    const n = tiles[keyOf(col + dc, row + dr)];
    if (n) names.push(tileName(n.id));
  }
  if (names.length === 0) return 'on the table';
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
  return `beside ${list}`;
}

/** "Fern Glen is laid beside Old Oak, turned 90°." — `tiles` with the new one among them. */
export function placeWords(tiles: Tiles, tileId: string, col: number, row: number, rot: number): string {
  return `${tileName(tileId)} is laid ${besideWords(tiles, col, row)}, turned ${rot}°.`;
}

export const NO_MONSTER_WORDS = 'The monster pile is empty: no monster appears.';

/** A face-down monster marker goes on the tile with id `tileId`. */
export function hiddenMonsterWords(tileId: string): string {
  return `A monster marker is placed face down on ${tileName(tileId)}.`;
}

/** "Sha'Vi and Klethor move to Fern Glen." */
export function movedWords(heroIds: readonly string[], tileId: string): string {
  const names = heroIds.map(heroIdName);
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}` : names[0] ?? 'Nobody';
  return `${who} ${names.length > 1 ? 'move' : 'moves'} to ${tileName(tileId)}.`;
}

/** A permanent monster, beaten, goes back into the pile at random. */
export function shuffledBackWords(monsterId: string): string {
  return `${CONTENT.monsters[monsterId]?.name ?? monsterId} is shuffled back into the monster pile (permanent).`;
}

/** Phase 1: `seat` draws the tile for its hero. */
export function exploreDrawWords(seat: SeatId, tileId: string, heroId: string): string {
  return `${seatName(seat)} draws ${tileName(tileId)} for ${heroIdName(heroId)}.`;
}

/** High-Risk Exploration: the hero turns over a tile off the path. */
export function ventureDrawWords(heroId: string, tileId: string): string {
  return `${heroIdName(heroId)} ventures off the path and reveals ${tileName(tileId)}.`;
}

export function turnWords(heroId: string, seat: SeatId): string {
  return `${heroIdName(heroId)}'s turn (${seatName(seat)}).`;
}

export function downTurnWords(heroId: string): string {
  return `${heroIdName(heroId)} is knocked down and cannot act this turn.`;
}

export function turnOverWords(heroId: string): string {
  return `${heroIdName(heroId)}'s turn is over.`;
}

export function roundWords(round: number): string {
  return `Round ${round} begins: Phase 1, exploration.`;
}

export function adventureWords(round: number): string {
  return `Round ${round}, Phase 2: adventure.`;
}

/** The hero draws an Event card: its name and what it does. */
export function eventWords(heroId: string, eventId: string): string {
  const ev = CONTENT.events[eventId];
  return `${heroIdName(heroId)} draws the event ${ev?.name ?? eventId}: ${ev?.text ?? ''}`;
}
