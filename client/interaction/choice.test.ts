import { describe, expect, it } from 'vitest';
import { choiceDigits, choiceKey, choiceStillOffered } from './choice.ts';

const three = [{}, {}, {}];

describe('choice popup keys', () => {
  it('arrows move the highlight round the answers', () => {
    expect(choiceKey('ArrowDown', 0, three)).toEqual({ kind: 'move', index: 1 });
    expect(choiceKey('ArrowDown', 2, three)).toEqual({ kind: 'move', index: 0 });
    expect(choiceKey('ArrowUp', 0, three)).toEqual({ kind: 'move', index: 2 });
    expect(choiceKey('ArrowRight', 1, three)).toEqual({ kind: 'move', index: 2 });
    expect(choiceKey('ArrowLeft', 1, three)).toEqual({ kind: 'move', index: 0 });
  });

  it('Enter or Space takes the highlighted answer, a digit takes that answer, Escape asks nothing', () => {
    expect(choiceKey('Enter', 1, three)).toEqual({ kind: 'pick', index: 1 });
    expect(choiceKey(' ', 0, three)).toEqual({ kind: 'pick', index: 0 });
    expect(choiceKey('Enter', 7, three)).toEqual({ kind: 'pick', index: 2 });
    expect(choiceKey('3', 0, three)).toEqual({ kind: 'pick', index: 2 });
    expect(choiceKey('4', 0, three)).toEqual({ kind: 'ignore' });
    expect(choiceKey('0', 0, three)).toEqual({ kind: 'ignore' });
    expect(choiceKey('Escape', 0, three)).toEqual({ kind: 'cancel' });
    expect(choiceKey('q', 0, three)).toEqual({ kind: 'ignore' });
    expect(choiceKey('Enter', 0, [])).toEqual({ kind: 'ignore' });
  });

  it('a digit takes the count it names, not the line it stands on ("3 warriors" first, key 1 is one warrior)', () => {
    const counts = [{ key: 3 }, { key: 3 }, { key: 2 }, { key: 2 }, { key: 1 }, { key: 1 }];
    expect(choiceKey('1', 0, counts)).toEqual({ kind: 'pick', index: 4 });
    expect(choiceKey('2', 0, counts)).toEqual({ kind: 'pick', index: 2 });
    expect(choiceKey('3', 0, counts)).toEqual({ kind: 'pick', index: 0 });
    expect(choiceKey('4', 0, counts)).toEqual({ kind: 'ignore' });
    expect(choiceDigits(counts)).toEqual([3, null, 2, null, 1, null]);
    expect(choiceDigits(three)).toEqual([1, 2, 3]);
  });

  it('a question stands while every answer is still prompted', () => {
    const options = [{ label: '2', action: { t: 'move', from: 1, to: 2, n: 2 } }, { label: '1', action: { t: 'move', from: 1, to: 2, n: 1 } }];
    const prompts = [{ actions: [{ t: 'move', from: 1, to: 2, n: 1 }, { t: 'move', from: 1, to: 2, n: 2 }, { t: 'done' }] }];
    expect(choiceStillOffered({ options }, prompts)).toBe(true);
    expect(choiceStillOffered({ options }, [{ actions: [{ t: 'move', from: 1, to: 2, n: 1 }] }])).toBe(false);
    expect(choiceStillOffered({ options }, [])).toBe(false);
  });
});
