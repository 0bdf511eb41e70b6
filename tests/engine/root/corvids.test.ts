import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { root } from '../../../engine/games/root/index.ts';
import type { PlotType } from '../../../engine/games/root/factions/corvids/data.ts';
import { vs } from '../../../engine/games/root/factions/corvids/state.ts';
import { COLONY, ls } from '../../../engine/games/root/factions/legion/state.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import { rootSay } from '../../../engine/games/root/log-words.ts';
import { forcedDice, scriptedRng } from '../../helpers/scripted-rng.ts';
import { act, at, enter, give, hand, offered, rejects, texts, tokens, vp, warriors } from './fixtures.ts';
import { blankGame, place } from './table-fixture.ts';
import { boardOf } from './board-of.ts';

const CC = 0;
const QL = 1;

/** The Corvids (seat 0) against the Legion (seat 1) on an empty map. */
function table(): RootState {
  return blankGame(['corvids', 'legion']);
}

/** A Corvid plot of `type` in the clearing, taken from the supply. */
function plot(s: RootState, id: number, type: PlotType, faceDown = true): RootState {
  const st = vs(s);
  st.supply.splice(st.supply.indexOf(type), 1);
  return place(s, id, CC, { tokens: [faceDown ? { kind: type, faceDown: true } : { kind: type }] });
}

/** The Legion attacking in fox clearings (Anvil is a fox card). */
function legionAttacks(s: RootState): RootState {
  ls(s).campaign = 'fox-anvil';
  ls(s).campaignSuit = 'fox';
  return at(s, QL, 'daylight', 'ql-attack');
}

describe('Corvid Conspiracy: plot tokens (13.2.2)', () => {
  it('13.2.2.I a face-down plot is a feather to everyone but the Corvids, who see its type', () => {
    const s = plot(table(), 10, 'bomb');
    const mine = root.view(s, CC) as RootView;
    const theirs = root.view(s, QL) as RootView;
    const watching = root.view(s, 'spectator') as RootView;
    expect(mine.map[9]!.tokens).toEqual([{ seat: CC, kind: 'bomb', faceDown: true }]);
    for (const v of [theirs, watching]) expect(v.map[9]!.tokens).toEqual([{ seat: CC, kind: 'plot', faceDown: true }]);
    for (const viewer of [QL, 'spectator'] as const) {
      const text = JSON.stringify(root.table(root.view(s, viewer), viewer));
      expect(text).not.toMatch(/bomb/);
    }
    expect(JSON.stringify(root.table(mine, CC))).toMatch(/"face":"bomb"/);
  });

  it('13.2.2.I the supply shows others its count, the Corvids its types', () => {
    const s = plot(table(), 10, 'bomb');
    expect((root.view(s, QL) as RootView).seats[CC]!.board).toMatchObject({ supply: 7 });
    expect(boardOf(root.view(s, QL) as RootView, CC, 'corvids').supplyTypes).toBeUndefined();
    expect(boardOf(root.view(s, CC) as RootView, CC, 'corvids').supplyTypes).toEqual({ bomb: 1, snare: 2, extortion: 2, raid: 2 });
  });

  it('13.2.2.II each clearing holds only one plot token', () => {
    const s = at(plot(place(table(), 10, CC, { w: 3 }), 10, 'raid'), CC, 'daylight', 'cc-daylight');
    vs(s).actionsLeft = 3;
    expect(offered(s, CC)).not.toContainEqual(expect.objectContaining({ t: 'cc.plot', clearing: 10 }));
    rejects(s, CC, { t: 'cc.plot', clearing: 10, plot: 'bomb' }, 'CC/plot-taken');
  });
});

describe('Corvid Conspiracy: faction rules (13.2)', () => {
  it('13.2.3 Nimble: the Corvids move without ruling the origin or the destination', () => {
    const s = place(place(table(), 10, CC, { w: 1 }), 10, QL, { w: 3 });
    place(s, 12, QL, { w: 2 });
    at(s, CC, 'daylight', 'cc-daylight');
    vs(s).actionsLeft = 3;
    const after = act(s, CC, { t: 'move', from: 10, to: 12, n: 1 }).s;
    expect(warriors(after, 12, CC)).toBe(1);
    expect(vs(after).actionsLeft).toBe(2);
  });

  it('13.2.5 Embedded Agents: a face-down plot deals an extra hit to the attacker, even defenseless', () => {
    const s = legionAttacks(plot(place(table(), 12, QL, { w: 2 }), 12, 'snare'));
    const { s: after, events } = act(s, QL, { t: 'battle', clearing: 12, defender: CC }, forcedDice(1, 1));
    expect(texts(events)).toMatch(/Embedded Agents, 13\.2\.5/);
    expect(warriors(after, 12, QL)).toBe(1);
  });

  it('13.2.5 a face-up plot embeds no agents', () => {
    const s = legionAttacks(plot(place(table(), 12, QL, { w: 2 }), 12, 'snare', false));
    const { s: after, events } = act(s, QL, { t: 'battle', clearing: 12, defender: CC }, forcedDice(1, 1));
    expect(texts(events)).not.toMatch(/Embedded Agents/);
    expect(warriors(after, 12, QL)).toBe(2);
  });

  it('a face-down plot removed in battle is shown as it leaves, scores its remover 1 VP and goes back to the supply', () => {
    const p = plot(place(table(), 10, QL, { w: 2 }), 10, 'bomb');
    legionAttacks(p);
    ls(p).campaignSuit = 'rabbit';
    const { s: after, events } = act(p, QL, { t: 'battle', clearing: 10, defender: CC }, forcedDice(4, 1));
    expect(texts(events)).toMatch(/lost a face-down bomb in Beach \(rabbit\) by the Queenless Legion/);
    expect(vp(after, QL)).toBe(1);
    expect(tokens(after, 10)).toEqual([]);
  });
});

describe('Corvid Conspiracy: Exposure (13.2.4)', () => {
  /** The Legion on its turn with warriors beside a face-down bomb in Beach (rabbit), holding a rabbit card. */
  function exposing(type: PlotType = 'bomb'): { s: RootState; card: string } {
    const s = plot(place(table(), 10, QL, { w: 1 }), 10, type);
    const [card] = give(s, QL, 'rabbit-bake-sale');
    at(s, QL, 'daylight', 'ql-colonize');
    return { s, card: card! };
  }

  it('is offered to an enemy on its own turn, for a matching card, with pieces there', () => {
    const { s, card } = exposing();
    expect(offered(s, QL)).toContainEqual({ t: 'cc.expose', clearing: 10, card, guess: 'raid' });
    expect(offered(s, CC)).toEqual([]);
  });

  it('right: the enemy removes the plot, scores 1 VP and keeps the card', () => {
    const { s, card } = exposing();
    const { s: after, events } = act(s, QL, { t: 'cc.expose', clearing: 10, card, guess: 'bomb' });
    expect(tokens(after, 10)).toEqual([]);
    expect(vp(after, QL)).toBe(1);
    expect(hand(after, QL).map((c) => c.key)).toEqual(['rabbit-bake-sale']);
    expect(vs(after).supply).toContain('bomb');
    expect(texts(events)).toMatch(/guessed the plot there is a bomb — right/);
  });

  it('wrong: the Corvids say no and take the card', () => {
    const { s, card } = exposing();
    const { s: after, events } = act(s, QL, { t: 'cc.expose', clearing: 10, card, guess: 'snare' });
    expect(tokens(after, 10)).toEqual([{ seat: CC, kind: 'bomb', faceDown: true }]);
    expect(hand(after, QL)).toHaveLength(0);
    expect(hand(after, CC).map((c) => c.key)).toEqual(['rabbit-bake-sale']);
    expect(vp(after, QL)).toBe(0);
    expect(texts(events)).toMatch(/“No\.”/);
  });

  it('a raid removed by Exposure places no warriors', () => {
    const { s, card } = exposing('raid');
    const { s: after } = act(s, QL, { t: 'cc.expose', clearing: 10, card, guess: 'raid' });
    for (const id of [1, 2, 12]) expect(warriors(after, id, CC)).toBe(0);
  });

  it('needs a card matching the clearing (birds wild) and pieces of the guesser there', () => {
    const { s } = exposing();
    const [fox] = give(s, QL, 'fox-anvil');
    rejects(s, QL, { t: 'cc.expose', clearing: 10, card: fox, guess: 'bomb' }, 'CC/exposure-card');
    const [bird] = give(s, QL, 'bird-arms-trader');
    expect(offered(s, QL)).toContainEqual({ t: 'cc.expose', clearing: 10, card: bird, guess: 'bomb' });
    const away = plot(s, 5, 'snare');
    rejects(away, QL, { t: 'cc.expose', clearing: 5, card: bird, guess: 'snare' }, 'CC/exposure-pieces');
  });

  it('cannot be used once the last step of the turn has begun', () => {
    const { s, card } = exposing();
    at(s, QL, 'evening', 'ql-draw');
    expect(offered(s, QL)).not.toContainEqual(expect.objectContaining({ t: 'cc.expose' }));
    rejects(s, QL, { t: 'cc.expose', clearing: 10, card, guess: 'bomb' }, 'CC/exposure-closed');
  });
});

describe('Corvid Conspiracy: setup (13.3)', () => {
  it('13.3.2 Scatter: one warrior in a clearing of each suit', () => {
    const m = createMatch(root, { factions: ['legion', 'corvids'] }, 2, 'scatter') as Match<RootState>;
    let s = m.state;
    // The Legion sets up first (corner, adjacent, campaign card), then the Corvids scatter.
    for (let guard = 0; guard < 10 && s.turn.seat === 0 && s.turn.phase === 'setup'; guard++) {
      const a = offered(s, 0)[0];
      s = act(s, 0, a).s;
    }
    expect(s.turn.step).toBe('cc-setup-scatter');
    s = act(s, 1, { t: 'cc.setup', clearing: 1 }).s;
    rejects(s, 1, { t: 'cc.setup', clearing: 6 }, 'CC/setup');
    s = act(s, 1, { t: 'cc.setup', clearing: 5 }).s;
    s = act(s, 1, { t: 'cc.setup', clearing: 2 }).s;
    expect([1, 5, 2].map((id) => warriors(s, id, 1))).toEqual([1, 1, 1]);
    expect(s.turn.phase).not.toBe('setup');
  });
});

describe('Corvid Conspiracy: Birdsong (13.4)', () => {
  it('13.4.1 crafts with plots face up or down, each once a turn', () => {
    const s = plot(plot(table(), 10, 'bomb'), 1, 'snare', false);
    const [card] = give(s, CC, 'rabbit-a-visit-to-friends');
    at(s, CC, 'birdsong', 'cc-craft');
    const crafts = offered(s, CC).filter((a) => (a as { t: string }).t === 'craft');
    expect(crafts).toContainEqual({ t: 'craft', card, using: ['c10'] });
    const after = act(s, CC, { t: 'craft', card, using: ['c10'] }).s;
    expect(vs(after).activated).toEqual([10]);
  });

  it('13.4.2 flipping needs a Corvid warrior; it scores 1 VP per face-up plot, the new one included', () => {
    const s = plot(plot(place(table(), 10, CC, { w: 1 }), 10, 'raid'), 1, 'snare', false);
    plot(s, 5, 'raid');
    at(s, CC, 'birdsong', 'cc-flip');
    expect(offered(s, CC)).toContainEqual({ t: 'cc.flip', clearing: 10 });
    rejects(s, CC, { t: 'cc.flip', clearing: 5 }, 'CC/flip-warriors');
    const { s: after, events } = act(s, CC, { t: 'cc.flip', clearing: 10 });
    expect(vp(after, CC)).toBe(2);
    expect(texts(events)).toMatch(/flipped the plot in Beach \(rabbit\): a raid/);
    expect(tokens(after, 10)).toEqual([{ seat: CC, kind: 'raid' }]);
  });

  it('13.4.2 a flipped plot stays the same table piece for every viewer (its flip animates), its id naming no type', () => {
    const s = plot(place(table(), 10, CC, { w: 1 }), 10, 'snare');
    at(s, CC, 'birdsong', 'cc-flip');
    const after = act(s, CC, { t: 'cc.flip', clearing: 10 }).s;
    const plotsOn = (state: RootState, viewer: 0 | 1 | 'spectator') =>
      Object.values(root.table(root.view(state, viewer), viewer).pieces).filter((p) => p.id.startsWith('token-10-'));
    for (const viewer of [CC, QL, 'spectator'] as const) {
      const [before] = plotsOn(s, viewer);
      const [flipped] = plotsOn(after, viewer);
      expect(before).toMatchObject({ faceUp: false });
      expect(flipped).toMatchObject({ id: before!.id, faceUp: true, face: 'snare' });
      expect(before!.id).not.toMatch(/snare|down/);
    }
    // Face down, the piece is the same bytes to every viewer but the Corvids, whatever its type.
    const other = plot(place(table(), 10, CC, { w: 1 }), 10, 'bomb');
    for (const viewer of [QL, 'spectator'] as const) expect(plotsOn(other, viewer)).toEqual(plotsOn(s, viewer));
  });

  it('13.4.3 recruit once a turn: a warrior in each clearing of the card\'s suit; a bird card chooses the suit', () => {
    const s = table();
    const [bird, fox] = give(s, CC, 'bird-arms-trader', 'fox-anvil');
    at(s, CC, 'birdsong', 'cc-recruit');
    expect(offered(s, CC)).toContainEqual({ t: 'cc.recruit', card: bird, suit: 'mouse' });
    rejects(s, CC, { t: 'cc.recruit', card: fox, suit: 'mouse' }, 'CC/recruit-card');
    const after = act(s, CC, { t: 'cc.recruit', card: bird, suit: 'mouse' }).s;
    expect([2, 7, 9, 11].map((id) => warriors(after, id, CC))).toEqual([1, 1, 1, 1]);
    expect(after.turn.step).not.toBe('cc-recruit');
  });
});

describe('Corvid Conspiracy: Daylight (13.5)', () => {
  function daylight(s: RootState): RootState {
    at(s, CC, 'daylight', 'cc-daylight');
    vs(s).actionsLeft = 3;
    return s;
  }

  it('13.5.2 a plot costs one warrior, plus one per plot placed this turn; its type is the Corvids\' secret', () => {
    const s = daylight(place(place(table(), 10, CC, { w: 1 }), 5, CC, { w: 2 }));
    const one = act(s, CC, { t: 'cc.plot', clearing: 10, plot: 'extortion' });
    expect(warriors(one.s, 10, CC)).toBe(0);
    expect(tokens(one.s, 10)).toEqual([{ seat: CC, kind: 'extortion', faceDown: true }]);
    const line = one.events.find((e) => e.kind === 'plot')!;
    expect(line.text).not.toMatch(/extortion/);
    expect(line.secret?.seats).toEqual([CC]);
    expect(line.secret?.text).toMatch(/an extortion, face down/);
    const two = act(one.s, CC, { t: 'cc.plot', clearing: 5, plot: 'bomb' });
    expect(warriors(two.s, 5, CC)).toBe(0);
    expect(two.s.players[CC]!.warriors).toBe(15);
    expect(vs(two.s).actionsLeft).toBe(1);
  });

  it('13.5 each Daylight action is named first, the actions left after it', () => {
    const s = daylight(place(place(table(), 10, CC, { w: 2 }), 5, CC, { w: 2 }));
    vs(s).actionsLeft = 2;
    const labels = root.prompts(s, CC).filter((p) => p.key !== 'done').map((p) => p.label);
    // No enemy and no plot yet: no battle, no trick to offer.
    expect(labels.map((l) => l.split(/[ :,]/)[0])).toEqual(['Move', 'Plot']);
    for (const l of labels) expect(l).toMatch(/ \(2 of 3 left\)$/);
  });

  it('13.5.2 not enough warriors for the rising cost', () => {
    const s = daylight(place(place(table(), 10, CC, { w: 1 }), 5, CC, { w: 1 }));
    const one = act(s, CC, { t: 'cc.plot', clearing: 10, plot: 'raid' }).s;
    rejects(one, CC, { t: 'cc.plot', clearing: 5, plot: 'raid' }, 'CC/plot-warriors');
  });

  it('13.5.4 trick swaps two plots both face up or both face down, never one of each', () => {
    const s = daylight(plot(plot(plot(table(), 10, 'bomb'), 1, 'raid'), 5, 'snare', false));
    expect(offered(s, CC)).toContainEqual({ t: 'cc.trick', a: 1, b: 10 });
    expect(offered(s, CC)).not.toContainEqual({ t: 'cc.trick', a: 1, b: 5 });
    rejects(s, CC, { t: 'cc.trick', a: 5, b: 10 }, 'CC/trick-facing');
    const after = act(s, CC, { t: 'cc.trick', a: 1, b: 10 }).s;
    expect(tokens(after, 1)).toEqual([{ seat: CC, kind: 'bomb', faceDown: true }]);
    expect(tokens(after, 10)).toEqual([{ seat: CC, kind: 'raid', faceDown: true }]);
  });

  it('three actions, then Daylight ends', () => {
    const s = daylight(place(table(), 10, CC, { w: 5 }));
    let x = act(s, CC, { t: 'move', from: 10, to: 1, n: 1 }).s;
    x = act(x, CC, { t: 'move', from: 10, to: 1, n: 1 }).s;
    x = act(x, CC, { t: 'move', from: 10, to: 1, n: 1 }).s;
    expect(x.turn.phase).toBe('evening');
  });
});

describe('Corvid Conspiracy: Evening (13.6)', () => {
  it('13.6.1 exert: one more Daylight action, then no cards drawn', () => {
    const s = place(table(), 10, CC, { w: 2 });
    s.deck = ['fox-anvil', 'fox-anvil', 'fox-anvil'];
    at(s, CC, 'evening', 'cc-exert');
    const { s: after, events } = act(s, CC, { t: 'move', from: 10, to: 1, n: 1 });
    expect(texts(events)).toMatch(/exerted/);
    expect(hand(after, CC)).toHaveLength(0);
  });

  it('13.6.2 draw one, plus one per face-up extortion', () => {
    const s = plot(plot(table(), 10, 'extortion', false), 1, 'extortion');
    s.deck = ['fox-anvil', 'fox-anvil', 'fox-anvil', 'fox-anvil'];
    const { s: after } = enter(s, CC, 'evening', 'cc-draw');
    expect(hand(after, CC)).toHaveLength(2);
  });
});

describe('Corvid Conspiracy: plot effects (13.7)', () => {
  it('13.7.2 a face-up snare: no warriors placed there, and the line says why from its data', () => {
    // Two fox colonies, one under the snare: a card for them places a warrior at the other alone.
    const s = place(place(plot(table(), 1, 'snare', false), 1, QL, { tokens: [{ kind: COLONY }] }), 8, QL, { tokens: [{ kind: COLONY }] });
    const [fox] = give(s, QL, 'fox-root-tea');
    const r = enter(s, QL, 'birdsong', 'ql-supply-drop');
    const t = act(r.s, QL, { t: 'ql.dropCard', card: fox!, suit: 'fox' });
    expect([warriors(t.s, 1, QL), warriors(t.s, 8, QL)]).toEqual([0, 1]);
    const line = t.events.find((e) => e.kind === 'place');
    expect(line?.text).toMatch(/could not place warriors in Hill \(fox\) at a colony \(Supply Drop, QL\.4\.2\): /);
    const view = root.view(t.s, 'spectator') as RootView;
    expect(root.logText!({ ...line!, v: 1 }, view, rootSay)).toBe(line!.text);
    expect(root.logText!({ ...line!, v: 1 }, view, (id) => id)).toBe('root.log.place.none');
  });

  it('13.7.1 a flipped bomb removes every enemy piece in its clearing, then itself', () => {
    const s = plot(place(place(table(), 10, CC, { w: 1 }), 10, QL, { w: 3, tokens: [{ kind: 'colony' }] }), 10, 'bomb');
    at(s, CC, 'birdsong', 'cc-flip');
    const { s: after } = act(s, CC, { t: 'cc.flip', clearing: 10 });
    expect(warriors(after, 10, QL)).toBe(0);
    expect(tokens(after, 10)).toEqual([]);
    expect(warriors(after, 10, CC)).toBe(1);
    // 1 VP for the face-up bomb, 1 for the colony removed.
    expect(vp(after, CC)).toBe(2);
    expect(vs(after).supply).toContain('bomb');
  });

  it('13.7.2 a face-up snare stops enemy pieces from being moved out or placed in', () => {
    const s = plot(place(table(), 10, QL, { w: 3 }), 10, 'snare', false);
    ls(s).campaign = 'rabbit-bake-sale';
    ls(s).campaignSuit = 'rabbit';
    at(s, QL, 'daylight', 'ql-deescalate');
    rejects(s, QL, { t: 'move', from: 10, to: 1, n: 1 }, 'root/blocked');
    // Placing: the Legion's Bootstraps never chooses a snared clearing.
    const empty = plot(table(), 10, 'snare', false);
    const boot = enter(empty, QL, 'birdsong', 'ql-bootstraps').s;
    expect(warriors(boot, 10, QL)).toBe(0);
  });

  it('13.7.2 a face-down snare stops nothing', () => {
    const s = plot(place(table(), 10, QL, { w: 3 }), 10, 'snare');
    ls(s).campaign = 'rabbit-bake-sale';
    ls(s).campaignSuit = 'rabbit';
    at(s, QL, 'daylight', 'ql-deescalate');
    expect(warriors(act(s, QL, { t: 'move', from: 10, to: 1, n: 1 }).s, 1, QL)).toBe(1);
  });

  it('13.7.3 a flipped extortion takes a random card from each enemy with pieces there', () => {
    const s = plot(place(place(table(), 10, CC, { w: 1 }), 10, QL, { w: 1 }), 10, 'extortion');
    give(s, QL, 'fox-anvil', 'mouse-sword');
    at(s, CC, 'birdsong', 'cc-flip');
    const { s: after, events } = act(s, CC, { t: 'cc.flip', clearing: 10 }, scriptedRng(1));
    expect(hand(after, CC).map((c) => c.key)).toEqual(['mouse-sword']);
    expect(hand(after, QL).map((c) => c.key)).toEqual(['fox-anvil']);
    const give1 = events.find((e) => e.kind === 'give')!;
    expect(give1.text).not.toMatch(/Sword/);
    expect(give1.secret?.seats).toEqual([QL, CC]);
  });

  it('13.7.4 a raid removed in battle places a Corvid warrior in each adjacent clearing', () => {
    const s = plot(place(table(), 12, QL, { w: 2 }), 12, 'raid', false);
    legionAttacks(s);
    const { s: after } = act(s, QL, { t: 'battle', clearing: 12, defender: CC }, forcedDice(4, 1));
    expect(tokens(after, 12)).toEqual([]);
    for (const id of [4, 7, 9, 10, 11]) expect(warriors(after, id, CC)).toBe(1);
  });
});

describe('Corvid Conspiracy: secrecy at byte level', () => {
  it('QL.6.1 with 13.2.2.I: the Legion crafts with a face-down plot in its colony clearing without learning its type', () => {
    const at9 = (type: PlotType): RootState => {
      const s = at(plot(place(table(), 9, QL, { tokens: [{ kind: COLONY }] }), 9, type), QL, 'evening', 'ql-craft');
      ls(s).campaign = 'fox-anvil';
      ls(s).campaignSuit = 'fox';
      give(s, QL, 'mouse-root-tea');
      return s;
    };
    const bomb = at9('bomb');
    const card = hand(bomb, QL)[0]!.id;
    // The piece is named by what the Legion sees, a plot's back: its prompts are the same whatever the type.
    expect(offered(bomb, QL)).toContainEqual({ t: 'craft', card, using: ['c9:0:plot'] });
    for (const type of ['snare', 'extortion', 'raid'] as const) expect(offered(at9(type), QL)).toEqual(offered(bomb, QL));
    const m = createMatch(root, { factions: ['corvids', 'legion'] }, 2, 'craft-with-plot') as Match<RootState>;
    const crafted = (type: PlotType): Match<RootState> => {
      const r = applyAction(root, { ...m, state: at9(type) }, QL, { t: 'craft', card, using: ['c9:0:plot'] });
      if (isRuleError(r)) throw new Error(r.message);
      return r.match as Match<RootState>;
    };
    const after = crafted('bomb').state;
    expect(after.players[QL]!.items).toEqual(['tea']);
    expect(tokens(after, 9)).toContainEqual({ seat: CC, kind: 'bomb', faceDown: true });
    // Everything the Legion and a spectator get after the craft, its log line too, is the same whatever the type.
    for (const viewer of [QL, 'spectator'] as const) {
      const seen = (type: PlotType): string => JSON.stringify(projectMatch(root, crafted(type), viewer));
      for (const type of ['snare', 'extortion', 'raid'] as const) expect(seen(type), `viewer ${viewer}`).toBe(seen('bomb'));
    }
  });

  it('no viewer but the Corvids can tell face-down plots or the supply apart, through view, table, prompts or log', () => {
    let m = createMatch(root, { factions: ['corvids', 'legion', 'clergy'] }, 3, 'corvid-secrets') as Match<RootState>;
    const pick = new Rng(seedRng('corvid-secrets-pick'));
    const shuffler = new Rng(seedRng('corvid-secrets-shuffle'));
    let faceDownSeen = 0;
    for (let i = 0; i < 300 && !root.status(m.state).over; i++) {
      const seat = [0, 1, 2].find((x) => root.prompts(m.state, x).length > 0)!;
      const prompt = pick.pick(root.prompts(m.state, seat));
      const next = applyAction(root, m, seat, pick.pick(prompt.actions));
      if (isRuleError(next)) throw new Error(next.message);
      m = next.match as Match<RootState>;
      if (i % 3 !== 0 || !m.state.map.some((c) => c.tokens.some((t) => t.faceDown))) continue;
      faceDownSeen++;
      for (const viewer of [1, 2, 'spectator'] as const) {
        const other = { ...m, state: root.scramble(structuredClone(m.state), viewer, shuffler) };
        expect(JSON.stringify(projectMatch(root, other, viewer))).toBe(JSON.stringify(projectMatch(root, m, viewer)));
      }
    }
    expect(faceDownSeen).toBeGreaterThan(20);
  });
});
