import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { ruler } from '../../../engine/games/root/board.ts';
import { FACTIONS, root } from '../../../engine/games/root/index.ts';
import { adjacentOf, suitOf } from '../../../engine/games/root/map.ts';
import { mayPlaceIn } from '../../../engine/games/root/ops.ts';
import { cornerOptions } from '../../../engine/games/root/factions/duchy/setup.ts';
import { ds } from '../../../engine/games/root/factions/duchy/state.ts';
import { ls } from '../../../engine/games/root/factions/legion/state.ts';
import { cs } from '../../../engine/games/root/factions/clergy/state.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { forcedDice, scriptedRng } from '../../helpers/scripted-rng.ts';
import { BURROW, duchyBlank, FOE, place, sway, UD } from './duchy-fixtures.ts';
import { act, at, blank, buildings, enter, give, hand, HCC, offered, put, rejects, texts, tokens, vp, warriors } from './fixtures.ts';

const ctxOf = (s: RootState) => ({ s, f: FACTIONS });

describe('Underground Duchy abilities (12.2)', () => {
  it('12.2.2 the Burrow: unsuited, adjacent to each tunnel clearing, always ruled by the Duchy', () => {
    const s = place(place(duchyBlank(), 1, { tunnel: true, foe: 3 }), 6, { tunnel: true });
    const ctx = ctxOf(s);
    expect(suitOf(ctx, BURROW)).toBeNull();
    expect(adjacentOf(ctx, BURROW)).toEqual([1, 6]);
    expect(adjacentOf(ctx, 1)).toContain(BURROW);
    expect(adjacentOf(ctx, 2)).not.toContain(BURROW);
    expect(ruler(ctx, BURROW)).toBe(UD);
    // Ruling the Burrow, the Duchy moves out of it into a clearing the enemy rules.
    place(s, BURROW, { ud: 2 });
    const t = act(s, UD, { t: 'move', from: BURROW, to: 1, n: 2 }).s;
    expect([warriors(t, 1, UD), warriors(t, BURROW, UD)]).toEqual([2, 0]);
    rejects(s, UD, { t: 'move', from: BURROW, to: 2, n: 1 }, 'root/not-adjacent');
  });

  it('12.2.2 the Burrow: no other faction\'s pieces may be placed in it or moved into it', () => {
    const s = place(duchyBlank('clergy'), 1, { tunnel: true, foe: 3 });
    const ctx = ctxOf(s);
    expect(mayPlaceIn(ctx, FOE, BURROW)).toBe(false);
    expect(mayPlaceIn(ctx, UD, BURROW)).toBe(true);
    let t = at(s, FOE, 'daylight', 'hcc-act');
    cs(t).actionsLeft = 3;
    t = act(t, FOE, { t: 'hcc.mission' }).s;
    expect(offered(t, FOE)).not.toContainEqual(expect.objectContaining({ t: 'move', to: BURROW }));
    const err = rejects(t, FOE, { t: 'move', from: 1, to: BURROW, n: 1 }, 'root/blocked');
    expect(err.message).toMatch(/Burrow/);
    // Without the Duchy in play there is no Burrow at all.
    const plain = act(put(blank(), 9, { w: [2, 0] }), HCC, { t: 'hcc.mission' }).s;
    rejects(plain, HCC, { t: 'move', from: 9, to: BURROW, n: 1 }, 'root/no-clearing');
  });

  it('12.2.3 the Price of Failure: the highest-rank minister goes back, its crown gone for good, and a random card is discarded — once for a battle that removes several buildings', () => {
    const s = place(place(duchyBlank(), 8, { ud: 1, citadel: 1, market: 1, foe: 3 }), 7, { ud: 1, citadel: 1, foe: 3 });
    sway(s, 'captain', 'brigadier', 'earl');
    give(s, UD, 'fox-anvil', 'mouse-sword');
    // Both dice show 3: the Legion's three hits take the warrior, the citadel and the market.
    const r = act(s, UD, { t: 'battle', clearing: 8, defender: FOE }, scriptedRng(11, 11, 1));
    let t = r.s;
    expect(buildings(t, 8)).toEqual([]);
    expect(ds(t).swayed).toEqual(['captain', 'brigadier']);
    expect(ds(t).lostCrowns).toEqual({ squire: 0, noble: 0, lord: 1 });
    expect(ds(t).crowns.lord).toBe(2);
    expect(hand(t, UD).map((c) => c.key)).toEqual(['fox-anvil']);
    expect(t.discard).toEqual(['mouse-sword']);
    expect([ds(t).citadels, ds(t).markets]).toEqual([2, 3]);
    expect(vp(t, FOE)).toBe(2);
    expect(texts(r.events)).toMatch(/returned the Earl of Stone \(lord\)/);
    // A second battle is a second removal: the noble goes next.
    t = act(t, UD, { t: 'battle', clearing: 7, defender: FOE }, scriptedRng(11, 11, 0)).s;
    expect(ds(t).swayed).toEqual(['captain']);
    expect(hand(t, UD)).toEqual([]);
    expect(t.discard).toEqual(['mouse-sword', 'fox-anvil']);
  });

  it('12.2.3 the Price of Failure with ties: the Duchy chooses which highest-rank minister goes back', () => {
    const s = place(duchyBlank(), 8, { ud: 1, citadel: 1, foe: 3 });
    sway(s, 'captain', 'baron', 'earl');
    give(s, UD, 'fox-anvil');
    const t = act(s, UD, { t: 'battle', clearing: 8, defender: FOE }, forcedDice(12, 12)).s;
    expect(t.stack).toHaveLength(1);
    expect(offered(t, UD)).toEqual([{ t: 'ud.price', minister: 'baron' }, { t: 'ud.price', minister: 'earl' }]);
    rejects(t, UD, { t: 'ud.price', minister: 'captain' }, 'UD/price');
    const u = act(t, UD, { t: 'ud.price', minister: 'earl' }, scriptedRng(0)).s;
    expect(ds(u).swayed).toEqual(['captain', 'baron']);
    expect(ds(u).lostCrowns.lord).toBe(1);
    expect(u.discard).toEqual(['fox-anvil']);
    expect(u.stack).toEqual([]);
  });

  it('12.2.3 the Price of Failure with no swayed minister: only the random card; warriors and tunnels lost cost nothing', () => {
    const s = place(duchyBlank(), 8, { ud: 1, citadel: 1, tunnel: true, foe: 3 });
    give(s, UD, 'fox-anvil');
    // Two hits: the warrior, then the Duchy chooses the citadel over the tunnel.
    let t = act(s, UD, { t: 'battle', clearing: 8, defender: FOE }, forcedDice(3, 3)).s;
    expect(offered(t, UD)).toEqual([{ t: 'remove', piece: 'citadel' }, { t: 'remove', piece: 'tunnel' }]);
    t = act(t, UD, { t: 'remove', piece: 'citadel' }, scriptedRng(0)).s;
    expect(t.discard).toEqual(['fox-anvil']);
    expect(ds(t).swayed).toEqual([]);
    expect(tokens(t, 8)).toEqual([{ seat: UD, kind: 'tunnel' }]);
    const w = place(duchyBlank(), 8, { ud: 1, tunnel: true, foe: 3 });
    sway(w, 'captain');
    give(w, UD, 'fox-anvil');
    const u = act(w, UD, { t: 'battle', clearing: 8, defender: FOE }, forcedDice(12, 12)).s;
    expect(tokens(u, 8)).toEqual([]);
    expect(ds(u).tunnels).toBe(3);
    expect(ds(u).swayed).toEqual(['captain']);
    expect(hand(u, UD)).toHaveLength(1);
  });

  it('12.2.4 tunnels: with all three on the map, a Dig first takes one off', () => {
    const s = place(place(place(duchyBlank(), 1, { tunnel: true }), 2, { tunnel: true }), 3, { tunnel: true });
    place(s, BURROW, { ud: 2 });
    const [fox] = give(s, UD, 'fox-anvil');
    expect(offered(s, UD).filter((a) => (a as { t: string }).t === 'ud.dig')).toEqual([
      { t: 'ud.dig', card: fox, clearing: 6, from: 1 }, { t: 'ud.dig', card: fox, clearing: 6, from: 2 }, { t: 'ud.dig', card: fox, clearing: 6, from: 3 },
      { t: 'ud.dig', card: fox, clearing: 8, from: 1 }, { t: 'ud.dig', card: fox, clearing: 8, from: 2 }, { t: 'ud.dig', card: fox, clearing: 8, from: 3 },
      { t: 'ud.dig', card: fox, clearing: 12, from: 1 }, { t: 'ud.dig', card: fox, clearing: 12, from: 2 }, { t: 'ud.dig', card: fox, clearing: 12, from: 3 },
    ]);
    rejects(s, UD, { t: 'ud.dig', card: fox, clearing: 8 }, 'UD/dig');
    const t = act(s, UD, { t: 'ud.dig', card: fox, clearing: 8, from: 2 }).s;
    expect([1, 2, 3, 8].map((id) => tokens(t, id).length)).toEqual([1, 0, 1, 1]);
    expect(ds(t).tunnels).toBe(0);
    expect(adjacentOf(ctxOf(t), BURROW)).toEqual([1, 3, 8]);
    const one = place(duchyBlank(), 1, { tunnel: true });
    place(one, BURROW, { ud: 1 });
    const [card] = give(one, UD, 'fox-anvil');
    rejects(one, UD, { t: 'ud.dig', card, clearing: 8, from: 1 }, 'UD/dig');
  });
});

function setupMatch(factions: string[], first: (s: RootState, seat: number) => unknown): Match<RootState> {
  let m = createMatch(root, { factions }, factions.length, 'duchy-setup') as Match<RootState>;
  for (let i = 0; i < 40; i++) {
    const seat = m.state.turn.seat;
    if (m.state.factions[seat] === 'duchy') break;
    const r = applyAction(root, m, seat, first(m.state, seat));
    if (isRuleError(r)) throw new Error(r.message);
    m = r.match as Match<RootState>;
  }
  return m;
}

describe('Underground Duchy setup (12.3)', () => {
  const firstAction = (s: RootState, seat: number) => root.prompts(s, seat)[0]!.actions[0];

  it('12.3.1, 12.3.4–12.3.6 supplies, building tracks, ministers and crowns', () => {
    const m = setupMatch(['legion', 'duchy'], firstAction);
    const st = ds(m.state);
    expect(m.state.players[1]!.warriors).toBe(20);
    expect([st.tunnels, st.citadels, st.markets]).toEqual([3, 3, 3]);
    expect(st.crowns).toEqual({ squire: 3, noble: 3, lord: 3 });
    expect(st.swayed).toEqual([]);
    expect(m.state.map.map((c) => c.id)).toContain(BURROW);
  });

  it('12.3.3 surface diagonally opposite a starting corner: 2 warriors and a tunnel there, 2 in each adjacent clearing (not the Burrow)', () => {
    const m = setupMatch(['legion', 'duchy'], firstAction);
    expect(ls(m.state).corner).toBe(1);
    expect(m.state.turn.step).toBe('ud-setup-corner');
    expect(offered(m.state, 1)).toEqual([{ t: 'ud.setup', clearing: 3 }]);
    rejects(m.state, 1, { t: 'ud.setup', clearing: 2 }, 'UD/setup-corner');
    rejects(m.state, 1, { t: 'ud.setup', clearing: 1 }, 'UD/setup-corner');
    const s = act(m.state, 1, { t: 'ud.setup', clearing: 3 }).s;
    expect(warriors(s, 3, 1)).toBe(2);
    expect(tokens(s, 3)).toEqual([{ seat: 1, kind: 'tunnel' }]);
    expect([6, 7, 11].map((id) => warriors(s, id, 1))).toEqual([2, 2, 2]);
    expect(warriors(s, BURROW, 1)).toBe(0);
    expect(s.players[1]!.warriors).toBe(12);
    expect(ds(s).tunnels).toBe(2);
    expect(s.turn).toMatchObject({ number: 1, phase: 'birdsong' });
  });

  it('12.3.3 with no starting corner to face, any corner nobody starts in', () => {
    const s = duchyBlank('legion');
    expect(cornerOptions(ctxOf(s), UD)).toEqual([1, 2, 3, 4]);
    ls(s).corner = 2;
    expect(cornerOptions(ctxOf(s), UD)).toEqual([4]);
    const c = duchyBlank('clergy');
    cs(c).start = 9;
    expect(cornerOptions(ctxOf(c), UD)).toEqual([1, 2, 3, 4]);
  });
});

describe('Underground Duchy Birdsong and Evening (12.4, 12.6)', () => {
  it('12.4 Birdsong recruits 1, 2, 4 or 6 warriors into the Burrow by the citadels on the map', () => {
    const counts = [0, 1, 2, 3].map((n) => {
      const s = duchyBlank();
      if (n > 0) place(s, 8, { citadel: Math.min(n, 2) });
      if (n > 2) place(s, 9, { citadel: 1 });
      return warriors(enter(s, UD, 'birdsong', 'ud-recruit').s, BURROW, UD);
    });
    expect(counts).toEqual([1, 2, 4, 6]);
    // A new turn: the ministers that acted last turn may act again.
    const s = duchyBlank();
    ds(s).used = ['captain'];
    expect(ds(enter(s, UD, 'birdsong', 'ud-recruit').s).used).toEqual([]);
  });

  it('12.6.1 revealed bird cards are discarded, the others go back to the hand', () => {
    const s = duchyBlank();
    ds(s).revealed = [{ id: 'r1', key: 'fox-anvil' }, { id: 'r2', key: 'bird-crossbow' }];
    s.deck = ['mouse-sword', 'rabbit-bake-sale'];
    const r = enter(s, UD, 'evening', 'ud-return');
    expect(ds(r.s).revealed).toEqual([]);
    // Back in the hand before the Evening draw (12.6.3) adds one more.
    expect(hand(r.s, UD).map((c) => c.key)).toEqual(['fox-anvil', 'rabbit-bake-sale']);
    expect(r.s.discard).toEqual(['bird-crossbow']);
    expect(texts(r.events)).toMatch(/bird card Crossbow \(bird\).*Anvil \(fox\) back into their hand/);
  });

  it('12.6.2 craft by activating citadels and markets, each once', () => {
    const s = place(place(duchyBlank(), 8, { citadel: 1 }), 9, { market: 1 });
    const [anvil, sword] = give(s, UD, 'fox-anvil', 'mouse-sword');
    const r = enter(s, UD, 'evening', 'ud-craft');
    expect(offered(r.s, UD)).toContainEqual({ t: 'craft', card: anvil, using: ['c8:0:citadel'] });
    const t = act(r.s, UD, { t: 'craft', card: anvil, using: ['c8:0:citadel'] }).s;
    expect(t.players[UD]!.items).toEqual(['hammer']);
    rejects(t, UD, { t: 'craft', card: sword, using: ['c8:0:citadel', 'c8:0:citadel'] }, 'root/bad-crafting-piece');
  });

  it('12.6.3 draw one plus one per market on the map, then discard down to five', () => {
    const s = place(place(duchyBlank(), 8, { market: 2 }), 9, { market: 1 });
    give(s, UD, 'fox-anvil', 'fox-anvil', 'mouse-sword');
    s.deck = ['rabbit-bake-sale', 'mouse-sword', 'fox-root-tea', 'bird-ambush', 'fox-ambush'];
    const r = enter(s, UD, 'evening', 'ud-draw');
    expect(hand(r.s, UD)).toHaveLength(7);
    expect(r.s.stack).toEqual([{ kind: 'discard', seat: UD, limit: 5 }]);
  });
});
