import { describe, expect, it } from 'vitest';
import { englishSay } from './english.ts';
import { refusal } from './result.ts';
import { isPhrase, labelled, phrase, phraseIds, sayPhrase } from './words.ts';

const en = englishSay({ 'g.a': 'Move {n, plural, one {# warrior} other {# warriors}} to {where}', 'g.where': 'the {name}' });

describe('phrases: the engine’s words as data', () => {
  it('WORDS.1 a phrase is worded with its phrase values worded first', () => {
    const p = phrase('g.a', { n: 2, where: phrase('g.where', { name: 'Hollow' }) });
    expect(sayPhrase(p, en)).toBe('Move 2 warriors to the Hollow');
    expect(phraseIds(p)).toEqual(['g.a', 'g.where']);
  });

  it('WORDS.2 a prompt’s label and a refusal carry their English and the phrase it came from', () => {
    expect(labelled(en, 'g.where', { name: 'Glade' })).toEqual({ label: 'the Glade', words: { id: 'g.where', values: { name: 'Glade' } } });
    const r = refusal(en, 'g/no', 'g.where', { name: 'Ford' });
    expect(r).toEqual({ error: true, code: 'g/no', message: 'the Ford', words: { id: 'g.where', values: { name: 'Ford' } } });
  });

  it('WORDS.3 only an object with a string id is a phrase', () => {
    expect(isPhrase({ id: 'x' })).toBe(true);
    expect(isPhrase({ id: 3 })).toBe(false);
    expect(isPhrase('x')).toBe(false);
    expect(isPhrase({ id: 'x', values: 'y' })).toBe(false);
  });
});
