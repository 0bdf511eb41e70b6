import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { TABLE_SIZE } from '../../../engine/core/projection.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { root } from '../../../engine/games/root/index.ts';
import { ds } from '../../../engine/games/root/factions/duchy/state.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { CLEARING_RADIUS, extraClearingSpot } from '../../../engine/games/root/table.ts';
import { choose, picker } from '../../room/random-play.ts';
import { BURROW, duchyBlank, FOE, place, UD } from './duchy-fixtures.ts';
import { act, give } from './fixtures.ts';
import { boardOf } from './board-of.ts';

describe('the Underground Duchy on the table', () => {
  it('12.2.2 the Burrow lies beside the map in the Duchy\'s row, its warriors in its middle', () => {
    const s = place(place(duchyBlank(), BURROW, { ud: 3 }), 8, { ud: 1, citadel: 1, market: 1, tunnel: true });
    const v = root.view(s, FOE);
    const { pieces } = root.table(v, FOE);
    const at = extraClearingSpot(v, UD);
    expect(pieces['clearing-13']).toMatchObject({ kind: 'board', model: 'root-clearing', face: '13', label: '13 The Burrow', ...at });
    expect(pieces['warriors-13-0']).toMatchObject({ count: 3, owner: UD, x: at.x });
    expect(Math.hypot(pieces['warriors-13-0']!.x - at.x, pieces['warriors-13-0']!.z - at.z)).toBeLessThan(CLEARING_RADIUS);
    expect(v.map.find((c) => c.id === BURROW)).toMatchObject({ suit: null, of: UD, ruler: UD, adjacent: [8] });
    expect(pieces['building-8-0']).toMatchObject({ model: 'root-citadel', face: 'citadel', owner: UD });
    expect(pieces['building-8-1']).toMatchObject({ model: 'root-market', face: 'market', owner: UD });
    expect(pieces['token-8-0-tunnel']).toMatchObject({ kind: 'token', face: 'tunnel', owner: UD });
    // Clear of the victory point track running along the map's east edge.
    for (let n = 0; n <= 30; n++) {
      const vp = pieces[`vp-space-${n}`]!;
      expect(Math.hypot(vp.x - at.x, vp.z - at.z)).toBeGreaterThan(CLEARING_RADIUS + 0.6);
    }
    for (const p of Object.values(pieces)) {
      expect(Math.abs(p.x)).toBeLessThanOrEqual(TABLE_SIZE.width / 2 - 1);
      expect(Math.abs(p.z)).toBeLessThanOrEqual(TABLE_SIZE.depth / 2 - 1);
    }
  });

  it('revealed cards lie face up beside the board for every viewer until Evening', () => {
    const s = place(duchyBlank(), 8, { ud: 2 });
    const [card] = give(s, UD, 'fox-anvil', 'mouse-sword');
    const t = act(s, UD, { t: 'ud.build', card, clearing: 8, building: 'citadel' }).s;
    t.players[UD]!.crafted = ['fox-tax-collector'];
    for (const viewer of [UD, FOE, 'spectator'] as const) {
      const v = root.view(t, viewer);
      expect(boardOf(v, UD, 'duchy').revealed).toEqual(['fox-anvil']);
      const { pieces } = root.table(v, viewer);
      const pile = pieces['duchy-revealed']!;
      expect(pile).toMatchObject({ kind: 'deck', faceUp: true, face: 'fox-anvil', count: 1 });
      // Clear of the Burrow's disc on one side and of the persistent cards on the other.
      expect(pile.x - 1.25).toBeGreaterThan(pieces['clearing-13']!.x + CLEARING_RADIUS);
      expect(pieces['crafted-0-0']!.x - 1.25).toBeGreaterThan(pile.x + 1.25);
    }
    // The hand stays secret: only the Duchy sees what is left in it.
    expect(root.view(t, FOE).seats[UD]).toMatchObject({ handCount: 1 });
    expect(root.view(t, FOE).seats[UD]!.hand).toBeUndefined();
    expect(JSON.stringify(root.view(t, FOE))).not.toContain('mouse-sword');
  });
});

describe('the Underground Duchy\'s secrets', () => {
  for (const factions of [['duchy', 'clergy'], ['legion', 'duchy', 'clergy']]) {
    it(`scramble: no viewer tells a scrambled state from the real one (${factions.join(', ')})`, () => {
      const shuffler = new Rng(seedRng('duchy-scramble'));
      const pick = picker(`duchy-scramble:${factions.join()}`);
      let m = createMatch(root, { factions }, factions.length, `duchy-scramble-${factions.length}`) as Match<RootState>;
      const viewers: Viewer[] = [...factions.keys(), 'spectator'];
      let compared = 0;
      let revealed = 0;
      for (let i = 0; i < 400 && !root.status(m.state).over; i++) {
        const choice = choose(factions.length, (seat) => root.prompts(m.state, seat), pick);
        if (!choice) break;
        const r = applyAction(root, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(`${r.code} ${r.message}`);
        m = r.match as Match<RootState>;
        if (ds(m.state).revealed.length > 0) revealed++;
        if (i % 7 !== 0) continue;
        for (const viewer of viewers) {
          const other: Match = { ...m, state: root.scramble(structuredClone(m.state), viewer, shuffler) };
          expect(JSON.stringify(projectMatch(root, other, viewer)), `viewer ${viewer} at ${m.version}`).toBe(JSON.stringify(projectMatch(root, m, viewer)));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(20);
      expect(revealed, 'the Duchy revealed cards during the game').toBeGreaterThan(0);
    });
  }
});
