import { describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { cardLook, parsePlayingCard, shortName } from './card-look.ts';
import { containersIn, handItemKinds, ownHand, playSpot, viewHands } from './hand-items.ts';
import { DEFAULT_FAN, fanLayout } from './hand-layout.ts';
import { logSegments, mergeLog, withSeatNames } from './log-merge.ts';

describe('fanLayout', () => {
  it('is symmetric and centred', () => {
    const slots = fanLayout(5);
    expect(slots).toHaveLength(5);
    expect(slots[2]).toEqual({ x: 0, y: 0, rot: 0 });
    expect(slots[0]!.x).toBeCloseTo(-slots[4]!.x);
    expect(slots[0]!.rot).toBeCloseTo(-slots[4]!.rot);
    expect(slots[0]!.y).toBeGreaterThan(0);
  });

  it('never gets wider than maxWidth nor tilts past maxTilt', () => {
    const slots = fanLayout(40);
    const width = slots.at(-1)!.x - slots[0]!.x + DEFAULT_FAN.cardWidth;
    expect(width).toBeLessThanOrEqual(DEFAULT_FAN.maxWidth + 1e-9);
    expect(Math.abs(slots[0]!.rot)).toBeLessThanOrEqual(DEFAULT_FAN.maxTilt + 1e-9);
  });

  it('fits a phone: ten cards in the 374 px a 390 px screen leaves stay on it', () => {
    const opts = { ...DEFAULT_FAN, maxWidth: 374 };
    const slots = fanLayout(10, opts);
    expect(slots[0]!.x - opts.cardWidth / 2).toBeGreaterThanOrEqual(-187 - 1e-9);
    expect(slots.at(-1)!.x + opts.cardWidth / 2).toBeLessThanOrEqual(187 + 1e-9);
  });

  it('handles 0 and 1 cards', () => {
    expect(fanLayout(0)).toEqual([]);
    expect(fanLayout(1)).toEqual([{ x: 0, y: 0, rot: 0 }]);
  });
});

describe('card looks', () => {
  it('recognises playing cards in several spellings', () => {
    expect(parsePlayingCard('QH')).toEqual({ rank: 'Q', suit: 'hearts' });
    expect(parsePlayingCard('10♦')).toEqual({ rank: '10', suit: 'diamonds' });
    expect(parsePlayingCard('ts')).toEqual({ rank: '10', suit: 'spades' });
    expect(parsePlayingCard('ace-of-spades')).toEqual({ rank: 'A', suit: 'spades' });
    expect(parsePlayingCard('clubs-7')).toEqual({ rank: '7', suit: 'clubs' });
    expect(parsePlayingCard('Fox')).toBeNull();
    expect(parsePlayingCard('wood token')).toBeNull();
  });

  it('inks red suits red and uses the card colour otherwise', () => {
    expect(cardLook({ id: 'p1', face: 'QH', label: 'Queen of hearts' })).toMatchObject({ corner: 'Q', title: '♥', suit: 'hearts', ink: '#b3261e' });
    expect(cardLook({ id: 'p2', face: 'KS', label: 'King' }).ink).toBe('#1f1a14');
    expect(cardLook({ id: 'p3', face: 'fox', label: 'Fox', color: '#d35400' })).toMatchObject({ title: 'Fox', ink: '#d35400', suit: null });
  });
});

describe('a card’s corner', () => {
  it('names a token or card readably, never by a cut-off word (“Bir” for Bird)', () => {
    expect(['Bird', 'Fox', 'Rabbit', 'Mouse'].map(shortName)).toEqual(['Bird', 'Fox', 'Rabbit', 'Mouse']);
    expect(['Forest 3', 'Clearing 12'].map(shortName)).toEqual(['F3', 'C12']);
    expect(['Dead end', 'Straight path', 'Crossroads'].map(shortName)).toEqual(['Dead', 'Stra.', 'Cros.']);
    expect(cardLook({ id: 't1', face: 'bird', label: 'Bird' }).corner).toBe('Bird');
  });
});

describe('hand items', () => {
  const piece = (id: string, kind: TablePiece['kind']): TablePiece => ({ id, kind, model: kind, x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true });

  it('reads item kinds from a view that lists them, and nothing from others', () => {
    const view = { hands: [{ seat: 0, count: 2, items: [{ id: 'p1', kind: 'card' }, { id: 'p2', kind: 'token' }] }, { seat: 1, count: 3 }] };
    expect(handItemKinds(viewHands(view))).toEqual({ p1: 'card', p2: 'token' });
    expect(handItemKinds(viewHands({}))).toEqual({});
    expect(handItemKinds(viewHands(null))).toEqual({});
  });

  it('gives the own hand, and one shared empty array otherwise', () => {
    const cards = [{ id: 'p1', face: 'QH', label: 'Q' }];
    const p = { table: { pieces: {}, hands: { 1: { seat: 1, count: 1, cards } } } } as unknown as Projection;
    expect(ownHand(p, 1)).toBe(cards);
    expect(ownHand(p, 'spectator')).toBe(ownHand(null, 0));
    expect(ownHand(p, 0)).toHaveLength(0);
  });

  it('lists decks and bags', () => {
    const pieces = { d: piece('d', 'deck'), b: piece('b', 'bag'), t: piece('t', 'token') };
    expect(containersIn(pieces, 'deck').map((p) => p.id)).toEqual(['d']);
    expect(containersIn(pieces, 'bag').map((p) => p.id)).toEqual(['b']);
    expect(containersIn(undefined, 'bag')).toEqual([]);
  });

  it('plays buttons-played cards near the middle, spread by id', () => {
    const [x, z] = playSpot('p17');
    expect(Math.abs(x)).toBeLessThanOrEqual(6);
    expect(Math.abs(z)).toBeLessThanOrEqual(3);
    expect(playSpot('p17')).toEqual([x, z]);
    expect(playSpot('p18')).not.toEqual([x, z]);
  });
});

describe('mergeLog', () => {
  const log = [
    { v: 1, kind: 'draw', text: 'a' },
    { v: 2, kind: 'move', text: 'b' },
    { v: 2, kind: 'move', text: 'c' },
    { v: 4, kind: 'roll', text: 'd' },
  ];

  it('slots chat after the log entries it arrived after', () => {
    const chat = [
      { seat: 0, name: 'Al', text: 'x', at: 1, v: 0 },
      { seat: 0, name: 'Al', text: 'y', at: 2, v: 2 },
      { seat: 'spectator' as const, name: 'Cy', text: 'z', at: 3, v: 9 },
    ];
    const order = mergeLog(log, chat).map((l) => (l.type === 'log' ? l.entry.text : l.chat.text));
    expect(order).toEqual(['x', 'a', 'b', 'c', 'y', 'd', 'z']);
  });

  it('gives unique keys', () => {
    const lines = mergeLog(log, [{ seat: 0, name: 'Al', text: 'x', at: 1 }]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
    expect(lines.at(-1)!.type).toBe('chat');
  });
});

describe('logSegments', () => {
  it('names seats by their players and leaves the rest alone', () => {
    expect(logSegments('Seat 1 gave Seat 2 a card.', ['Al', 'Bo'])).toEqual([
      { text: 'Al', seat: 0 }, { text: ' gave ' }, { text: 'Bo', seat: 1 }, { text: ' a card.' },
    ]);
  });

  it('keeps "Seat N" for an empty seat and plain text without seats', () => {
    expect(logSegments('Seat 3 rolled.', ['Al'])).toEqual([{ text: 'Seat 3', seat: 2 }, { text: ' rolled.' }]);
    expect(logSegments('You drew A♣.', [])).toEqual([{ text: 'You drew A♣.' }]);
    expect(logSegments('Seats 10', [])).toEqual([{ text: 'Seats 10' }]);
  });
});

describe('withSeatNames', () => {
  it('names the seats of a headline', () => {
    expect(withSeatNames('Table ended by Seat 1', ['Ana'])).toBe('Table ended by Ana');
    expect(withSeatNames('Seat 2 to play', ['Ana'])).toBe('Seat 2 to play');
  });
});
