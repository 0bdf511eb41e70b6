import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import { hotkeyCommand, hotkeyTargets } from './hotkey-map.ts';

function piece(id: string, kind: TablePiece['kind']): TablePiece {
  return { id, kind, model: kind, x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true };
}

const card = piece('c1', 'card');
const die1 = piece('d1', 'die');
const die2 = piece('d2', 'die');
const deck = piece('k', 'deck');
const bag = piece('b', 'bag');

describe('hotkeys', () => {
  it('act on the hovered piece, or the selection when it is hovered or nothing is', () => {
    expect(hotkeyTargets(card, [die1, die2])).toEqual([card]);
    expect(hotkeyTargets(die1, [die1, die2])).toEqual([die1, die2]);
    expect(hotkeyTargets(null, [die1])).toEqual([die1]);
  });

  it('A opens the seat\'s choices as a list (keyboard play); a spectator has none', () => {
    expect(hotkeyCommand('a', { hovered: null, selected: [], canAct: true })).toEqual({ type: 'choices' });
    expect(hotkeyCommand('A', { hovered: card, selected: [], canAct: true })).toEqual({ type: 'choices' });
    expect(hotkeyCommand('a', { hovered: null, selected: [], canAct: false })).toBeNull();
  });

  it('F flips, Q/E rotate', () => {
    const ctx = { hovered: card, selected: [], canAct: true };
    expect(hotkeyCommand('f', ctx)).toEqual({ type: 'intents', actions: [{ t: 'flip', id: 'c1' }] });
    expect(hotkeyCommand('F', ctx)).toEqual({ type: 'intents', actions: [{ t: 'flip', id: 'c1' }] });
    expect(hotkeyCommand('q', ctx)).toEqual({ type: 'intents', actions: [{ t: 'rotate', id: 'c1', dir: -1 }] });
    expect(hotkeyCommand('e', ctx)).toEqual({ type: 'intents', actions: [{ t: 'rotate', id: 'c1', dir: 1 }] });
    expect(hotkeyCommand('f', { hovered: bag, selected: [], canAct: true })).toBeNull();
  });

  it('R rolls every selected die at once, or shuffles a deck', () => {
    expect(hotkeyCommand('r', { hovered: null, selected: [die1, die2, card], canAct: true })).toEqual({
      type: 'intents', actions: [{ t: 'roll', ids: ['d1', 'd2'] }],
    });
    // Twenty-five selected dice: still one throw, of the first twenty (the roll's limit).
    const many = Array.from({ length: 25 }, (_, i) => piece(`d${i}`, 'die'));
    const cmd = hotkeyCommand('r', { hovered: many[3]!, selected: many, canAct: true });
    expect(cmd?.type === 'intents' ? cmd.actions : []).toEqual([{ t: 'roll', ids: many.slice(0, 20).map((p) => p.id) }]);
    expect(hotkeyCommand('r', { hovered: deck, selected: [], canAct: true })).toEqual({
      type: 'intents', actions: [{ t: 'shuffle', deck: 'k' }],
    });
  });

  it('number keys draw from the hovered deck', () => {
    expect(hotkeyCommand('3', { hovered: deck, selected: [], canAct: true })).toEqual({
      type: 'intents', actions: [{ t: 'draw', deck: 'k', n: 3, to: 'hand', from: 'top' }],
    });
    expect(hotkeyCommand('3', { hovered: card, selected: [], canAct: true })).toBeNull();
    expect(hotkeyCommand('0', { hovered: deck, selected: [], canAct: true })).toBeNull();
  });

  it('T, H/? and Escape are local; spectators get only those', () => {
    const spectator = { hovered: die1, selected: [], canAct: false };
    expect(hotkeyCommand('t', spectator)).toEqual({ type: 'topDown' });
    expect(hotkeyCommand('?', spectator)).toEqual({ type: 'help' });
    expect(hotkeyCommand('h', spectator)).toEqual({ type: 'help' });
    expect(hotkeyCommand('Escape', spectator)).toEqual({ type: 'escape' });
    expect(hotkeyCommand('r', spectator)).toBeNull();
    expect(hotkeyCommand('f', spectator)).toBeNull();
  });
});
