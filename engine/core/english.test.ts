/** The engine's English words (english.ts): a Say over one catalogue of ICU messages. */
import { describe, expect, it } from 'vitest';
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

  it('a key the catalogue lacks is a programming error: it throws rather than log a raw key', () => {
    expect(() => say('test.log.none')).toThrow(/test\.log\.none/);
  });
});
