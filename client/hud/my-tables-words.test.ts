/** My tables' last move in the reader's language (my-tables-words.ts). */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../engine/core/types.ts';
import type { Say } from '../../engine/core/words.ts';
import type { MyTable } from '../../wire/account-protocol.ts';
import type { ClientGame } from '../kit/types.ts';
import { lastMoveText, wordsLastMove } from './my-tables-words.ts';

type View = { where: string };
const english: Say = (_id, v) => `${String(v?.who)} went to ${String(v?.where)}.`;
const french: Say = (_id, v) => `${String(v?.who)} est allé à ${String(v?.where)}.`;
const game = {
  logText: (e: LogEntry, view: unknown, say: Say = english) => (e.kind === 'go' ? say('test.log.went', { who: 'Seat 2', where: (view as View).where }) : undefined),
} as ClientGame;
const entry: LogEntry = { v: 3, kind: 'go', seat: 1, text: 'Seat 2 went to Glade.' };
const table = (lastMove: MyTable['lastMove']): MyTable => ({ players: ['Ann', 'Bo'], lastMove } as MyTable);

describe('My tables’ last move, worded for the reader', () => {
  it('MY.W4 the game words the entry from its part of the view in the reader’s language, each seat named from the players', () => {
    const t = table({ text: 'Bo went to Glade.', at: 1, entry, view: { where: 'Glade' } });
    expect(wordsLastMove(t)).toBe(true);
    expect(lastMoveText(t, game, french)).toBe('Bo est allé à Glade.');
    expect(lastMoveText(t, game, english)).toBe('Bo went to Glade.');
  });

  it('MY.W5 without its data, its game’s client, or where the part no longer words the same line, the server’s line shows', () => {
    expect(lastMoveText(table({ text: 'Bo went to Glade.', at: 1 }), game, french)).toBe('Bo went to Glade.');
    expect(wordsLastMove(table({ text: 'Bo went to Glade.', at: 1 }))).toBe(false);
    expect(lastMoveText(table({ text: 'Bo went to Glade.', at: 1, entry, view: { where: 'Glade' } }), undefined, french)).toBe('Bo went to Glade.');
    expect(lastMoveText(table({ text: 'Bo went to Glade.', at: 1, entry, view: { where: 'Marsh' } }), game, french)).toBe('Bo went to Glade.');
    expect(lastMoveText(table(null), game, french)).toBeNull();
  });
});
