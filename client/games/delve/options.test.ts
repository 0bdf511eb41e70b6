import { describe, expect, it } from 'vitest';
import { delve } from '../../../engine/games/delve/index.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { delveOptions } from './options.tsx';
import { addWords } from '../../words/say.ts';
import { delveWords } from './words/index.ts';

// The game's words, as its manifest adds them when its client loads.
addWords(delveWords);

describe('Delve create-form options', () => {
  it('sends a character per seat ("random" where none is picked), none at all when every seat is random', () => {
    expect(delveOptions.toOptions(2, { characters: [] })).toEqual({ options: {} });
    expect(delveOptions.toOptions(3, { characters: ['mender', '', 'shade'] })).toEqual({ options: { characters: ['mender', 'random', 'shade'] } });
    const sent = delveOptions.toOptions(3, { characters: ['mender', '', 'shade'] });
    expect(isRuleError(delve.parseOptions('options' in sent ? sent.options : null, 3))).toBe(false);
  });

  it('refuses a character chosen twice before the server would', () => {
    expect(delveOptions.toOptions(2, { characters: ['warden', 'warden'] })).toEqual({ error: 'Each character can be chosen once.' });
    expect(isRuleError(delve.parseOptions({ characters: ['warden', 'warden'] }, 2))).toBe(true);
  });
});
