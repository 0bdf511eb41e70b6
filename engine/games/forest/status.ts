import type { GameStatus } from '../../core/types.ts';
import { seatName, strategyOf, traveller } from './ops.ts';
import type { ForestState } from './state.ts';

/** Renown by seat; over with the winners once the journey ends; otherwise whose turn, which round. */
export function statusForest(s: ForestState): GameStatus {
  const scores: Record<number, number> = {};
  s.travellers.forEach((t, seat) => { scores[seat] = t.renown; });
  if (s.result) {
    const w = s.result.winners;
    const reason = s.result.reason;
    const headline = s.seats === 1 ? `Journey ${w.length > 0 ? 'won' : 'lost'}: ${reason}` : w.length > 0 ? `${reason[0]!.toUpperCase()}${reason.slice(1)}` : `Nobody wins: ${reason}`;
    return { over: true, winners: w.slice(), scores, headline };
  }
  const turn = s.turn;
  const round = `Round ${s.round} of ${s.options.rounds}`;
  if (!turn) return { over: false, scores, headline: round };
  const t = traveller(s, turn.seat);
  const doing = turn.pending ? 'turns over a card' : turn.drawn.length === 0 ? 'draws' : `chooses (${turn.draws} of ${strategyOf(t)} drawn)`;
  return { over: false, scores, headline: `${round} · ${seatName(turn.seat)} ${doing}` };
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
