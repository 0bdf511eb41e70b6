import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match, type Projection } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { AUTUMN_MAP } from '../../../engine/games/root/data/autumn-map.ts';
import { ls } from '../../../engine/games/root/factions/legion/state.ts';
import { root } from '../../../engine/games/root/index.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { clearingSpot } from '../../../engine/games/root/table.ts';
import { at, blank, HCC, put, QL } from '../../../tests/engine/root/fixtures.ts';
import { interactionFor } from '../index.ts';
import { NO_HELD } from '../types.ts';
import { battlesAt, clearingAt, clickAction, moveDestinations, rootInteraction as ri, stackOf } from './interaction.ts';

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

  it('a drop on a lit clearing sends the move with the whole stack, which the rules accept', () => {
    const stack = movable[0]!;
    const from = stackOf(stack)!.clearing;
    const [to, move] = [...moveDestinations(p, from)][0]!;
    const out = ri.drop(stack, spot(to).x + 0.8, spot(to).z - 0.6, p, NO_HELD);
    expect(out).toEqual({ kind: 'send', action: move });
    expect(move.n).toBe(stack.count);
    const next = apply(m, seat, (out as { action: unknown }).action).state as RootState;
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
    expect(out).toEqual({ kind: 'send', action: { t: 'move', from: 9, to: 4, n: 3 } });
    expect((apply(m, HCC, (out as { action: unknown }).action).state as RootState).map[3]!.warriors[HCC]).toBe(3);
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

  it('finds the clearing under a point, with a little slack at the rim', () => {
    const s = spot(10);
    expect(clearingAt(s.x, s.z)).toBe(10);
    expect(clearingAt(s.x + 2.3, s.z)).toBe(10);
    expect(clearingAt(s.x + 3.5, s.z + 3.5)).toBeNull();
    expect(interactionFor('root').id).toBe('root');
  });
});
