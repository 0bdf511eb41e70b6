import { describe, expect, it } from 'vitest';
import { choiceKey, choiceStillOffered } from './choice.ts';

describe('choice popup keys', () => {
  it('arrows move the highlight round the answers', () => {
    expect(choiceKey('ArrowDown', 0, 3)).toEqual({ kind: 'move', index: 1 });
    expect(choiceKey('ArrowDown', 2, 3)).toEqual({ kind: 'move', index: 0 });
    expect(choiceKey('ArrowUp', 0, 3)).toEqual({ kind: 'move', index: 2 });
    expect(choiceKey('ArrowRight', 1, 3)).toEqual({ kind: 'move', index: 2 });
    expect(choiceKey('ArrowLeft', 1, 3)).toEqual({ kind: 'move', index: 0 });
  });

  it('Enter or Space takes the highlighted answer, a digit takes that answer, Escape asks nothing', () => {
    expect(choiceKey('Enter', 1, 3)).toEqual({ kind: 'pick', index: 1 });
    expect(choiceKey(' ', 0, 3)).toEqual({ kind: 'pick', index: 0 });
    expect(choiceKey('Enter', 7, 3)).toEqual({ kind: 'pick', index: 2 });
    expect(choiceKey('3', 0, 3)).toEqual({ kind: 'pick', index: 2 });
    expect(choiceKey('4', 0, 3)).toEqual({ kind: 'ignore' });
    expect(choiceKey('0', 0, 3)).toEqual({ kind: 'ignore' });
    expect(choiceKey('Escape', 0, 3)).toEqual({ kind: 'cancel' });
    expect(choiceKey('q', 0, 3)).toEqual({ kind: 'ignore' });
    expect(choiceKey('Enter', 0, 0)).toEqual({ kind: 'ignore' });
  });

  it('a question stands while every answer is still prompted', () => {
    const options = [{ label: '2', action: { t: 'move', from: 1, to: 2, n: 2 } }, { label: '1', action: { t: 'move', from: 1, to: 2, n: 1 } }];
    const prompts = [{ actions: [{ t: 'move', from: 1, to: 2, n: 1 }, { t: 'move', from: 1, to: 2, n: 2 }, { t: 'done' }] }];
    expect(choiceStillOffered({ options }, prompts)).toBe(true);
    expect(choiceStillOffered({ options }, [{ actions: [{ t: 'move', from: 1, to: 2, n: 1 }] }])).toBe(false);
    expect(choiceStillOffered({ options }, [])).toBe(false);
  });
});
