import type { SeatId, Viewer } from '../../core/types.ts';
import type { Rotation } from '../../table/grid.ts';
import type { HeroId, PowerColor, TileIcon } from './content/schema.ts';

/**
 * State of Explorers of the Woodlands (seed 002). Plain JSON, kept compact because every
 * action copies it (all but the laid tiles, which successive states share: `LaidTile`):
 * content is referenced by id, nothing derived (legal placements, reachable tiles) is
 * stored — grid.ts keeps those beside the tiles they were found for. Which decision comes
 * next is derived from what is pending (see `flow.ts#stepOf`), so there is no separate
 * stack to keep in sync.
 */

export type { HeroId, MonsterType, PowerColor, TileIcon } from './content/schema.ts';

/** A die space on a hero board: movement (1–3), concentration (4+), special 5+ and 6, summoning (two dice). */
export type Space = 'move' | 'focus' | 's5' | 's6' | 'summon';

/** Advanced rules (seed 002, appendix): off, on for every monster, or only on a rune of its colour. */
export type Enraged = 'off' | 'on' | 'runes';

export interface ExOptions {
  /** Heroes in seat order (solo: the two heroes of the one seat); missing ones are drawn at random. */
  heroes?: HeroId[];
  /** The first player; random when absent. */
  firstSeat?: number;
  enraged: Enraged;
  /** Lairs mini-expansion. */
  lairs: boolean;
}

export interface LootSlot {
  card: string;
  /** Face up = available; turn-over cards lie face down until the holder's next turn. */
  up: boolean;
  /**
   * The round in which a Boss's combat skill turned this card over: it stays face down for
   * the whole of that round, the holder's own turn included (seed 002, Bosses' combat skills).
   */
  heldRound?: number;
}

export interface Hero {
  id: HeroId;
  seat: SeatId;
  health: number;
  orbs: number;
  /** Cell key of the tile the meeple stands on. */
  at: string;
  down: boolean;
  poison: boolean;
  /** Thorns status marker: one hero die fewer next turn. */
  thorns: boolean;
  /** Powers unlocked: 0, 1 or 2. */
  powers: number;
  loot: LootSlot[];
  /** Orbs printed on the Energy Well marker this hero took (null: none yet). */
  well: number | null;
}

export interface MonsterOnTile {
  /** Marker id in the content (secret while face down). */
  m: string;
  up: boolean;
  leaf: number;
  /** Sha'Vi's Frost marker. */
  frost: boolean;
  /** Enraged Spirit already came back once. */
  revived: boolean;
}

export interface BossOnTile {
  b: string;
  up: boolean;
  leaf: number;
}

/**
 * A tile on the grid. Markers are optional and absent when there are none, so an empty tile
 * carries only its identity and place. Read them through `ops.ts` helpers. This is the
 * writable form, an action's own copy (`ownTile` in ops.ts); the state holds `LaidTile`s.
 */
export interface TileState {
  id: string;
  col: number;
  row: number;
  rot: Rotation;
  chest?: true;
  event?: true;
  monsters?: MonsterOnTile[];
  boss?: BossOnTile;
  /** Face-down Energy Well markers (their orb values, secret). */
  wells?: number[];
  /** A hero has stood here (monsters revealed, peddler stocked). */
  visited?: true;
  /** The lair here was explored (won or lost) and is no longer available. */
  lairDone?: true;
}

/**
 * A tile as a state holds it. Successive states share their tiles (the draft an action
 * receives copies everything else, see `draftExplorers` in ops.ts), so nothing changes a
 * laid tile in place: an action that changes one first takes its own copy (`ownTile`).
 */
export type LaidTile = Readonly<Omit<TileState, 'monsters' | 'boss' | 'wells'>> & {
  readonly monsters?: ReadonlyArray<Readonly<MonsterOnTile>>;
  readonly boss?: Readonly<BossOnTile>;
  readonly wells?: readonly number[];
};

export interface HeroDie {
  v: number;
  space: Space | null;
}

/** One hero's turn in Phase 2. */
export interface Turn {
  hero: number;
  stage: 'roll' | 'reroll' | 'assign' | 'act';
  dice: HeroDie[];
  /** Movement left (movement dice not yet used, plus item moves). */
  moves: number;
  /** Dice on Concentration: orbs at the end of the turn. */
  focus: number;
  /** Dice still standing on the special spaces (discard-after-use ones drop when used). */
  s5: number;
  s6: number;
  power: PowerColor | null;
  immobile: boolean;
  /** On a tile with enemies that must be fought (or fled) before anything else. */
  mustFight: boolean;
  /** After a lost battle: the enemy whose attack a retreat suffers again ('boss' or a monster marker id). */
  lostTo: string | null;
  /** Tiles added by High-Risk Exploration this turn (1 orb each, already paid). */
  explored: number;
  /** Extra combat dice / bonus prepared with items for the next battle. */
  bonusDice: number;
  bonusPlus: number;
  safeRetreat: boolean;
  /** Started with a Thorns marker (one die fewer; the marker goes at the end of the turn). */
  thornsTurn: boolean;
  /** Icons below a battle icon, applied once the battle is over (seed 002: top to bottom). */
  after: { tile: string; icons: TileIcon[] } | null;
  /** High-Risk Exploration in progress: this tile waits to be placed on this cell. */
  placing: { tile: string; col: number; row: number; with: number[] } | null;
}

export interface BattleDie {
  id: string;
  hero: number;
  color: PowerColor | null;
  v: number;
}

export interface Battle {
  tile: string;
  /** Monster marker id, or 'boss'. */
  target: string;
  /** Heroes on the tile taking part; [0] is the active hero. */
  heroes: number[];
  /** Heroes helping from an adjacent tile (Xylia's Far Sight): no damage, no rewards. */
  far: number[];
  dice: BattleDie[];
  defense: number;
  /** Extra immunities for this battle (boss combat skill). */
  immune: PowerColor[];
  plus: number;
  klethorRerolled: boolean;
  noReroll: boolean;
  /** Enraged Mushroom: damage already dealt before the roll. */
  struck: boolean;
}

/** A lost battle waiting for Sha'Vi's Frost decision before its damage and penalty land. */
export interface LostBattle {
  tile: string;
  target: string;
  heroes: number[];
}

/** Reward units the active player hands out among the heroes who fought. */
export interface Share {
  kind: 'orbs' | 'health' | 'loot';
  left: number;
  heroes: number[];
}

export interface LairState {
  a: string;
  b: string;
  tile: string;
  heroes: number[];
  /** Events completed (0..3). */
  progress: number;
  /** Face rolled for the current event; null before rolling. */
  die: number | null;
  /** What the explorers must decide about the rolled die: roll again (Sunken Crypt) or pay. */
  wait: 'reroll' | 'pay' | null;
  /** The die of this event was rolled again already. */
  rerolled: boolean;
}

export interface Piles {
  /** Index 0 = bottom, last = top (engine/table/deck convention). Secret order. */
  tiles: string[];
  monsters: string[];
  monsterDiscard: string[];
  loot: string[];
  lootDiscard: string[];
  events: string[];
  eventDiscard: string[];
  bosses: string[];
  wells: number[];
  lairA: string[];
  lairB: string[];
  lairDiscard: string[];
}

export interface ExploreState {
  /** Hero indices still to place a tile this round, in order; [0] is placing now. */
  queue: number[];
  /** The drawn tile waiting to be placed. */
  tile: string | null;
  /** Xylia's Pathfinder: the extra tile is being offered (before drawing). */
  offer: boolean;
  /** Xylia's Pathfinder was offered this round. */
  bonus: boolean;
}

export interface ExState {
  seats: number;
  options: ExOptions;
  /** Heroes in turn order (the first player's hero first). */
  heroes: Hero[];
  round: number;
  phase: 'explore' | 'adventure' | 'over';
  explore: ExploreState | null;
  turn: Turn | null;
  battle: Battle | null;
  lost: LostBattle | null;
  share: Share[];
  /** Loot gained by a hero with full slots: the hero's owner keeps 3 of the 4. */
  replace: Array<{ hero: number; card: string }>;
  /**
   * A Boss's combat skill makes each hero on its tile turn over a face-up weapon: the heroes
   * holding several choose which, in this order (hero indices); the boss battle begins once
   * the last has chosen. Absent when nobody has to choose.
   */
  turnOver?: number[];
  lair: LairState | null;
  /** Laid tiles by cell key, in the order they were laid; shared between states (see `LaidTile`). */
  tiles: Readonly<Record<string, LaidTile>>;
  piles: Piles;
  /** Peddler stock (face up); null until a hero first enters the peddler tile. */
  peddler: string[] | null;
  /** Threat cube position (0 = first space); null until the Boss is revealed. */
  threat: number | null;
  /** Last value of every die by id, for the table. */
  dice: Record<string, number>;
  result: { victory: boolean; reason: string } | null;
}

// ——— The view ———

export type MonsterView =
  | { up: false; leaf: number }
  | { up: true; m: string; leaf: number; frost: boolean; revived: boolean };

export type BossView = { up: false } | { up: true; b: string; leaf: number };

export interface TileView {
  id: string;
  col: number;
  row: number;
  rot: Rotation;
  chest: boolean;
  event: boolean;
  monsters: MonsterView[];
  boss: BossView | null;
  /** Face-down well markers: count only. */
  wells: number;
  visited: boolean;
  lairDone: boolean;
}

/** What a viewer receives: the state with face-down identities and pile orders removed. */
export interface ExView extends Omit<ExState, 'tiles' | 'piles' | 'explore'> {
  viewer: Viewer;
  tiles: Record<string, TileView>;
  piles: {
    tiles: number; monsters: number; monsterDiscard: string[]; loot: number; lootDiscard: string[];
    events: number; eventDiscard: string[]; bosses: number; wells: number; lairA: number; lairB: number; lairDiscard: string[];
  };
  explore: ExploreState | null;
}
