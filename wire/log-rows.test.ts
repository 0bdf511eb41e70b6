import { describe, expect, it } from 'vitest';
import { createMatch, projectView, type Match } from '../engine/core/match.ts';
import { isRuleError } from '../engine/core/result.ts';
import type { LogEntry, Viewer } from '../engine/core/types.ts';
import { act } from '../engine/core/undo.ts';
import { games } from '../engine/games/registry.ts';
import { choose, picker } from '../tests/room/random-play.ts';
import { fromLogRow, toLogRow } from './log-rows.ts';

describe('a log entry travels as a row and reads back as the same entry', () => {
  it('every entry of random play in every game, for every viewer, to the byte', () => {
    for (const game of Object.values(games)) {
      const seats = Math.max(2, game.minSeats);
      const created = createMatch(game, {}, seats, `log-rows:${game.id}`);
      if (isRuleError(created)) throw new Error(`${game.id}: ${created.message}`);
      let match: Match = created;
      const pick = picker(`log-rows:${game.id}`);
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
      let entries = 0;
      for (let i = 0; i < 150 && !game.status(match.state).over; i++) {
        const choice = choose(seats, (seat) => game.prompts(match.state, seat), pick);
        if (!choice) break;
        const r = act(game, match, choice.seat, choice.action);
        if (isRuleError(r)) continue;
        match = r.match;
      }
      for (const viewer of viewers) {
        for (const entry of projectView(game, match, viewer).log) {
          const back = fromLogRow(JSON.parse(JSON.stringify(toLogRow(entry))));
          expect(JSON.stringify(back), game.id).toBe(JSON.stringify(entry));
          entries++;
        }
      }
      expect(entries, game.id).toBeGreaterThan(0);
    }
  });

  it('members an entry lacks are null, and those at the end are left off', () => {
    expect(toLogRow({ v: 3, kind: 'setup', text: 'Set.' })).toEqual([3, 'setup', 'Set.']);
    expect(toLogRow({ v: 3, kind: 'move', seat: 1 } as LogEntry)).toEqual([3, 'move', null, 1]);
    expect(toLogRow({ v: 3, kind: 'draw', text: 'Drew.', data: { n: 1 } })).toEqual([3, 'draw', 'Drew.', null, null, { n: 1 }]);
    expect(toLogRow({ v: 3, kind: 'shuffle', text: 'Shuffled.', commit: 'ab' })).toEqual([3, 'shuffle', 'Shuffled.', null, 'ab']);
    expect(fromLogRow([3, 'move', null, 1])).toStrictEqual({ v: 3, kind: 'move', seat: 1 });
  });

  it('anything that is not a row the room writes is refused', () => {
    for (const bad of [null, {}, 'row', [3], [3, 'k', 't', 0, 'c', {}, 'extra'], ['3', 'k'], [3.5, 'k'], [3, 7], [3, 'k', 5], [3, 'k', null, 'one'], [3, 'k', null, null, 9]]) {
      expect(() => fromLogRow(bad), JSON.stringify(bad)).toThrow();
    }
  });
});
