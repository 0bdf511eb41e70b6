import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../engine/core/types.ts';
import { keepAt, keyLines, keyStep, lineText, pointerOnly, typeAhead } from './prompt-keys.ts';

const words = (a: Record<string, unknown>): string | null => (typeof a.to === 'string' ? `to ${a.to}` : null);

function prompt(key: string, label: string, actions: Array<Record<string, unknown>>): Prompt<unknown> {
  return { key, label, actions };
}

describe('the keyboard choices list', () => {
  it('a prompt with several legal actions can only be pointed at on the table, so it needs the list; one action is a button', () => {
    expect(pointerOnly(prompt('m', 'Move', [{ t: 'move', to: 'a' }, { t: 'move', to: 'b' }]))).toBe(true);
    expect(pointerOnly(prompt('e', 'End', [{ t: 'end' }]))).toBe(false);
  });

  it('every action of every prompt is on exactly one line, and a line sends only its prompt\'s own actions', () => {
    const prompts = [
      prompt('m', 'Move', [{ t: 'move', to: 'a' }, { t: 'move', to: 'b' }]),
      prompt('e', 'End the turn', [{ t: 'end' }]),
    ];
    const lines = keyLines(prompts, words);
    expect(lines.flatMap((l) => l.actions)).toEqual(prompts.flatMap((p) => p.actions));
    expect(lines.map(lineText)).toEqual(['Move — to a', 'Move — to b', 'End the turn']);
  });

  it('a line alone under its label reads as the label; prompts worded alike are told apart by the action\'s words', () => {
    const lines = keyLines([prompt('m1', 'Move 2', [{ t: 'move', to: 'a' }]), prompt('m2', 'Move 2', [{ t: 'move', to: 'b' }]), prompt('s', 'Skip', [{ t: 'skip', to: 'x' }])], words);
    expect(lines.map(lineText)).toEqual(['Move 2 — to a', 'Move 2 — to b', 'Skip']);
  });

  it('a tile placed by rotation: one line per place, its turns chosen on the line (sorted clockwise)', () => {
    const place = (x: number, rotation: number) => ({ t: 'place', x, y: 0, rotation });
    const lines = keyLines([prompt('place', 'Place the tile', [place(1, 180), place(1, 0), place(2, 90)])], () => 'here');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.turns).toEqual([0, 180]);
    expect(lines[0]!.actions).toEqual([place(1, 0), place(1, 180)]);
    expect(lines[1]!.turns).toBeNull();
    expect(lines[1]!.actions).toEqual([place(2, 90)]);
  });

  it('a tile\'s only legal place still says where it lies; a prompt\'s only other action reads as its label', () => {
    const lines = keyLines([prompt('place', 'Place the tile', [{ t: 'place', x: 1, y: 0, rotation: 90 }]), prompt('end', 'End', [{ t: 'end', to: 'x' }])], () => 'beside');
    expect(lines.map(lineText)).toEqual(['Place the tile — beside', 'End']);
  });

  it('lines still worded alike (two copies of one card) are numbered, so none reads like another', () => {
    const lines = keyLines([prompt('d', 'Discard', [{ t: 'discard', card: 'a1' }, { t: 'discard', card: 'a2' }])], () => 'Ambush');
    expect(lines.map(lineText)).toEqual(['Discard — Ambush', 'Discard — Ambush (2)']);
  });

  it('keys: arrows move round the list, Enter and Space take, Escape closes, Q / E turn only a line with turns, letters search', () => {
    const lines = [{ turns: null }, { turns: [0, 90, 270] }];
    expect(keyStep('ArrowDown', 1, lines, 0)).toEqual({ kind: 'move', index: 0 });
    expect(keyStep('ArrowUp', 0, lines, 0)).toEqual({ kind: 'move', index: 1 });
    expect(keyStep('End', 0, lines, 0)).toEqual({ kind: 'move', index: 1 });
    expect(keyStep('Enter', 0, lines, 0)).toEqual({ kind: 'send' });
    expect(keyStep(' ', 0, lines, 0)).toEqual({ kind: 'send' });
    expect(keyStep('Escape', 0, [], 0)).toEqual({ kind: 'close' });
    expect(keyStep('e', 1, lines, 2)).toEqual({ kind: 'turn', turn: 0 });
    expect(keyStep('Q', 1, lines, 0)).toEqual({ kind: 'turn', turn: 2 });
    expect(keyStep('e', 0, lines, 0)).toEqual({ kind: 'type', char: 'e' });
    expect(keyStep('Shift', 0, lines, 0)).toEqual({ kind: 'ignore' });
  });

  it('type-ahead finds the next line whose words start with the typed letters, ignoring case and accents', () => {
    const lines = [{ prompt: 'Élan', detail: null }, { prompt: 'Move', detail: 'to a' }, { prompt: 'Move', detail: 'to b' }];
    expect(typeAhead(lines, 'el', 0)).toBe(0);
    expect(typeAhead(lines, 'm', 2)).toBe(2);
    expect(typeAhead(lines, 'to', 0)).toBe(1);
    expect(typeAhead(lines, 'zz', 0)).toBe(-1);
  });

  it('when the prompts change, the list stays on the same line, else on the nearest one', () => {
    expect(keepAt('b', [{ id: 'a' }, { id: 'b' }], 0)).toBe(1);
    expect(keepAt('gone', [{ id: 'a' }, { id: 'b' }], 5)).toBe(1);
    expect(keepAt(null, [], 3)).toBe(0);
  });
});
