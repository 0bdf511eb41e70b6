import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { getGame } from '../../../engine/games/registry.ts';
import { cardDef } from '../../../engine/games/root/data/base-deck.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import { addWords, say } from '../../words/say.ts';
import { describeRoot } from './describe.ts';
import { rootWords } from './words/index.ts';

addWords(rootWords);

const game = getGame('root')!;
const first = createMatch(game, {}, 2, 'describe-seed');
if (isRuleError(first)) throw new Error(first.message);
const m: Match = first;
const state = m.state as RootState;

function text(viewer: Viewer): string {
  const p = projectMatch(game, m, viewer);
  return describeRoot(p.view as RootView, viewer, say).flatMap((s) => [s.title, ...s.lines]).join('\n');
}

/** Names of seat 0's cards that nothing else open to `viewer`'s sight names (its own hand, the discard, dominance). */
function secretNames(viewer: 0 | 1): string[] {
  const open = new Set([...state.discard, ...state.dominance, ...(state.players[viewer]?.hand ?? []).map((c) => c.key)].map((k) => cardDef(k).name));
  return state.players[0]!.hand.map((c) => cardDef(c.key).name).filter((n) => !open.has(n));
}

describe('Root text view', () => {
  it('lists every clearing with its suit, and the seats\' VP and hand sizes', () => {
    const t = text(0);
    const p = projectMatch(game, m, 0);
    for (const c of (p.view as RootView).map) expect(t).toContain(`${c.name} (`);
    expect(t).toContain('Clearings');
    expect(t).toMatch(/\(fox\): |\(rabbit\): |\(mouse\): /);
    expect(t).toMatch(/You: .+, \d+ VP, \d+ cards in hand/);
    expect(t).toMatch(/Seat 2: .+, \d+ VP, \d+ cards in hand/);
    expect(t).toMatch(/Draw pile: \d+ cards/);
  });

  it('shows a seat its own hand by name', () => {
    const t = text(0);
    for (const c of state.players[0]!.hand) expect(t).toContain(cardDef(c.key).name);
  });

  it('never names another seat\'s hidden cards, to a seat or a spectator', () => {
    const hidden = secretNames(1);
    expect(hidden.length).toBeGreaterThan(0);
    for (const name of hidden) expect(text(1)).not.toContain(name);
    const fromSpectator = state.players[0]!.hand.map((c) => cardDef(c.key).name).filter((n) => !state.discard.some((k) => cardDef(k).name === n));
    for (const name of fromSpectator) expect(text('spectator')).not.toContain(name);
  });

  it('names a face-down token to its owner alone', () => {
    const made = createMatch(game, { factions: ['clergy', 'corvids'] }, 2, 'describe-tokens');
    if (isRuleError(made)) throw new Error(made.message);
    const hidden = structuredClone(made.state) as RootState;
    hidden.map[4]!.tokens.push({ seat: 1, kind: 'bomb', faceDown: true });
    const withToken = { ...made, state: hidden };
    const words = (viewer: Viewer) => describeRoot(projectMatch(game, withToken, viewer).view as RootView, viewer, say).flatMap((s) => s.lines).join('\n');
    expect(words(1)).toContain('bomb (face down)');
    for (const viewer of [0, 'spectator'] as const) {
      expect(words(viewer)).toContain('a face-down Corvid Conspiracy token');
      expect(words(viewer)).not.toContain('bomb');
    }
  });
});
