/**
 * A new journey: the 40 Forest cards, each turned to a random side and shuffled into the
 * Forest Deck (which side lies up is as hidden as the order), the map cards shuffled, one
 * traveller per seat, and round 1 begun.
 */
import type { Rng } from '../../core/rng.ts';
import { doubleSidedCard, deckShuffle } from '../../table/deck.ts';
import { CONTENT, RULES, sideDef } from './content/index.ts';
import { startRound } from './flow.ts';
import type { ForestCard, ForestOptions, ForestState, Traveller } from './state.ts';

function side(id: string): { face: string; label: string } {
  return { face: id, label: sideDef(id).name };
}

/** The Forest cards as physical cards, ids c1…c40, before any is turned or shuffled. */
export function forestCards(): ForestCard[] {
  return CONTENT.cards.map(([a, b], i) => ({ id: `c${i + 1}`, ...doubleSidedCard(side(a), side(b)) }));
}

function newTraveller(): Traveller {
  return { health: RULES.health, renown: 0, map: null, tableau: [], phase: 'open', strategyMod: 0, guardMod: 0, encounter: null, ambushes: 0 };
}

export function setupForest(options: ForestOptions, seats: number, rng: Rng): ForestState {
  const turned = forestCards().map((card) => ({ ...card, showing: rng.int(2) === 0 ? 'front' as const : 'back' as const }));
  const s: ForestState = {
    seats,
    options: { rounds: options.rounds ?? RULES.rounds[seats] ?? 4 },
    round: 1,
    first: 0,
    deck: deckShuffle(turned, rng),
    discard: [],
    maps: rng.shuffle(Object.keys(CONTENT.maps)),
    mapDiscard: [],
    travellers: Array.from({ length: seats }, newTraveller),
    turn: null,
    result: null,
    counts: { draws: 0, placements: 0, ambushes: 0, reshuffles: 0 },
  };
  startRound({ s, rng, ev: [] });
  return s;
}
