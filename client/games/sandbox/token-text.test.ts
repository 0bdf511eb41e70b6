/**
 * The free table's tokens and tiles print their names in the reader's words: a name the
 * engine made (a phrase) is printed in the reader's language, a name a player gave as written.
 */
import { describe, expect, it } from 'vitest';
import { phrase } from '../../../engine/core/words.ts';
import { tokenText } from '../../scene/pieces/Token.tsx';
import { addWords, say, setLang } from '../../words/say.ts';
import { sandboxWords } from './words/index.ts';

addWords(sandboxWords);

describe('a free-table token’s printed text', () => {
  it('I18N.S1 an engine-made name is printed in the reader’s language, a player’s own name as written', () => {
    const fox = { label: 'Fox', labelWords: phrase('sandbox.name.token.fox'), face: 'fox' };
    const deadEnd = { label: 'Dead end', labelWords: phrase('sandbox.name.tile.dead-end') };
    setLang('en');
    expect(tokenText(fox, say)).toBe('Fox');
    expect(tokenText(deadEnd, say)).toBe('DE');
    setLang('fr');
    expect(tokenText(fox, say)).toBe('R');
    expect(tokenText(deadEnd, say)).toBe('CD');
    expect(tokenText({ label: 'Gold' }, say)).toBe('G');
    expect(tokenText({ label: 'VP' }, say)).toBe('VP');
  });
});
