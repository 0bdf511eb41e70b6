/**
 * What one viewer may see (DESIGN §2.3). Everything on the table is public: the drawn
 * cards (the drawn side is shown to all), the tableaux, the discard with each card's
 * facing, the map cards, health and renown. Hidden from everyone: the order of the Forest
 * Deck and which side of each of its cards faces up — except its top card, lying in plain
 * sight — and the order of the map deck. Built field by field, so a field added to the
 * state later stays private until listed here.
 */
import type { Viewer } from '../../core/types.ts';
import { drawBlock } from './apply.ts';
import { downId, guardOf, strategyOf, upId } from './ops.ts';
import type { CardView, ForestCard, ForestState, ForestView } from './state.ts';

function cardView(card: ForestCard): CardView {
  return { id: card.id, up: upId(card), down: downId(card) };
}

export function viewForest(s: ForestState, viewer: Viewer): ForestView {
  const top = s.deck[s.deck.length - 1];
  const turn = s.turn;
  return {
    viewer,
    seats: s.seats,
    rounds: s.options.rounds,
    round: s.round,
    first: s.first,
    deck: { count: s.deck.length, top: top ? upId(top) : null },
    discard: s.discard.map(cardView),
    maps: { count: s.maps.length, used: s.mapDiscard.length },
    travellers: s.travellers.map((t, seat) => ({
      seat,
      health: t.health,
      renown: t.renown,
      map: t.map,
      tableau: t.tableau.map((p) => ({ ...cardView(p.card), x: p.x, z: p.z, as: p.as })),
      phase: t.phase,
      strategy: strategyOf(t),
      guard: guardOf(t),
      encounter: t.encounter ? { ...t.encounter } : null,
      ambushes: t.ambushes,
    })),
    turn: turn ? {
      seat: turn.seat,
      drawn: turn.drawn.map(cardView),
      draws: turn.draws,
      limit: strategyOf(s.travellers[turn.seat]!),
      snared: turn.snared,
      pending: turn.pending ? { ...turn.pending } : null,
      mayDraw: drawBlock(s, turn) === null,
    } : null,
    result: s.result ? { winners: s.result.winners.slice(), reason: s.result.reason } : null,
    reshuffles: s.counts.reshuffles,
  };
}
