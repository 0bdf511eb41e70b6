/**
 * Delve's state, its options and what a viewer sees of it. Plain JSON (the match layer
 * copies it for every action). Cards are named by their content id; monsters by "m<n>".
 */
import type { SeatId, Viewer } from '../../core/types.ts';
import type { Sealed, SealedView } from '../../table/sealed.ts';
import type { HexKey } from './hex.ts';

export interface DelveOptions {
  /** One character id per seat; absent or "random" entries are drawn at setup. */
  characters?: string[];
}

/** A seat's sealed choice at card selection: two cards (the first leads), or a long rest. */
export type Selection = { cards: [string, string] } | { rest: true };

/** A card lying in the active area while its bonus lasts. */
export interface ActiveCard {
  card: string;
  half: 'top' | 'bottom';
  /** Ends at the end of the round, or when its charges are used up. */
  until: 'round' | 'used';
  /** What it does while it lasts (persistent bonuses). */
  bonus?: { k: 'ward' | 'might'; n: number; left: number };
  /** Goes to the lost pile rather than the discard when it ends. */
  lost: boolean;
}

export interface Character {
  seat: SeatId;
  id: string;
  health: number;
  maxHealth: number;
  /** Where its figure stands; null once exhausted. */
  at: HexKey | null;
  /** In hand order; secret to everyone else (they see the count). */
  hand: string[];
  discard: string[];
  lost: string[];
  active: ActiveCard[];
  /** The two cards played this round (lead first) until each is used; empty otherwise. */
  played: string[];
  /** The two cards revealed this round, lead first, for their slots on the table; empty after cleanup. */
  revealed: string[];
  /** Declared a long rest this round. */
  resting: boolean;
  items: Array<{ id: string; spent: boolean }>;
  /** Round bonuses: shield and retaliate until the end of the round. */
  shield: number;
  retaliate: number;
  exhausted: boolean;
  /** Why it was exhausted, for the log and the HUD. */
  exhaustedBy?: 'cards' | 'health';
  coins: number;
}

export interface Monster {
  id: string;
  kind: string;
  /** 1-based number among its kind (shown on its standee). */
  n: number;
  health: number;
  maxHealth: number;
  at: HexKey;
  room: number;
}

export interface LootToken {
  at: HexKey;
  kind: 'coin' | 'chest';
}

/** One slot of the initiative order after the reveal. */
export type OrderEntry =
  | { kind: 'character'; seat: SeatId; initiative: number; second: number; done: boolean }
  | { kind: 'monsters'; initiative: number; done: boolean };

/** The step of an action being carried out: which effect, and what of it is done. */
export interface Step {
  /** Index of the effect in the half. */
  i: number;
  /** Monsters already attacked by this attack (multi-target). */
  hit: string[];
  /** Recoveries made so far. */
  recovered: number;
  /** A push or pull under way: the monster, steps left, which way, from where the attacker stands. */
  shove?: { monster: string; left: number; dir: 'push' | 'pull' };
}

export interface Turn {
  seat: SeatId;
  /** 'pick': choose the first half; 'act': carry out a half; 'rest': the long rest's choice. */
  stage: 'pick' | 'act' | 'rest';
  /** The halves used so far, in order (the second is the other card's other half). */
  used: Array<{ card: string; half: 'top' | 'bottom'; plain: boolean }>;
  /** The half being carried out. */
  doing: { card: string; half: 'top' | 'bottom'; plain: boolean; step: Step; performed: string[] } | null;
  /** An item's extra move being taken now. */
  extraMove: number;
  /** Whetstone: added to the next attack this turn. */
  sharpen: number;
}

/** A short rest under way at cleanup: the card drawn to be lost, and whether the redraw was taken. */
export interface ShortRest {
  card: string;
  redrawn: boolean;
}

export interface DelveState {
  seats: number;
  round: number;
  phase: 'select' | 'turns' | 'cleanup' | 'over';
  chars: Character[];
  monsters: Monster[];
  /** Rooms by index: open once a character stepped onto their door (the first is open). */
  open: boolean[];
  loot: LootToken[];
  sealed: Sealed<Selection>;
  /** The shared monster ability deck: draw pile (secret order), discard, this round's card. */
  deck: { draw: string[]; discard: string[]; current: string | null };
  order: OrderEntry[];
  turn: Turn | null;
  /** Cleanup: the seats still to decide on a short rest, and rests under way. */
  cleanup: { waiting: SeatId[]; rests: Record<string, ShortRest> };
  result: { victory: boolean; reason: string } | null;
  /** Monsters defeated so far (by kind id, for the summary). */
  defeated: number;
}

export interface CharacterView {
  seat: SeatId;
  id: string;
  name: string;
  health: number;
  maxHealth: number;
  at: HexKey | null;
  handCount: number;
  /** Only for the viewer's own character. */
  hand?: string[];
  discard: string[];
  lost: string[];
  active: ActiveCard[];
  played: string[];
  revealed: string[];
  resting: boolean;
  items: Array<{ id: string; spent: boolean }>;
  shield: number;
  retaliate: number;
  exhausted: boolean;
  exhaustedBy?: 'cards' | 'health';
  coins: number;
}

export interface DelveView {
  viewer: Viewer;
  seats: number;
  round: number;
  phase: DelveState['phase'];
  scenario: string;
  rooms: Array<{ name: string; open: boolean }>;
  chars: CharacterView[];
  monsters: Monster[];
  loot: LootToken[];
  sealed: SealedView<Selection>;
  deck: { count: number; discard: string[]; current: string | null };
  order: OrderEntry[];
  turn: Turn | null;
  cleanup: { waiting: SeatId[]; rests: Record<string, ShortRest> };
  result: { victory: boolean; reason: string } | null;
  defeated: number;
}
