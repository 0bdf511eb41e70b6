import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { getGame } from '../../../engine/games/registry.ts';
import { cardDef } from '../../../engine/games/delve/content/index.ts';
import type { DelveState, DelveView } from '../../../engine/games/delve/state.ts';
import { addWords, say } from '../../words/say.ts';
import { describeDelve } from './describe.ts';
import { delveWords } from './words/index.ts';

addWords(delveWords);

const game = getGame('delve')!;
const made = createMatch(game, {}, 2, 'describe-seed');
if (isRuleError(made)) throw new Error(made.message);
const m: Match = made;
const state = m.state as DelveState;

function text(viewer: Viewer): string {
  const p = projectMatch(game, m, viewer);
  return describeDelve(p.view as DelveView, viewer, say).flatMap((s) => [s.title, ...s.lines]).join('\n');
}

/** Names of seat 0's cards that no card open to `viewer` (its own hand, any pile on the table) shares. */
function secretNames(viewer: number | null): string[] {
  const open = new Set<string>();
  for (const c of state.chars) {
    for (const id of [...c.discard, ...c.lost, ...c.played, ...(c.seat === viewer ? c.hand : [])]) open.add(cardDef(id).name);
  }
  return state.chars[0]!.hand.map((id) => cardDef(id).name).filter((n) => !open.has(n));
}

describe('Delve text view', () => {
  it('names the round, each hero with health and hex, and the monsters on the map', () => {
    const t = text(0);
    expect(t).toMatch(/round \d+/);
    for (const c of state.chars) expect(t).toMatch(new RegExp(`Seat ${c.seat + 1}: .+, \\d+/\\d+ health, (on hex|off the map)`));
    expect(t).toContain('Monsters');
  });

  it('shows a seat its own hand by name and every hand\'s size', () => {
    const t = text(0);
    expect(state.chars[0]!.hand.length).toBeGreaterThan(0);
    expect(t).toContain(`Your cards: ${state.chars[0]!.hand.map((id) => cardDef(id).name).join(', ')}`);
    expect(t).toMatch(/Seat 2 \(.+\): \d+ cards/);
  });

  it('never names another seat\'s hand cards, to a seat or a spectator', () => {
    const toSeat = secretNames(1);
    expect(toSeat.length).toBeGreaterThan(0);
    for (const name of toSeat) expect(text(1)).not.toContain(name);
    for (const name of secretNames(null)) expect(text('spectator')).not.toContain(name);
  });
});
