/** The engine's English words (english.ts): a Say over one catalogue of ICU messages. */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { englishSay } from './english.ts';

const say = englishSay({
  'test.log.drew': '{who} drew {n, plural, one {# card} other {# cards}}.',
  'test.log.turn': "{who}'s turn.",
});

describe('englishSay words a catalogue in English', () => {
  it('words a message with its values, plurals included, and an apostrophe as written', () => {
    expect(say('test.log.drew', { who: 'Seat 1', n: 1 })).toBe('Seat 1 drew 1 card.');
    expect(say('test.log.drew', { who: 'Seat 2', n: 0 })).toBe('Seat 2 drew 0 cards.');
    expect(say('test.log.turn', { who: 'Seat 1' })).toBe("Seat 1's turn.");
  });

  it('words selects, exact plural cases, nested # and empty values as intl-messageformat does', () => {
    const messages = {
      'test.a': '{n, plural, =0 {no cards} one {# card} other {# cards}} {kind, select, fox {of the fox {n, plural, one {(#)} other {(# of them)}}} other {of {kind}}}',
      'test.b': 'from {who}{why}: {n, plural, other {# total}}',
      'test.c': '{n, number} fields',
    } as const;
    const mine = englishSay(messages);
    const cases: Array<[keyof typeof messages, Record<string, string | number | null>]> = [
      ['test.a', { n: 0, kind: 'fox' }], ['test.a', { n: 1, kind: 'mouse' }], ['test.a', { n: 1234, kind: 'fox' }],
      ['test.b', { who: 'Seat 1', why: null, n: 2 }], ['test.b', { who: '', why: ' (ambush)', n: 1 }],
      ['test.c', { n: 12345 }],
    ];
    for (const [id, values] of cases) {
      expect(mine(id, values), id).toBe(String(new IntlMessageFormat(messages[id], 'en', undefined, { ignoreTag: true }).format(values)));
    }
    expect(mine('test.a', { n: 1234, kind: 'fox' })).toBe('1,234 cards of the fox (1,234 of them)');
    expect(() => mine('test.b', { who: 'x' })).toThrow(/why/);
  });

  it('a key the catalogue lacks is a programming error: it throws rather than log a raw key', () => {
    expect(() => say('test.log.none')).toThrow(/test\.log\.none/);
  });
});
