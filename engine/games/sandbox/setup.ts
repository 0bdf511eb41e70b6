import type { Rng } from '../../core/rng.ts';
import { doubleSidedCard, plainCard, type Card } from '../../table/deck.ts';
import { dieSpec, rootD12, type DieSpec } from '../../table/dice.ts';
import { meeplesFor, tokenSet, type TokenFace } from '../../table/tokens.ts';
import type { DiePiece, Piece, SandboxState, TileFace } from './state.ts';
import { sandboxSay } from './words.ts';

/**
 * The demo table, deterministic from the seed (only the deck order uses the Rng).
 * Layout on the 48 × 32 table (x east, z south), chosen so nothing overlaps:
 *   z = -11  five path tiles in a row, x = -10 … 10
 *   z = -3   the deck (x = -8) and an empty discard pile (x = -4.5); the flower bag (x = 9)
 *   z = 5    the polyhedral dice in a row, x = -4 … 5.6 (d4, d6, d6, d8, d12, d20, d10)
 *   z = 7    the Explorers d6s: hero red, combat black, power purple/green/blue/orange
 *   z = 12   two meeples per seat in seat colours, seat groups 4.5 apart from x = -20.25
 * The free spots just south of the deck, the discard and the bag receive what is drawn.
 */

const SUITS = [
  { code: 'S', symbol: '♠', color: '#1f1f1f' },
  { code: 'H', symbol: '♥', color: '#c0392b' },
  { code: 'D', symbol: '♦', color: '#c0392b' },
  { code: 'C', symbol: '♣', color: '#1f1f1f' },
] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** The standard 52 cards, faces like 'QH', labels like 'Q♥', all face down. */
export function standardCards(): Card[] {
  return SUITS.flatMap((suit) =>
    RANKS.map((rank) => plainCard({ face: `${rank}${suit.code}`, label: `${rank}${suit.symbol}`, color: suit.color })));
}

/**
 * Four double-sided Forest/Clearing cards (seed 000): two start on their Forest side and
 * two on their Clearing side, to show that a card keeps its side through the deck.
 */
export function forestCards(): Card[] {
  return [1, 2, 3, 4].map((n) => doubleSidedCard(
    { face: `forest-${n}`, label: sandboxSay('sandbox.name.card.forest', { n }), color: '#2e7d32' },
    { face: `clearing-${n}`, label: sandboxSay('sandbox.name.card.clearing', { n }), color: '#c9b458' },
    n <= 2 ? 'front' : 'back',
  ));
}

/** The kinds of flower token in the bag (Honeycomb Clergy, seed 001). */
export const FLOWER_TOKENS: readonly TokenFace[] = [
  { kind: 'fox', label: sandboxSay('sandbox.name.token.fox'), color: '#d35400' },
  { kind: 'rabbit', label: sandboxSay('sandbox.name.token.rabbit'), color: '#f4d03f' },
  { kind: 'mouse', label: sandboxSay('sandbox.name.token.mouse'), color: '#e59866' },
  { kind: 'bird', label: sandboxSay('sandbox.name.token.bird'), color: '#5dade2' },
];

/** The demo tiles: path edges in N, E, S, W order. */
export const DEMO_TILES: readonly TileFace[] = [
  { face: 'crossroads', label: sandboxSay('sandbox.name.tile.crossroads'), edges: ['path', 'path', 'path', 'path'], color: '#6a994e' },
  { face: 'straight', label: sandboxSay('sandbox.name.tile.straight'), edges: ['path', 'grass', 'path', 'grass'], color: '#6a994e' },
  { face: 'bend', label: sandboxSay('sandbox.name.tile.bend'), edges: ['path', 'path', 'grass', 'grass'], color: '#6a994e' },
  { face: 'fork', label: sandboxSay('sandbox.name.tile.fork'), edges: ['path', 'path', 'grass', 'path'], color: '#6a994e' },
  { face: 'dead-end', label: sandboxSay('sandbox.name.tile.dead-end'), edges: ['path', 'grass', 'grass', 'grass'], color: '#6a994e' },
];

/**
 * The polyhedral demo dice with their ids: d4, two d6 (named by colour, so their prompts differ), d8, Root's d12 (labelled 0–3),
 * d20 and a d10 (added last, so the older ids keep their spots).
 */
export const DEMO_DICE: ReadonlyArray<{ id: string; spec: DieSpec }> = [
  { id: 'die-d4', spec: dieSpec(4, { color: '#f5f0e1' }) },
  { id: 'die-d6a', spec: dieSpec(6, { color: '#c0392b', name: 'red d6' }) },
  { id: 'die-d6b', spec: dieSpec(6, { color: '#f5f0e1', name: 'white d6' }) },
  { id: 'die-d8', spec: dieSpec(8, { color: '#2e6fd8' }) },
  { id: 'die-d12', spec: rootD12('#e6b422') },
  { id: 'die-d20', spec: dieSpec(20, { color: '#4a4a4a' }) },
  { id: 'die-d10', spec: dieSpec(10, { color: '#7d5a3c' }) },
];

/**
 * The six-sided dice of Explorers of the Woodlands (seed 002), one of each colour: the
 * red Hero die, the black Combat die and the four Power dice (how the pips are drawn in
 * the body colour is the client's concern).
 */
export const GAME_DICE: ReadonlyArray<{ id: string; spec: DieSpec }> = [
  { id: 'die-hero', spec: dieSpec(6, { color: '#c0392b', name: 'Hero die' }) },
  { id: 'die-combat', spec: dieSpec(6, { color: '#1f1f1f', name: 'Combat die' }) },
  { id: 'die-power-purple', spec: dieSpec(6, { color: '#8e44ad', name: 'Power die (purple)' }) },
  { id: 'die-power-green', spec: dieSpec(6, { color: '#27ae60', name: 'Power die (green)' }) },
  { id: 'die-power-blue', spec: dieSpec(6, { color: '#2e86de', name: 'Power die (blue)' }) },
  { id: 'die-power-orange', spec: dieSpec(6, { color: '#e67e22', name: 'Power die (orange)' }) },
];

/** Rounds to 1e-6 so positions like -4 + 1.6 · 3 stay short and stable in JSON. */
function round1(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** Builds the demo table for `seats` seats. */
export function setupSandbox(seats: number, rng: Rng): SandboxState {
  const list: Piece[] = [];
  DEMO_TILES.forEach((tile, i) => {
    list.push({ id: `tile-${i + 1}`, kind: 'tile', tile: structuredClone(tile) as TileFace, faceUp: true, x: -10 + 5 * i, z: -11, y: 0, rot: 0 });
  });
  const cards = rng.shuffle([...standardCards(), ...forestCards()]);
  list.push({ id: 'deck', kind: 'deck', name: 'Deck', design: 'woodland', cards, x: -8, z: -3, y: 0, rot: 0 });
  list.push({ id: 'discard', kind: 'deck', name: 'Discard', design: 'woodland', cards: [], x: -4.5, z: -3, y: 0, rot: 0 });
  const items = tokenSet(FLOWER_TOKENS, { fox: 3, rabbit: 3, mouse: 3, bird: 2 });
  list.push({ id: 'bag', kind: 'bag', name: 'Flower bag', items, x: 9, z: -3, y: 0, rot: 0 });
  const row = (dice: typeof DEMO_DICE, z: number): void => dice.forEach(({ id, spec }, i) => {
    const die: DiePiece = { id, kind: 'die', spec: structuredClone(spec), value: null, x: round1(-4 + 1.6 * i), z, y: 0, rot: 0 };
    list.push(die);
  });
  row(DEMO_DICE, 5);
  row(GAME_DICE, 7);
  for (const m of meeplesFor(seats, 2)) {
    list.push({
      id: `meeple-${m.owner + 1}-${m.index}`, kind: 'meeple', owner: m.owner, color: m.color,
      x: -20.25 + 4.5 * m.owner + 1.5 * (m.index - 1), z: 12, y: 0, rot: 0,
    });
  }
  const pieces: Record<string, Piece> = {};
  for (const p of list) pieces[p.id] = p;
  return { seats, nextId: 1, pieces, hands: Array.from({ length: seats }, () => []) };
}
