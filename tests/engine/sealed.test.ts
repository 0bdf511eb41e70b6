/**
 * Sealed choices (engine/table/sealed.ts) and the contract's `deciding`, through the
 * small test game in tests/helpers/duel.ts.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, decidingSeats, projectMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { SeatId, Viewer } from '../../engine/core/types.ts';
import { openSealed, seal, sealedPending, unseal, viewSealed } from '../../engine/table/sealed.ts';
import { duel, duelLines, type DuelState } from '../helpers/duel.ts';


function newDuel(seats = 3): Match<DuelState> {
  const m = createMatch(duel, {}, seats, 'duel');
  if (isRuleError(m)) throw new Error(m.message);
  return m as Match<DuelState>;
}

function act(m: Match<DuelState>, seat: SeatId, n: number): Match<DuelState> {
  const r = applyAction(duel, m, seat, { t: 'choose', n });
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r.match as Match<DuelState>;
}

const seen = (m: Match, viewer: Viewer) => JSON.stringify(projectMatch(duel, m, viewer));

describe('sealed choices', () => {
  it('sealed: a choice is the holder\'s alone until all are in; others learn only that it was made', () => {
    const s = openSealed<number>([2, 0]);
    expect(s.waiting).toEqual([0, 2]);
    const e = seal(s, 2, 4, duelLines);
    expect(isRuleError(e) ? e.code : e.text).toBe('Seat 3 has chosen.');
    expect(!isRuleError(e) && e.secret).toEqual({ seats: [2], text: 'You chose 4 (hidden until everyone has chosen).' });
    expect(viewSealed(s, 0)).toEqual({ waiting: [0, 2], chosen: [2] });
    expect(viewSealed(s, 'spectator')).toEqual({ waiting: [0, 2], chosen: [2] });
    expect(viewSealed(s, 2)).toEqual({ waiting: [0, 2], chosen: [2], mine: 4 });
    expect(sealedPending(s)).toEqual([0]);
  });

  it('sealed: the holder may change its choice until the reveal; a seat not waiting cannot choose', () => {
    const s = openSealed<number>([0, 1]);
    seal(s, 0, 1, duelLines);
    const again = seal(s, 0, 5, duelLines);
    expect(!isRuleError(again) && again.text).toBe('Seat 1 changed their choice.');
    expect(viewSealed(s, 0).mine).toBe(5);
    const outsider = seal(s, 3, 2, duelLines);
    expect(isRuleError(outsider) && outsider.code).toBe('sealed/not-deciding');
  });

  it('sealed: all choices are revealed together, and only once every waiting seat chose', () => {
    const s = openSealed<number>([0, 1]);
    seal(s, 1, 3, duelLines);
    const early = unseal(s);
    expect(isRuleError(early) && early.code).toBe('sealed/incomplete');
    seal(s, 0, 2, duelLines);
    expect(unseal(s)).toEqual([{ seat: 0, choice: 2 }, { seat: 1, choice: 3 }]);
    expect(s).toEqual({ waiting: [], choices: {} });
  });
});

describe('deciding: several seats at once', () => {
  it('deciding: every seat of a sealed round is deciding, from the same version, until the reveal', () => {
    let m = newDuel(3);
    expect(decidingSeats(duel, m)).toEqual([0, 1, 2]);
    m = act(m, 1, 4);
    expect(decidingSeats(duel, m)).toEqual([0, 1, 2]); // seat 2 may still change its mind
    m = act(m, 0, 2);
    m = act(m, 2, 4);
    expect(m.state.round).toBe(2);
    expect(m.log.at(-1)?.text).toBe('Round 1: Seat 1 chose 2, Seat 2 chose 4, Seat 3 chose 4. Seat 1 scores.');
    expect(m.state.scores).toEqual([1, 0, 0]);
  });

  it('byte level: what one seat chose reaches no other viewer before the reveal — swapping it leaves their projections identical', () => {
    const base = act(newDuel(3), 2, 5);
    for (const [mine, other] of [[1, 3], [2, 5], [4, 1]] as const) {
      const a = act(base, 0, mine);
      const b = act(base, 0, other);
      for (const viewer of [1, 2, 'spectator'] as Viewer[]) expect(seen(a, viewer), `viewer ${viewer}`).toBe(seen(b, viewer));
      expect(seen(a, 0)).not.toBe(seen(b, 0));
      // Changing it again is as invisible.
      expect(seen(act(a, 0, other), 1)).toBe(seen(act(b, 0, mine), 1));
    }
  });

  it('a decided game has nobody deciding', () => {
    let m = newDuel(2);
    for (let round = 0; round < 3; round++) {
      m = act(m, 0, 5);
      m = act(m, 1, 1);
    }
    expect(duel.status(m.state)).toMatchObject({ over: true, winners: [0] });
    expect(decidingSeats(duel, m)).toEqual([]);
  });
});
