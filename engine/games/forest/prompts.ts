/**
 * What the seat whose turn it is may do now, one prompt per choice: draw from the bottom,
 * place each drawn card (a wild one with each direction it may stand for), reassign each
 * wild icon of the tableau, turn over a card for Wayfinder's Cairn, or arrange the tableau
 * (a sample of positions: the table takes any). Other seats get nothing; arranging one's
 * own tableau out of turn is accepted but not prompted (it is not a decision the game
 * waits on). Targets name table pieces (table.ts).
 */
import type { Prompt, SeatId } from '../../core/types.ts';
import { flipCard } from '../../table/deck.ts';
import type { ForestAction } from './actions.ts';
import { drawBlock } from './apply.ts';
import { DIRS, type Dir } from './content/index.ts';
import { clampToTableau } from './layout.ts';
import { strategyOf, traveller, upDef, upId } from './ops.ts';
import type { ForestCard, ForestState } from './state.ts';
import { cardSaid, kept, said, sideSaid, type Said } from './words.ts';

type P = Prompt<ForestAction>;

/**
 * Bot hints (`Prompt.weight`), shared among the prompts of a kind: a random player that
 * reassigned wild icons or arranged cards as often as it drew would never finish a round.
 * They limit nothing.
 */
const WEIGHTS = { draw: 1, place: 1.4, assign: 0.12, arrange: 0.02, turnOver: 1 } as const;
type Kind = keyof typeof WEIGHTS;

export const cardPiece = (id: string): string => `card-${id}`;

/** A prompt's label and its phrase. */
function label(w: Said): { label: string; words: Said['words'] } {
  return { label: w.text, words: w.words };
}

function withDirections<A extends ForestAction>(card: ForestCard, make: (as?: Dir) => A, except: Dir | null = null): A[] {
  return upDef(card).icon === 'wild' ? DIRS.filter((d) => d !== except).map((d) => make(d)) : [make()];
}

export function promptsForest(s: ForestState, seat: SeatId): P[] {
  const turn = s.turn;
  if (s.result || !turn || turn.seat !== seat) return [];
  const t = traveller(s, seat);
  const list: Array<{ p: P; kind: Kind }> = [];
  const add = (kind: Kind, p: P): void => {
    if (p.actions.length > 0) list.push({ p, kind });
  };
  if (turn.pending) {
    for (const placed of t.tableau) {
      if (placed.card.id === turn.pending.source) continue;
      const next = flipCard(placed.card);
      add('turnOver', {
        key: `turnOver:${placed.card.id}`,
        ...label(kept(`turnOver:${upId(placed.card)}:${upId(next)}`, () => said('forest.prompt.turnOver', undefined, { name: sideSaid(upId(placed.card)), card: cardSaid(upId(next)) }))),
        actions: withDirections(next, (as) => (as ? { t: 'turnOver', card: placed.card.id, as } : { t: 'turnOver', card: placed.card.id })),
        targets: [cardPiece(placed.card.id)],
      });
    }
    return weigh(list);
  }
  if (drawBlock(s, turn) === null) {
    add('draw', {
      key: 'draw', ...label(kept(`draw:${turn.draws + 1}:${strategyOf(t)}`, () => said('forest.prompt.draw', { n: String(turn.draws + 1), limit: String(strategyOf(t)) }))),
      actions: [{ t: 'draw' }], targets: ['forest-deck'],
    });
  }
  for (const card of turn.drawn) {
    const wild = upDef(card).icon === 'wild';
    add('place', {
      key: `place:${card.id}`, ...label(kept(`place:${upId(card)}`, () => said(wild ? 'forest.prompt.placeWild' : 'forest.prompt.place', undefined, { card: cardSaid(upId(card)) }))),
      actions: withDirections(card, (as) => (as ? { t: 'place', card: card.id, as } : { t: 'place', card: card.id })),
      targets: [cardPiece(card.id)],
    });
  }
  if (t.phase === 'open') {
    for (const placed of t.tableau) {
      if (upDef(placed.card).icon !== 'wild') continue;
      add('assign', {
        key: `assign:${placed.card.id}`,
        ...label(kept(`assign:${upId(placed.card)}:${placed.as}`, () => said('forest.prompt.assign', { dir: placed.as ?? 'none' }, { name: sideSaid(upId(placed.card)) }))),
        actions: DIRS.filter((d) => d !== placed.as).map((as) => ({ t: 'assign', card: placed.card.id, as })),
        targets: [cardPiece(placed.card.id)],
      });
    }
  }
  const moves: ForestAction[] = [];
  for (const placed of t.tableau) {
    const to = clampToTableau(1.6 - placed.x, -placed.z);
    if (to.x !== placed.x || to.z !== placed.z) moves.push({ t: 'arrange', card: placed.card.id, x: to.x, z: to.z });
  }
  add('arrange', { key: 'arrange', ...label(kept('arrange', () => said('forest.prompt.arrange'))), actions: moves });
  return weigh(list);
}

function weigh(list: Array<{ p: P; kind: Kind }>): P[] {
  const counts: Partial<Record<Kind, number>> = {};
  for (const x of list) counts[x.kind] = (counts[x.kind] ?? 0) + 1;
  return list.map(({ p, kind }) => ({ ...p, weight: Math.round((WEIGHTS[kind] * 1000) / (counts[kind] ?? 1)) / 1000 }));
}
