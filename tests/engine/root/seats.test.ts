import { describe, expect, it } from 'vitest';
import { createMatch, applyAction, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { FACTIONS, parseRootOptions, root } from '../../../engine/games/root/index.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import { act, at, blank, enter, give, hand, HCC, offered, put, QL, rejects, texts, vp } from './fixtures.ts';

/** Creates a match that must be accepted. */
function match(options: unknown, seats: number, seed = 'seats'): Match<RootState> {
  const m = createMatch(root, options, seats, seed);
  if (isRuleError(m)) throw new Error(m.message);
  return m as Match<RootState>;
}

describe('seats and turn order (core rules, Turn and control)', () => {
  it('options: one faction per seat; a faction, random or pick; the turn order lists each seat once', () => {
    expect(parseRootOptions({ factions: ['clergy', 'random'] }, 2)).toEqual({ factions: ['clergy', 'random'], order: [0, 1] });
    expect(parseRootOptions({ factions: ['clergy'] }, 2)).toMatchObject({ code: 'root/bad-options' });
    expect(parseRootOptions({ order: [1, 1] }, 2)).toMatchObject({ code: 'root/bad-options' });
    expect(parseRootOptions({ order: [0, 2] }, 2)).toMatchObject({ code: 'root/bad-options' });
    expect(parseRootOptions({ order: 'random' }, 2)).toEqual({ factions: ['clergy', 'legion'], order: 'random' });
    expect(parseRootOptions({ factions: ['pick', 'pick'], extra: 1 }, 2)).toMatchObject({ code: 'root/bad-options' });
  });

  it('turns follow the turn order: the first seat in it takes turn 1, and a round ends after the last', () => {
    const m = match({ order: [1, 0] }, 2);
    // Setup runs in the factions' setup order (Clergy, then Legion) whatever the turn order.
    expect(m.state.setupOrder).toEqual([0, 1]);
    expect(m.state.order).toEqual([1, 0]);
    let cur: Match = m;
    for (let guard = 0; guard < 200 && (cur.state as RootState).turn.number === 0; guard++) {
      const who = root.view(cur.state as RootState, 'spectator').decision.seat;
      const next = applyAction(root, cur, who, root.prompts(cur.state as RootState, who).flatMap((p) => p.actions)[0]);
      if (isRuleError(next)) throw new Error(next.message);
      cur = next.match;
    }
    const s = cur.state as RootState;
    expect(s.turn.number).toBe(1);
    expect(s.turn.seat).toBe(1);
  });

  it('a random turn order is drawn from the seed: the same seed gives the same order', () => {
    const a = match({ order: 'random' }, 2, 'order-a').state.order;
    expect(match({ order: 'random' }, 2, 'order-a').state.order).toEqual(a);
    expect([...a].sort()).toEqual([0, 1]);
  });

  it('a random faction is drawn from those nobody chose', () => {
    for (const seed of ['r1', 'r2', 'r3', 'r4']) {
      const s = match({ factions: ['random', 'legion'] }, 2, seed).state;
      expect(s.factions[1]).toBe('legion');
      expect(Object.keys(FACTIONS).filter((id) => id !== 'legion')).toContain(s.factions[0]);
      expect(match({ factions: ['random', 'legion'] }, 2, seed).state.factions).toEqual(s.factions);
    }
  });

  it('seats marked pick choose at the table in reverse turn order before anyone sets up', () => {
    const m = match({ factions: ['pick', 'pick'], order: [0, 1] }, 2);
    const s = m.state;
    expect(s.picks?.seats).toEqual([1, 0]);
    expect(s.turn.seat).toBe(1);
    expect(root.prompts(s, 0)).toEqual([]);
    expect(offered(s, 1)).toEqual(Object.keys(FACTIONS).sort().map((faction) => ({ t: 'pick', faction })));
    const v = root.view(s, 'spectator') as RootView;
    expect(v.seats.map((x) => x.name)).toEqual(['Seat 1', 'Seat 2']);
    expect(v.decision.kind).toBe('pick');
    rejects(s, 1, { t: 'pick', faction: 'marquise' }, 'root/bad-pick');
    rejects(s, 0, { t: 'pick', faction: 'clergy' }, 'root/not-your-turn');
    const one = act(s, 1, { t: 'pick', faction: 'legion' });
    expect(texts(one.events)).toMatch(/Seat 2 chose to play the Queenless Legion/);
    expect(one.s.turn.seat).toBe(0);
    rejects(one.s, 0, { t: 'pick', faction: 'legion' }, 'root/bad-pick');
    const two = act(one.s, 0, { t: 'pick', faction: 'clergy' });
    expect(two.s.picks).toBeUndefined();
    expect(two.s.factions).toEqual(['clergy', 'legion']);
    expect(two.s.players.map((p) => p.warriors)).toEqual([15, 20]);
    expect(two.s.turn).toMatchObject({ phase: 'setup', seat: 0, step: 'hcc-setup-cathedral' });
  });

  it('a faction picked while other seats still pick shows its starting board to everyone (the Corvids: eight plots in the supply)', () => {
    for (const faction of Object.keys(FACTIONS)) {
      const m = match({ factions: ['pick', 'pick'], order: [0, 1] }, 2, `picked-${faction}`);
      const one = applyAction(root, m, 1, { t: 'pick', faction });
      if (isRuleError(one)) throw new Error(one.message);
      expect((one.match.state as RootState).picks?.seats).toEqual([0]);
      for (const viewer of [0, 1, 'spectator'] as const) {
        const v = projectMatch(root, one.match, viewer).view as RootView;
        expect(v.seats[1]!.faction).toBe(faction);
        if (v.seats[1]!.faction === 'corvids') expect(v.seats[1]!.board.supply).toBe(8);
      }
    }
  });
});

describe('dominance cards (core rules, Winning)', () => {
  /** The Clergy in Daylight with 10 VP and the fox dominance in hand. */
  function ready(): { s: RootState; card: string } {
    const s = blank();
    s.players[HCC]!.vp = 10;
    const [card] = give(s, HCC, 'fox-dominance');
    return { s: at(s, HCC, 'daylight', 'hcc-offer'), card: card! };
  }

  it('stay in the deck with three or four players and are removed with two', () => {
    expect(match(undefined, 2).state.deck.filter((k) => k.endsWith('-dominance'))).toHaveLength(0);
  });

  it('activates at 10 or more VP in Daylight; the VP stop counting', () => {
    const { s, card } = ready();
    expect(offered(s, HCC)).toContainEqual({ t: 'dominance', card });
    const { s: after, events } = act(s, HCC, { t: 'dominance', card });
    expect(after.players[HCC]!.dominance).toBe('fox-dominance');
    expect(hand(after, HCC)).toHaveLength(0);
    expect(texts(events)).toMatch(/activated Dominance \(fox\)/);
    put(after, 1, { w: [1, 0] });
    expect(offered(after, HCC)).not.toContainEqual(expect.objectContaining({ t: 'dominance' }));
  });

  it('cannot activate below 10 VP', () => {
    const { s, card } = ready();
    s.players[HCC]!.vp = 9;
    expect(offered(s, HCC)).not.toContainEqual({ t: 'dominance', card });
    rejects(s, HCC, { t: 'dominance', card }, 'root/dominance-vp');
  });

  it('wins at the start of its Birdsong when ruling three clearings of its suit, not before', () => {
    const { s, card } = ready();
    const after = act(s, HCC, { t: 'dominance', card }).s;
    for (const id of [1, 6]) put(after, id, { w: [1, 0] });
    // The Legion's turn ends and the Clergy's begins: two fox clearings are not enough.
    expect(enter(after, QL, 'evening', 'ql-draw').s.winners).toBeUndefined();
    put(after, 8, { w: [1, 0] });
    const { s: won, events } = enter(after, QL, 'evening', 'ql-draw');
    expect(won.winners).toEqual([HCC]);
    expect(won.endedBy).toBe('dominance');
    expect(texts(events)).toMatch(/rule three fox clearings at the start of their Birdsong/);
    expect(root.status(won)).toMatchObject({ over: true, winners: [HCC] });
  });

  it('the bird dominance wins by ruling two diagonally opposite corners', () => {
    const s = blank();
    s.players[HCC]!.dominance = 'bird-dominance';
    put(s, 1, { w: [1, 0] });
    put(s, 2, { w: [1, 0] });
    expect(enter(s, QL, 'evening', 'ql-draw').s.winners).toBeUndefined();
    put(s, 3, { w: [1, 0] });
    expect(enter(s, QL, 'evening', 'ql-draw').s.winners).toEqual([HCC]);
  });

  it('after activation the player scores nothing', () => {
    const s = blank();
    s.players[HCC]!.dominance = 'fox-dominance';
    s.players[HCC]!.vp = 12;
    put(s, 9, { w: [1, 0], cathedral: true, flowers: ['mouse'] });
    const after = act(at(s, HCC, 'daylight', 'hcc-offer'), HCC, { t: 'hcc.score', clearing: 9, flower: 'mouse' }).s;
    expect(vp(after, HCC)).toBe(12);
  });

  it('a spent dominance card lies beside the map and is taken for a card of its suit (birds wild)', () => {
    const s = blank();
    const [dom, bird] = give(s, HCC, 'mouse-dominance', 'bird-arms-trader');
    at(s, HCC, 'daylight', 'hcc-act');
    put(s, 9, { w: [1, 0], cathedral: true });
    const swarm = act(s, HCC, { t: 'hcc.swarm', card: dom, clearing: 9 });
    expect(swarm.s.dominance).toEqual(['mouse-dominance']);
    expect(swarm.s.discard).toEqual([]);
    expect(offered(swarm.s, HCC)).toContainEqual({ t: 'take-dominance', dominance: 'mouse-dominance', card: bird });
    const took = act(swarm.s, HCC, { t: 'take-dominance', dominance: 'mouse-dominance', card: bird });
    expect(took.s.dominance).toEqual([]);
    expect(hand(took.s, HCC).map((c) => c.key)).toEqual(['mouse-dominance']);
    expect(took.s.discard).toEqual(['bird-arms-trader']);
    expect(vp(took.s, HCC)).toBe(0);
  });
});
