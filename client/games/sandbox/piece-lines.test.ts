import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { groupMove, sandboxHotkey, sandboxMenuItems } from './piece-lines.ts';
import { addWords } from '../../words/say.ts';
import { sandboxWords } from './words/index.ts';

// The free table's words, as its manifest adds them when its client loads.
addWords(sandboxWords);

const piece = (id: string, kind: TablePiece['kind'], extra: Partial<TablePiece> = {}): TablePiece => ({
  id, kind, model: kind, x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true, ...extra,
});

describe('the free table\'s piece menu', () => {
  it('raises and lowers a counter by one and by five', () => {
    const items = sandboxMenuItems(piece('c', 'counter', { value: 3 }), [], false);
    expect(items.slice(0, 4).map((i) => i.label)).toEqual(['+1', '−1', '+5', '−5']);
    expect(items[3]!.actions).toEqual([{ t: 'count', id: 'c', by: -5 }]);
  });
  it('locks a loose piece and unlocks a locked one', () => {
    expect(sandboxMenuItems(piece('m', 'meeple'), [], false)).toEqual([{ label: 'Lock in place', actions: [{ t: 'lock', id: 'm', locked: true }] }]);
    expect(sandboxMenuItems(piece('b', 'board', { locked: true }), [], false)[0]).toEqual({ label: 'Unlock', actions: [{ t: 'lock', id: 'b', locked: false }] });
  });
  it('offers removal only to a player with the right to change the box', () => {
    expect(sandboxMenuItems(piece('m', 'meeple'), [], false).some((i) => i.label.startsWith('Remove'))).toBe(false);
    expect(sandboxMenuItems(piece('m', 'meeple'), [], true).at(-1)).toEqual({ label: 'Remove from the table', actions: [{ t: 'remove', id: 'm' }] });
  });
  it('acts on the whole selection when the piece is part of it', () => {
    const a = piece('a', 'token');
    const b = piece('b', 'token');
    const items = sandboxMenuItems(a, [a, b], true);
    expect(items.map((i) => i.label)).toEqual(['Lock in place (2)', 'Remove from the table (2)']);
    expect(items[1]!.actions).toEqual([{ t: 'remove', id: 'a' }, { t: 'remove', id: 'b' }]);
    expect(sandboxMenuItems(piece('c', 'token'), [a, b], true)[1]!.actions).toEqual([{ t: 'remove', id: 'c' }]);
  });
});

describe('a selection dragged as one', () => {
  const pieces = { a: piece('a', 'token'), b: piece('b', 'die'), l: piece('l', 'board', { locked: true, draggable: false }) };
  it('moves every selected piece that may move by the same offset', () => {
    expect(groupMove(['a', 'b', 'l', 'gone'], 1.234, -2, pieces)).toEqual({ t: 'moveGroup', ids: ['a', 'b'], dx: 1.23, dz: -2 });
  });
  it('sends nothing for no offset or nothing movable', () => {
    expect(groupMove(['a', 'b'], 0.001, 0, pieces)).toBeNull();
    expect(groupMove(['l'], 3, 3, pieces)).toBeNull();
  });
});

describe('the free table\'s own keys', () => {
  const a = piece('a', 'counter');
  const b = piece('b', 'token', { locked: true });
  it('L locks the piece under the pointer, or unlocks the selection it is part of', () => {
    expect(sandboxHotkey('l', a, [], false)).toEqual([{ t: 'lock', id: 'a', locked: true }]);
    expect(sandboxHotkey('L', b, [b, a], false)).toEqual([{ t: 'lock', id: 'b', locked: false }, { t: 'lock', id: 'a', locked: false }]);
  });
  it('+ and − step the counters among the targets by one', () => {
    expect(sandboxHotkey('+', a, [], false)).toEqual([{ t: 'count', id: 'a', by: 1 }]);
    expect(sandboxHotkey('-', null, [a, b], false)).toEqual([{ t: 'count', id: 'a', by: -1 }]);
    expect(sandboxHotkey('+', b, [], false)).toEqual([]);
  });
  it('Delete removes only for a player who may change the box', () => {
    expect(sandboxHotkey('Delete', a, [], false)).toBeNull();
    expect(sandboxHotkey('Delete', a, [], true)).toEqual([{ t: 'remove', id: 'a' }]);
  });
  it('means nothing with nothing under the pointer or selected, or for another key', () => {
    expect(sandboxHotkey('l', null, [], true)).toBeNull();
    expect(sandboxHotkey('x', a, [], true)).toBeNull();
  });
});
