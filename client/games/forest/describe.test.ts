import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { getGame } from '../../../engine/games/registry.ts';
import type { ForestState, ForestView } from '../../../engine/games/forest/state.ts';
import { addWords, say } from '../../words/say.ts';
import { describeForest } from './describe.ts';
import { forestWords } from './words/index.ts';

addWords(forestWords);

const game = getGame('forest')!;
const made = createMatch(game, {}, 2, 'describe-seed');
if (isRuleError(made)) throw new Error(made.message);
const m: Match = made;

function text(match: Match, viewer: Viewer): string {
  const p = projectMatch(game, match, viewer);
  return describeForest(p.view as ForestView, viewer, say).flatMap((s) => [s.title, ...s.lines]).join('\n');
}

describe('Forest text view', () => {
  it('names the round, the deck with its top card, and each traveller\'s health, renown and map', () => {
    const t = text(m, 0);
    expect(t).toMatch(/Round \d+ of \d+/);
    expect(t).toMatch(/Forest Deck: \d+ cards, .+ on top/);
    expect(t).toMatch(/You: \d+ health, \d+ renown, map card /);
    expect(t).toMatch(/Seat 2: \d+ health, \d+ renown, map card /);
  });

  it('tells nothing of the Forest Deck below its top card, to a seat or a spectator', () => {
    const state = structuredClone(m.state) as ForestState;
    const top = state.deck[state.deck.length - 1]!;
    state.deck = [...state.deck.slice(0, -1).reverse(), top];
    const shuffled: Match = { ...m, state };
    for (const viewer of [0, 1, 'spectator'] as const) expect(text(shuffled, viewer)).toBe(text(m, viewer));
  });
});
