import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match, type Projection } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { AUTUMN_MAP } from '../../../engine/games/root/data/autumn-map.ts';
import { ls } from '../../../engine/games/root/factions/legion/state.ts';
import { root } from '../../../engine/games/root/index.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { clearingSpot } from '../../../engine/games/root/table.ts';
import { at, blank, give, HCC, put, QL } from '../../../tests/engine/root/fixtures.ts';
import { DRAWN_FLOWER_PIECE } from '../../../engine/games/root/factions/clergy/index.ts';
import { cs } from '../../../engine/games/root/factions/clergy/state.ts';
import { SUIT_COLORS } from './colors.ts';
import { choosableClearings, offerLabel } from './choices.ts';
import { flowerFlights } from './factions/clergy/flights.ts';
import { interactionFor } from '../../kit/registry.ts';
import { loadClientGames } from '../../../tests/helpers/client-games.ts';
import { NO_HELD } from '../../kit/types.ts';
import type { Choice } from '../../kit/types.ts';
import { battlesAt, clearingAt, clickAction, moveCounts, moveDestinations, rootInteraction as ri, stackOf } from './interaction.ts';
import { choiceKey } from '../../interaction/choice.ts';
import { BAG_PIECE, flowerSpots } from './factions/clergy/bag.ts';
import { addWords } from '../../words/say.ts';
import { rootWords } from './words/index.ts';

// The words Root's client loads with it (manifest.ts): these tests read them in English.
addWords(rootWords);

const spot = (id: number): { x: number; z: number } => clearingSpot(AUTUMN_MAP.clearings[id - 1]!.xy);

function piece(p: Projection, id: string): TablePiece {
  const x = p.table.pieces[id];
  if (!x) throw new Error(`no piece ${id}`);
  return x;
}

function apply(m: Match, seat: number, action: unknown): Match {
  const r = applyAction(root, m, seat, action);
  if (isRuleError(r)) throw new Error(`${JSON.stringify(action)} rejected: ${r.code} ${r.message}`);
  return r.match;
}

/** Plays a real match from setup, taking each seat's first prompted action, until someone may move warriors. */
function untilMove(seed: string): { m: Match; seat: number; p: Projection } {
  let m = createMatch(root, {}, 2, seed) as Match;
  for (let i = 0; i < 400; i++) {
    for (let seat = 0; seat < 2; seat++) {
      const p = projectMatch(root, m, seat);
      if (p.prompts.length === 0) continue;
      if (p.prompts.some((pr) => pr.actions.some((a) => (a as { t: string }).t === 'move'))) return { m, seat, p };
      m = apply(m, seat, p.prompts[0]!.actions[0]);
      break;
    }
  }
  throw new Error('no move prompt came up');
}

/** A fixture position as a match, so the projection is the one the room sends. */
function matchOf(s: RootState): Match {
  const m = createMatch(root, {}, 2, 'fixture') as Match;
  return { ...m, state: s };
}

describe('root interaction: moving warriors in a real match', () => {
  const { m, seat, p } = untilMove('drag');
  const stacks = Object.values(p.table.pieces).filter((x) => stackOf(x)?.seat === seat);
  const movable = stacks.filter((x) => moveDestinations(p, stackOf(x)!.clearing).size > 0);

  it('picks up only the deciding seat\'s stacks that a prompt lets move, and lights their destinations', () => {
    expect(movable.length).toBeGreaterThan(0);
    for (const x of Object.values(p.table.pieces)) {
      const st = stackOf(x);
      const expected = st !== null && st.seat === seat && (moveDestinations(p, st.clearing).size > 0 || battlesAt(p).has(st.clearing));
      expect(ri.canDrag(x, p)).toBe(expected);
    }
    // The other seat and a spectator pick up nothing.
    for (const viewer of [1 - seat, 'spectator'] as const) {
      const q = projectMatch(root, m, viewer);
      for (const x of movable) expect(ri.canDrag(piece(q, x.id), q)).toBe(false);
    }
    const stack = movable[0]!;
    const dests = moveDestinations(p, stackOf(stack)!.clearing);
    const hints = ri.hints(stack, p, NO_HELD).filter((h) => h.key.startsWith('move-'));
    expect(hints.map((h) => h.key).sort()).toEqual([...dests.keys()].map((id) => `move-${id}`).sort());
    for (const h of hints) {
      const id = Number(h.key.slice(5));
      expect([h.x, h.z]).toEqual([spot(id).x, spot(id).z]);
      expect(h).toMatchObject({ look: 'glow', round: true, note: `Move ${dests.get(id)!.n}` });
    }
  });

  it('a drop on a lit clearing asks how many when several may go, all of them first, which the rules accept', () => {
    const stack = movable[0]!;
    const from = stackOf(stack)!.clearing;
    const [to, move] = [...moveDestinations(p, from)][0]!;
    const out = ri.drop(stack, spot(to).x + 0.8, spot(to).z - 0.6, p, NO_HELD);
    expect(move.n).toBe(stack.count);
    const counts = moveCounts(p, from, to);
    if (counts.length === 1) expect(out).toEqual({ kind: 'send', action: move });
    else {
      expect(out).toMatchObject({ kind: 'choose', choice: { initial: 0, x: spot(to).x + 0.8, z: spot(to).z - 0.6 } });
      const choice = (out as { choice: Choice }).choice;
      expect(choice.options.map((o) => o.action)).toEqual(counts);
      expect(choice.options[0]!.action).toEqual(move);
      expect(choice.options[0]!.label).toBe(`${move.n} warrior${move.n === 1 ? '' : 's'}`);
    }
    const next = apply(m, seat, move).state as RootState;
    expect(next.map[to - 1]!.warriors[seat]).toBe(((m.state as RootState).map[to - 1]!.warriors[seat] ?? 0) + move.n);
  });

  it('a drop elsewhere springs back with the reason; on its own clearing nothing happens', () => {
    const stack = movable[0]!;
    const from = stackOf(stack)!.clearing;
    const dests = moveDestinations(p, from);
    const far = AUTUMN_MAP.clearings.find((c) => c.id !== from && !dests.has(c.id) && !battlesAt(p).has(c.id))!;
    expect(ri.drop(stack, spot(far.id).x, spot(far.id).z, p, NO_HELD)).toMatchObject({ kind: 'reject', code: 'ui/no-path', message: expect.stringContaining(far.name) });
    expect(ri.drop(stack, 20, 0, p, NO_HELD)).toMatchObject({ kind: 'reject', code: 'ui/no-clearing' });
    expect(ri.drop(stack, spot(from).x + 0.5, spot(from).z, p, NO_HELD)).toEqual({ kind: 'none' });
  });
});

describe('root interaction: fixture positions', () => {
  it('moves the most warriors the prompts allow, leaving flowers unless only carrying is offered', () => {
    // The Clergy (seat 0) on a Mission move in Daylight: 3 warriors and 2 flowers in Dune (9), ruling it.
    const s = put(put(blank(), 9, { w: [3, 0], cathedral: true, flowers: ['fox', 'fox'] }), 12, { w: [0, 1] });
    const m = apply(matchOf(s), HCC, { t: 'hcc.mission' });
    const p = projectMatch(root, m, HCC);
    const offered = p.prompts.flatMap((pr) => pr.actions).filter((a) => (a as { t: string }).t === 'move') as Array<{ carry?: string[] }>;
    expect(offered.some((a) => (a.carry ?? []).length > 0)).toBe(true);
    const dests = moveDestinations(p, 9);
    expect([...dests.keys()].sort((a, b) => a - b)).toEqual([1, 4, 12]);
    for (const mv of dests.values()) {
      expect(mv.n).toBe(3);
      expect(mv.carry ?? []).toEqual([]);
    }
    const out = ri.drop(piece(p, `warriors-9-${HCC}`), spot(4).x, spot(4).z, p, NO_HELD);
    expect(out.kind).toBe('choose');
    const choice = (out as { choice: Choice }).choice;
    expect(choice.title).toContain('How many');
    expect(choice.options[choice.initial]!.action).toEqual({ t: 'move', from: 9, to: 4, n: 3 });
    // Every count from 3 down to 1, each also with flowers carried along (HCC.2.2.IV).
    expect(choice.options.map((o) => o.label)).toEqual([
      '3 warriors', '3 warriors with 2 flowers (fox, fox)', '2 warriors', '2 warriors with 2 flowers (fox, fox)', '1 warrior', '1 warrior with a flower (fox)',
    ]);
    for (const o of choice.options) expect(offered).toContainEqual(o.action);
    // Number keys name the count: key 1 sends one warrior, key 3 all three, without flowers.
    const byKey = (k: string) => {
      const step = choiceKey(k, choice.initial, choice.options);
      return step.kind === 'pick' ? choice.options[step.index]!.action : null;
    };
    expect(byKey('1')).toEqual({ t: 'move', from: 9, to: 4, n: 1 });
    expect(byKey('2')).toEqual({ t: 'move', from: 9, to: 4, n: 2 });
    expect(byKey('3')).toEqual({ t: 'move', from: 9, to: 4, n: 3 });
    expect((apply(m, HCC, choice.options[1]!.action).state as RootState).map[3]!.tokens.filter((t) => t.kind === 'flower')).toHaveLength(2);
  });

  it('a battle is declared by dropping the stack on the enemy in a clearing a battle prompt targets', () => {
    let s = put(blank(), 12, { w: [2, 3] });
    ls(s).campaignSuit = 'fox';
    s = at(s, QL, 'daylight', 'ql-attack');
    const m = matchOf(s);
    const p = projectMatch(root, m, QL);
    const stack = piece(p, `warriors-12-${QL}`);
    expect(battlesAt(p).get(12)).toEqual([{ t: 'battle', clearing: 12, defender: HCC }]);
    expect(ri.canDrag(stack, p)).toBe(true);
    expect(ri.hints(stack, p, NO_HELD)).toEqual([expect.objectContaining({ key: 'battle-12', look: 'glow', note: expect.stringContaining('Battle') })]);
    const enemy = piece(p, `warriors-12-${HCC}`);
    const out = ri.drop(stack, enemy.x, enemy.z, p, NO_HELD);
    expect(out).toEqual({ kind: 'send', action: { t: 'battle', clearing: 12, defender: HCC } });
    expect(() => apply(m, QL, (out as { action: unknown }).action)).not.toThrow();
    // The Clergy's stack is not the Legion's to pick up.
    expect(ri.canDrag(enemy, p)).toBe(false);
  });

  it('a click on a clearing sends the one action that points at it', () => {
    const fake = (targets: string[], actions: unknown[]): Projection => ({
      ...projectMatch(root, matchOf(blank()), HCC), prompts: [{ key: 'x', label: 'x', actions, targets }],
    });
    const c5 = { id: 'clearing-5' } as TablePiece;
    expect(clickAction(c5, fake(['clearing-5', 'clearing-6'], [{ t: 'hcc.intervene', clearing: 5 }, { t: 'hcc.intervene', clearing: 6 }]))).toEqual({ t: 'hcc.intervene', clearing: 5 });
    expect(clickAction(c5, fake(['clearing-5'], [{ t: 'battle', clearing: 5, defender: 1 }]))).toEqual({ t: 'battle', clearing: 5, defender: 1 });
    expect(clickAction(c5, fake(['clearing-5'], [{ t: 'ambush', card: 'a' }, { t: 'done' }]))).toBeNull();
    expect(clickAction(c5, fake(['clearing-6'], [{ t: 'done' }]))).toBeNull();
  });

  it('finds the clearing under a point, with a little slack at the rim', async () => {
    const s = spot(10);
    expect(clearingAt(s.x, s.z)).toBe(10);
    expect(clearingAt(s.x + 2.3, s.z)).toBe(10);
    expect(clearingAt(s.x + 3.5, s.z + 3.5)).toBeNull();
    await loadClientGames(['root']);
    expect(interactionFor('root').id).toBe('root');
  });
});

describe('root interaction: the blind bag and the drawn flower', () => {
  /** The Clergy must place a drawn bird flower: warriors in Hill (1) and Dune (9), a cathedral in Beach (10). */
  function drawnBird(): Match {
    const s = put(put(put(blank(), 1, { w: [1, 0] }), 9, { w: [2, 0] }), 10, { w: [1, 0], cathedral: true });
    cs(s).bag.splice(cs(s).bag.indexOf('bird'), 1);
    s.stack.push({ kind: 'faction', seat: HCC, faction: 'clergy', type: 'place-flower', data: { suit: 'bird', why: 'Pollinate' } });
    return matchOf(s);
  }

  it('shows the drawn flower beside the bag to everyone, face up, and nothing of the bag but its count', () => {
    const m = drawnBird();
    for (const viewer of [HCC, QL, 'spectator'] as const) {
      const p = projectMatch(root, m, viewer);
      const flower = piece(p, DRAWN_FLOWER_PIECE);
      const bag = piece(p, BAG_PIECE);
      expect(flower).toMatchObject({ face: 'flower-bird', faceUp: true, color: SUIT_COLORS.bird });
      expect(Math.hypot(flower.x - bag.x, flower.z - bag.z)).toBeLessThan(2.5);
      expect(bag.count).toBe(10);
      expect(bag.face).toBeUndefined();
    }
  });

  it('the Clergy take the flower out of the bag (a press on either) and drop it on a lit clearing', () => {
    const m = drawnBird();
    const p = projectMatch(root, m, HCC);
    const bag = piece(p, BAG_PIECE);
    const flower = piece(p, DRAWN_FLOWER_PIECE);
    expect(ri.grabs?.(bag, p)).toBe(DRAWN_FLOWER_PIECE);
    expect(ri.canDrag(flower, p)).toBe(true);
    expect(ri.hints(flower, p, NO_HELD).map((h) => h.key).sort()).toEqual(['flower-1', 'flower-9']);
    expect(flowerSpots(p).size).toBe(2);
    expect(ri.targets?.(p)).toEqual(new Set(['clearing-1', 'clearing-9', DRAWN_FLOWER_PIECE]));
    const out = ri.drop(flower, spot(9).x + 0.5, spot(9).z, p, NO_HELD);
    expect(out).toEqual({ kind: 'send', action: { t: 'hcc.place', clearing: 9 } });
    const next = apply(m, HCC, (out as { action: unknown }).action);
    expect((next.state as RootState).map[8]!.tokens).toContainEqual({ seat: HCC, kind: 'flower', suit: 'bird' });
    // Not on the cathedral's clearing, nor off the map.
    expect(ri.drop(flower, spot(10).x, spot(10).z, p, NO_HELD)).toMatchObject({ kind: 'reject', code: 'ui/bad-flower-spot', message: expect.stringContaining('Hill, Dune') });
    expect(ri.drop(flower, 20, 12, p, NO_HELD)).toMatchObject({ kind: 'reject', code: 'ui/no-clearing' });
    // A click on a lit clearing places it too.
    expect(clickAction(piece(p, 'clearing-1'), p)).toEqual({ t: 'hcc.place', clearing: 1 });
    // The Legion and spectators may not touch it.
    for (const viewer of [QL, 'spectator'] as const) {
      const q = projectMatch(root, m, viewer);
      expect(ri.canDrag(piece(q, DRAWN_FLOWER_PIECE), q)).toBe(false);
      expect(ri.grabs?.(piece(q, BAG_PIECE), q)).toBeNull();
    }
  });

  it('every viewer sees the placed flower fly from beside the bag to its clearing', () => {
    const m = drawnBird();
    const next = apply(m, HCC, { t: 'hcc.place', clearing: 1 });
    for (const viewer of [HCC, QL, 'spectator'] as const) {
      const before = projectMatch(root, m, viewer);
      const after = projectMatch(root, next, viewer);
      const flights = flowerFlights(before, after);
      expect(flights).toHaveLength(1);
      const drawn = piece(before, DRAWN_FLOWER_PIECE);
      expect(flights[0]).toMatchObject({ face: 'flower-bird', from: [drawn.x, expect.any(Number), drawn.z], color: SUIT_COLORS.bird });
      const token = piece(after, `token-1-${HCC}-flower-bird`);
      expect([flights[0]!.to[0], flights[0]!.to[2]]).toEqual([token.x, token.z]);
    }
  });

  it('a draw flies out of the bag, and a flower spent at a cathedral flies back in', () => {
    const m = drawnBird();
    const before = projectMatch(root, m, QL);
    // The same position before the draw: the flower still in the bag, no pending placement.
    const s0 = structuredClone(m.state) as RootState;
    s0.stack = [];
    cs(s0).bag.push('bird');
    const earlier = projectMatch(root, { ...m, state: s0, version: m.version - 1 }, QL);
    const draw = flowerFlights(earlier, before);
    expect(draw).toHaveLength(1);
    const bag = piece(before, BAG_PIECE);
    expect(draw[0]!.from[0]).toBe(bag.x);
    expect(draw[0]!.from[2]).toBe(bag.z);
    // Spent: one fox flower leaves Beach (10) and the bag grows.
    const s1 = put(structuredClone(s0), 10, { flowers: ['fox'] });
    const s2 = structuredClone(s1);
    s2.map[9]!.tokens = s2.map[9]!.tokens.filter((t) => t.kind !== 'flower');
    cs(s2).bag.push('fox');
    const spent = flowerFlights(projectMatch(root, { ...m, state: s1 }, 'spectator'), projectMatch(root, { ...m, state: s2, version: m.version + 1 }, 'spectator'));
    expect(spent).toEqual([expect.objectContaining({ face: 'flower-fox', to: [bag.x, expect.any(Number), bag.z] })]);
    // Drawn and placed by the rules at once (one place only): straight from the bag's mouth.
    const s3 = put(structuredClone(s0), 9, { flowers: ['rabbit'] });
    const direct = flowerFlights(projectMatch(root, { ...m, state: s0 }, HCC), projectMatch(root, { ...m, state: s3, version: m.version + 2 }, HCC));
    const token = piece(projectMatch(root, { ...m, state: s3 }, HCC), `token-9-${HCC}-flower-rabbit`);
    expect(direct).toEqual([expect.objectContaining({ face: 'flower-rabbit', from: [bag.x, expect.any(Number), bag.z], to: [token.x, expect.any(Number), token.z] })]);
    // Flowers carried along by a move fly nowhere.
    const s4 = structuredClone(s3);
    s4.map[8]!.tokens = [];
    put(s4, 1, { flowers: [] }).map[0]!.tokens.push({ seat: HCC, kind: 'flower', suit: 'rabbit' });
    expect(flowerFlights(projectMatch(root, { ...m, state: s3 }, QL), projectMatch(root, { ...m, state: s4, version: m.version + 3 }, QL))).toEqual([]);
  });

  it('while Bloom is open, a click on the bag spends the bird card, asking which when there are several', () => {
    let s = put(blank(), 1, { w: [1, 0] });
    const [a, b] = give(s, HCC, 'bird-armorers', 'bird-sappers');
    s = at(s, HCC, 'birdsong', 'hcc-bloom');
    const p = projectMatch(root, matchOf(s), HCC);
    const bag = piece(p, BAG_PIECE);
    expect(clickAction(bag, p)).toBeNull();
    const choice = ri.clickChoice?.(bag, p);
    expect(choice?.options.map((o) => o.action)).toEqual([{ t: 'hcc.bloom', card: a }, { t: 'hcc.bloom', card: b }]);
    expect(choice?.options.map((o) => o.label)).toEqual(['Armorers', 'Sappers']);
    expect(ri.targets?.(p).has(BAG_PIECE)).toBe(true);
    s.players[HCC]!.hand = s.players[HCC]!.hand.slice(0, 1);
    const q = projectMatch(root, matchOf(s), HCC);
    expect(clickAction(piece(q, BAG_PIECE), q)).toEqual({ t: 'hcc.bloom', card: a });
  });
});

describe('root interaction: clicking clearings for every map choice', () => {
  it('lights the clearings a prompted action names and sends the only one, asking when several share a clearing', () => {
    // Offer: a cathedral in Hill (fox) with a fox and a bird flower: Score with either.
    let s = put(blank(), 1, { w: [1, 0], cathedral: true, flowers: ['fox', 'bird'] });
    s = at(s, HCC, 'daylight', 'hcc-offer');
    const p = projectMatch(root, matchOf(s), HCC);
    expect(ri.targets?.(p).has('clearing-1')).toBe(true);
    const hill = piece(p, 'clearing-1');
    expect(clickAction(hill, p)).toBeNull();
    const choice = ri.clickChoice?.(hill, p);
    expect(choice?.options.map((o) => o.label).sort()).toEqual(['Score: spend a bird flower', 'Score: spend a fox flower']);
    for (const o of choice!.options) expect(() => apply(matchOf(s), HCC, o.action)).not.toThrow();
    // A piece lying in the clearing (the cathedral) stands for the clearing too.
    const cathedral = Object.values(p.table.pieces).find((x) => x.id.startsWith('building-1-'))!;
    expect(ri.clickChoice?.(cathedral, p)?.options).toHaveLength(2);
    // Only a fox flower: the click scores at once.
    const t = structuredClone(s);
    t.map[0]!.tokens = t.map[0]!.tokens.filter((k) => k.suit !== 'bird');
    const q = projectMatch(root, matchOf(t), HCC);
    expect(clickAction(piece(q, 'clearing-1'), q)).toEqual({ t: 'hcc.score', clearing: 1, flower: 'fox' });
    expect(offerLabel({ prompt: q.prompts[0] as never, action: { t: 'hcc.score', clearing: 1, flower: 'fox' } }, null)).toBe('Score: spend a fox flower');
  });

  it('setup placements glow on every legal clearing and a click sends them', () => {
    const m = createMatch(root, {}, 2, 'setup') as Match;
    const p = projectMatch(root, m, HCC);
    const ids = choosableClearings(p);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) {
      const a = clickAction(piece(p, `clearing-${id}`), p);
      expect(a).toEqual({ t: 'hcc.setup', clearing: id });
    }
    const q = projectMatch(root, m, QL);
    expect(choosableClearings(q)).toEqual([]);
    expect(clickAction(piece(q, `clearing-${ids[0]!}`), q)).toBeNull();
  });
});
