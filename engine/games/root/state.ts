import type { SeatId } from '../../core/types.ts';
import type { Item } from './data/base-deck.ts';
import type { ClearingSuit, Suit } from './data/autumn-map.ts';

/**
 * State of a game of Root. Plain JSON (no classes, no Maps) so the match layer can clone,
 * store and compare it. The core knows factions only by id; each faction keeps its own
 * data under `fx[factionId]` (typed by the faction module, opaque here).
 *
 * Secrets (DESIGN §2.3): `deck` (order and contents), every `players[i].hand`, and the
 * bags a faction keeps in `fx` never leave the server; `view.ts` copies only what each
 * viewer may see. Card ids in hands are fresh opaque ids (`k<n>`) given when a card comes
 * out of a hidden place, so an id never tells which card it is.
 */

/** Victory points that win at once (core rules, Winning). */
export const WINNING_VP = 30;

/** Table ids of the two battle dice (the same ids in every roll event). */
export const BATTLE_DICE = { attacker: 'battle-attacker', defender: 'battle-defender' } as const;

export type FactionId = string;
export type Phase = 'setup' | 'birdsong' | 'daylight' | 'evening';

/** A building on the map (Clergy cathedral, …): it fills a slot and counts for rule. */
export interface Building {
  seat: SeatId;
  kind: string;
}

/** A token on the map (flower, colony, …): no slot, no rule. */
export interface Token {
  seat: SeatId;
  kind: string;
  suit?: Suit;
  /**
   * Lies face down: only its owner knows `kind`; everyone else sees the back its
   * faction's secrecy policy shows (the view replaces the token).
   */
  faceDown?: true;
}

export interface ClearingState {
  id: number;
  /** Warriors by seat. */
  warriors: number[];
  buildings: Building[];
  tokens: Token[];
}

/** A card held in a hand: an opaque id and the printed card (`cardDef(key)`). */
export interface HeldCard {
  id: string;
  key: string;
}

export interface PlayerState {
  seat: SeatId;
  /** '' while the seat has still to pick its faction at the table. */
  faction: FactionId;
  vp: number;
  /**
   * The dominance card this player activated (its key): its VP no longer count and it
   * wins at the start of its Birdsong by ruling what the card names (core rules, Winning).
   */
  dominance?: string;
  hand: HeldCard[];
  /** Warriors left in the supply. */
  warriors: number;
  /** Persistent cards crafted and in front of the player (public). */
  crafted: string[];
  /** Items crafted (public). */
  items: Item[];
}

/** Where a turn stands: whose, which phase and which step of it. */
export interface TurnState {
  seat: SeatId;
  /** 1 for the first turn of the game; setup is turn 0. */
  number: number;
  phase: Phase;
  step: string;
  /** The step's automatic part has run. */
  entered: boolean;
  /** The step has nothing more to decide; the turn moves on. */
  done: boolean;
  /** Once-per-turn things already used ("tax-collector", "honey:1", …). */
  used: string[];
  /** Core sub-state of a window step (Cobbler's move taken, …). */
  note?: string;
}

export type BattleStep =
  | 'ambush' | 'counter' | 'ambush-hits' | 'roll' | 'attacker-effects' | 'defender-effects'
  | 'hits-on-defender' | 'hits-on-attacker';

/** A battle in progress (core rules, battle steps 1–6). */
export interface BattleState {
  kind: 'battle';
  clearing: number;
  attacker: SeatId;
  defender: SeatId;
  step: BattleStep;
  /** Why the battle happens ("crusade", "attack", "command-warren", "poke-the-hive"). */
  cause: string;
  /** Key of the defender's ambush card, while it stands. */
  ambush?: string;
  /** Rolled dice: the higher is the attacker's, the lower the defender's. */
  roll?: { high: number; low: number };
  /** Hits the side still has to take in the current removal step. */
  pending: number;
  /** Rolled hits (capped by warriors) and extra hits (not capped), per side taking them. */
  rolledOnDefender: number;
  rolledOnAttacker: number;
  extraOnDefender: number;
  extraOnAttacker: number;
  /** Battle cards used so far ("brutal-tactics", "sappers", "armorers:attacker", …). */
  effects: string[];
}

/** A hand over the limit: the seat discards one card at a time down to `limit`. */
export interface DiscardPending {
  kind: 'discard';
  seat: SeatId;
  limit: number;
}

/** Better Burrow Bank with several other players: the owner chooses who draws with them. */
export interface ChoosePlayerPending {
  kind: 'choose-player';
  seat: SeatId;
  effect: 'better-burrow-bank';
}

/**
 * A decision that belongs to a faction's rules (place a flower, repent, Poke the Hive):
 * `seat` decides; the faction module `faction` reads `data` and answers it.
 */
export interface FactionPending {
  kind: 'faction';
  seat: SeatId;
  faction: FactionId;
  type: string;
  data: Record<string, unknown>;
}

export type Pending = BattleState | DiscardPending | ChoosePlayerPending | FactionPending;

/** A seat's faction at creation: a faction id, drawn at random, or picked at the table before setup. */
export type FactionChoice = FactionId | 'random' | 'pick';

export interface RootOptions {
  /** One per seat, in seat order. */
  factions: FactionChoice[];
  /** Turn order: the seats in the order they take turns, or drawn at random at setup. */
  order: SeatId[] | 'random';
  /** Ends the game after this many turns (simulator only); the highest VP wins. */
  maxTurns?: number;
}

export interface RootState {
  seats: number;
  /** The factions in play, in seat order ('' for a seat still to pick). */
  factions: FactionId[];
  /** Turn order: seats in the order they take turns (clockwise from the first player). */
  order: SeatId[];
  /** Seats still to pick their faction at the table (in picking order) and the factions left; absent once all picked. */
  picks?: { seats: SeatId[]; pool: FactionId[] };
  /** Dominance cards spent or discarded, face up beside the map: any player may take one in Daylight (public). */
  dominance: string[];
  /** Next number for a fresh opaque card id ('k<n>'). Never projected. */
  nextId: number;
  /** Clearings in map order (index = id - 1). */
  map: ClearingState[];
  /** Draw pile, bottom first (secret). */
  deck: string[];
  /** Discard pile, bottom first (public). */
  discard: string[];
  items: Record<Item, number>;
  players: PlayerState[];
  turn: TurnState;
  /** Seats in setup order (setup is turn 0). */
  setupOrder: SeatId[];
  /** Decisions that interrupt the turn, the last one first. */
  stack: Pending[];
  /** Decisions triggered meanwhile (Poke the Hive), moved to the stack once it empties. */
  queue: Pending[];
  /** Faction-owned data by faction id. */
  fx: Record<FactionId, unknown>;
  /** The battle dice as they last landed (face values 1..12), for the table. */
  dice: { attacker: number | null; defender: number | null };
  maxTurns?: number;
  /** Set when the game ends: by 30 VP, by a dominance card, or by the turn cap. */
  winners?: SeatId[];
  endedBy?: 'vp' | 'dominance' | 'cap';
}

/** A suit a clearing or card may stand for. */
export type { ClearingSuit, Suit };
