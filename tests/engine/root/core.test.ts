import { describe, expect, it } from 'vitest';
import { ROOT_D12_LABELS } from '../../../engine/table/dice.ts';
import { ruler } from '../../../engine/games/root/board.ts';
import { pays } from '../../../engine/games/root/crafting.ts';
import { AUTUMN_MAP, adjacent, isAdjacent } from '../../../engine/games/root/data/autumn-map.ts';
import { BASE_DECK } from '../../../engine/games/root/data/base-deck.ts';
import { FACTIONS, root } from '../../../engine/games/root/index.ts';
import { ls } from '../../../engine/games/root/factions/legion/state.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, at, blank, buildings, enter, give, hand, HCC, offered, promptKeys, put, QL, rejects, texts, tokens, vp, warriors } from './fixtures.ts';

/** The Legion in Daylight, Attack step, campaigning in fox clearings (Anvil is a fox card). */
function legionAttacking(): RootState {
  const s = blank();
  ls(s).campaign = 'fox-anvil';
  ls(s).campaignSuit = 'fox';
  return at(s, QL, 'daylight', 'ql-attack');
}

describe('the Autumn map (core rules, Movement)', () => {
  it('has 12 clearings with suits, slots, ruins and corners, and 18 paths that work both ways', () => {
    expect(AUTUMN_MAP.clearings).toHaveLength(12);
    expect(AUTUMN_MAP.paths).toHaveLength(18);
    for (const [a, b] of AUTUMN_MAP.paths) expect(isAdjacent(a, b) && isAdjacent(b, a)).toBe(true);
    expect(AUTUMN_MAP.clearings.filter((c) => c.corner).map((c) => [c.id, c.opposite])).toEqual([[1, 3], [2, 4], [3, 1], [4, 2]]);
    expect(adjacent(12)).toEqual([4, 7, 9, 10, 11]);
  });

  it('rivers are not paths', () => {
    for (const [a, b] of AUTUMN_MAP.rivers) expect(isAdjacent(a, b)).toBe(false);
  });

  it('the shared deck holds 54 cards', () => {
    expect(BASE_DECK.reduce((n, c) => n + c.count, 0)).toBe(54);
  });
});

describe('rule (core rules, Turn and control)', () => {
  it('the most warriors plus buildings rule; a tie rules nobody; tokens do not count', () => {
    const s = blank();
    put(s, 9, { w: [2, 1] });
    expect(ruler({ s, f: FACTIONS }, 9)).toBe(HCC);
    put(s, 9, { w: [0, 1] });
    expect(ruler({ s, f: FACTIONS }, 9)).toBeNull();
    put(s, 9, { colony: true });
    expect(ruler({ s, f: FACTIONS }, 9)).toBeNull();
    put(s, 9, { cathedral: true });
    expect(ruler({ s, f: FACTIONS }, 9)).toBe(HCC);
    expect(ruler({ s, f: FACTIONS }, 1)).toBeNull();
  });
});

describe('movement (core rules, Movement)', () => {
  it('moves warriors along a path when ruling the origin', () => {
    let s = put(blank(), 1, { w: [3, 0] });
    s = act(s, HCC, { t: 'hcc.mission' }).s;
    s = act(s, HCC, { t: 'move', from: 1, to: 5, n: 2 }).s;
    expect([warriors(s, 1, HCC), warriors(s, 5, HCC)]).toEqual([1, 2]);
  });

  it('must rule the origin or the destination', () => {
    let s = put(put(put(blank(), 9, { w: [1, 2] }), 12, { w: [0, 1] }), 1, { w: [1, 0] });
    s = act(s, HCC, { t: 'hcc.mission' }).s;
    rejects(s, HCC, { t: 'move', from: 9, to: 12, n: 1 }, 'root/no-rule');
    expect(offered(s, HCC)).not.toContainEqual({ t: 'move', from: 9, to: 12, n: 1 });
  });

  it('may not cross a river or jump clearings', () => {
    let s = put(blank(), 5, { w: [2, 0] });
    s = act(s, HCC, { t: 'hcc.mission' }).s;
    rejects(s, HCC, { t: 'move', from: 5, to: 10, n: 1 }, 'root/not-adjacent');
    rejects(s, HCC, { t: 'move', from: 5, to: 12, n: 1 }, 'root/not-adjacent');
  });

  it('cannot move more warriors than stand there', () => {
    let s = put(blank(), 1, { w: [1, 0] });
    s = act(s, HCC, { t: 'hcc.mission' }).s;
    rejects(s, HCC, { t: 'move', from: 1, to: 5, n: 2 }, 'root/no-warriors');
  });
});

describe('battle (core rules, Battle 1–6)', () => {
  it('rolls two Root d12 through the engine Rng: the attacker deals the higher, the defender the lower, each capped by its warriors', () => {
    const s = put(legionAttacking(), 12, { w: [2, 2] });
    const { s: after, events } = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(4, 3));
    const roll = events.find((e) => e.kind === 'roll');
    expect(roll?.data?.dice).toEqual([
      { id: 'battle-attacker', sides: 12, value: 4, label: '3', labels: [...ROOT_D12_LABELS], color: root.view(s, 0).seats[QL]!.color },
      { id: 'battle-defender', sides: 12, value: 3, label: '2', labels: [...ROOT_D12_LABELS], color: root.view(s, 0).seats[HCC]!.color },
    ]);
    expect(roll?.text).toMatch(/deal 2 hits \(capped by 2 warriors\)/);
    expect([warriors(after, 12, HCC), warriors(after, 12, QL)]).toEqual([0, 0]);
    expect(after.dice).toEqual({ attacker: 4, defender: 3 });
  });

  it('the higher die goes to the attacker whichever was rolled first', () => {
    const s = put(legionAttacking(), 12, { w: [3, 3] });
    const { s: after } = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(2, 4));
    expect([warriors(after, 12, HCC), warriors(after, 12, QL)]).toEqual([0, 2]);
  });

  it('a defenseless defender takes an extra hit, and chooses which building or token to lose', () => {
    let s = put(legionAttacking(), 12, { w: [0, 1], cathedral: true, flowers: ['fox'] });
    const first = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(1, 1));
    expect(texts(first.events)).toMatch(/no warriors in Glade \(fox\): defenseless, they take 1 extra hit/);
    s = first.s;
    expect(s.stack[s.stack.length - 1]).toMatchObject({ kind: 'battle', step: 'hits-on-defender', pending: 1 });
    expect(promptKeys(s, HCC)).toEqual(['remove']);
    expect(offered(s, HCC)).toEqual([{ t: 'remove', piece: 'cathedral' }, { t: 'remove', piece: 'flower-fox' }]);
    rejects(s, QL, { t: 'remove', piece: 'flower-fox' }, 'root/not-your-turn');
    const r = act(s, HCC, { t: 'remove', piece: 'flower-fox' });
    expect(tokens(r.s, 12)).toEqual([]);
    expect(buildings(r.s, 12)).toHaveLength(1);
    expect(vp(r.s, QL)).toBe(1);
  });

  it('removes warriors before any building or token, and scores 1 VP per building or token removed', () => {
    const s = put(legionAttacking(), 12, { w: [1, 3], cathedral: true, flowers: ['fox'] });
    const { s: after, events } = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(4, 1));
    expect(warriors(after, 12, HCC)).toBe(0);
    expect(buildings(after, 12)).toEqual([]);
    expect(tokens(after, 12)).toEqual([]);
    expect(vp(after, QL)).toBe(2);
    const lost = events.filter((e) => e.kind === 'remove').map((e) => e.data?.piece);
    expect(lost).toEqual(['warrior', 'cathedral', 'flower-fox']);
  });

  it('ambush: the defender plays a matching ambush for 2 hits before the dice; a wiped-out attacker ends the battle', () => {
    let s = put(legionAttacking(), 12, { w: [1, 2] });
    s.deck = ['mouse-sword', 'mouse-sword', 'mouse-sword'];
    const [ambush] = give(s, HCC, 'fox-ambush');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }).s;
    expect(offered(s, HCC)).toEqual([{ t: 'ambush', card: ambush }, { t: 'done' }]);
    const r = act(s, HCC, { t: 'ambush', card: ambush! }, forcedDice());
    expect(warriors(r.s, 12, QL)).toBe(0);
    expect(r.events.some((e) => e.kind === 'roll')).toBe(false);
    expect(texts(r.events)).toMatch(/no warriors left .* after the ambush: the battle ends/);
    expect(r.s.discard).toContain('fox-ambush');
  });

  it('ambush: only a card matching the clearing, or a bird ambush anywhere', () => {
    let s = put(legionAttacking(), 12, { w: [1, 3] });
    const [rabbit, bird] = give(s, HCC, 'rabbit-ambush', 'bird-ambush');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }).s;
    rejects(s, HCC, { t: 'ambush', card: rabbit }, 'root/bad-ambush');
    const r = act(s, HCC, { t: 'ambush', card: bird! }, forcedDice(1, 1));
    expect(warriors(r.s, 12, QL)).toBe(1);
    expect(texts(r.events)).toMatch(/ambushed in Glade \(fox\) with: Ambush \(bird\)/);
  });

  it('ambush: the attacker may cancel it with a matching ambush of its own', () => {
    let s = put(legionAttacking(), 12, { w: [1, 2] });
    const [mine] = give(s, HCC, 'fox-ambush');
    const [theirs] = give(s, QL, 'bird-ambush');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }).s;
    s = act(s, HCC, { t: 'ambush', card: mine! }).s;
    expect(offered(s, QL)).toEqual([{ t: 'ambush', card: theirs }, { t: 'done' }]);
    const r = act(s, QL, { t: 'ambush', card: theirs! }, forcedDice(1, 1));
    expect(warriors(r.s, 12, QL)).toBe(2);
    expect(r.events.some((e) => e.kind === 'roll')).toBe(true);
  });

  it('the defender is asked whenever it holds a card, so a pass tells nothing', () => {
    let s = put(legionAttacking(), 12, { w: [1, 2] });
    give(s, HCC, 'fox-anvil');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }).s;
    expect(offered(s, HCC)).toEqual([{ t: 'done' }]);
    const r = act(s, HCC, { t: 'done' }, forcedDice(1, 1));
    expect(texts(r.events)).toMatch(/did not ambush/);
  });

  it('Scouting Party: an attacker with it is not affected by ambush cards', () => {
    const s = put(legionAttacking(), 12, { w: [1, 2] });
    give(s, HCC, 'fox-ambush');
    s.players[QL]!.crafted.push('mouse-scouting-party');
    const r = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(1, 1));
    expect(r.events.some((e) => e.kind === 'roll')).toBe(true);
    expect(texts(r.events)).toMatch(/Scouting Party/);
  });

  it('a battle needs the attacker\'s warriors and an enemy piece there', () => {
    const s = put(put(legionAttacking(), 12, { w: [0, 2] }), 8, { w: [1, 0] });
    rejects(s, QL, { t: 'battle', clearing: 8, defender: HCC }, 'QL/attack-clearing');
  });
});

describe('battle cards (base deck, persistent)', () => {
  it('Brutal Tactics: the attacker deals an extra hit and the defender scores 1 VP', () => {
    let s = put(legionAttacking(), 12, { w: [3, 3] });
    s.players[QL]!.crafted.push('bird-brutal-tactics');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(2, 1)).s;
    expect(offered(s, QL)).toEqual([{ t: 'effect', effect: 'brutal-tactics' }, { t: 'done' }]);
    s = act(s, QL, { t: 'effect', effect: 'brutal-tactics' }).s;
    s = act(s, QL, { t: 'done' }).s;
    expect(warriors(s, 12, HCC)).toBe(1);
    expect(vp(s, HCC)).toBe(1);
  });

  it('Sappers: the defender discards it to deal an extra hit', () => {
    let s = put(legionAttacking(), 12, { w: [3, 3] });
    s.players[HCC]!.crafted.push('bird-sappers');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(1, 1)).s;
    expect(offered(s, HCC)).toEqual([{ t: 'effect', effect: 'sappers' }, { t: 'done' }]);
    s = act(s, HCC, { t: 'effect', effect: 'sappers' }).s;
    expect(warriors(s, 12, QL)).toBe(2);
    expect(s.players[HCC]!.crafted).toEqual([]);
    expect(s.discard).toContain('bird-sappers');
  });

  it('Armorers: discarded to ignore all rolled hits', () => {
    let s = put(legionAttacking(), 12, { w: [2, 2] });
    s.players[HCC]!.crafted.push('bird-armorers');
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(4, 1)).s;
    s = act(s, HCC, { t: 'effect', effect: 'armorers' }).s;
    expect(warriors(s, 12, HCC)).toBe(2);
    expect(warriors(s, 12, QL)).toBe(2);
  });
});

describe('the shared deck (core rules, Cards)', () => {
  it('shuffles the discard pile into a new draw pile the moment the draw pile runs out', () => {
    const s = blank();
    s.deck = ['fox-anvil'];
    s.discard = ['mouse-sword', 'rabbit-bake-sale'];
    const r = enter(s, HCC, 'evening', 'hcc-draw');
    expect(hand(r.s, HCC).map((c) => c.key)).toEqual(['fox-anvil']);
    expect(r.s.discard).toEqual([]);
    expect(r.s.deck).toHaveLength(2);
    const shuffle = r.events.find((e) => e.kind === 'shuffle');
    expect(shuffle?.hidden).toMatchObject({ type: 'shuffle', container: 'deck' });
    expect(JSON.stringify({ text: shuffle?.text, data: shuffle?.data })).not.toMatch(/sword|bake/);
  });

  it('hand limit: after the Evening draw, discard down to five, one card at a time', () => {
    const s0 = blank();
    give(s0, HCC, 'fox-anvil', 'fox-anvil', 'mouse-sword', 'rabbit-bake-sale', 'bird-crossbow');
    s0.deck = ['mouse-root-tea'];
    let s = enter(s0, HCC, 'evening', 'hcc-draw').s;
    expect(s.stack).toEqual([{ kind: 'discard', seat: HCC, limit: 5 }]);
    expect(promptKeys(s, HCC)).toEqual(['discard']);
    expect(offered(s, HCC)).toHaveLength(6);
    const id = hand(s, HCC)[0]!.id;
    s = act(s, HCC, { t: 'discard', card: id }).s;
    expect(hand(s, HCC)).toHaveLength(5);
    expect(s.discard).toEqual(['fox-anvil']);
    expect(s.turn.seat).toBe(QL);
  });

  it('birds are wild when spending a card of a named suit (Swarm with a bird card)', () => {
    const s = put(blank(), 10, { w: [1, 0], cathedral: true });
    const [bird] = give(s, HCC, 'bird-crossbow');
    const r = act(s, HCC, { t: 'hcc.swarm', card: bird!, clearing: 10 });
    expect(warriors(r.s, 10, HCC)).toBe(3);
  });
});

describe('crafting (core rules, Crafting)', () => {
  it('pieces pay a cost suit for suit; bird pieces pay any icon; any icons take any suit', () => {
    expect(pays(['fox', 'fox'], ['fox', 'fox'])).toBe(true);
    expect(pays(['fox', 'fox'], ['fox', 'mouse'])).toBe(false);
    expect(pays(['fox', 'fox'], ['fox', 'bird'])).toBe(true);
    expect(pays(['fox', 'rabbit', 'mouse'], ['mouse', 'rabbit', 'fox'])).toBe(true);
    expect(pays(['any', 'any', 'any', 'any'], ['fox', 'bird', 'mouse', 'mouse'])).toBe(true);
    expect(pays(['fox'], ['fox', 'fox'])).toBe(false);
  });

  it('a bird card is crafted with suited pieces: its own suit does not matter; the item comes from the supply', () => {
    let s = at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox', 'fox'] }), HCC, 'daylight', 'hcc-offer');
    const [card] = give(s, HCC, 'bird-arms-trader');
    expect(offered(s, HCC)).toContainEqual({ t: 'craft', card, using: ['c1:fox', 'c1:fox'] });
    s = act(s, HCC, { t: 'craft', card: card!, using: ['c1:fox', 'c1:fox'] }).s;
    expect(s.players[HCC]!.items).toEqual(['sword']);
    expect(s.items.sword).toBe(1);
    expect(vp(s, HCC)).toBe(3);
    expect(tokens(s, 1)).toEqual([]);
    expect(s.discard).toEqual(['bird-arms-trader']);
  });

  it('no item left in the supply: the card cannot be crafted', () => {
    const s = at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox', 'fox'] }), HCC, 'daylight', 'hcc-offer');
    const [card] = give(s, HCC, 'bird-arms-trader');
    s.items.sword = 0;
    rejects(s, HCC, { t: 'craft', card, using: ['c1:fox', 'c1:fox'] }, 'root/no-item');
  });

  it('persistent cards stay in front of you, and never two alike', () => {
    let s = at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox', 'fox'] }), HCC, 'daylight', 'hcc-offer');
    const [a, b] = give(s, HCC, 'bird-armorers', 'bird-armorers');
    s = act(s, HCC, { t: 'craft', card: a!, using: ['c1:fox'] }).s;
    expect(s.players[HCC]!.crafted).toEqual(['bird-armorers']);
    rejects(s, HCC, { t: 'craft', card: b, using: ['c1:fox'] }, 'root/duplicate');
  });

  it('the cost must be paid exactly', () => {
    const s = at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox', 'mouse'] }), HCC, 'daylight', 'hcc-offer');
    const [card] = give(s, HCC, 'bird-arms-trader');
    rejects(s, HCC, { t: 'craft', card, using: ['c1:fox', 'c1:mouse'] }, 'root/cost');
    rejects(s, HCC, { t: 'craft', card, using: ['c1:fox', 'c1:fox'] }, 'root/bad-crafting-piece');
  });

  it('Favor of the Foxes removes every enemy piece in fox clearings; buildings and tokens score', () => {
    let s = at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox', 'fox', 'fox'] }), HCC, 'daylight', 'hcc-offer');
    put(s, 8, { w: [0, 3] });
    put(s, 12, { w: [0, 1], colony: true });
    put(s, 9, { w: [0, 2] });
    const [card] = give(s, HCC, 'fox-favor-of-the-foxes');
    s = act(s, HCC, { t: 'craft', card: card!, using: ['c1:fox', 'c1:fox', 'c1:fox'] }).s;
    expect([warriors(s, 8, QL), warriors(s, 12, QL), warriors(s, 9, QL)]).toEqual([0, 0, 2]);
    expect(tokens(s, 12)).toEqual([]);
    expect(ls(s).colonies).toBe(6);
    expect(vp(s, HCC)).toBe(2);
  });
});

describe('persistent cards outside battle', () => {
  it('Tax Collector: once in Daylight, remove one of your warriors to draw a card', () => {
    let s = put(blank(), 1, { w: [2, 0] });
    s.players[HCC]!.crafted.push('fox-tax-collector');
    s.deck = ['mouse-sword'];
    expect(offered(s, HCC)).toContainEqual({ t: 'use', effect: 'tax-collector', clearing: 1 });
    s = act(s, HCC, { t: 'use', effect: 'tax-collector', clearing: 1 }).s;
    expect(warriors(s, 1, HCC)).toBe(1);
    expect(hand(s, HCC).map((c) => c.key)).toEqual(['mouse-sword']);
    rejects(s, HCC, { t: 'use', effect: 'tax-collector', clearing: 1 }, 'root/bad-use');
  });

  it('Royal Claim: in Birdsong, discard it to score 1 VP per clearing you rule', () => {
    let s = put(put(blank(), 1, { w: [2, 0] }), 5, { w: [1, 0] });
    s.players[HCC]!.crafted.push('bird-royal-claim');
    s = at(s, HCC, 'birdsong', '@birdsong');
    s = act(s, HCC, { t: 'use', effect: 'royal-claim' }).s;
    expect(vp(s, HCC)).toBe(2);
    expect(s.discard).toEqual(['bird-royal-claim']);
  });

  it('Stand and Deliver!: take a random card from another player, who scores 1 VP', () => {
    let s = at(blank(), HCC, 'birdsong', '@birdsong');
    s.players[HCC]!.crafted.push('fox-stand-and-deliver');
    give(s, QL, 'mouse-sword');
    const r = act(s, HCC, { t: 'use', effect: 'stand-and-deliver', target: QL });
    s = r.s;
    expect(hand(s, HCC).map((c) => c.key)).toEqual(['mouse-sword']);
    expect(hand(s, HCC)[0]!.id).not.toBe('h1-0');
    expect(vp(s, QL)).toBe(1);
    expect(r.events.find((e) => e.kind === 'effect')?.secret?.seats).toEqual([HCC, QL]);
    rejects(s, HCC, { t: 'use', effect: 'stand-and-deliver', target: QL }, 'root/bad-use');
  });

  it('Codebreakers: once in Daylight, look at another hand — only the looker learns it', () => {
    const s = blank();
    s.players[HCC]!.crafted.push('mouse-codebreakers');
    give(s, QL, 'mouse-sword');
    const r = act(s, HCC, { t: 'use', effect: 'codebreakers', target: QL });
    const e = r.events.find((x) => x.kind === 'effect')!;
    expect(e.text).not.toMatch(/Sword/);
    expect(e.secret).toMatchObject({ seats: [HCC] });
    expect(e.secret?.text).toMatch(/Sword/);
  });

  it('Better Burrow Bank: at the start of Birdsong, you and another player each draw', () => {
    const s = put(blank(), 1, { w: [0, 2] });
    s.players[QL]!.crafted.push('rabbit-better-burrow-bank');
    s.deck = ['fox-anvil', 'mouse-sword'];
    const r = enter(s, QL, 'birdsong', '@birdsong');
    expect([hand(r.s, QL).length, hand(r.s, HCC).length]).toEqual([1, 1]);
    expect(texts(r.events)).toMatch(/Better Burrow Bank: the Queenless Legion and the Honeycomb Clergy each draw a card/);
  });

  it('Cobbler: at the start of Evening, may take one move', () => {
    let s = at(put(blank(), 1, { w: [2, 0] }), HCC, 'evening', '@evening');
    s.players[HCC]!.crafted.push('rabbit-cobbler');
    expect(promptKeys(s, HCC)).toEqual(['move', 'done']);
    s = act(s, HCC, { t: 'move', from: 1, to: 5, n: 1 }).s;
    expect(warriors(s, 5, HCC)).toBe(1);
    expect(s.turn.step).not.toBe('@evening');
  });

  it('Command Warren: at the start of Daylight, may initiate one battle', () => {
    let s = at(put(blank(), 12, { w: [2, 2] }), QL, 'daylight', '@daylight');
    s.players[QL]!.crafted.push('rabbit-command-warren');
    expect(offered(s, QL)).toContainEqual({ t: 'battle', clearing: 12, defender: HCC });
    s = act(s, QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(2, 2)).s;
    expect(warriors(s, 12, HCC)).toBe(1);
  });
});

describe('turns and winning', () => {
  it('only the seat that must decide may act', () => {
    const s = blank();
    rejects(s, QL, { t: 'done' }, 'root/not-your-turn');
    expect(root.prompts(s, QL)).toEqual([]);
  });

  it('the first to 30 VP wins at once', () => {
    let s = at(put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox'] }), HCC, 'daylight', 'hcc-offer');
    s.players[HCC]!.vp = 29;
    s = act(s, HCC, { t: 'hcc.score', clearing: 1, flower: 'fox' }).s;
    expect(root.status(s)).toMatchObject({ over: true, winners: [HCC], scores: { 0: 30, 1: 0 } });
    expect(root.prompts(s, HCC)).toEqual([]);
    rejects(s, HCC, { t: 'done' }, 'root/over');
  });

  it('a turn cap (for simulations) ends the game with the highest score winning', () => {
    let s = at(blank(), QL, 'evening', 'ql-craft');
    s.maxTurns = 1;
    s.players[QL]!.vp = 3;
    s = act(s, QL, { t: 'done' }).s;
    expect(root.status(s)).toMatchObject({ over: true, winners: [QL] });
    expect(s.endedBy).toBe('cap');
  });

  it('the headline says whose turn and which phase', () => {
    expect(root.status(blank()).headline).toMatch(/^Turn 1, Daylight — The Honeycomb Clergy: Act/);
  });
});
