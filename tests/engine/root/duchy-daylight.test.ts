import { describe, expect, it } from 'vitest';
import { FACTIONS, root } from '../../../engine/games/root/index.ts';
import { ds } from '../../../engine/games/root/factions/duchy/state.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { BURROW, duchyBlank, FOE, parliament, place, sway, UD } from './duchy-fixtures.ts';
import { act, actAll, at, buildings, enter, give, hand, offered, promptKeys, rejects, texts, tokens, vp, warriors } from './fixtures.ts';
import { boardOf } from './board-of.ts';

const of = (s: Parameters<typeof offered>[0], t: string) => offered(s, UD).filter((a) => (a as { t: string }).t === t);

describe('Underground Duchy Assembly (12.5.1)', () => {
  it('12.5.1.I Build: reveal a matching card to place a citadel or market in a clearing you rule with an open slot', () => {
    const s = place(place(duchyBlank(), 8, { ud: 2 }), 9, { ud: 1, foe: 1 });
    const [fox, mouse, bird] = give(s, UD, 'fox-anvil', 'mouse-sword', 'bird-crossbow');
    expect(of(s, 'ud.build')).toEqual([
      { t: 'ud.build', card: fox, clearing: 8, building: 'citadel' }, { t: 'ud.build', card: fox, clearing: 8, building: 'market' },
      { t: 'ud.build', card: bird, clearing: 8, building: 'citadel' }, { t: 'ud.build', card: bird, clearing: 8, building: 'market' },
    ]);
    rejects(s, UD, { t: 'ud.build', card: mouse, clearing: 8, building: 'citadel' }, 'UD/build');
    rejects(s, UD, { t: 'ud.build', card: mouse, clearing: 9, building: 'citadel' }, 'UD/build');
    const r = act(s, UD, { t: 'ud.build', card: bird, clearing: 8, building: 'market' });
    expect(buildings(r.s, 8)).toEqual([{ seat: UD, kind: 'market' }]);
    expect(ds(r.s).markets).toBe(2);
    // The revealed card is out of the hand and in plain sight until Evening.
    expect(hand(r.s, UD).map((c) => c.key)).toEqual(['fox-anvil', 'mouse-sword']);
    expect(ds(r.s).revealed.map((c) => c.key)).toEqual(['bird-crossbow']);
    expect(boardOf(root.view(r.s, FOE), UD, 'duchy').revealed).toEqual(['bird-crossbow']);
    expect(texts(r.events)).toMatch(/revealed Crossbow \(bird\)/);
    expect(ds(r.s).actionsLeft).toBe(1);
    expect(vp(r.s, UD)).toBe(0);
  });

  it('12.5.1.II–IV Recruit, Move and Battle: a warrior in the Burrow, a move, a battle', () => {
    const s = place(duchyBlank(), 1, { ud: 2, tunnel: true, foe: 1 });
    let t = act(s, UD, { t: 'ud.recruit' }).s;
    expect(warriors(t, BURROW, UD)).toBe(1);
    t = act(t, UD, { t: 'move', from: BURROW, to: 1, n: 1 }).s;
    expect(warriors(t, 1, UD)).toBe(3);
    // Nothing else to decide: the turn ran on to the Duchy's next Birdsong and Assembly.
    expect(t.turn).toMatchObject({ number: 2, step: 'ud-assembly' });
    const b = act(s, UD, { t: 'battle', clearing: 1, defender: FOE }, forcedDice(1, 1));
    expect(b.s.stack).toEqual([]);
    expect(texts(b.events)).toMatch(/battle the Queenless Legion/);
    expect(boardOf(root.view(act(place(duchyBlank(), 1, { ud: 2, foe: 1 }), UD, { t: 'ud.recruit' }).s, UD), UD, 'duchy').actionsLeft).toBe(1);
  });

  it('12.5.1.V Dig: spend a matching card for a tunnel in a clearing without one, then move 1–4 warriors there from the Burrow', () => {
    const s = place(place(duchyBlank(), BURROW, { ud: 6 }), 1, { tunnel: true });
    const [fox, mouse] = give(s, UD, 'fox-anvil', 'mouse-sword');
    rejects(s, UD, { t: 'ud.dig', card: mouse, clearing: 8 }, 'UD/dig');
    rejects(s, UD, { t: 'ud.dig', card: fox, clearing: 1 }, 'UD/dig');
    let t = act(s, UD, { t: 'ud.dig', card: fox, clearing: 8 }).s;
    expect(tokens(t, 8)).toEqual([{ seat: UD, kind: 'tunnel' }]);
    expect(t.discard).toEqual(['fox-anvil']);
    expect(promptKeys(t, UD)).toEqual(['dig-move']);
    expect(offered(t, UD)).toEqual([1, 2, 3, 4].map((n) => ({ t: 'move', from: BURROW, to: 8, n })));
    rejects(t, UD, { t: 'move', from: BURROW, to: 8, n: 5 }, 'UD/dig-move');
    rejects(t, UD, { t: 'move', from: BURROW, to: 1, n: 1 }, 'root/bad-move');
    rejects(t, UD, { t: 'done' }, 'UD/dig-move');
    t = act(t, UD, { t: 'move', from: BURROW, to: 8, n: 4 }).s;
    expect([warriors(t, 8, UD), warriors(t, BURROW, UD)]).toEqual([4, 2]);
    expect(ds(t).actionsLeft).toBe(1);
    const empty = place(duchyBlank(), 1, { tunnel: true });
    const [card] = give(empty, UD, 'fox-anvil');
    expect(of(empty, 'ud.dig')).toEqual([]);
    rejects(empty, UD, { t: 'ud.dig', card, clearing: 8 }, 'UD/dig');
  });

  it('12.5.1 two actions in any order and number, then Assembly ends', () => {
    const s = place(duchyBlank(), 1, { ud: 2 });
    const t = actAll(s, UD, [{ t: 'ud.recruit' }, { t: 'ud.recruit' }]);
    expect(warriors(t, BURROW, UD)).toBe(2);
    expect(t.turn.step).not.toBe('ud-assembly');
    const d = ds(s);
    d.actionsLeft = 0;
    rejects(s, UD, { t: 'ud.recruit' }, 'UD/no-actions');
  });
});

describe('Underground Duchy Parliament (12.5.2)', () => {
  it('12.5.2.I Foremole: reveal any card to place a building in any clearing you rule', () => {
    const s = parliament(sway(place(duchyBlank(), 8, { ud: 1 }), 'foremole'));
    // Two cards stay in hand, so the turn waits at Sway with the revealed card still out.
    const [mouse] = give(s, UD, 'mouse-sword', 'fox-anvil', 'fox-root-tea');
    const r = act(s, UD, { t: 'ud.minister', minister: 'foremole', card: mouse, clearing: 8, building: 'citadel' });
    expect(buildings(r.s, 8)).toEqual([{ seat: UD, kind: 'citadel' }]);
    expect(ds(r.s).revealed.map((c) => c.key)).toEqual(['mouse-sword']);
    const unruled = parliament(sway(place(duchyBlank(), 8, { ud: 1, foe: 1 }), 'foremole'));
    const [card] = give(unruled, UD, 'fox-anvil');
    rejects(unruled, UD, { t: 'ud.minister', minister: 'foremole', card, clearing: 8, building: 'citadel' }, 'UD/foremole');
  });

  it('12.5.2.II–III Captain and Marshal: one battle, one move', () => {
    const s = parliament(sway(place(duchyBlank(), 1, { ud: 2, foe: 1 }), 'captain', 'marshal'));
    expect(promptKeys(s, UD)).toEqual(['minister-captain', 'minister-marshal', 'done']);
    let t = act(s, UD, { t: 'ud.minister', minister: 'captain' }).s;
    expect(promptKeys(t, UD)).toEqual(['battle', 'done']);
    rejects(t, UD, { t: 'move', from: 1, to: 5, n: 1 }, 'UD/orders');
    t = act(t, UD, { t: 'battle', clearing: 1, defender: FOE }, forcedDice(1, 1)).s;
    expect(promptKeys(t, UD)).toEqual(['minister-marshal', 'done']);
    rejects(t, UD, { t: 'ud.minister', minister: 'captain' }, 'UD/minister');
    t = act(t, UD, { t: 'ud.minister', minister: 'marshal' }).s;
    t = act(t, UD, { t: 'move', from: 1, to: 5, n: 2 }).s;
    expect(warriors(t, 5, UD)).toBe(2);
    expect(t.turn.step).not.toBe('ud-parliament');
  });

  it('12.5.2.IV Brigadier: up to two moves, or up to two battles — not one of each', () => {
    const s = parliament(sway(place(place(duchyBlank(), 1, { ud: 4, foe: 1 }), 5, { foe: 1 }), 'brigadier'));
    let t = act(s, UD, { t: 'ud.minister', minister: 'brigadier' }).s;
    expect(promptKeys(t, UD)).toEqual(['move', 'battle', 'done']);
    t = act(t, UD, { t: 'move', from: 1, to: 5, n: 2 }).s;
    expect(promptKeys(t, UD)).toEqual(['move', 'done']);
    rejects(t, UD, { t: 'battle', clearing: 1, defender: FOE }, 'UD/orders');
    t = act(t, UD, { t: 'move', from: 1, to: 9, n: 1 }).s;
    expect(t.turn.step).not.toBe('ud-parliament');
    let b = act(s, UD, { t: 'ud.minister', minister: 'brigadier' }).s;
    b = act(b, UD, { t: 'battle', clearing: 1, defender: FOE }, forcedDice(1, 1)).s;
    expect(promptKeys(b, UD)).toEqual(['battle', 'done']);
    b = act(b, UD, { t: 'battle', clearing: 1, defender: FOE }, forcedDice(1, 1)).s;
    expect(ds(b).act).toBeUndefined();
  });

  it('12.5.2.V Banker: spend cards of one suit (birds wild) for as many VP', () => {
    const s = parliament(sway(duchyBlank(), 'banker'));
    const [fox, bird, mouse, fox2] = give(s, UD, 'fox-anvil', 'bird-crossbow', 'mouse-sword', 'fox-root-tea');
    s.deck = ['rabbit-bake-sale', 'rabbit-a-visit-to-friends'];
    let t = act(s, UD, { t: 'ud.minister', minister: 'banker' }).s;
    rejects(t, UD, { t: 'done' }, 'UD/bank');
    t = actAll(t, UD, [{ t: 'ud.bank', card: bird }, { t: 'ud.bank', card: fox }]);
    expect(of(t, 'ud.bank')).toEqual([{ t: 'ud.bank', card: fox2 }]);
    rejects(t, UD, { t: 'ud.bank', card: mouse }, 'UD/bank');
    t = act(t, UD, { t: 'ud.bank', card: fox2 }).s;
    expect(vp(t, UD)).toBe(3);
    expect(t.discard).toEqual(['bird-crossbow', 'fox-anvil', 'fox-root-tea']);
    expect(ds(t).act).toBeUndefined();
    // The turn ran on to Evening: one card drawn.
    expect(hand(t, UD).map((c) => c.key)).toEqual(['mouse-sword', 'rabbit-a-visit-to-friends']);
  });

  it('12.5.2.V Banker: the action ends when the last card left the hand before any was spent (a dominance card played meanwhile)', () => {
    const s = parliament(sway(duchyBlank(), 'banker'));
    s.players[UD]!.vp = 10;
    const [dominance] = give(s, UD, 'fox-dominance');
    let t = act(s, UD, { t: 'ud.minister', minister: 'banker' }).s;
    expect(ds(t).act).toMatchObject({ kind: 'banker', spent: 0 });
    t = act(t, UD, { t: 'dominance', card: dominance! }).s;
    // Nothing left to spend: the Banker is done and Parliament went on (here, to Evening and the next turn).
    expect(ds(t).act).toBeUndefined();
    expect(t.players[UD]!.dominance).toBe('fox-dominance');
    expect(t.turn.step).not.toBe('ud-parliament');
  });

  it('12.5.2.VI Mayor: the action of a swayed noble or squire — never its own, never a lord\'s', () => {
    const s = parliament(sway(place(duchyBlank(), 1, { ud: 2, foe: 1 }), 'mayor', 'captain', 'earl'));
    place(s, 8, { ud: 1, citadel: 1 });
    expect(of(s, 'ud.minister').filter((a) => (a as { minister: string }).minister === 'mayor')).toEqual([{ t: 'ud.minister', minister: 'mayor', as: 'captain' }]);
    rejects(s, UD, { t: 'ud.minister', minister: 'mayor' }, 'UD/minister');
    rejects(s, UD, { t: 'ud.minister', minister: 'mayor', as: 'mayor' }, 'UD/minister');
    rejects(s, UD, { t: 'ud.minister', minister: 'mayor', as: 'earl' }, 'UD/minister');
    rejects(s, UD, { t: 'ud.minister', minister: 'mayor', as: 'marshal' }, 'UD/minister');
    rejects(s, UD, { t: 'ud.minister', minister: 'captain', as: 'captain' }, 'UD/minister');
    let t = act(s, UD, { t: 'ud.minister', minister: 'mayor', as: 'captain' }).s;
    expect(promptKeys(t, UD)).toEqual(['battle', 'done']);
    t = act(t, UD, { t: 'battle', clearing: 1, defender: FOE }, forcedDice(1, 1)).s;
    // Copying the Captain used the Mayor, not the Captain.
    expect(ds(t).used).toEqual(['mayor']);
    expect(promptKeys(t, UD)).toContain('minister-captain');
  });

  it('12.5.2.VII–IX Duchess of Mud, Baron of Dirt, Earl of Stone: score tunnels, markets, citadels on the map', () => {
    const s = parliament(sway(duchyBlank(), 'duchess', 'baron', 'earl'));
    place(place(place(s, 1, { tunnel: true, market: 1 }), 2, { tunnel: true, market: 1, citadel: 1 }), 5, { ud: 1 });
    expect(promptKeys(s, UD)).toEqual(['minister-baron', 'minister-earl', 'done']);
    rejects(s, UD, { t: 'ud.minister', minister: 'duchess' }, 'UD/minister-idle');
    place(s, 3, { tunnel: true });
    const t = actAll(s, UD, [{ t: 'ud.minister', minister: 'duchess' }, { t: 'ud.minister', minister: 'baron' }, { t: 'ud.minister', minister: 'earl' }]);
    expect(vp(t, UD)).toBe(2 + 2 + 1);
    expect(t.turn.step).not.toBe('ud-parliament');
  });

  it('12.5.2 only swayed ministers act, each once; with none swayed Parliament passes', () => {
    const s = parliament(sway(place(duchyBlank(), 8, { citadel: 1 }), 'earl'));
    rejects(s, UD, { t: 'ud.minister', minister: 'baron' }, 'UD/minister');
    const none = at(duchyBlank(), UD, 'daylight', 'ud-assembly');
    ds(none).actionsLeft = 1;
    const t = act(none, UD, { t: 'ud.recruit' }).s;
    expect(t.turn.step).not.toBe('ud-parliament');
  });
});

describe('Underground Duchy Sway (12.5.3)', () => {
  const swayStep = (s: ReturnType<typeof duchyBlank>) => at(s, UD, 'daylight', 'ud-sway');

  it('12.5.3.II one clearing of its suit with a Duchy piece per revealed card (birds wild, never the Burrow)', () => {
    const s = swayStep(place(place(place(duchyBlank(), 1, { ud: 1 }), 9, { tunnel: true }), BURROW, { ud: 3 }));
    const [fox, fox2, mouse, bird] = give(s, UD, 'fox-anvil', 'fox-root-tea', 'mouse-sword', 'bird-crossbow');
    rejects(s, UD, { t: 'ud.sway', minister: 'captain', cards: [fox!, fox2!] }, 'UD/sway-match');
    expect(of(s, 'ud.sway').filter((a) => (a as { minister: string }).minister === 'captain')).toEqual([
      { t: 'ud.sway', minister: 'captain', cards: [fox, mouse] }, { t: 'ud.sway', minister: 'captain', cards: [fox, bird] },
      { t: 'ud.sway', minister: 'captain', cards: [fox2, mouse] }, { t: 'ud.sway', minister: 'captain', cards: [fox2, bird] },
      { t: 'ud.sway', minister: 'captain', cards: [mouse, bird] },
    ]);
    // Two clearings: a noble (three cards) cannot be swayed.
    expect(promptKeys(s, UD).filter((k) => k.startsWith('sway-'))).toEqual(['sway-foremole', 'sway-captain', 'sway-marshal']);
    rejects(s, UD, { t: 'ud.sway', minister: 'brigadier', cards: [fox!, mouse!, bird!] }, 'UD/sway-match');
    rejects(s, UD, { t: 'ud.sway', minister: 'captain', cards: [fox!] }, 'UD/sway-cards');
  });

  it('12.5.3.I and III a crown of the rank on the board; the crown moves onto the minister and its space scores', () => {
    const s = swayStep(place(place(place(place(duchyBlank(), 1, { ud: 1 }), 9, { ud: 1 }), 5, { ud: 1 }), 6, { ud: 1 }));
    const cards = give(s, UD, 'fox-anvil', 'mouse-sword', 'rabbit-bake-sale', 'fox-root-tea');
    const r = act(s, UD, { t: 'ud.sway', minister: 'earl', cards });
    expect(ds(r.s).swayed).toEqual(['earl']);
    expect(ds(r.s).crowns).toEqual({ squire: 3, noble: 3, lord: 2 });
    expect(vp(r.s, UD)).toBe(3);
    expect(texts(r.events)).toMatch(/revealed Anvil \(fox\) to sway the Earl of Stone[^]*revealed Root Tea \(fox\) to sway/);
    // Sway was the last choice of the turn: Evening gave the revealed cards back (12.6.1).
    expect(ds(r.s).revealed).toEqual([]);
    expect(hand(r.s, UD).map((c) => c.key)).toEqual(['fox-anvil', 'mouse-sword', 'rabbit-bake-sale', 'fox-root-tea']);
    const squire = swayStep(place(place(duchyBlank(), 1, { ud: 1 }), 9, { ud: 1 }));
    const two = give(squire, UD, 'fox-anvil', 'mouse-sword');
    expect(vp(act(squire, UD, { t: 'ud.sway', minister: 'marshal', cards: two }).s, UD)).toBe(1);
    ds(squire).crowns.squire = 0;
    expect(promptKeys(squire, UD)).toEqual(['done']);
    rejects(squire, UD, { t: 'ud.sway', minister: 'marshal', cards: two }, 'UD/no-crown');
    sway(squire, 'marshal');
    rejects(squire, UD, { t: 'ud.sway', minister: 'marshal', cards: two }, 'UD/swayed');
  });

  it('12.5.3 Sway passes by itself with fewer cards in hand than the cheapest swayable minister takes (hand sizes are public)', () => {
    const s = place(duchyBlank(), 1, { ud: 1 });
    give(s, UD, 'fox-anvil');
    expect(enter(s, UD, 'daylight', 'ud-sway').s.turn.phase).not.toBe('daylight');
    give(s, UD, 'mouse-sword');
    expect(enter(s, UD, 'daylight', 'ud-sway').s.turn.step).toBe('ud-sway');
    ds(s).crowns.squire = 0;
    expect(enter(s, UD, 'daylight', 'ud-sway').s.turn.step).not.toBe('ud-sway');
  });

  it('12.5.3 a minister that lost its crown to the Price of Failure needs another crown of its rank', () => {
    const s = swayStep(place(place(duchyBlank(), 1, { ud: 1 }), 9, { ud: 1 }));
    const st = ds(s);
    st.crowns.squire = 0;
    st.lostCrowns.squire = 1;
    const two = give(s, UD, 'fox-anvil', 'mouse-sword');
    rejects(s, UD, { t: 'ud.sway', minister: 'captain', cards: two }, 'UD/no-crown');
    expect(FACTIONS.duchy!.board({ s, f: FACTIONS }, UD, FOE)).toMatchObject({ crowns: { squire: 0 }, lostCrowns: { squire: 1 } });
  });
});
