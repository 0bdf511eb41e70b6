/**
 * The search's rollouts apply actions to their own state in place (engine/bots/search.ts),
 * skipping the copy the match layer makes before each action. That is sound only while no
 * game keeps an object of its content inside the state and changes it later: every game
 * must play the same random game, byte for byte, either way — and its content must not
 * have changed after the game played in place (a second game with copies is the same).
 */
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../engine/core/clone.ts';
import { createMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { nextMover, randomAction } from '../../../engine/bots/random.ts';
import { TABLES, type Table } from './positions.ts';

/** 300 random actions from `match`, applied with or without a copy per action: states every 25 actions and the last one. */
function play(table: Table, match: Match, inPlace: boolean, label: string): string[] {
  const { module, seats } = table;
  const rng = new Rng(seedRng(`rollout:${label}`));
  const dice = new Rng(cloneJson(match.rng));
  let state: unknown = cloneJson(match.state);
  const trace: string[] = [];
  for (let i = 0; i < 300 && !module.status(state).over; i++) {
    const mover = nextMover(module, state, seats, rng);
    if (!mover) break;
    const r = module.apply(inPlace ? state : cloneJson(state), mover.seat, randomAction(mover.prompts, rng), dice);
    if (isRuleError(r)) throw new Error(`${table.name}: ${r.code} ${r.message}`);
    state = r.state;
    if (i % 25 === 0) trace.push(JSON.stringify(state));
  }
  trace.push(JSON.stringify(state));
  return trace;
}

describe('rollouts in place play the games the match layer plays', () => {
  for (const table of TABLES) {
    it(`${table.name}: the same random game with and without a copy per action`, () => {
      const match = createMatch(table.module, table.options, table.seats, `rollout-${table.name}`) as Match;
      const copied = play(table, match, false, 'a');
      expect(play(table, match, true, 'a')).toEqual(copied);
      expect(play(table, match, false, 'a'), 'the content is unchanged after a game in place').toEqual(copied);
    });
  }
});
