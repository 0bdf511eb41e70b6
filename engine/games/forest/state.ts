/**
 * The Forest state (seed 000's Forest phase as a short game; engine/games/forest/README.md)
 * and what a viewer receives of it. Cards are the double-sided cards of engine/table/deck.ts
 * with an id: `showing` is the side facing up, and nothing here ever turns a card over
 * except the rules that say so (Wayfinder's Cairn, and a tableau leaving at the camp).
 */
import type { SeatId, Viewer } from '../../core/types.ts';
import type { Card } from '../../table/deck.ts';
import type { Dir } from './content/schema.ts';

export type { Dir };

/** A physical Forest card: both printed sides (their `face` is a side id) and its facing. */
export interface ForestCard extends Card {
  id: string;
}

/** A card in a tableau: where its owner laid it in their area, and what its wild icon stands for. */
export interface Placed {
  card: ForestCard;
  /** Position in the owner's area (area units, centred; engine/games/forest/table.ts). */
  x: number;
  z: number;
  /** The direction a wild icon stands for now; null for any other icon (or none). */
  as: Dir | null;
}

/**
 * Where a traveller's forest phase stands this round: still drawing, over with the map
 * complete, over astray (the tableau filled up first), or out of the game.
 */
export type Phase = 'open' | 'complete' | 'astray' | 'lost';

/** What a finished tableau led to (the encounter), as the log and the seat panel tell it. */
export interface Encounter {
  round: number;
  outcome: 'complete' | 'astray';
  danger: number;
  guard: number;
  wounds: number;
  /** Renown printed on the cards, from their effects, and from the map (negative when astray). */
  cardRenown: number;
  effectRenown: number;
  mapRenown: number;
  /** Renown gained in all (may be negative, never taking renown below 0). */
  gained: number;
  health: number;
  lost: boolean;
}

export interface Traveller {
  health: number;
  renown: number;
  /** The map card in front of the traveller this round (public), or null. */
  map: string | null;
  tableau: Placed[];
  phase: Phase;
  /** Round bonuses from effects (Strategy may also go down). */
  strategyMod: number;
  guardMod: number;
  /** The last encounter, shown until the next round's ends. */
  encounter: Encounter | null;
  /** Ambushes suffered, for the seat panel and the simulator. */
  ambushes: number;
}

/** The turn: whose it is, the cards drawn so far, and a choice a placed card's effect asks for. */
export interface Turn {
  seat: SeatId;
  /** Drawn this time, in drawing order (the drawn side is public). */
  drawn: ForestCard[];
  /**
   * Draws made in this Draw & Choose (since the last placement). Strategy limits this, not
   * the cards held: an Elk Stampede discards drawn cards, it does not give draws back.
   */
  draws: number;
  /** An Ambush (Briar Snare) ended the drawing: a drawn card must be placed now. */
  snared: boolean;
  /** Wayfinder's Cairn joined: its owner turns over another card of the tableau first. */
  pending: { kind: 'turnOver'; source: string } | null;
}

/** Table options: how many rounds the journey lasts (absent: by the number of travellers). */
export interface ForestOptions {
  rounds?: number;
}

export interface ForestResult {
  winners: SeatId[];
  reason: string;
}

export interface ForestState {
  seats: number;
  options: { rounds: number };
  round: number;
  /** The seat that began this round's forest phase. */
  first: SeatId;
  /** The Forest Deck, index 0 the BOTTOM (engine/table/deck.ts): draws take index 0. */
  deck: ForestCard[];
  /** The discard pile, bottom first; every card lies with the side it was discarded with. */
  discard: ForestCard[];
  /** Map deck (order hidden) and the maps already used. */
  maps: string[];
  mapDiscard: string[];
  travellers: Traveller[];
  turn: Turn | null;
  result: ForestResult | null;
  /** Counters for the simulator and the table info. */
  counts: { draws: number; placements: number; ambushes: number; reshuffles: number };
}

/** A face-up card as everyone sees it: its id, the side up, and the side beneath (both printed). */
export interface CardView {
  id: string;
  up: string;
  down: string;
}

export interface PlacedView extends CardView {
  x: number;
  z: number;
  as: Dir | null;
}

export interface TravellerView {
  seat: SeatId;
  health: number;
  renown: number;
  map: string | null;
  tableau: PlacedView[];
  phase: Phase;
  strategy: number;
  guard: number;
  encounter: Encounter | null;
  ambushes: number;
}

export interface ForestView {
  viewer: Viewer;
  seats: number;
  rounds: number;
  round: number;
  first: SeatId;
  /** The Forest Deck: how many cards, and the side facing up on its top card (it lies in plain sight). */
  deck: { count: number; top: string | null };
  discard: CardView[];
  maps: { count: number; used: number };
  travellers: TravellerView[];
  turn: {
    seat: SeatId;
    drawn: CardView[];
    /** Draws made in this Draw & Choose (an Elk Stampede may have discarded some of them). */
    draws: number;
    /** The drawer's Strategy: how many draws may be made before a card must be placed. */
    limit: number;
    snared: boolean;
    pending: Turn['pending'];
    /** Whether the drawer may draw another card now. */
    mayDraw: boolean;
  } | null;
  result: ForestResult | null;
  reshuffles: number;
}
