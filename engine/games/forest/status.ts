import type { GameStatus } from '../../core/types.ts';
import { journeyEnd } from './flow.ts';
import { seatName, strategyOf, traveller } from './ops.ts';
import type { ForestState } from './state.ts';
import { kept, listSaid, said, type Said } from './words.ts';

/** Renown by seat; over with the winners once the journey ends; otherwise whose turn, which round. */
export function statusForest(s: ForestState): GameStatus {
  const scores: Record<number, number> = {};
  s.travellers.forEach((t, seat) => { scores[seat] = t.renown; });
  if (s.result) {
    const w = s.result.winners;
    const end = journeyEnd(s);
    const reason = said('forest.log.reason', { reason: end.reason, n: end.winners.length, renown: String(end.renown), target: String(end.target) }, {
      winners: listSaid(end.winners.map(seatName)),
    });
    const h: Said = s.seats === 1
      ? said('forest.headline.solo', { won: w.length > 0 ? 'yes' : 'no' }, { reason })
      : w.length > 0 ? reason : said('forest.headline.nobody', undefined, { reason });
    return { over: true, winners: w.slice(), scores, headline: h.text, headlineWords: h.words };
  }
  const turn = s.turn;
  if (!turn) {
    const h = kept(`round:${s.round}:${s.options.rounds}`, () => said('forest.headline.round', { round: String(s.round), of: String(s.options.rounds) }));
    return { over: false, scores, headline: h.text, headlineWords: h.words };
  }
  const t = traveller(s, turn.seat);
  const doing = turn.pending ? 'turnOver' : turn.drawn.length === 0 ? 'draws' : 'chooses';
  const limit = strategyOf(t);
  const h = kept(`turn:${s.round}:${s.options.rounds}:${turn.seat}:${doing}:${turn.draws}:${limit}`, () => said('forest.headline.turn', {
    round: String(s.round), of: String(s.options.rounds), seat: seatName(turn.seat), doing, drawn: String(turn.draws), limit: String(limit),
  }));
  return { over: false, scores, headline: h.text, headlineWords: h.words };
}

/** Numbers for the simulator's summary (averaged over its games). */
export function statsForest(s: ForestState): Record<string, number> {
  const renown = s.travellers.map((t) => t.renown);
  const standing = s.travellers.filter((t) => t.phase !== 'lost');
  const best = Math.max(...renown);
  const sorted = [...renown].sort((a, b) => b - a);
  return {
    rounds: s.round,
    renown: renown.reduce((a, b) => a + b, 0) / renown.length,
    topRenown: best,
    /** The winner's lead over the runner-up (multi-seat tables). */
    margin: sorted.length > 1 ? (sorted[0] ?? 0) - (sorted[1] ?? 0) : 0,
    fallen: s.travellers.length - standing.length,
    draws: s.counts.draws,
    placements: s.counts.placements,
    ambushes: s.counts.ambushes,
    reshuffles: s.counts.reshuffles,
  };
}
