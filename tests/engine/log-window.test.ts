/**
 * DESIGN §2.3 and the room's cost per action: the log a projection carries is made once
 * for every viewer where no entry in it holds a secret, and per viewer where one does
 * (that entry reads differently to the seats entitled to it).
 */
import { describe, expect, it } from 'vitest';
import { appendLog, projectView, PROJECTED_LOG_LENGTH, type LoggedEvent, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';

const game = { id: 'g', view: () => ({}), prompts: () => [], status: () => ({ over: false }) } as unknown as AnyGameModule;

function matchWith(log: LoggedEvent[]): Match {
  return { gameId: 'g', version: log.length, seats: 2, options: {}, rng: { s: [1, 2, 3, 4] }, state: {}, log };
}

const line = (v: number): LoggedEvent => ({ v, kind: 'move', text: `Move ${v}.`, seat: v % 2 });

describe('the projected log window', () => {
  it('a window without a secret is one frozen array for every viewer, of the last PROJECTED_LOG_LENGTH entries', () => {
    const log = appendLog([], Array.from({ length: PROJECTED_LOG_LENGTH + 5 }, (_, i) => line(i + 1)));
    const m = matchWith(log);
    const seen = ([0, 1, 'spectator'] as const).map((viewer) => projectView(game, m, viewer).log);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(seen[0]!.map((e) => e.v)).toEqual(Array.from({ length: PROJECTED_LOG_LENGTH }, (_, i) => i + 6));
    // The next action's log is a new array: its window is made again.
    const next = matchWith(appendLog(log, [line(106)]));
    expect(projectView(game, next, 0).log.at(-1)).toMatchObject({ v: 106, text: 'Move 106.' });
  });

  it('a window holding a secret is each viewer\'s own, the secret shown only to its seats', () => {
    const drawn: LoggedEvent = { v: 3, kind: 'draw', text: 'Seat 1 drew a card.', seat: 0, secret: { seats: [0], text: 'You drew the Fox.' } };
    const m = matchWith(appendLog([], [line(1), line(2), drawn]));
    const mine = projectView(game, m, 0).log;
    const theirs = projectView(game, m, 1).log;
    const watching = projectView(game, m, 'spectator').log;
    expect(mine).not.toBe(theirs);
    expect(theirs).not.toBe(watching);
    expect(mine.at(-1)!.text).toBe('You drew the Fox.');
    expect(theirs.at(-1)!.text).toBe('Seat 1 drew a card.');
    expect(watching.at(-1)!.text).toBe('Seat 1 drew a card.');
    // The entries without a secret are still shared.
    expect(mine[0]).toBe(theirs[0]);
  });
});
