import { describe, expect, it } from 'vitest';
import { cloneJson, isMadePlain } from '../../../engine/core/clone.ts';
import { applyAction } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { pickPrompt } from '../../../scripts/sim.ts';
import { act, newTable } from '../../helpers/sandbox.ts';

/**
 * DESIGN §3 and the room's cost per move: an action copies only the pieces it changes, and
 * what the free table makes of a piece (its view, its prompts and actions) is made once
 * and kept for as long as the piece is, so a move makes one piece's view and prompts anew
 * and every viewer's projection keeps the rest by identity.
 */
describe('the free table shares what an action left alone', () => {
  it('an action copies only the pieces it changes; the state before keeps its own', () => {
    const before = newTable(4);
    const text = JSON.stringify(before.state);
    const after = act(before, 1, { t: 'move', id: 'meeple-2-1', x: 3, z: 4 }).match;
    const changed = Object.keys(after.state.pieces).filter((id) => after.state.pieces[id] !== before.state.pieces[id]);
    expect(changed).toEqual(['meeple-2-1']);
    expect(JSON.stringify(before.state)).toBe(text);
    expect(after.state.pieces['meeple-2-1']).toMatchObject({ x: 3, z: 4 });
  });

  it('pieces resting on a moved piece are copied as they settle, the state before unchanged', () => {
    // A meeple dropped onto a tile, then the tile moved away: the meeple settles to the table.
    let m = newTable(2);
    const tile = Object.values(m.state.pieces).find((p) => p.kind === 'tile')!;
    m = act(m, 0, { t: 'move', id: 'meeple-1-1', x: tile.x, z: tile.z }).match;
    const resting = m.state.pieces['meeple-1-1']!;
    expect(resting.y).toBeGreaterThan(0);
    const text = JSON.stringify(m.state);
    const next = act(m, 0, { t: 'move', id: tile.id, x: -18, z: -7 }).match;
    expect(next.state.pieces['meeple-1-1']).not.toBe(resting);
    expect(next.state.pieces['meeple-1-1']!.y).toBe(0);
    expect(resting.y).toBeGreaterThan(0);
    expect(JSON.stringify(m.state)).toBe(text);
  });

  it('after a move, every other piece view and every prompt the move did not change is the very one it was, for every seat', () => {
    const m0 = act(newTable(4), 0, { t: 'move', id: 'meeple-1-1', x: 0, z: 0 }).match;
    const m1 = act(m0, 1, { t: 'move', id: 'meeple-2-1', x: 3, z: 4 }).match;
    const table = sandbox.view(m1.state, 'spectator').pieces;
    expect(isMadePlain(table)).toBe(true);
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      const v0 = sandbox.view(m0.state, viewer);
      const v1 = sandbox.view(m1.state, viewer);
      // A piece looks the same to everyone: one table of pieces for every viewer of a state.
      expect(v1.pieces).toBe(table);
      for (const id of Object.keys(v1.pieces)) {
        if (id === 'meeple-2-1') expect(v1.pieces[id]).not.toBe(v0.pieces[id]);
        else expect(v1.pieces[id], id).toBe(v0.pieces[id]);
      }
    }
    for (let seat = 0; seat < 4; seat++) {
      const before = new Map(sandbox.prompts(m0.state, seat).map((p) => [p.key, p]));
      const after = sandbox.prompts(m1.state, seat);
      const kept = after.filter((p) => p === before.get(p.key)).map((p) => p.key);
      const made = after.filter((p) => p !== before.get(p.key)).map((p) => p.key);
      // The moved meeple's own offers changed (its move spot, whether it can turn, and so the
      // lists its lock and removal stand in); every other prompt is the one made before.
      expect(made.every((k) => ['move', 'rotate', 'lock', 'remove'].includes(k)), made.join()).toBe(true);
      expect(kept.length).toBeGreaterThan(10);
      // Its other actions are the very actions they were.
      const moves0 = before.get('move')!.actions;
      const moves1 = after.find((p) => p.key === 'move')!.actions;
      const same = moves1.filter((a) => moves0.includes(a)).length;
      expect(same).toBe(moves1.length - 1);
    }
  });

  it('what is kept reads exactly as what a state copied whole gives, through random play', () => {
    // A state copied whole is not one the match layer made, so it is read afresh: the kept
    // views and prompts of the real states must equal it at every step.
    for (const seats of [1, 3]) {
      let m = newTable(seats, `sharing:${seats}`);
      const rng = new Rng(seedRng(`sharing:${seats}`));
      for (let n = 0; n < 250; n++) {
        const fresh = cloneJson(m.state) as SandboxState;
        for (let viewer = 0; viewer <= seats; viewer++) {
          const who = viewer === seats ? 'spectator' : viewer;
          expect(JSON.stringify(sandbox.view(m.state, who))).toBe(JSON.stringify(sandbox.view(fresh, who)));
          if (who !== 'spectator') expect(JSON.stringify(sandbox.prompts(m.state, who))).toBe(JSON.stringify(sandbox.prompts(fresh, who)));
        }
        const seat = rng.int(seats);
        const prompts = sandbox.prompts(m.state, seat).filter((p: Prompt<unknown>) => p.actions.length > 0 && !p.ends);
        const r = applyAction(sandbox, m, seat, rng.pick(pickPrompt(prompts, rng).actions));
        if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
        m = r.match as typeof m;
      }
    }
  });

  it('a state its holder changes in place (a bot rollout) is never read from what was kept', () => {
    const m = act(newTable(2), 0, { t: 'move', id: 'meeple-1-1', x: 0, z: 0 }).match;
    const own = cloneJson(m.state) as SandboxState;
    const before = JSON.stringify(sandbox.prompts(own, 0));
    const applied = sandbox.apply(own, 0, { t: 'draw', deck: 'deck', n: 1, to: 'table', from: 'top' }, new Rng(seedRng('x')));
    if (isRuleError(applied)) throw new Error(applied.code);
    expect(applied.state).toBe(own);
    expect(JSON.stringify(sandbox.prompts(own, 0))).not.toBe(before);
    expect(JSON.stringify(sandbox.prompts(own, 0))).toBe(JSON.stringify(sandbox.prompts(cloneJson(own), 0)));
    expect(Object.keys(sandbox.view(own, 0).pieces).length).toBe(Object.keys(m.state.pieces).length + 1);
  });
});
