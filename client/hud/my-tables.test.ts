import { describe, expect, it } from 'vitest';
import type { MyTable } from '../../wire/account-protocol.ts';
import { clockLine, clockWords, turnLine } from './MyTables.tsx';

const row = (over: Partial<MyTable>): MyTable => ({
  code: 'ABCDEF', gameId: 'g', gameName: 'G', seat: 0, players: ['Alice', 'Bob', null], waitingOn: [], yourTurn: false,
  clock: null, lastMove: null, createdAt: 0, finishedAt: null, ...over,
});

describe('My tables rows', () => {
  it('MINE.UI.1 a clock in words, a running one read at now', () => {
    expect(clockWords((2 * 60 + 10) * 60_000)).toBe('2 h 10 min');
    expect(clockWords(3 * 86_400_000 + 4 * 3_600_000 + 5)).toBe('3 d 4 h');
    expect(clockWords(45_900)).toBe('45 s');
    expect(clockWords(-5)).toBe('0 s');
    expect(clockLine({ kind: 'realtime', leftMs: 600_000, running: true, at: 1_000 }, 1_000 + 120_000)).toBe('8 min left · running');
    expect(clockLine({ kind: 'turn', leftMs: 7_200_000, running: false, at: 0 }, 999_999)).toBe('2 h left');
  });

  it('MINE.UI.2 whose turn: yours, or the names the game waits on', () => {
    expect(turnLine(row({ waitingOn: [0], yourTurn: true }))).toBe('Your turn');
    expect(turnLine(row({ waitingOn: [1, 2] }))).toBe('Waiting on Bob, Seat 3');
    expect(turnLine(row({}))).toBe('Nobody to play');
  });
});
