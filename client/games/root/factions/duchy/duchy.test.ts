import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match, type Projection } from '../../../../../engine/core/match.ts';
import type { TablePiece } from '../../../../../engine/core/projection.ts';
import { isRuleError } from '../../../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../../../engine/core/rng.ts';
import { AUTUMN_MAP } from '../../../../../engine/games/root/data/autumn-map.ts';
import { root } from '../../../../../engine/games/root/index.ts';
import type { RootState } from '../../../../../engine/games/root/state.ts';
import type { RootView } from '../../../../../engine/games/root/view.ts';
import { clearingSpot } from '../../../../../engine/games/root/table.ts';
import { BURROW, duchyBlank, FOE, parliament, place, sway, UD } from '../../../../../tests/engine/root/duchy-fixtures.ts';
import { give } from '../../../../../tests/engine/root/fixtures.ts';
import { NO_HELD } from '../../../../kit/types.ts';
import { actionLabel, controlsOf } from '../../hud/choices.ts';
import { battleInfo, factionBoards } from '../../hud/model.ts';
import { rootInteraction as ri } from '../../interaction.ts';
import { clearingAt } from '../../spots.ts';
import type { DuchyBoard } from './board.ts';
import { addWords } from '../../../../words/say.ts';
import { rootWords } from '../../words/index.ts';

// The words Root's client loads with it (manifest.ts): these tests read them in English.
addWords(rootWords);

const NAMES = ['Ana', 'Ben'];

function projected(s: RootState, viewer: number | 'spectator'): Projection {
  const m = createMatch(root, { factions: ['duchy', 'legion'] }, 2, 'duchy-client') as Match;
  return projectMatch(root, { ...m, state: s }, viewer);
}

const board = (p: Projection): DuchyBoard => factionBoards(p.view as RootView, NAMES)[UD] as DuchyBoard;
const piece = (p: Projection, id: string): TablePiece => p.table.pieces[id]!;
const spot = (id: number) => clearingSpot(AUTUMN_MAP.clearings[id - 1]!.xy);

describe('the Underground Duchy on the client', () => {
  it('reads its board for every viewer: Burrow, tunnels, both tracks, crowns, ministers, revealed cards', () => {
    const s = sway(place(place(place(duchyBlank(), BURROW, { ud: 3 }), 8, { ud: 1, citadel: 1, tunnel: true }), 3, { tunnel: true }), 'captain', 'earl');
    s.fx.duchy = { ...(s.fx.duchy as object), revealed: [{ id: 'r1', key: 'fox-anvil' }] };
    const b = board(projected(s, FOE));
    expect(b).toMatchObject({ kind: 'duchy', burrowWarriors: 3, tunnelsLeft: 1, tunnels: ['Weald (rabbit)', 'Meadow (fox)'] });
    expect(b.citadels).toEqual({ left: 2, onMap: 1, values: [{ value: 1, now: false }, { value: 2, now: true }, { value: 4, now: false }, { value: 6, now: false }] });
    expect(b.markets.values.map((x) => x.value)).toEqual([1, 2, 3, 4]);
    expect(b.crowns.find((c) => c.rank === 'lord')).toEqual({ rank: 'lord', onBoard: 2, lost: 0, spaces: [{ vp: 3, covered: false }, { vp: 3, covered: true }, { vp: 3, covered: true }] });
    expect(b.ministers.filter((m) => m.swayed).map((m) => m.name)).toEqual(['Captain', 'Earl of Stone']);
    expect(b.ministers).toHaveLength(9);
    expect(b.revealed).toEqual([{ key: 'fox-anvil', name: 'Anvil', suit: 'fox' }]);
    expect(b.acting).toEqual({ left: 2, current: null });
    expect(b.steps.map((x) => `${x.label}${x.now ? '*' : ''}`)).toEqual(['Assembly*', 'Parliament', 'Sway']);
  });

  it('names every Duchy action in words, and each swayed minister is its own control in Parliament', () => {
    const s = parliament(sway(place(place(duchyBlank(), 1, { ud: 2, foe: 1 }), 8, { ud: 1, citadel: 1 }), 'foremole', 'captain', 'mayor', 'earl'));
    const [anvil] = give(s, UD, 'fox-anvil');
    const p = projected(s, UD);
    const v = p.view as RootView;
    const controls = controlsOf(v, UD, p.prompts as never);
    expect(controls.map((c) => c.key)).toEqual(['minister-foremole', 'minister-captain', 'minister-mayor', 'minister-earl', 'done']);
    const labels = (p.prompts as Array<{ actions: unknown[] }>).flatMap((pr) => pr.actions).map((a) => actionLabel(v, UD, a as never));
    expect(labels).toContain('Captain: initiate a battle');
    expect(labels).toContain('Mayor as the Captain: initiate a battle');
    expect(labels).toContain('Earl of Stone: score 1 VP per citadel');
    expect(labels).toContain('Foremole: reveal Anvil (fox) for a market in Hill (fox)');
    expect(labels.every((l) => l !== 'Choose')).toBe(true);
    expect(actionLabel(v, UD, { t: 'ud.dig', card: anvil, clearing: 12, from: 3 } as never)).toBe('Spend Anvil (fox): tunnel in Glade (fox) (moving the tunnel from Weald (rabbit))');
  });

  it('warriors go between the Burrow and a tunnel clearing by drag and drop', () => {
    const s = place(place(duchyBlank(), BURROW, { ud: 2 }), 8, { ud: 1, tunnel: true });
    const p = projected(s, UD);
    const burrow = piece(p, 'clearing-13');
    expect(clearingAt(burrow.x, burrow.z, p)).toBe(BURROW);
    expect(clearingAt(burrow.x, burrow.z)).toBeNull();
    const stack = piece(p, 'warriors-13-0');
    expect(ri.canDrag(stack, p)).toBe(true);
    expect(ri.hints(stack, p, NO_HELD).map((h) => [h.key, h.x, h.z])).toEqual([['move-8', spot(8).x, spot(8).z]]);
    const out = ri.drop(stack, spot(8).x, spot(8).z, p, NO_HELD);
    expect(out.kind).toBe('choose');
    const back = piece(p, 'warriors-8-0');
    expect(ri.hints(back, p, NO_HELD).map((h) => h.key)).toContain('move-13');
    expect(ri.drop(back, burrow.x + 0.5, burrow.z, p, NO_HELD)).toEqual({ kind: 'send', action: { t: 'move', from: 8, to: BURROW, n: 1 } });
  });

  it('names the Duchy\'s battle causes', () => {
    const s = place(duchyBlank(), 1, { ud: 2, foe: 1 });
    const m = createMatch(root, { factions: ['duchy', 'legion'] }, 2, 'duchy-client') as Match;
    s.players[FOE]!.hand = [{ id: 'x1', key: 'fox-anvil' }];
    const r = root.apply(structuredClone(s), UD, { t: 'battle', clearing: 1, defender: FOE }, new Rng(seedRng('cause')));
    if (isRuleError(r)) throw new Error(r.message);
    const p = projectMatch(root, { ...m, state: r.state }, FOE);
    expect(battleInfo(p.view as RootView, FOE, NAMES)?.why).toBe('Assembly (12.5.1.IV)');
  });
});
