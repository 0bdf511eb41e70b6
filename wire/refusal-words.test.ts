import { describe, expect, it } from 'vitest';
import { phrase } from '../engine/core/words.ts';
import { readRemovedReason, removedReason, splitWords, withWords } from './refusal-words.ts';

describe('a refusal whose only text is a message string', () => {
  it('PROTO.W1 the English comes first and the phrase after it reads back whole', () => {
    const words = phrase('room.join.full', { code: 'K7QX2M', spectators: 50 });
    const message = withWords('Table K7QX2M is full.', words);
    expect(message.startsWith('Table K7QX2M is full.\n')).toBe(true);
    expect(splitWords(message)).toEqual({ text: 'Table K7QX2M is full.', words });
    expect(splitWords('room "X" not found')).toEqual({ text: 'room "X" not found' });
    expect(splitWords('Broken.\nwords:{nope')).toEqual({ text: 'Broken.' });
  });

  it('PROTO.W2 a removed player\'s close reason says kick or ban and the host, and always fits a close frame', () => {
    expect(readRemovedReason(removedReason({ ban: true, by: 'Ann' }))).toEqual({ ban: true, by: 'Ann' });
    const long = 'É'.repeat(80);
    const reason = removedReason({ ban: false, by: long });
    expect(new TextEncoder().encode(reason).length).toBeLessThanOrEqual(123);
    expect(long.startsWith(readRemovedReason(reason)?.by ?? 'x')).toBe(true);
    expect(readRemovedReason('Ann removed you from the table.')).toBeNull();
    expect(readRemovedReason(undefined)).toBeNull();
  });
});
