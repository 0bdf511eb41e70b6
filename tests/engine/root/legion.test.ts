import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { FACTIONS, root } from '../../../engine/games/root/index.ts';
import { cornerOptions } from '../../../engine/games/root/factions/legion/birdsong.ts';
import { cs } from '../../../engine/games/root/factions/clergy/state.ts';
import { ls } from '../../../engine/games/root/factions/legion/state.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, at, blank, buildings, enter, give, hand, HCC, offered, promptKeys, put, QL, rejects, texts, tokens, vp, warriors } from './fixtures.ts';

/** The Legion's turn with a fox campaign card (Anvil: one fox crafting icon, an item). */
function campaign(s: RootState, key = 'fox-anvil', suit: 'fox' | 'rabbit' | 'mouse' | null = 'fox'): RootState {
  ls(s).campaign = key;
  ls(s).campaignSuit = suit;
  return s;
}

function setupToLegion(seed = 'legion'): Match<RootState> {
  let m = createMatch(root, {}, 2, seed) as Match<RootState>;
  const step = (a: unknown) => {
    const r = applyAction(root, m, HCC, a);
    if (isRuleError(r)) throw new Error(r.message);
    m = r.match as Match<RootState>;
  };
  step({ t: 'hcc.setup', clearing: 9 });
  for (const clearing of [1, 4, 7]) step({ t: 'hcc.setup', clearing });
  while (m.state.turn.seat === HCC) step(root.prompts(m.state, HCC)[0]!.actions[0]);
  return m;
}

describe('Queenless Legion setup (QL.3)', () => {
  it('QL.3.1 a supply of 20 warriors and 6 colonies', () => {
    const s = setupToLegion().state;
    expect(s.players[QL]!.warriors).toBe(20);
    expect(ls(s).colonies).toBe(6);
  });

  it('QL.3.2 three warriors in a corner, three in an adjacent clearing', () => {
    const m = setupToLegion();
    expect(m.state.turn.step).toBe('ql-setup-corner');
    expect(offered(m.state, QL)).toEqual([1, 2, 3, 4].map((clearing) => ({ t: 'ql.setup', clearing })));
    rejects(m.state, QL, { t: 'ql.setup', clearing: 12 }, 'QL/setup-corner');
    let s = act(m.state, QL, { t: 'ql.setup', clearing: 2 }).s;
    expect(warriors(s, 2, QL)).toBe(3);
    expect(offered(s, QL)).toEqual([5, 6, 10].map((clearing) => ({ t: 'ql.setup', clearing })));
    rejects(s, QL, { t: 'ql.setup', clearing: 11 }, 'QL/setup-adjacent');
    s = act(s, QL, { t: 'ql.setup', clearing: 6 }).s;
    expect(warriors(s, 6, QL)).toBe(3);
  });

  it('QL.3.2 diagonally opposite another faction\'s starting corner when possible', () => {
    const s = blank();
    cs(s).start = 1;
    expect(cornerOptions({ s, f: FACTIONS }, QL)).toEqual([3]);
    cs(s).start = 9;
    expect(cornerOptions({ s, f: FACTIONS }, QL)).toEqual([1, 2, 3, 4]);
  });

  it('QL.3.3 draw one more card, then choose the starting campaign card from the hand', () => {
    let s = setupToLegion().state;
    s = act(s, QL, { t: 'ql.setup', clearing: 2 }).s;
    s = act(s, QL, { t: 'ql.setup', clearing: 6 }).s;
    expect(hand(s, QL)).toHaveLength(4);
    const card = hand(s, QL)[0]!;
    s = act(s, QL, { t: 'ql.campaign', card: card.id }).s;
    expect(ls(s).campaign).toBe(card.key);
    expect(hand(s, QL)).toHaveLength(3);
    expect(s.turn).toMatchObject({ number: 1, seat: HCC, phase: 'birdsong' });
  });
});

describe('Queenless Legion abilities (QL.2)', () => {
  it('QL.2.2 Spoils: enemy pieces removed in a campaign clearing during the Legion\'s turn go to Spoils', () => {
    let s = at(campaign(put(blank(), 12, { w: [1, 3], cathedral: true, flowers: ['fox'] })), QL, 'daylight', 'ql-attack');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(4, 1)).s;
    expect(ls(s).spoils.map((x) => x.piece)).toEqual([
      { type: 'warrior' }, { type: 'building', kind: 'cathedral' }, { type: 'token', kind: 'flower', suit: 'fox' },
    ]);
    expect(s.players[HCC]!.warriors).toBe(14);
    expect(cs(s).bag).toHaveLength(10);
    expect(vp(s, QL)).toBe(2);
  });

  it('QL.2.2 Spoils: not outside campaign clearings, and not in another faction\'s turn', () => {
    let s = at(campaign(put(blank(), 10, { w: [1, 2] })), QL, 'daylight', '@daylight');
    s.players[QL]!.crafted.push('rabbit-command-warren');
    s = act(s, QL, { t: 'battle', clearing: 10, defender: HCC }, forcedDice(2, 1)).s;
    expect(ls(s).spoils).toEqual([]);
    expect(s.players[HCC]!.warriors).toBe(15);
    let t = put(put(blank(), 12, { w: [2, 1] }), 9, { w: [1, 0] });
    t = campaign(t);
    cs(t).penitence[String(QL)] = 'heretic';
    t = act(t, HCC, { t: 'hcc.crusade' }).s;
    t = act(t, HCC, { t: 'move', from: 9, to: 12, n: 1 }).s;
    t = act(t, HCC, { t: 'battle', clearing: 12, defender: QL }, forcedDice(2, 2)).s;
    expect(warriors(t, 12, HCC)).toBe(2);
    expect(ls(t).spoils).toEqual([]);
    expect(t.players[HCC]!.warriors).toBe(13);
  });

  it('QL.2.3 Colonialism: no more than one colony in a clearing', () => {
    let s = at(campaign(put(blank(), 12, { w: [0, 2], colony: true })), QL, 'daylight', 'ql-colonize');
    const r = act(s, QL, { t: 'ql.colonize', clearing: 12 });
    s = r.s;
    expect(tokens(s, 12)).toHaveLength(1);
    expect(vp(s, QL)).toBe(1);
    expect(texts(r.events)).toMatch(/score instead/);
  });

  it('QL.2.4 No Queens: as attacker, an extra hit where an enemy rules the clearing', () => {
    const s = at(campaign(put(blank(), 12, { w: [3, 1] })), QL, 'daylight', 'ql-attack');
    const r = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(2, 1));
    expect(warriors(r.s, 12, HCC)).toBe(1);
    expect(texts(r.events)).toMatch(/No Queens, QL\.2\.4/);
    const tie = at(campaign(put(blank(), 12, { w: [2, 2] })), QL, 'daylight', 'ql-attack');
    expect(warriors(act(tie, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(2, 1)).s, 12, HCC)).toBe(1);
  });

  it('QL.2.5 a bird campaign card: a suit chosen each turn', () => {
    const s = campaign(put(blank(), 2, { w: [0, 2] }), 'bird-crossbow', 'rabbit');
    const r = enter(s, QL, 'birdsong', 'ql-tactics');
    expect(promptKeys(r.s, QL)).toEqual(['keep']);
    rejects(r.s, QL, { t: 'done' }, 'QL/campaign-suit');
    const kept = act(r.s, QL, { t: 'ql.keep', suit: 'mouse' }).s;
    expect(ls(kept).campaignSuit).toBe('mouse');
    expect(kept.turn.phase).toBe('daylight');
  });
});

describe('Queenless Legion Birdsong (QL.4)', () => {
  it('QL.4.1 Bootstraps: with no pieces on the map, 3 warriors in the clearing with the fewest enemy pieces', () => {
    const s = blank();
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) put(s, id, { w: [1, 0] });
    expect(warriors(enter(s, QL, 'birdsong', 'ql-bootstraps').s, 12, QL)).toBe(3);
    const tie = enter(blank(), QL, 'birdsong', 'ql-bootstraps').s;
    expect(offered(tie, QL)).toHaveLength(12);
  });

  it('QL.4.2 Supply Drop: a warrior per crafting icon in a matching clearing with Legion pieces', () => {
    const s = campaign(put(put(put(blank(), 1, { w: [0, 1] }), 12, { w: [0, 1] }), 9, { w: [0, 1] }), 'fox-foxfolk-steel');
    const r = enter(s, QL, 'birdsong', 'ql-supply-drop');
    expect(offered(r.s, QL)).toEqual([{ t: 'ql.drop', clearing: 1 }, { t: 'ql.drop', clearing: 12 }]);
    rejects(r.s, QL, { t: 'ql.drop', clearing: 9 }, 'QL/drop');
    let t = act(r.s, QL, { t: 'ql.drop', clearing: 12 }).s;
    t = act(t, QL, { t: 'ql.drop', clearing: 12 }).s;
    expect(warriors(t, 12, QL)).toBe(3);
  });

  it('QL.4.2 Supply Drop: wild icons match any clearing with Legion pieces', () => {
    const s = campaign(put(put(blank(), 1, { w: [0, 1] }), 9, { w: [0, 1] }), 'bird-royal-claim', 'fox');
    const r = enter(s, QL, 'birdsong', 'ql-supply-drop');
    expect(offered(r.s, QL)).toEqual([{ t: 'ql.drop', clearing: 1 }, { t: 'ql.drop', clearing: 9 }]);
    expect(ls(r.s).drops).toEqual(['any', 'any', 'any', 'any']);
  });

  it('QL.4.2 Supply Drop: spend a card for a warrior at each colony matching it', () => {
    const s = campaign(put(put(put(blank(), 1, { colony: true }), 8, { colony: true }), 9, { colony: true }), 'bird-ambush', 'fox');
    const [fox, bird] = give(s, QL, 'fox-anvil', 'bird-crossbow');
    const r = enter(s, QL, 'birdsong', 'ql-supply-drop');
    expect(offered(r.s, QL)).toEqual([
      { t: 'ql.dropCard', card: fox, suit: 'fox' }, { t: 'ql.dropCard', card: bird, suit: 'fox' }, { t: 'ql.dropCard', card: bird, suit: 'mouse' }, { t: 'done' },
    ]);
    const t = act(r.s, QL, { t: 'ql.dropCard', card: fox!, suit: 'fox' }).s;
    expect([warriors(t, 1, QL), warriors(t, 8, QL), warriors(t, 9, QL)]).toEqual([1, 1, 0]);
    rejects(r.s, QL, { t: 'ql.dropCard', card: fox, suit: 'mouse' }, 'QL/drop-card');
  });

  it('QL.4.3 Change of Tactics: a new campaign card from the hand; the old one is discarded', () => {
    const s = campaign(put(blank(), 2, { w: [0, 2] }));
    const [card] = give(s, QL, 'mouse-sword');
    const r = enter(s, QL, 'birdsong', 'ql-tactics');
    const t = act(r.s, QL, { t: 'ql.campaign', card: card! }).s;
    expect(ls(t).campaign).toBe('mouse-sword');
    expect(ls(t).campaignSuit).toBe('mouse');
    expect(t.discard).toEqual(['fox-anvil']);
  });
});

describe('Queenless Legion Daylight (QL.5)', () => {
  it('QL.5.1 Invade: any number of moves, only into campaign clearings', () => {
    let s = at(campaign(put(blank(), 9, { w: [0, 4] })), QL, 'daylight', 'ql-invade');
    rejects(s, QL, { t: 'move', from: 9, to: 4, n: 1 }, 'root/bad-move');
    s = act(s, QL, { t: 'move', from: 9, to: 12, n: 1 }).s;
    s = act(s, QL, { t: 'move', from: 9, to: 1, n: 1 }).s;
    expect([warriors(s, 12, QL), warriors(s, 1, QL)]).toEqual([1, 1]);
    expect(s.turn.step).toBe('ql-invade');
  });

  it('QL.5.2 Attack: a battle must be started in every campaign clearing with Legion warriors', () => {
    let s = at(campaign(put(put(blank(), 12, { w: [1, 2] }), 8, { w: [1, 2] })), QL, 'daylight', 'ql-attack');
    expect(promptKeys(s, QL)).toEqual(['battle']);
    rejects(s, QL, { t: 'done' }, 'QL/must-attack');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(1, 1)).s;
    expect(s.turn.step).toBe('ql-attack');
    rejects(s, QL, { t: 'battle', clearing: 12, defender: HCC }, 'QL/attack-clearing');
    s = act(s, QL, { t: 'battle', clearing: 8, defender: HCC }, forcedDice(1, 1)).s;
    expect(s.turn.step).toBe('ql-colonize');
  });

  it('QL.5.3 colonize needs two warriors', () => {
    const s = at(campaign(put(put(put(blank(), 12, { w: [0, 1] }), 8, { w: [0, 2] }), 1, { w: [0, 2] })), QL, 'daylight', 'ql-colonize');
    rejects(s, QL, { t: 'ql.colonize', clearing: 12 }, 'QL/colonize-warriors');
    const t = act(s, QL, { t: 'ql.colonize', clearing: 8 }).s;
    expect(tokens(t, 8)).toEqual([{ seat: QL, kind: 'colony' }]);
    expect(ls(t).colonies).toBe(5);
    rejects(t, QL, { t: 'ql.colonize', clearing: 8 }, 'QL/colonized');
  });

  it('QL.5.3 with every colony on the map, one moves in from a non-campaign clearing', () => {
    const s = blank();
    for (const id of [2, 3, 4, 5, 7, 9]) put(s, id, { colony: true });
    put(s, 8, { w: [0, 2] });
    const t = at(campaign(s), QL, 'daylight', 'ql-colonize');
    expect(offered(t, QL)).toContainEqual({ t: 'ql.colonize', clearing: 8, from: 9 });
    rejects(t, QL, { t: 'ql.colonize', clearing: 8 }, 'QL/no-colony');
    const after = act(t, QL, { t: 'ql.colonize', clearing: 8, from: 9 }).s;
    expect([tokens(after, 8).length, tokens(after, 9).length]).toEqual([1, 0]);
  });

  it('QL.5.1/5.3/5.4 steps with nothing to choose on the (public) map go on by themselves', () => {
    const s = campaign(put(blank(), 11, { w: [0, 1] }), 'mouse-sword', 'mouse');
    const r = enter(s, QL, 'daylight', 'ql-invade');
    expect(r.s.turn.step).toBe('ql-deescalate');
  });

  it('QL.5.4 Deescalate: one move out of a campaign clearing', () => {
    const s = at(campaign(put(put(blank(), 12, { w: [0, 3] }), 9, { w: [0, 2] })), QL, 'daylight', 'ql-deescalate');
    rejects(s, QL, { t: 'move', from: 9, to: 4, n: 1 }, 'root/bad-move');
    const t = act(s, QL, { t: 'move', from: 12, to: 10, n: 2 }).s;
    expect(warriors(t, 10, QL)).toBe(2);
    expect(t.turn.seat).toBe(HCC);
  });
});

describe('Queenless Legion Evening (QL.6)', () => {
  it('QL.6.1 Craft with enemy buildings and tokens in colony clearings, each once per turn', () => {
    let s = at(campaign(put(blank(), 9, { w: [1, 1], cathedral: true, colony: true, flowers: ['fox'] })), QL, 'evening', 'ql-craft');
    const [a, b, c] = give(s, QL, 'mouse-root-tea', 'bird-birdy-bindle', 'mouse-mouse-in-a-sack');
    expect(offered(s, QL)).toContainEqual({ t: 'craft', card: a, using: ['c9:0:cathedral'] });
    s = act(s, QL, { t: 'craft', card: a!, using: ['c9:0:cathedral'] }).s;
    s = act(s, QL, { t: 'craft', card: b!, using: ['c9:0:flower-fox'] }).s;
    expect(s.players[QL]!.items).toEqual(['tea', 'bag']);
    expect(tokens(s, 9)).toHaveLength(2);
    rejects(s, QL, { t: 'craft', card: c, using: ['c9:0:cathedral'] }, 'root/bad-crafting-piece');
  });

  it('QL.6.2 Spoils of War: 1 VP per two pieces in Spoils', () => {
    const s = campaign(blank());
    ls(s).spoils = Array.from({ length: 5 }, () => ({ owner: HCC, piece: { type: 'warrior' as const } }));
    s.players[HCC]!.warriors = 10;
    expect(vp(enter(s, QL, 'evening', 'ql-spoils-of-war').s, QL)).toBe(2);
  });

  it('QL.6.2 Spoils of War with a bird campaign: 1 VP per three', () => {
    const s = campaign(blank(), 'bird-crossbow', 'fox');
    ls(s).spoils = Array.from({ length: 5 }, () => ({ owner: HCC, piece: { type: 'warrior' as const } }));
    expect(vp(enter(s, QL, 'evening', 'ql-spoils-of-war').s, QL)).toBe(1);
  });

  it('QL.6.3 Return Spoils: every piece to its own supply (warriors, flowers to the bag, cathedrals to the track)', () => {
    const s = campaign(blank());
    cs(s).track = [false, false, true, true];
    cs(s).bag.pop();
    s.players[HCC]!.warriors = 14;
    ls(s).spoils = [
      { owner: HCC, piece: { type: 'warrior' } },
      { owner: HCC, piece: { type: 'token', kind: 'flower', suit: 'bird' } },
      { owner: HCC, piece: { type: 'building', kind: 'cathedral' } },
    ];
    const r = enter(s, QL, 'evening', 'ql-return-spoils').s;
    expect(ls(r).spoils).toEqual([]);
    expect(r.players[HCC]!.warriors).toBe(15);
    expect(cs(r).bag).toHaveLength(11);
    expect(cs(r).track).toEqual([false, true, true, true]);
  });

  it('QL.6.4 Draw and Discard: one card, plus one if the campaign card is an item', () => {
    const s = campaign(blank());
    s.deck = ['fox-anvil', 'mouse-sword', 'bird-crossbow'];
    expect(hand(enter(s, QL, 'evening', 'ql-draw').s, QL)).toHaveLength(2);
    const t = campaign(blank(), 'rabbit-cobbler', 'rabbit');
    t.deck = ['fox-anvil', 'mouse-sword'];
    expect(hand(enter(t, QL, 'evening', 'ql-draw').s, QL)).toHaveLength(1);
  });

  it('Spoils return in Evening, after a battle in Daylight', () => {
    let s = at(campaign(put(blank(), 12, { w: [1, 3], cathedral: true })), QL, 'daylight', 'ql-attack');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(4, 1)).s;
    expect(buildings(s, 12)).toEqual([]);
    s = act(s, HCC, { t: 'hcc.poke', warriors: 0 }).s;
    s = act(s, QL, { t: 'done' }).s;
    s = act(s, QL, { t: 'done' }).s;
    expect(ls(s).spoils).toEqual([]);
    expect(cs(s).track[3]).toBe(true);
    expect(vp(s, QL)).toBe(2);
  });
});
