import { describe, expect, it } from 'vitest';
import type { HistoryPlayer } from '../../wire/account-protocol.ts';
import { lengthText, outcomeBadge, placeText, ratingDelta, ratingValue, resultText } from './format.ts';

const player = (won: boolean, place: number | null): HistoryPlayer => ({
  seat: 0, name: 'Ann', accountId: 'a', bot: false, role: null, won, place, score: null, rating: null,
});

describe('the profile page\'s words', () => {
  it('rating changes and ratings to one decimal, signed', () => {
    expect(ratingDelta({ before: 0, after: 1.36 })).toBe('+1.4');
    expect(ratingDelta({ before: 2, after: 1.2 })).toBe('−0.8');
    expect(ratingDelta({ before: 2, after: 2.01 })).toBe('±0.0');
    expect(ratingDelta(null)).toBeNull();
    expect(ratingValue(-0.04)).toBe('0.0');
    expect(ratingValue(-1.26)).toBe('-1.3');
    expect(ratingValue(12.345)).toBe('12.3');
  });

  it('a badge for every game that moved no rating, none for a rated one', () => {
    expect(outcomeBadge('rated')).toBeNull();
    expect(outcomeBadge('bots')).toBe('with bots');
    expect(outcomeBadge('abandoned')).toBe('abandoned');
    expect(outcomeBadge('cooperative')).toBe('co-operative');
  });

  it('results: won or lost where a place says no more, else the place', () => {
    const three = { outcome: 'rated' as const, players: [player(true, 1), player(false, 2), player(false, 3)] };
    expect(resultText(player(true, 1), three)).toBe('won (1st)');
    expect(resultText(player(false, 3), three)).toBe('3rd');
    expect(resultText(player(false, 2), { outcome: 'rated', players: [player(true, 1), player(false, 2)] })).toBe('lost');
    expect(resultText(player(true, 1), { outcome: 'cooperative', players: three.players })).toBe('won');
    expect(resultText(player(false, 2), { outcome: 'abandoned', players: three.players })).toBe('ended early');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(placeText)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });

  it('length: actions and minutes', () => {
    expect(lengthText({ actions: 72, startedAt: 0, finishedAt: 23 * 60_000 })).toBe('72 actions · 23 min');
    expect(lengthText({ actions: 1, startedAt: 0, finishedAt: 95 * 60_000 })).toBe('1 action · 1 h 35 min');
  });
});
