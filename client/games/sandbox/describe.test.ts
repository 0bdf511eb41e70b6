import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { getGame } from '../../../engine/games/registry.ts';
import { describeTable } from '../../hud/text-view.ts';
import { say } from '../../words/say.ts';

// The free table has no `describe` of its own: its text view is the shared words of its pieces.
const game = getGame('sandbox')!;
const made = createMatch(game, {}, 2, 'describe-seed');
if (isRuleError(made)) throw new Error(made.message);
const drawn = applyAction(game, made, 0, { t: 'draw', deck: 'deck', n: 5, to: 'hand' });
if (isRuleError(drawn)) throw new Error(drawn.message);
const m: Match = drawn.match;

function text(viewer: Viewer): string {
  const p = projectMatch(game, m, viewer);
  return describeTable(p.table, viewer, say).flatMap((s) => [s.title, ...s.lines]).join('\n');
}

/** The labels of seat 0's cards, as its own projection shows them. */
function ownLabels(): string[] {
  const cards = projectMatch(game, m, 0).table.hands['0']?.cards ?? [];
  return cards.map((c) => c.label);
}

describe('free table text view', () => {
  it('words every piece by kind, where it lies and its face, and each hand\'s count', () => {
    const t = text(1);
    expect(t).toMatch(/^Deck, .*(near the|in the middle|on the)/m);
    expect(t).toMatch(/\d+ inside/);
    expect(t).toContain('Seat 1: 5 cards');
    expect(t).toMatch(/Your hand: 0 cards/);
  });

  it('shows a seat its own hand by name', () => {
    const labels = ownLabels();
    expect(labels).toHaveLength(5);
    expect(text(0)).toContain(`Your cards: ${labels.join(', ')}`);
  });

  it('never names another seat\'s hand cards, to a seat or a spectator', () => {
    for (const viewer of [1, 'spectator'] as const) {
      const t = text(viewer);
      for (const label of ownLabels()) expect(t).not.toContain(label);
    }
  });
});
