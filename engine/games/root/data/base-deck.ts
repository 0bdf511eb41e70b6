import type { Suit } from './autumn-map.ts';

/**
 * The 54-card shared deck of Root (rules/root/base-deck.json, transcribed): suit, name,
 * kind, crafting cost (`any` icons take any suit), the item a card makes, the VP for
 * crafting it, and how many copies there are. `effect` names the rule the engine runs
 * for a persistent or immediate card (see engine/games/root/effects.ts). A card's rules text
 * is a message of its own, `root.card-text.<key>` (engine/games/root/card-words.en.ts).
 */

export type CardKind = 'item' | 'persistent' | 'immediate' | 'ambush' | 'dominance';
export type CostIcon = 'fox' | 'rabbit' | 'mouse' | 'any';
export type Item = 'boot' | 'bag' | 'crossbow' | 'hammer' | 'sword' | 'tea' | 'coins';

/** The effects the engine knows, one per persistent or immediate card name. */
export type CardEffect =
  | 'armorers' | 'brutal-tactics' | 'royal-claim' | 'sappers' | 'stand-and-deliver'
  | 'tax-collector' | 'better-burrow-bank' | 'cobbler' | 'command-warren' | 'codebreakers'
  | 'scouting-party' | 'favor-of-the-foxes' | 'favor-of-the-rabbits' | 'favor-of-the-mice';

export interface CardDef {
  /** Stable identity of the printed card ('fox-anvil'); copies share it. */
  key: string;
  suit: Suit;
  name: string;
  kind: CardKind;
  cost: readonly CostIcon[];
  item: Item | null;
  vp: number;
  count: number;
  effect?: CardEffect;
}

export const BASE_DECK: readonly CardDef[] = [
  { key: 'bird-ambush', suit: 'bird', name: 'Ambush', kind: 'ambush', cost: [], item: null, vp: 0, count: 2 },
  { key: 'bird-dominance', suit: 'bird', name: 'Dominance', kind: 'dominance', cost: [], item: null, vp: 0, count: 1 },
  { key: 'bird-arms-trader', suit: 'bird', name: 'Arms Trader', kind: 'item', cost: ['fox', 'fox'], item: 'sword', vp: 2, count: 1 },
  { key: 'bird-birdy-bindle', suit: 'bird', name: 'Birdy Bindle', kind: 'item', cost: ['mouse'], item: 'bag', vp: 1, count: 1 },
  { key: 'bird-crossbow', suit: 'bird', name: 'Crossbow', kind: 'item', cost: ['fox'], item: 'crossbow', vp: 1, count: 1 },
  { key: 'bird-woodland-runners', suit: 'bird', name: 'Woodland Runners', kind: 'item', cost: ['rabbit'], item: 'boot', vp: 1, count: 1 },
  { key: 'bird-armorers', suit: 'bird', name: 'Armorers', kind: 'persistent', cost: ['fox'], item: null, vp: 0, count: 2, effect: 'armorers' },
  { key: 'bird-brutal-tactics', suit: 'bird', name: 'Brutal Tactics', kind: 'persistent', cost: ['fox', 'fox'], item: null, vp: 0, count: 2, effect: 'brutal-tactics' },
  { key: 'bird-royal-claim', suit: 'bird', name: 'Royal Claim', kind: 'persistent', cost: ['any', 'any', 'any', 'any'], item: null, vp: 0, count: 1, effect: 'royal-claim' },
  { key: 'bird-sappers', suit: 'bird', name: 'Sappers', kind: 'persistent', cost: ['mouse'], item: null, vp: 0, count: 2, effect: 'sappers' },
  { key: 'fox-ambush', suit: 'fox', name: 'Ambush', kind: 'ambush', cost: [], item: null, vp: 0, count: 1 },
  { key: 'fox-dominance', suit: 'fox', name: 'Dominance', kind: 'dominance', cost: [], item: null, vp: 0, count: 1 },
  { key: 'fox-anvil', suit: 'fox', name: 'Anvil', kind: 'item', cost: ['fox'], item: 'hammer', vp: 2, count: 1 },
  { key: 'fox-foxfolk-steel', suit: 'fox', name: 'Foxfolk Steel', kind: 'item', cost: ['fox', 'fox'], item: 'sword', vp: 2, count: 1 },
  { key: 'fox-gently-used-knapsack', suit: 'fox', name: 'Gently Used Knapsack', kind: 'item', cost: ['mouse'], item: 'bag', vp: 1, count: 1 },
  { key: 'fox-protection-racket', suit: 'fox', name: 'Protection Racket', kind: 'item', cost: ['rabbit', 'rabbit'], item: 'coins', vp: 3, count: 1 },
  { key: 'fox-root-tea', suit: 'fox', name: 'Root Tea', kind: 'item', cost: ['mouse'], item: 'tea', vp: 2, count: 1 },
  { key: 'fox-travel-gear', suit: 'fox', name: 'Travel Gear', kind: 'item', cost: ['rabbit'], item: 'boot', vp: 1, count: 1 },
  { key: 'fox-stand-and-deliver', suit: 'fox', name: 'Stand and Deliver!', kind: 'persistent', cost: ['mouse', 'mouse', 'mouse'], item: null, vp: 0, count: 2, effect: 'stand-and-deliver' },
  { key: 'fox-tax-collector', suit: 'fox', name: 'Tax Collector', kind: 'persistent', cost: ['fox', 'rabbit', 'mouse'], item: null, vp: 0, count: 3, effect: 'tax-collector' },
  { key: 'fox-favor-of-the-foxes', suit: 'fox', name: 'Favor of the Foxes', kind: 'immediate', cost: ['fox', 'fox', 'fox'], item: null, vp: 0, count: 1, effect: 'favor-of-the-foxes' },
  { key: 'rabbit-ambush', suit: 'rabbit', name: 'Ambush', kind: 'ambush', cost: [], item: null, vp: 0, count: 1 },
  { key: 'rabbit-dominance', suit: 'rabbit', name: 'Dominance', kind: 'dominance', cost: [], item: null, vp: 0, count: 1 },
  { key: 'rabbit-a-visit-to-friends', suit: 'rabbit', name: 'A Visit to Friends', kind: 'item', cost: ['rabbit'], item: 'boot', vp: 1, count: 1 },
  { key: 'rabbit-bake-sale', suit: 'rabbit', name: 'Bake Sale', kind: 'item', cost: ['rabbit', 'rabbit'], item: 'coins', vp: 3, count: 1 },
  { key: 'rabbit-root-tea', suit: 'rabbit', name: 'Root Tea', kind: 'item', cost: ['mouse'], item: 'tea', vp: 2, count: 1 },
  { key: 'rabbit-smugglers-trail', suit: 'rabbit', name: "Smuggler's Trail", kind: 'item', cost: ['mouse'], item: 'bag', vp: 1, count: 1 },
  { key: 'rabbit-better-burrow-bank', suit: 'rabbit', name: 'Better Burrow Bank', kind: 'persistent', cost: ['rabbit', 'rabbit'], item: null, vp: 0, count: 2, effect: 'better-burrow-bank' },
  { key: 'rabbit-cobbler', suit: 'rabbit', name: 'Cobbler', kind: 'persistent', cost: ['rabbit', 'rabbit'], item: null, vp: 0, count: 2, effect: 'cobbler' },
  { key: 'rabbit-command-warren', suit: 'rabbit', name: 'Command Warren', kind: 'persistent', cost: ['rabbit', 'rabbit'], item: null, vp: 0, count: 2, effect: 'command-warren' },
  { key: 'rabbit-favor-of-the-rabbits', suit: 'rabbit', name: 'Favor of the Rabbits', kind: 'immediate', cost: ['rabbit', 'rabbit', 'rabbit'], item: null, vp: 0, count: 1, effect: 'favor-of-the-rabbits' },
  { key: 'mouse-ambush', suit: 'mouse', name: 'Ambush', kind: 'ambush', cost: [], item: null, vp: 0, count: 1 },
  { key: 'mouse-dominance', suit: 'mouse', name: 'Dominance', kind: 'dominance', cost: [], item: null, vp: 0, count: 1 },
  { key: 'mouse-crossbow', suit: 'mouse', name: 'Crossbow', kind: 'item', cost: ['fox'], item: 'crossbow', vp: 1, count: 1 },
  { key: 'mouse-investments', suit: 'mouse', name: 'Investments', kind: 'item', cost: ['rabbit', 'rabbit'], item: 'coins', vp: 3, count: 1 },
  { key: 'mouse-mouse-in-a-sack', suit: 'mouse', name: 'Mouse-in-a-Sack', kind: 'item', cost: ['mouse'], item: 'bag', vp: 1, count: 1 },
  { key: 'mouse-root-tea', suit: 'mouse', name: 'Root Tea', kind: 'item', cost: ['mouse'], item: 'tea', vp: 2, count: 1 },
  { key: 'mouse-sword', suit: 'mouse', name: 'Sword', kind: 'item', cost: ['fox', 'fox'], item: 'sword', vp: 2, count: 1 },
  { key: 'mouse-travel-gear', suit: 'mouse', name: 'Travel Gear', kind: 'item', cost: ['rabbit'], item: 'boot', vp: 1, count: 1 },
  { key: 'mouse-codebreakers', suit: 'mouse', name: 'Codebreakers', kind: 'persistent', cost: ['mouse'], item: null, vp: 0, count: 2, effect: 'codebreakers' },
  { key: 'mouse-scouting-party', suit: 'mouse', name: 'Scouting Party', kind: 'persistent', cost: ['mouse', 'mouse'], item: null, vp: 0, count: 2, effect: 'scouting-party' },
  { key: 'mouse-favor-of-the-mice', suit: 'mouse', name: 'Favor of the Mice', kind: 'immediate', cost: ['mouse', 'mouse', 'mouse'], item: null, vp: 0, count: 1, effect: 'favor-of-the-mice' },
];

/** The shared item supply (2 boots, 2 bags, 1 crossbow, 1 hammer, 2 swords, 2 teas, 2 coins). */
export const ITEM_SUPPLY: Readonly<Record<Item, number>> = {
  boot: 2, bag: 2, crossbow: 1, hammer: 1, sword: 2, tea: 2, coins: 2,
};

const BY_KEY = new Map(BASE_DECK.map((c) => [c.key, c]));

/** The card with this key. Keys come from the deck itself, never from a client. */
export function cardDef(key: string): CardDef {
  const c = BY_KEY.get(key);
  if (!c) throw new RangeError(`No card '${key}' in the base deck`);
  return c;
}

/** Every copy of every card, in deck-list order (keys; shuffled at setup). */
export function deckKeys(options: { dominance: boolean }): string[] {
  return BASE_DECK.flatMap((c) =>
    c.kind === 'dominance' && !options.dominance ? [] : Array.from({ length: c.count }, () => c.key));
}
