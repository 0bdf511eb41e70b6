/**
 * A tiny turn game for room tests of what surrounds a game (My tables, rematches): seats
 * take turns adding one, and the game ends when the count reaches the `target` option
 * (default `target` given here). Nothing hidden, one action, so the expectations stay
 * obvious.
 */
import type { GameModule } from '../../engine/core/module.ts';
import { ruleError } from '../../engine/core/result.ts';

export interface TurnState { n: number; turn: number; seats: number; target: number }

export function turnsGame(defaultTarget: number): GameModule<TurnState, { t: 'inc' }, TurnState> {
  return {
    id: 'turns',
    name: 'Turns',
    minSeats: 1,
    maxSeats: 4,
    rulesVersion: 1,
    concurrent: false,
    parseOptions: (raw) => ({ target: typeof (raw as { target?: unknown })?.target === 'number' ? (raw as { target: number }).target : defaultTarget }),
    parseAction: (raw) => ((raw as { t?: unknown }).t === 'inc' ? { t: 'inc' } : ruleError('turns/bad-action', 'Only inc.')),
    setup: (o, seats) => ({ n: 0, turn: 0, seats, target: (o as { target: number }).target }),
    apply: (s, seat) => {
      if (seat !== s.turn) return ruleError('turns/not-your-turn', 'Wait for your turn.');
      return { state: { ...s, n: s.n + 1, turn: (s.turn + 1) % s.seats }, events: [{ kind: 'inc', seat, text: `Seat ${seat + 1} added one.` }], reveals: [] };
    },
    scramble: (s) => s,
    view: (s) => s,
    prompts: () => [],
    deciding: (s) => [s.turn],
    table: () => ({ pieces: {}, hands: {} }),
    status: (s) => ({ over: s.n >= s.target }),
  };
}
