import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { root } from '../../../engine/games/root/index.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { playOne } from '../../../scripts/sim.ts';

/** Plays random legal actions; returns the match and the actions taken. */
function randomGame(seed: string, cap = 3000): { m: Match<RootState>; log: Array<[number, unknown]> } {
  let m = createMatch(root, {}, 2, seed) as Match<RootState>;
  const pick = new Rng(seedRng(`pick:${seed}`));
  const log: Array<[number, unknown]> = [];
  while (!root.status(m.state).over && log.length < cap) {
    const deciding = [0, 1].filter((x) => root.prompts(m.state, x).length > 0);
    if (deciding.length !== 1) throw new Error(`${deciding.length} seats have prompts`);
    const seat = deciding[0]!;
    const action = pick.pick(pick.pick(root.prompts(m.state, seat)).actions);
    const r = applyAction(root, m, seat, action);
    if (isRuleError(r)) throw new Error(`${JSON.stringify(action)}: ${r.code}`);
    m = r.match as Match<RootState>;
    log.push([seat, action]);
  }
  return { m, log };
}

describe('random legal play', () => {
  it('plays whole games to 30 VP through the prompts: no rejected prompt, no dead end, no crash in a projection', () => {
    const rng = new Rng(seedRng('vitest-root'));
    for (let g = 0; g < 6; g++) {
      const r = playOne(root, 2, `root-${g}`, 3000, rng);
      expect(r.errors).toEqual([]);
      expect(r.deadEnd).toBe(false);
      expect(r.finished).toBe(true);
    }
  });

  it('the same seed and the same actions rebuild the same game, byte for byte', () => {
    const { m, log } = randomGame('replay', 400);
    let again = createMatch(root, {}, 2, 'replay') as Match<RootState>;
    for (const [seat, action] of log) {
      const r = applyAction(root, again, seat, action);
      if (isRuleError(r)) throw new Error(r.code);
      again = r.match as Match<RootState>;
    }
    expect(JSON.stringify(again)).toBe(JSON.stringify(m));
  });

  it('only one seat has prompts at a time (turn-based), and every game ends with a winner at 30 VP', () => {
    const { m } = randomGame('ends');
    const status = root.status(m.state);
    expect(status.over).toBe(true);
    expect(m.state.endedBy).toBe('vp');
    expect(Math.max(...m.state.players.map((p) => p.vp))).toBeGreaterThanOrEqual(30);
    expect(status.headline).toMatch(/won: reached 30 VP/);
  });
});
