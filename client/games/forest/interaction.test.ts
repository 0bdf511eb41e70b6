import { describe, expect, it } from 'vitest';
import { projectMatch, type Match, type Projection } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { forest } from '../../../engine/games/forest/index.ts';
import type { ForestState } from '../../../engine/games/forest/state.ts';
import { areaCentre, DECK_PIECE } from '../../../engine/games/forest/table.ts';
import { act, blank, lay } from '../../../tests/engine/forest/fixtures.ts';
import { interactionFor } from '../../kit/registry.ts';
import { loadClientGames } from '../../../tests/helpers/client-games.ts';
import { NO_HELD } from '../../kit/types.ts';
import { clickAction, clickChoice, forestInteraction as fx } from './interaction.ts';

// The registry loads each game's client on demand; these tests read them synchronously.
await loadClientGames(['forest']);

function project(s: ForestState, viewer: number | 'spectator'): Projection {
  const m: Match<ForestState> = { gameId: 'forest', version: 3, seats: s.seats, options: {}, rng: { s: [1, 2, 3, 4] }, state: s, log: [] };
  return projectMatch(forest, m, viewer);
}

function piece(p: Projection, id: string): TablePiece {
  const x = p.table.pieces[id];
  if (!x) throw new Error(`no piece ${id}`);
  return x;
}

describe('forest interaction', () => {
  it('is the adapter the registry hands out for a Forest table', () => {
    expect(interactionFor('forest')).toBe(fx);
    expect(fx.sandboxHotkeys).toBe(false);
  });

  it('a click on the Forest Deck draws from its bottom — only for the traveller whose turn it is', () => {
    const s = blank(2, ['mossy-path', 'fern-hollow']);
    const mine = project(s, 0);
    expect(clickAction(piece(mine, DECK_PIECE), mine)).toEqual({ t: 'draw' });
    const theirs = project(s, 1);
    expect(clickAction(piece(theirs, DECK_PIECE), theirs)).toBeNull();
    expect(fx.canDrag(piece(theirs, DECK_PIECE), theirs)).toBe(false);
  });

  it('a drawn card is dragged onto one\'s own mat and placed where it is dropped; elsewhere it is refused', () => {
    const s = act(blank(2, ['mossy-path', 'fern-hollow']), 0, { t: 'draw' }).s;
    const p = project(s, 0);
    const id = s.turn!.drawn[0]!.id;
    const card = piece(p, `card-${id}`);
    expect(fx.canDrag(card, p)).toBe(true);
    expect(fx.canDrag(card, project(s, 1))).toBe(false);
    const mat = areaCentre(p.view as never, 0, 0);
    expect(fx.drop(card, mat.x + 1, mat.z - 1, p, NO_HELD)).toEqual({ kind: 'send', action: { t: 'place', card: id, x: 1, z: -1 } });
    expect(fx.drop(card, -mat.x, mat.z, p, NO_HELD)).toMatchObject({ kind: 'reject', code: 'ui/own-area' });
    // Its free spots glow while it is held (a 4 × 2 grid).
    expect(fx.hints(card, p, NO_HELD)).toHaveLength(8);
    expect(clickAction(card, p)).toEqual({ t: 'place', card: id });
  });

  it('a drawn wild card asks which direction it stands for, on a drop and on a click', () => {
    const s = act(blank(1, ['deer-trail', 'fern-hollow']), 0, { t: 'draw' }).s;
    const p = project(s, 0);
    const id = s.turn!.drawn[0]!.id;
    const card = piece(p, `card-${id}`);
    expect(clickAction(card, p)).toBeNull();
    const choice = clickChoice(card, p)!;
    expect(choice.options.map((o) => o.label)).toEqual(['↑ north', '→ east', '↓ south', '← west']);
    expect(choice.options[2]!.action).toEqual({ t: 'place', card: id, as: 'S' });
    const mat = areaCentre(p.view as never, 0, 0);
    const drop = fx.drop(card, mat.x, mat.z, p, NO_HELD);
    expect(drop.kind).toBe('choose');
    if (drop.kind === 'choose') expect(drop.choice.options[0]!.action).toEqual({ t: 'place', card: id, as: 'N', x: 0, z: 0 });
  });

  it('a wild card of one\'s tableau is clicked to change its direction; any card of it is dragged to rearrange', () => {
    const s = blank(2, ['mossy-path'], 'kings-way');
    const [wild, plain] = lay(s, 0, ['deer-trail@N', 'old-oak']);
    const p = project(s, 0);
    const choice = clickChoice(piece(p, `card-${wild!.card.id}`), p)!;
    expect(choice.options.map((o) => o.action)).toEqual(['E', 'S', 'W'].map((as) => ({ t: 'assign', card: wild!.card.id, as })));
    const oak = piece(p, `card-${plain!.card.id}`);
    expect(clickChoice(oak, p)).toBeNull();
    expect(fx.canDrag(oak, p)).toBe(true);
    const mat = areaCentre(p.view as never, 0, 0);
    expect(fx.drop(oak, mat.x + 3, mat.z + 2, p, NO_HELD)).toEqual({ kind: 'send', action: { t: 'arrange', card: plain!.card.id, x: 3, z: 2 } });
    // Another traveller's cards stay where they are.
    expect(fx.canDrag(oak, project(s, 1))).toBe(false);
  });
});
