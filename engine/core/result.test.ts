import { describe, expect, it } from 'vitest';
import { isRuleError, ruleError } from './result.ts';

describe('rule errors are values', () => {
  it('carry a stable code and a human sentence', () => {
    expect(ruleError('sandbox/no-piece', 'There is no such piece.')).toEqual({
      error: true, code: 'sandbox/no-piece', message: 'There is no such piece.',
    });
  });

  it('are told apart from ordinary results', () => {
    expect(isRuleError(ruleError('a/b', 'c'))).toBe(true);
    expect(isRuleError({ state: 1 })).toBe(false);
    expect(isRuleError(null)).toBe(false);
    expect(isRuleError('error')).toBe(false);
  });
});
