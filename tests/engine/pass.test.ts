/**
 * Which prompts a table's clock may take for a seat that is away or out of time with the
 * "skip" policy (`Prompt.pass`, server/room/stand-ins.ts): only those that give up the rest
 * of a step, never a choice that does something. Random games of each rules game collect
 * every prompt flagged `pass`.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import { getGame } from '../../engine/games/registry.ts';
import type { Prompt } from '../../engine/core/types.ts';

/** The kinds (key up to its first colon) of the prompts flagged `pass` over `games` random games. */
function passKinds(gameId: string, seats: number, games: number, options: unknown = {}): Set<string> {
  const module = getGame(gameId)!;
  const kinds = new Set<string>();
  const rng = new Rng(seedRng(`pass:${gameId}`));
  for (let g = 0; g < games; g++) {
    const made = createMatch(module, options, seats, `pass-${g}`);
    if (isRuleError(made)) throw new Error(made.message);
    let match: Match = made;
    for (let i = 0; i < 400 && !module.status(match.state).over; i++) {
      const offers = Array.from({ length: seats }, (_, seat) => ({ seat, prompts: module.prompts(match.state, seat).filter((p: Prompt<unknown>) => p.actions.length > 0 && !p.ends) }))
        .filter((o) => o.prompts.length > 0);
      const offer = offers[rng.int(offers.length)];
      if (!offer) break;
      for (const p of offer.prompts) if (p.pass) kinds.add(p.key.split(':')[0]!);
      const next = applyAction(module, match, offer.seat, rng.pick(rng.pick(offer.prompts).actions));
      if (isRuleError(next)) throw new Error(next.message);
      match = next.match;
    }
  }
  return kinds;
}

describe('pass prompts: what a clock may skip', () => {
  it('Explorers: done assigning dice, ending the turn, no extra tile', () => {
    const kinds = passKinds('explorers', 2, 6);
    // The Pathfinder's extra tile comes up only with that hero; the other two in every game.
    expect([...kinds].filter((k) => !['bonusTile', 'end', 'ready'].includes(k))).toEqual([]);
    expect(kinds.has('ready') && kinds.has('end')).toBe(true);
  });

  it('Delve: skipping the rest of a step, never choosing cards or resting', () => {
    expect([...passKinds('delve', 2, 4)]).toEqual(['skip']);
  });

  it('Root: the steps\' "done" prompts only', () => {
    expect([...passKinds('root', 2, 2)]).toEqual(['done']);
  });

  it('the Forest: none (every decision draws or places a card)', () => {
    expect([...passKinds('forest', 2, 3, { rounds: 2 })]).toEqual([]);
  });
});
