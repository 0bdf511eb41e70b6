import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { getGame } from '../../../engine/games/registry.ts';
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import type { ExState, ExView } from '../../../engine/games/explorers/state.ts';
import { addWords, say } from '../../words/say.ts';
import { describeExplorers } from './describe.ts';
import { explorersWords } from './words/index.ts';

addWords(explorersWords);

const game = getGame('explorers')!;
const made = createMatch(game, {}, 2, 'describe-seed');
if (isRuleError(made)) throw new Error(made.message);
const m: Match = made;

function text(match: Match, viewer: Viewer): string {
  const p = projectMatch(game, match, viewer);
  return describeExplorers(p.view as ExView, viewer, say).flatMap((s) => [s.title, ...s.lines]).join('\n');
}

describe('Explorers text view', () => {
  it('lists each tile laid with where it lies and which way it faces, the heroes and the round', () => {
    const t = text(m, 0);
    const state = m.state as ExState;
    for (const tile of Object.values(state.tiles)) expect(t).toContain(`${CONTENT.tiles[tile.id]!.name} at column ${tile.col}, row ${tile.row}, its top edge facing`);
    expect(t).toMatch(/Round \d+: /);
    for (const h of state.heroes) expect(t).toContain(CONTENT.heroes[h.id].name);
  });

  it('never names a face-down monster, to a seat or a spectator', () => {
    const state = structuredClone(m.state) as ExState;
    const key = Object.keys(state.tiles)[0]!;
    const monster = Object.values(CONTENT.monsters)[0]!;
    state.tiles = { ...state.tiles, [key]: { ...state.tiles[key]!, monsters: [{ m: monster.id, up: false, leaf: 1, frost: false, revived: false }] } };
    const hidden: Match = { ...m, state };
    for (const viewer of [0, 1, 'spectator'] as const) {
      const t = text(hidden, viewer);
      expect(t).toContain('a face-down monster');
      expect(t).not.toContain(monster.name);
    }
  });
});
