import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { bagTally } from '../../../engine/table/bag.ts';
import { root } from '../../../engine/games/root/index.ts';
import { placeable } from '../../../engine/games/root/factions/clergy/flowers.ts';
import { beesShowing, cs } from '../../../engine/games/root/factions/clergy/state.ts';
import { ls } from '../../../engine/games/root/factions/legion/state.ts';
import { FACTIONS } from '../../../engine/games/root/index.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import { rootSay } from '../../../engine/games/root/log-words.ts';
import { forcedDice, scriptedRng } from '../../helpers/scripted-rng.ts';
import {
  act, at, blank, buildings, enter, give, hand, HCC, offered, promptKeys, put, QL, rejects, texts, tokens, vp, warriors,
} from './fixtures.ts';

const penitent = (s: RootState): RootState => {
  cs(s).penitence[String(QL)] = 'penitent';
  return s;
};

function newMatch(seed = 'clergy'): Match<RootState> {
  const m = createMatch(root, {}, 2, seed);
  if (isRuleError(m)) throw new Error(m.message);
  return m as Match<RootState>;
}

function step(m: Match<RootState>, seat: number, action: unknown): Match<RootState> {
  const r = applyAction(root, m, seat, action);
  if (isRuleError(r)) throw new Error(`${JSON.stringify(action)}: ${r.code} ${r.message}`);
  return r.match as Match<RootState>;
}

describe('Honeycomb Clergy setup (HCC.3)', () => {
  it('HCC.3.1 a supply of 15 warriors and a blind bag of 11 flowers: 3 fox, 3 rabbit, 3 mouse, 2 bird', () => {
    const s = newMatch().state;
    expect(s.players[HCC]!.warriors).toBe(15);
    expect(bagTally(cs(s).bag, (f) => f)).toEqual({ bird: 2, fox: 3, mouse: 3, rabbit: 3 });
  });

  it('HCC.3.2 the cathedral and 3 warriors go in a non-corner clearing', () => {
    const m = newMatch();
    expect(m.state.turn).toMatchObject({ phase: 'setup', seat: HCC, step: 'hcc-setup-cathedral' });
    expect(offered(m.state, HCC)).toEqual([5, 6, 7, 8, 9, 10, 11, 12].map((clearing) => ({ t: 'hcc.setup', clearing })));
    rejects(m.state, HCC, { t: 'hcc.setup', clearing: 1 }, 'HCC/setup-cathedral');
    const s = step(m, HCC, { t: 'hcc.setup', clearing: 9 }).state;
    expect(buildings(s, 9)).toEqual([{ seat: HCC, kind: 'cathedral' }]);
    expect(warriors(s, 9, HCC)).toBe(3);
  });

  it('HCC.3.2 one warrior in a clearing of each suit, then three flowers in matching clearings with warriors, not the cathedral\'s', () => {
    let m = step(newMatch('flowers'), HCC, { t: 'hcc.setup', clearing: 9 });
    m = step(m, HCC, { t: 'hcc.setup', clearing: 1 });
    rejects(m.state, HCC, { t: 'hcc.setup', clearing: 8 }, 'HCC/setup-warriors');
    m = step(m, HCC, { t: 'hcc.setup', clearing: 4 });
    m = step(m, HCC, { t: 'hcc.setup', clearing: 7 });
    while (m.state.turn.seat === HCC && m.state.turn.phase === 'setup') {
      m = step(m, HCC, root.prompts(m.state, HCC)[0]!.actions[0]);
    }
    const s = m.state;
    const placed = s.map.flatMap((c) => c.tokens.map((t) => ({ id: c.id, suit: t.suit })));
    expect(placed.length + cs(s).bag.length).toBe(11);
    expect(placed.length).toBe(3);
    const suitOf = { 1: 'fox', 4: 'rabbit', 7: 'mouse' } as Record<number, string>;
    for (const f of placed) {
      expect([1, 4, 7]).toContain(f.id);
      if (f.suit !== 'bird') expect(f.suit).toBe(suitOf[f.id]);
    }
    expect(s.turn).toMatchObject({ phase: 'setup', seat: QL });
  });

  it('HCC.3.4 every enemy starts Heretic', () => {
    expect(cs(newMatch().state).penitence).toEqual({ 1: 'heretic' });
  });
});

describe('Florists (HCC.2.2)', () => {
  it('HCC.2.2.II a flower goes to a matching clearing without a cathedral and with a Clergy warrior; a bird flower to any suit', () => {
    const s = put(put(put(blank(), 1, { w: [1, 0] }), 9, { w: [1, 0], cathedral: true }), 12, { w: [0, 2] });
    const ctx = { s, f: FACTIONS };
    expect(placeable(ctx, HCC, 'fox')).toEqual([1]);
    expect(placeable(ctx, HCC, 'mouse')).toEqual([]);
    expect(placeable(ctx, HCC, 'bird')).toEqual([1]);
  });

  it('HCC.2.2.I/II Bloom draws at random from the bag; an unplaceable flower goes back', () => {
    let s = at(put(blank(), 1, { w: [1, 0] }), HCC, 'birdsong', 'hcc-bloom');
    const [b1, b2] = give(s, HCC, 'bird-crossbow', 'bird-sappers');
    // The bag lists fox ×3, rabbit ×3, mouse ×3, bird ×2: index 0 is a fox, index 6 a mouse.
    const fox = act(s, HCC, { t: 'hcc.bloom', card: b1! }, scriptedRng(0));
    expect(tokens(fox.s, 1)).toEqual([{ seat: HCC, kind: 'flower', suit: 'fox' }]);
    expect(cs(fox.s).bag).toHaveLength(10);
    s = fox.s;
    const mouse = act(s, HCC, { t: 'hcc.bloom', card: b2! }, scriptedRng(5));
    expect(texts(mouse.events)).toMatch(/drew a mouse flower .* goes back into the bag/s);
    expect(cs(mouse.s).bag).toHaveLength(10);
  });

  it('HCC.2.2.II a drawn flower with several places is the Clergy\'s choice', () => {
    const s = at(put(put(blank(), 1, { w: [1, 0] }), 8, { w: [1, 0] }), HCC, 'birdsong', 'hcc-bloom');
    const [b] = give(s, HCC, 'bird-crossbow');
    const r = act(s, HCC, { t: 'hcc.bloom', card: b! }, scriptedRng(0));
    expect(offered(r.s, HCC)).toEqual([{ t: 'hcc.place', clearing: 1 }, { t: 'hcc.place', clearing: 8 }]);
    rejects(r.s, HCC, { t: 'hcc.place', clearing: 12 }, 'HCC/bad-flower-spot');
    expect(tokens(act(r.s, HCC, { t: 'hcc.place', clearing: 8 }).s, 8)).toHaveLength(1);
  });

  it('HCC.2.2.III spent flowers go back to the bag', () => {
    const s = at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox'] }), HCC, 'daylight', 'hcc-offer');
    expect(cs(s).bag).toHaveLength(10);
    expect(cs(act(s, HCC, { t: 'hcc.score', clearing: 1, flower: 'fox' }).s).bag).toHaveLength(11);
  });

  it('HCC.2.2.III removed flowers go back to the bag (outside the Legion\'s Spoils)', () => {
    let s = at(put(blank(), 12, { w: [0, 2], flowers: ['fox', 'mouse'] }), QL, 'daylight', '@daylight');
    s.players[QL]!.crafted.push('rabbit-command-warren');
    ls(s).campaignSuit = 'rabbit';
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(2, 1)).s;
    expect(tokens(s, 12)).toEqual([]);
    expect(cs(s).bag).toHaveLength(11);
  });

  it('HCC.2.2.IV a flower may move with each Clergy warrior', () => {
    let s = put(blank(), 1, { w: [1, 0], flowers: ['fox', 'bird'] });
    s = act(s, HCC, { t: 'hcc.mission' }).s;
    rejects(s, HCC, { t: 'move', from: 1, to: 5, n: 1, carry: ['flower-fox', 'flower-bird'] }, 'root/bad-carry');
    rejects(s, HCC, { t: 'move', from: 1, to: 5, n: 1, carry: ['flower-mouse'] }, 'root/bad-carry');
    expect(offered(s, HCC)).toContainEqual({ t: 'move', from: 1, to: 5, n: 1, carry: ['flower-bird'] });
    s = act(s, HCC, { t: 'move', from: 1, to: 5, n: 1, carry: ['flower-fox'] }).s;
    expect(tokens(s, 5)).toEqual([{ seat: HCC, kind: 'flower', suit: 'fox' }]);
    expect(tokens(s, 1)).toEqual([{ seat: HCC, kind: 'flower', suit: 'bird' }]);
  });
});

describe('Honeycomb Clergy abilities (HCC.2)', () => {
  it('HCC.2.3 Honeymakers: one extra VP for every card crafted, even one worth none', () => {
    let s = at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox'] }), HCC, 'daylight', 'hcc-offer');
    const [card] = give(s, HCC, 'bird-armorers');
    const r = act(s, HCC, { t: 'craft', card: card!, using: ['c1:fox'] });
    s = r.s;
    expect(vp(s, HCC)).toBe(1);
    expect(texts(r.events)).toMatch(/Honeymakers/);
  });

  it('HCC.2.4 Divine Right: move to and from cathedral clearings as though ruling them', () => {
    let s = put(put(blank(), 9, { w: [1, 3], cathedral: true }), 12, { w: [0, 4] });
    s = act(s, HCC, { t: 'hcc.mission' }).s;
    s = act(s, HCC, { t: 'move', from: 9, to: 1, n: 1 }).s;
    expect(warriors(s, 1, HCC)).toBe(1);
    s = act(s, HCC, { t: 'move', from: 1, to: 9, n: 1 }).s;
    expect(warriors(s, 9, HCC)).toBe(1);
  });

  it('HCC.2.5 Poke the Hive: an enemy that removes a cathedral turns Heretic; up to 4 warriors arrive there and may battle it', () => {
    let s = penitent(put(blank(), 12, { w: [0, 2], cathedral: true }));
    ls(s).campaign = 'fox-anvil';
    ls(s).campaignSuit = 'fox';
    s = at(s, QL, 'daylight', 'ql-attack');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(1, 1)).s;
    expect(buildings(s, 12)).toEqual([]);
    expect(cs(s).penitence[String(QL)]).toBe('heretic');
    expect(vp(s, QL)).toBe(1);
    expect(offered(s, HCC)).toEqual([0, 1, 2, 3, 4].map((warriors) => ({ t: 'hcc.poke', warriors })));
    s = act(s, HCC, { t: 'hcc.poke', warriors: 4 }).s;
    expect(warriors(s, 12, HCC)).toBe(4);
    expect(offered(s, HCC)).toEqual([{ t: 'battle', clearing: 12, defender: QL }, { t: 'done' }]);
    const r = act(s, HCC, { t: 'battle', clearing: 12, defender: QL }, forcedDice(3, 1));
    expect(warriors(r.s, 12, QL)).toBe(0);
    expect(texts(r.events)).toMatch(/The Honeycomb Clergy battle the Queenless Legion in Glade/);
  });

  it('HCC.2.6.I Mercy: the Clergy may not battle a Penitent faction', () => {
    let s = penitent(put(put(blank(), 1, { w: [2, 0] }), 5, { w: [0, 1] }));
    s = act(s, HCC, { t: 'hcc.crusade' }).s;
    s = act(s, HCC, { t: 'move', from: 1, to: 5, n: 2 }).s;
    expect(s.turn.step).toBe('hcc-act');
    expect(cs(s).act).toBeUndefined();
    const t = at(penitent(put(blank(), 12, { w: [1, 1] })), HCC, 'daylight', '@daylight');
    t.players[HCC]!.crafted.push('rabbit-command-warren');
    rejects(t, HCC, { t: 'battle', clearing: 12, defender: QL }, 'HCC/mercy');
  });

  it('HCC.2.6.I Mercy: the Clergy remove no Penitent pieces in any way (Favor of the Foxes)', () => {
    let s = penitent(at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox', 'fox', 'fox'] }), HCC, 'daylight', 'hcc-offer'));
    put(s, 8, { w: [0, 3] });
    const [card] = give(s, HCC, 'fox-favor-of-the-foxes');
    s = act(s, HCC, { t: 'craft', card: card!, using: ['c1:fox', 'c1:fox', 'c1:fox'] }).s;
    expect(warriors(s, 8, QL)).toBe(3);
  });

  it('HCC.2.6.I Mercy: a Penitent attacker that removed nothing takes none of the Clergy\'s hits', () => {
    let s = penitent(put(blank(), 12, { w: [2, 2] }));
    ls(s).campaignSuit = 'fox';
    s = at(s, QL, 'daylight', 'ql-attack');
    s.players[HCC]!.crafted.push('bird-armorers');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(2, 2)).s;
    const r = act(s, HCC, { t: 'effect', effect: 'armorers' });
    expect([warriors(r.s, 12, HCC), warriors(r.s, 12, QL)]).toEqual([2, 2]);
    expect(texts(r.events)).toMatch(/Mercy/);
    expect(cs(r.s).penitence[String(QL)]).toBe('penitent');
    // The hits spared travel as data (Mercy's words a phrase): the line is worded again from it.
    const spared = r.events.find((e) => e.kind === 'spared');
    expect(spared).toBeDefined();
    const view = root.view(r.s, 'spectator') as RootView;
    expect(root.logText!({ ...spared!, v: 1 }, view, rootSay)).toBe(spared!.text);
    expect(root.logText!({ ...spared!, v: 1 }, view, (id) => id)).toBe('root.log.spared');
  });

  it('HCC.2.6.II Honey for the Holy: a Penitent crafter scores one extra VP, once per turn', () => {
    let s = penitent(put(blank(), 10, { w: [1, 1], colony: true, flowers: ['rabbit', 'rabbit'] }));
    s = at(s, QL, 'evening', 'ql-craft');
    const [a, b] = give(s, QL, 'rabbit-a-visit-to-friends', 'fox-travel-gear');
    s = act(s, QL, { t: 'craft', card: a!, using: ['c10:0:flower-rabbit'] }).s;
    expect(vp(s, QL)).toBe(2);
    s = act(s, QL, { t: 'craft', card: b!, using: ['c10:0:flower-rabbit'] }).s;
    expect(vp(s, QL)).toBe(3);
  });

  it('HCC.2.6.III Harbor the Holy: move through clearings ruled by a Penitent faction', () => {
    const s = put(put(blank(), 12, { w: [1, 3] }), 1, { w: [1, 0] });
    let heretic = act(s, HCC, { t: 'hcc.mission' }).s;
    rejects(heretic, HCC, { t: 'move', from: 12, to: 9, n: 1 }, 'root/no-rule');
    heretic = penitent(heretic);
    expect(warriors(act(heretic, HCC, { t: 'move', from: 12, to: 9, n: 1 }).s, 9, HCC)).toBe(1);
  });

  it('HCC.2.6.IV Sacrilege: a faction that removes a Clergy piece turns Heretic (and then takes the Clergy\'s hits)', () => {
    let s = penitent(put(blank(), 12, { w: [2, 2] }));
    ls(s).campaignSuit = 'fox';
    s = at(s, QL, 'daylight', 'ql-attack');
    const r = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(2, 2));
    expect(cs(r.s).penitence[String(QL)]).toBe('heretic');
    expect(texts(r.events)).toMatch(/Heretic \(Sacrilege, HCC\.2\.6\.IV\)/);
    expect([warriors(r.s, 12, HCC), warriors(r.s, 12, QL)]).toEqual([1, 1]);
  });
});

describe('Honeycomb Clergy Birdsong (HCC.4)', () => {
  it('HCC.4.1 Divine Intervention: with no warriors on the map, 4 arrive at a cathedral', () => {
    const r = enter(put(blank(), 9, { cathedral: true }), HCC, 'birdsong', 'hcc-divine-intervention');
    expect(warriors(r.s, 9, HCC)).toBe(4);
  });

  it('HCC.4.1 Divine Intervention without cathedrals: the non-corner clearing with the fewest enemy pieces', () => {
    const s = blank();
    for (const id of [5, 6, 7, 9, 10, 11, 12]) put(s, id, { w: [0, 1] });
    expect(warriors(enter(s, HCC, 'birdsong', 'hcc-divine-intervention').s, 8, HCC)).toBe(4);
    const tie = enter(blank(), HCC, 'birdsong', 'hcc-divine-intervention').s;
    expect(promptKeys(tie, HCC)).toEqual(['intervene']);
    rejects(tie, HCC, { t: 'hcc.intervene', clearing: 1 }, 'HCC/intervene');
  });

  it('HCC.4.2 Indulgence: every Penitent faction draws a card', () => {
    const s = penitent(put(blank(), 9, { w: [1, 0] }));
    s.deck = ['fox-anvil'];
    expect(hand(enter(s, HCC, 'birdsong', 'hcc-indulgence').s, QL)).toHaveLength(1);
    expect(hand(enter(put(blank(), 9, { w: [1, 0] }), HCC, 'birdsong', 'hcc-indulgence').s, QL)).toHaveLength(0);
  });

  it('HCC.4.3 Bloom needs a bird card: no other suit stands in for a bird', () => {
    const s = at(put(blank(), 1, { w: [1, 0] }), HCC, 'birdsong', 'hcc-bloom');
    const [fox] = give(s, HCC, 'fox-anvil');
    rejects(s, HCC, { t: 'hcc.bloom', card: fox }, 'HCC/bloom-needs-bird');
    expect(offered(s, HCC)).toEqual([{ t: 'done' }]);
  });
});

describe('Honeycomb Clergy Daylight (HCC.5)', () => {
  it('HCC.5.1 three actions, then Offer', () => {
    let s = put(blank(), 10, { w: [1, 0], cathedral: true });
    const cards = give(s, HCC, 'rabbit-bake-sale', 'rabbit-bake-sale', 'bird-crossbow', 'rabbit-cobbler');
    for (const card of cards.slice(0, 3)) s = act(s, HCC, { t: 'hcc.swarm', card, clearing: 10 }).s;
    expect(warriors(s, 10, HCC)).toBe(7);
    expect(s.turn.step).toBe('hcc-offer');
  });

  it('HCC.5.1.I Mission: up to two moves', () => {
    let s = put(blank(), 1, { w: [3, 0] });
    s = act(s, HCC, { t: 'hcc.mission' }).s;
    s = act(s, HCC, { t: 'move', from: 1, to: 5, n: 1 }).s;
    expect(promptKeys(s, HCC)).toEqual(['move', 'done']);
    s = act(s, HCC, { t: 'move', from: 1, to: 9, n: 1 }).s;
    expect(promptKeys(s, HCC)).toContain('mission');
    expect(cs(s).actionsLeft).toBe(2);
  });

  it('HCC.5.1.II Swarm: a matching card places two warriors at that cathedral', () => {
    const s = put(put(blank(), 10, { w: [1, 0], cathedral: true }), 9, { w: [1, 0] });
    const [fox, rabbit] = give(s, HCC, 'fox-anvil', 'rabbit-bake-sale');
    rejects(s, HCC, { t: 'hcc.swarm', card: fox, clearing: 10 }, 'HCC/card-suit');
    rejects(s, HCC, { t: 'hcc.swarm', card: rabbit, clearing: 9 }, 'HCC/no-cathedral');
    expect(warriors(act(s, HCC, { t: 'hcc.swarm', card: rabbit!, clearing: 10 }).s, 10, HCC)).toBe(3);
  });

  it('HCC.5.1.III Crusade: move, then battle a Heretic only where you moved', () => {
    let s = put(put(put(blank(), 1, { w: [3, 0] }), 5, { w: [0, 1] }), 9, { w: [1, 1] });
    s = act(s, HCC, { t: 'hcc.crusade' }).s;
    s = act(s, HCC, { t: 'move', from: 1, to: 5, n: 3 }).s;
    expect(offered(s, HCC)).toEqual([{ t: 'battle', clearing: 5, defender: QL }, { t: 'done' }]);
    rejects(s, HCC, { t: 'battle', clearing: 9, defender: QL }, 'HCC/crusade-clearing');
    s = act(s, HCC, { t: 'battle', clearing: 5, defender: QL }, forcedDice(2, 1)).s;
    expect(warriors(s, 5, QL)).toBe(0);
    expect(cs(s).actionsLeft).toBe(2);
  });

  it('HCC.5.1.IV Replant: a non-matching flower is swapped for one of the clearing\'s suit searched from the bag', () => {
    const s = put(blank(), 1, { w: [1, 0], flowers: ['rabbit', 'bird'] });
    expect(offered(s, HCC)).toContainEqual({ t: 'hcc.replant', clearing: 1, flower: 'rabbit' });
    expect(offered(s, HCC)).not.toContainEqual(expect.objectContaining({ t: 'hcc.replant', flower: 'bird' }));
    const after = act(s, HCC, { t: 'hcc.replant', clearing: 1, flower: 'rabbit' }).s;
    expect(tokens(after, 1).map((t) => t.suit).sort()).toEqual(['bird', 'fox']);
    expect(bagTally(cs(after).bag, (f) => f)).toMatchObject({ fox: 2, rabbit: 3 });
  });

  it('HCC.5.1.IV Replant needs a warrior there and a flower of that suit left in the bag', () => {
    const s = put(blank(), 1, { w: [1, 0], flowers: ['rabbit'] });
    cs(s).bag = cs(s).bag.filter((f) => f !== 'fox');
    rejects(s, HCC, { t: 'hcc.replant', clearing: 1, flower: 'rabbit' }, 'HCC/replant-bag');
    const noWarrior = put(blank(), 1, { flowers: ['rabbit'] });
    rejects(noWarrior, HCC, { t: 'hcc.replant', clearing: 1, flower: 'rabbit' }, 'HCC/replant-warrior');
  });

  it('HCC.5.2.I Score: a matching (or bird) flower at a cathedral for 1 VP', () => {
    const s = at(put(blank(), 9, { w: [1, 0], cathedral: true, flowers: ['fox', 'bird'] }), HCC, 'daylight', 'hcc-offer');
    rejects(s, HCC, { t: 'hcc.score', clearing: 9, flower: 'fox' }, 'HCC/score');
    expect(vp(act(s, HCC, { t: 'hcc.score', clearing: 9, flower: 'bird' }).s, HCC)).toBe(1);
  });

  it('HCC.5.2.II Build: spend flowers matching a clearing without a cathedral for the leftmost cathedral; score the track', () => {
    let s = at(put(put(blank(), 5, { w: [1, 0], flowers: ['rabbit', 'rabbit', 'bird'] }), 9, { cathedral: true, flowers: ['mouse'] }), HCC, 'daylight', 'hcc-offer');
    rejects(s, HCC, { t: 'hcc.build', clearing: 9, birds: 0 }, 'HCC/has-cathedral');
    s = act(s, HCC, { t: 'hcc.build', clearing: 5, birds: 0 }).s;
    expect(buildings(s, 5)).toEqual([{ seat: HCC, kind: 'cathedral' }]);
    expect(cs(s).track).toEqual([false, true, true, true]);
    expect(vp(s, HCC)).toBe(0);
    expect(beesShowing(s)).toBe(0);
    s.map[4]!.buildings = [];
    s = act(s, HCC, { t: 'hcc.build', clearing: 5, birds: 1 }).s;
    expect(cs(s).track).toEqual([false, false, true, true]);
    expect(vp(s, HCC)).toBe(1);
    expect(beesShowing(s)).toBe(1);
    expect(tokens(s, 5)).toEqual([]);
  });

  it('HCC.5.2.III Craft: the flowers\' suits pay, not the cathedral clearing\'s', () => {
    const s = at(put(blank(), 9, { cathedral: true, flowers: ['fox', 'fox'] }), HCC, 'daylight', 'hcc-offer');
    const [card] = give(s, HCC, 'fox-foxfolk-steel');
    expect(s.players[HCC]!.items).toEqual([]);
    expect(act(s, HCC, { t: 'craft', card: card!, using: ['c9:fox', 'c9:fox'] }).s.players[HCC]!.items).toEqual(['sword']);
  });

  it('QL.2.3 Colonialism: no crafting with flowers in a colony clearing, no Swarm into it', () => {
    const s = at(put(blank(), 9, { w: [1, 0], cathedral: true, flowers: ['mouse'], colony: true }), HCC, 'daylight', 'hcc-offer');
    const [card, mouse] = give(s, HCC, 'bird-birdy-bindle', 'mouse-sword');
    rejects(s, HCC, { t: 'craft', card, using: ['c9:mouse'] }, 'root/bad-crafting-piece');
    rejects(at(s, HCC, 'daylight', 'hcc-act'), HCC, { t: 'hcc.swarm', card: mouse, clearing: 9 }, 'HCC/colony');
  });
});

describe('Honeycomb Clergy Evening (HCC.6)', () => {
  it('HCC.6.1 Repent: a Heretic with pieces at a cathedral may give a matching card to become Penitent', () => {
    const s = put(blank(), 9, { w: [1, 1], cathedral: true });
    const [fox, mouse] = give(s, QL, 'fox-anvil', 'mouse-sword');
    const r = enter(s, HCC, 'evening', 'hcc-repent');
    expect(promptKeys(r.s, HCC)).toEqual([]);
    expect(offered(r.s, QL)).toEqual([{ t: 'hcc.repent', card: mouse }, { t: 'done' }]);
    rejects(r.s, QL, { t: 'hcc.repent', card: fox }, 'HCC/repent-card');
    const given = act(r.s, QL, { t: 'hcc.repent', card: mouse! }, scriptedRng(0, 0, 0, 0, 0, 0, 0, 0));
    expect(cs(given.s).penitence[String(QL)]).toBe('penitent');
    expect(hand(given.s, HCC).map((c) => c.key)).toEqual(['mouse-sword']);
    expect(hand(given.s, HCC)[0]!.id).not.toBe(mouse);
    const gave = given.events.find((e) => e.kind === 'give')!;
    expect(gave.text).not.toMatch(/Sword/);
    expect(gave.secret).toMatchObject({ seats: [QL, HCC] });
  });

  it('HCC.6.2 Pollinate: draw and place 2 flowers, plus one per bee showing', () => {
    const s = put(put(blank(), 1, { w: [1, 0] }), 8, { w: [0, 0] });
    cs(s).track = [false, false, true, true];
    const r = enter(s, HCC, 'evening', 'hcc-pollinate', scriptedRng(0, 0, 0));
    expect(tokens(r.s, 1).map((t) => t.suit)).toEqual(['fox', 'fox', 'fox']);
  });

  it('HCC.6.3 Draw and Discard: one card plus one per bee showing', () => {
    const s = blank();
    cs(s).track = [false, false, false, false];
    s.deck = ['fox-anvil', 'fox-anvil', 'mouse-sword', 'bird-crossbow'];
    expect(hand(enter(s, HCC, 'evening', 'hcc-draw').s, HCC)).toHaveLength(3);
  });

  it('Evening runs Repent, Pollinate, Draw and Discard in order, then the turn passes', () => {
    const s = put(blank(), 1, { w: [1, 0] });
    s.deck = ['fox-anvil', 'fox-anvil'];
    const r = enter(s, HCC, 'evening', '@evening', scriptedRng(0, 0));
    expect(r.s.turn.seat).toBe(QL);
    expect(texts(r.events)).toMatch(/Pollinate.*\n.*\n.*Pollinate[\s\S]*drew 1 card in Evening/);
  });
});

describe('a whole Clergy turn through prompts', () => {
  it('every prompted action is accepted', () => {
    let m = newMatch('turn');
    for (let i = 0; i < 200 && !root.status(m.state).over; i++) {
      const seat = [0, 1].find((x) => root.prompts(m.state, x).length > 0)!;
      const action = root.prompts(m.state, seat)[0]!.actions[0];
      m = step(m, seat, action);
    }
    expect(m.version).toBeGreaterThan(20);
  });
});
