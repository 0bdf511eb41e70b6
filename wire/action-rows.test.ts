import { describe, expect, it } from 'vitest';
import { frozenPlain } from '../engine/core/clone.ts';
import { createMatch, type Match, type ViewProjection } from '../engine/core/match.ts';
import { isRuleError } from '../engine/core/result.ts';
import { act, viewWithUndo } from '../engine/core/undo.ts';
import { games } from '../engine/games/registry.ts';
import { applyWirePatch } from './json-patch.ts';
import { choose, picker } from '../tests/room/random-play.ts';
import { wireOps } from './protocol.ts';
import { packActions, unpackActions, withActionRows, withActions } from './action-rows.ts';
import { diff } from './json-diff.ts';
import { toWire } from './projection.ts';

describe('prompts with their actions as rows', () => {
  it('pack actions of one shape as a header and a row each, keys left out only at the end', () => {
    const moves = [{ t: 'move', from: 3, to: 6, n: 1 }, { t: 'move', from: 3, to: 6, n: 1, carry: ['flower'] }];
    const rows = packActions(moves);
    expect(rows).toEqual([['move', 'from', 'to', 'n', 'carry'], [3, 6, 1], [3, 6, 1, ['flower']]]);
    expect(JSON.stringify(unpackActions(rows!))).toBe(JSON.stringify(moves));
  });

  it('leave alone a list of mixed kinds, of keys in another order, a key missing in the middle, or of one action', () => {
    expect(packActions([{ t: 'a', x: 1 }, { t: 'b', x: 1 }])).toBeNull();
    expect(packActions([{ t: 'a', x: 1, y: 2 }, { t: 'a', y: 2, x: 1 }])).toBeNull();
    expect(packActions([{ t: 'a', x: 1, y: 2 }, { t: 'a', y: 2 }])).toBeNull();
    expect(packActions([{ x: 1, t: 'a' }, { x: 2, t: 'a' }])).toBeNull();
    expect(packActions([{ t: 'a', x: 1 }])).toBeNull();
  });

  it('unpack a key named __proto__ as a plain key, and refuse rows longer than their header', () => {
    const [action] = unpackActions([['a', '__proto__'], [{ polluted: true }]]);
    expect(Object.getPrototypeOf(action)).toBe(Object.prototype);
    expect(Object.keys(action!)).toEqual(['t', '__proto__']);
    expect(() => unpackActions([['a', 'x'], [1, 2]])).toThrow(/does not fit/);
    expect(() => unpackActions([[1], []])).toThrow(/header/);
  });

  it('unpack a malformed packed list to a prompt that offers nothing, without throwing', () => {
    const p = { gameId: 'g', version: 1, viewer: 0, view: {}, status: { over: false }, log: [], prompts: [{ key: 'k', label: 'L', actions: [['a', 'x'], [1, 2, 3]] }] } as unknown as ViewProjection;
    expect(withActions(p).prompts[0]!.actions).toEqual([]);
  });

  it('unpack an unchanged prompt to the same object, so the HUD sees no change', () => {
    const wire = withActionRows({ prompts: [{ key: 'k', label: 'L', actions: [{ t: 'a', x: 1 }, { t: 'a', x: 2 }] }, { key: 'one', label: 'O', actions: [{ t: 'b' }] }] });
    const p = { gameId: 'g', version: 1, viewer: 0, view: {}, status: { over: false }, log: [], ...wire } as unknown as ViewProjection;
    const first = withActions(p);
    const second = withActions({ ...p, version: 2 });
    expect(second.prompts[0]).toBe(first.prompts[0]);
    expect(second.prompts[1]).toBe(p.prompts[1]);
    const plain = { ...p, prompts: [p.prompts[1]!] };
    expect(withActions(plain)).toBe(plain);
  });

  it('pack a prompt a game keeps once: the same packed prompt each time, the same row for each kept action', () => {
    const a1 = frozenPlain({ t: 'move', id: 'a', x: 1 });
    const a2 = frozenPlain({ t: 'move', id: 'b', x: 2 });
    const kept = frozenPlain({ key: 'move', label: 'Move', actions: [a1, a2] });
    const first = withActionRows({ prompts: [kept] }).prompts[0]!;
    expect(first.actions).toEqual([['move', 'id', 'x'], ['a', 1], ['b', 2]]);
    expect(withActionRows({ prompts: [kept] }).prompts[0]).toBe(first);
    // Another prompt with one action changed: the unchanged action's row is the row it had.
    const a3 = frozenPlain({ t: 'move', id: 'b', x: 3 });
    const next = withActionRows({ prompts: [frozenPlain({ key: 'move', label: 'Move', actions: [a1, a3] })] }).prompts[0]!;
    expect(next.actions[1]).toBe(first.actions[1]);
    expect(next.actions[2]).toEqual(['b', 3]);
    // A prompt nobody keeps is packed afresh, as before.
    const loose = { key: 'move', label: 'Move', actions: [{ t: 'move', id: 'a', x: 1 }, { t: 'move', id: 'b', x: 2 }] };
    expect(withActionRows({ prompts: [loose] }).prompts[0]).not.toBe(withActionRows({ prompts: [loose] }).prompts[0]);
  });

  // Every registered game in random play: what the client unpacks, snapshot then patches,
  // is each seat's prompts exactly as the engine wrote them.
  for (const [id, module] of Object.entries(games)) {
    it(`round-trip every prompt of ${id} through the room's encoding and the client's patches`, () => {
      const seats = Math.max(2, module.minSeats);
      const created = createMatch(module, {}, seats, `rows:${id}`);
      if (isRuleError(created)) throw new Error(created.message);
      let match: Match = created;
      // As the room projects each seat (server/room/sync.ts `project`).
      const project = (s: number, prev?: ViewProjection): ViewProjection => toWire(viewWithUndo(module, match, s), module, prev);
      let held = Array.from({ length: seats }, (_, s) => project(s));
      const pick = picker(`rows:${id}`);
      let packed = 0;
      for (let i = 0; i < 150 && !module.status(match.state).over; i++) {
        const choice = choose(seats, (s) => module.prompts(match.state, s), pick);
        if (!choice) break;
        const r = act(module, match, choice.seat, choice.action);
        if (isRuleError(r)) continue;
        match = r.match;
        held = held.map((before, s) => {
          const next = project(s, before);
          const got = applyWirePatch(before, { from: before.version, to: next.version, ops: wireOps(diff(before, next)) });
          packed += got.prompts.filter((x) => Array.isArray(x.actions[0])).length;
          expect(withActions(got).prompts).toEqual(JSON.parse(JSON.stringify(module.prompts(match.state, s))));
          return got;
        });
      }
      expect(packed).toBeGreaterThan(0);
    });
  }
});
