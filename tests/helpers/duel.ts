/**
 * A small game of sealed choices for tests of the platform (not offered to players):
 * every round each seat secretly picks a number from 1 to 5; once all have picked they
 * are revealed together, and the highest number nobody else picked scores a point. The
 * first seat to 3 points wins. Every seat decides at the same time.
 */
import { isRuleError, ruleError } from '../../engine/core/result.ts';
import type { GameModule } from '../../engine/core/module.ts';
import type { SeatId } from '../../engine/core/types.ts';
import { shownBetween } from '../../engine/core/reveals.ts';
import { openSealed, scrambleSealed, seal, sealedSecrets, unseal, viewSealed, type Sealed, type SealedLines, type SealedView } from '../../engine/table/sealed.ts';

export interface DuelState {
  seats: number;
  round: number;
  scores: number[];
  sealed: Sealed<number>;
  /** The last revealed round, for the log and the view. */
  last: Array<{ seat: SeatId; choice: number }> | null;
}

export interface DuelView {
  round: number;
  scores: number[];
  sealed: SealedView<number>;
  last: Array<{ seat: SeatId; choice: number }> | null;
}

export type DuelAction = { t: 'choose'; n: number };

const who = (seat: SeatId): string => `Seat ${seat + 1}`;

/** The duel's sealed lines: who has chosen (or changed), and the holder's number. */
export const duelLines: SealedLines<number> = {
  chosen: (seat, changed) => ({ text: changed ? `${who(seat)} changed their choice.` : `${who(seat)} has chosen.` }),
  mine: (_seat, n) => ({ text: `You chose ${n} (hidden until everyone has chosen).` }),
};
const everyone = (seats: number): SeatId[] => Array.from({ length: seats }, (_, i) => i);

export const duel: GameModule<DuelState, DuelAction, DuelView> = {
  id: 'duel',
  name: 'Duel of numbers',
  minSeats: 2,
  maxSeats: 4,
  rulesVersion: 1,
  concurrent: false,
  parseOptions: () => ({}),
  parseAction: (raw) => {
    const a = raw as { t?: unknown; n?: unknown };
    return a.t === 'choose' && typeof a.n === 'number' && Number.isInteger(a.n) && a.n >= 1 && a.n <= 5
      ? { t: 'choose', n: a.n }
      : ruleError('duel/bad-action', 'Choose a whole number from 1 to 5.');
  },
  setup: (_o, seats) => ({ seats, round: 1, scores: everyone(seats).map(() => 0), sealed: openSealed(everyone(seats)), last: null }),
  deciding: (s) => [...s.sealed.waiting],
  apply: (s, seat, a) => {
    const hidden = sealedSecrets(s.sealed);
    const chosen = seal(s.sealed, seat, a.n, duelLines);
    if (isRuleError(chosen)) return chosen;
    const events = [chosen];
    if (s.sealed.waiting.every((x) => Object.prototype.hasOwnProperty.call(s.sealed.choices, String(x)))) {
      const revealed = unseal(s.sealed);
      if (isRuleError(revealed)) return revealed;
      const count = (n: number) => revealed.filter((r) => r.choice === n).length;
      const unique = revealed.filter((r) => count(r.choice) === 1).sort((x, y) => y.choice - x.choice)[0];
      if (unique) s.scores[unique.seat] = (s.scores[unique.seat] ?? 0) + 1;
      s.last = revealed;
      events.push({
        kind: 'reveal',
        text: `Round ${s.round}: ${revealed.map((r) => `${who(r.seat)} chose ${r.choice}`).join(', ')}. ${unique ? `${who(unique.seat)} scores.` : 'Nobody scores.'}`,
        data: { round: s.round, revealed },
      });
      s.round++;
      if (!s.scores.some((x) => x >= 3)) s.sealed = openSealed(everyone(s.seats));
    }
    return { state: s, events, reveals: shownBetween(s.seats, hidden, sealedSecrets(s.sealed)) };
  },
  scramble: (s, viewer, rng) => {
    scrambleSealed(s.sealed, viewer, rng, (r) => r.int(5) + 1);
    return s;
  },
  view: (s, viewer) => ({ round: s.round, scores: [...s.scores], sealed: viewSealed(s.sealed, viewer), last: s.last ? structuredClone(s.last) : null }),
  prompts: (s, seat) => (s.sealed.waiting.includes(seat)
    ? [{ key: 'choose', label: 'Choose a number', actions: [1, 2, 3, 4, 5].map((n) => ({ t: 'choose' as const, n })) }]
    : []),
  table: () => ({ pieces: {}, hands: {} }),
  status: (s) => {
    const best = Math.max(...s.scores);
    return best >= 3 ? { over: true, winners: everyone(s.seats).filter((x) => s.scores[x] === best) } : { over: false, headline: `Round ${s.round}` };
  },
};
