import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../engine/core/types.ts';
import { colorName, quotedValues, rollOf, rollText, type RollSummary } from './roll-log.ts';
import { commitLine, exportPath, revealLine, sha256Hex, shortHex } from './seed.ts';

const ROOT = ['0', '1', '2', '3', '0', '1', '2', '3', '0', '1', '2', '3'];

function rollEntry(dice: unknown[], seat = 0): LogEntry {
  return { v: 7, kind: 'roll', seat, text: 'Seat 1 rolled …', data: { dice } };
}

describe('roll log lines', () => {
  it('name each die by kind and colour with what it shows', () => {
    const entry = rollEntry([
      { id: 'die-d6a', sides: 6, value: 4, label: '4', labels: ['1', '2', '3', '4', '5', '6'], color: '#c0392b' },
      { id: 'die-combat', sides: 6, value: 2, label: '2', color: '#262626' },
      { id: 'die-d12', sides: 12, value: 7, label: '2', labels: ROOT },
    ]);
    const roll = rollOf(entry)!;
    expect(roll.seat).toBe(0);
    expect(roll.dice.map((d) => d.value)).toEqual([4, 2, 7]);
    expect(rollText(roll, 'Ann')).toBe('Ann rolled d6 (red) 4, d6 (black) 2, d12 2');
  });

  it('use the die’s own name when the event gives one', () => {
    const roll = rollOf(rollEntry([{ id: 'x', sides: 12, value: 1, label: '0', name: 'Root d12', color: '#e6b422' }]))!;
    expect(rollText(roll, 'Ben')).toBe('Ben rolled Root d12 (yellow) 0');
    const power = rollOf(rollEntry([{ id: 'p', sides: 6, value: 5, label: '5', name: 'Power die (purple)', color: '#8e44ad' }]))!;
    expect(rollText(power, 'Ben')).toBe('Ben rolled Power die (purple) 5');
  });

  it('leave other entries to the game’s text', () => {
    expect(rollOf({ v: 1, kind: 'move', text: 'Seat 1 moved a token.' })).toBeNull();
    expect(rollOf({ v: 1, kind: 'roll', text: 'x' })).toBeNull();
    expect(rollOf(rollEntry([]))).toBeNull();
    expect(rollOf(rollEntry([{ id: 'a', sides: '6', value: 1 }]))).toBeNull();
  });

  it('colour words', () => {
    const words = ['#c0392b', '#1f1f1f', '#8e44ad', '#27ae60', '#2e6fd8', '#e67e22', '#f5f0e1', '#4a4a4a', '#e6b422', '#7d5a3c', '#2e86de'].map(colorName);
    expect(words).toEqual(['red', 'black', 'purple', 'green', 'blue', 'orange', 'white', 'grey', 'yellow', 'brown', 'blue']);
    expect(colorName('tomato')).toBeNull();
  });
});

describe('a throw a game explains in its own sentence', () => {
  const roll = (...labels: string[]): RollSummary => ({ seat: 0, dice: labels.map((label, i) => ({ id: `d${i}`, name: 'd6', sides: 6, value: Number(label) || 1, label })) });
  /** The line as the log draws it: the text around the quoted values, each value once. */
  const drawn = (text: string, r: RollSummary): string => {
    const q = quotedValues(text, r)!;
    return q.before + r.dice.map((d, i) => (i > 0 ? q.joints[i - 1] : '') + `[${d.label}]`).join('') + q.after;
  };

  it('shows each value once, in the place the sentence quotes it (Explorers, Root)', () => {
    expect(drawn('Xylia rolls for the battle against the Cave Rat: 4, 2, 6.', roll('4', '2', '6'))).toBe('Xylia rolls for the battle against the Cave Rat: [4], [2], [6].');
    expect(drawn("Klethor rolls for The Bone Lord's combat skill: 3.", roll('3'))).toBe("Klethor rolls for The Bone Lord's combat skill: [3].");
    expect(drawn('Battle dice in Glade (fox): 2 and 1. The Clergy deal 2 hits.', roll('2', '1'))).toBe('Battle dice in Glade (fox): [2] and [1]. The Clergy deal 2 hits.');
  });

  it('leaves a sentence that does not quote the values as it is (the dice go first)', () => {
    expect(quotedValues('The battle in Glade is over.', roll('2', '1'))).toBeNull();
    // Other numbers, or the values in another order, are not the throw's.
    expect(quotedValues('Battle dice in Glade: 1 and 2.', roll('2', '1'))).toBeNull();
    expect(quotedValues('Xylia rolls: 4, 2, 6.', roll('4', '2'))).toBeNull();
  });
});

describe('seed lines', () => {
  const commit = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

  it('shorten the hex for the log', () => {
    expect(shortHex(commit)).toBe('9f86d081884c7d65…');
    expect(shortHex('abc')).toBe('abc');
    expect(commitLine(commit)).toBe('Seed committed: sha256 9f86d081884c7d65…');
    expect(revealLine('00112233445566778899')).toBe('Seed revealed: 0011223344556677…');
  });

  it('hash the revealed seed as the server does (sha256 of the text, hex)', async () => {
    expect(await sha256Hex('test')).toBe(commit);
  });

  it('link the saved game', () => {
    expect(exportPath('K7Q2XM')).toBe('/api/tables/K7Q2XM/export');
  });
});
