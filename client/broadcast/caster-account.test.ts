import { describe, expect, it } from 'vitest';
import { casterAccountId } from './caster-account.ts';

describe('the caster link\'s account field', () => {
  it('CAST.ACC.UI takes an id, or the id from a profile address; anything else names no account', () => {
    expect(casterAccountId('  ')).toBe('');
    expect(casterAccountId('AbCdEfGh12345678')).toBe('AbCdEfGh12345678');
    expect(casterAccountId('https://woodland.example/u/AbCdEfGh_2345678')).toBe('AbCdEfGh_2345678');
    expect(casterAccountId('/u/AbCdEfGh-2345678?tab=games')).toBe('AbCdEfGh-2345678');
    expect(casterAccountId('Carol')).toBeNull();
    expect(casterAccountId('https://woodland.example/t/ABCDEF')).toBeNull();
    expect(casterAccountId('/u/%E0%A4%A')).toBeNull();
  });
});
