/** The log panel's lines in the reader's language (log-words.ts). */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../engine/core/types.ts';
import type { Say } from '../../engine/core/words.ts';
import { wordedLine, wordedLog } from './log-words.ts';

type View = { name: string };
const english: Say = (_id, v) => `${String(v?.name)} moved.`;
const french: Say = (_id, v) => `${String(v?.name)} a bougé.`;
const logText = (e: LogEntry, view: unknown, say: Say = english): string | undefined =>
  e.kind === 'move' ? say('test.log.moved', { name: (view as View).name }) : undefined;
const entry = (kind: string, text: string): LogEntry => ({ v: 1, kind, text });

describe('a log line is shown in the reader’s language where the game words it', () => {
  it('a line the game words with the current view as it was logged is worded with the reader’s say', () => {
    expect(wordedLine(entry('move', 'Seat 1 moved.'), { name: 'Seat 1' }, logText, french)).toBe('Seat 1 a bougé.');
  });

  it('a line whose words the current view no longer gives back keeps its logged text', () => {
    expect(wordedLine(entry('move', 'Seat 1 moved.'), { name: 'Seat 2' }, logText, french)).toBe('Seat 1 moved.');
  });

  it('a line the game cannot word, or a game with no logText, keeps its logged text', () => {
    expect(wordedLine(entry('chat', 'Hello.'), { name: 'x' }, logText, french)).toBe('Hello.');
    expect(wordedLine(entry('move', 'Seat 1 moved.'), { name: 'Seat 1' }, undefined, french)).toBe('Seat 1 moved.');
  });

  it('in English the log is shown as it came', () => {
    const log = [entry('move', 'Seat 1 moved.')];
    expect(wordedLog(log, { name: 'Seat 1' }, logText, french, true)).toBe(log);
    expect(wordedLog(log, { name: 'Seat 1' }, logText, french, false)[0]?.text).toBe('Seat 1 a bougé.');
  });
});
