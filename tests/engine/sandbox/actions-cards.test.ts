import { describe, expect, it } from 'vitest';
import { projectMatch, type Match } from '../../../engine/core/match.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { act, actAll, edit, newTable, rejects } from '../../helpers/sandbox.ts';
import { cards, faces, piece, tableCards } from './fixtures.ts';

/** A 2-seat table whose deck holds exactly these cards, bottom → top. */
function withDeck(...deck: string[]): Match<SandboxState> {
  return edit(newTable(), (s) => { if (s.pieces.deck?.kind === 'deck') s.pieces.deck.cards = cards(...deck); });
}

describe('sandbox draw', () => {
  it('draws from the top into the hand under fresh opaque ids; only the drawer learns the cards', () => {
    const { match, events } = act(withDeck('2C', '3C', 'QH'), 0, { t: 'draw', deck: 'deck', n: 2, to: 'hand' });
    const hand = match.state.hands[0]!;
    expect(hand.map((h) => h.kind === 'card' && h.card.front.face)).toEqual(['QH', '3C']);
    expect(hand.map((h) => h.id)).toEqual(['p1', 'p2']);
    expect(faces(match.state, 'deck')).toEqual(['2C']);
    expect(events[0]?.text).toBe('Seat 1 drew 2 cards from the top of Deck into their hand.');
    expect(JSON.stringify(events[0]?.data)).not.toMatch(/QH|3C/);
    expect(events[0]?.secret).toMatchObject({ seats: [0], text: 'You drew Q♥, 3♣ from Deck.' });
  });

  it('draws from the bottom', () => {
    const { match } = act(withDeck('2C', '3C', 'QH'), 1, { t: 'draw', deck: 'deck', n: 1, to: 'hand', from: 'bottom' });
    expect(match.state.hands[1]?.[0]).toMatchObject({ kind: 'card', card: { front: { face: '2C' } } });
  });

  it('draws face down onto the table next to the deck, stacking the cards', () => {
    const { match, events } = act(withDeck('2C', '3C', 'QH'), 0, { t: 'draw', deck: 'deck', n: 2, to: 'table' });
    const drawn = tableCards(match.state);
    expect(drawn.map((c) => c.card.showing)).toEqual(['back', 'back']);
    expect(drawn[0]).toMatchObject({ x: -8, z: 1, y: 0 });
    expect(drawn[1]?.y).toBeCloseTo(0.02);
    expect(events[0]?.text).toBe('Seat 1 drew 2 cards from the top of Deck onto the table: a face-down card, a face-down card.');
  });

  it('lets the deck shrink under what rests on it', () => {
    let m = act(withDeck('2C', '3C', 'QH'), 0, { t: 'move', id: 'meeple-1-1', x: -8, z: -3 }).match;
    expect(piece(m.state, 'meeple-1-1').y).toBeCloseTo(0.06);
    m = act(m, 0, { t: 'draw', deck: 'deck', n: 2, to: 'hand' }).match;
    expect(piece(m.state, 'meeple-1-1').y).toBeCloseTo(0.02);
  });

  it('rejects an empty deck, too many cards, a non-deck and a missing deck', () => {
    const m = withDeck('2C');
    rejects(m, 0, { t: 'draw', deck: 'discard', n: 1, to: 'hand' }, 'sandbox/deck-empty');
    rejects(m, 0, { t: 'draw', deck: 'deck', n: 2, to: 'hand' }, 'sandbox/not-enough-cards');
    rejects(m, 0, { t: 'draw', deck: 'bag', n: 1, to: 'hand' }, 'sandbox/not-a-deck');
    rejects(m, 0, { t: 'draw', deck: 'nope', n: 1, to: 'hand' }, 'sandbox/no-piece');
    rejects(m, 0, { t: 'draw', deck: 'deck', n: 0, to: 'hand' }, 'sandbox/bad-action');
  });
});

describe('sandbox deal', () => {
  it('deals n to every seat, each seat learning only its own cards', () => {
    const { match, events } = act(withDeck('2C', '3C', '4C', '5C', '6C'), 1, { t: 'deal', deck: 'deck', n: 2 });
    expect(match.state.hands.map((h) => h.map((i) => i.kind === 'card' && i.card.front.face))).toEqual([['6C', '4C'], ['5C', '3C']]);
    expect(events.map((e) => e.kind)).toEqual(['deal', 'dealt', 'dealt']);
    expect(events[0]?.text).toBe('Seat 2 dealt 2 cards from Deck to each seat.');
    expect(events[1]).toMatchObject({ seat: 0, text: 'Seat 1 received 2 cards.', secret: { seats: [0], text: 'You received 6♣, 4♣.' } });
    expect(events[2]?.secret?.seats).toEqual([1]);
  });

  it('rejects a deal the deck cannot cover', () => {
    rejects(withDeck('2C', '3C', '4C'), 0, { t: 'deal', deck: 'deck', n: 2 }, 'sandbox/not-enough-cards');
    rejects(withDeck('2C'), 0, { t: 'deal', deck: 'discard', n: 1 }, 'sandbox/deck-empty');
  });
});

describe('sandbox play', () => {
  it('plays a card face up under a fresh id', () => {
    let m = act(withDeck('QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'hand' }).match;
    const r = act(m, 0, { t: 'play', id: 'p1', x: 0, z: 0, faceUp: true });
    m = r.match;
    expect(m.state.hands[0]).toEqual([]);
    expect(m.state.pieces.p1).toBeUndefined();
    expect(piece(m.state, 'p2')).toMatchObject({ kind: 'card', x: 0, z: 0, card: { showing: 'front' } });
    expect(r.events[0]?.text).toBe('Seat 1 played Q♥.');
  });

  it('plays a card face down without naming it publicly', () => {
    const m = act(withDeck('QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'hand' }).match;
    const r = act(m, 0, { t: 'play', id: 'p1', x: 0, z: 0, faceUp: false });
    expect(r.events[0]?.text).toBe('Seat 1 played a face-down card.');
    expect(r.events[0]?.secret?.text).toBe('You played Q♥ face down.');
    expect(piece(r.match.state, 'p2')).toMatchObject({ card: { showing: 'back' } });
  });

  it('plays a double-sided card face down covered, neither side showing, until it is turned over', () => {
    const m = act(withDeck('forest-1'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'hand' }).match;
    const r = act(m, 0, { t: 'play', id: 'p1', x: 0, z: 0, faceUp: false });
    expect(r.events[0]?.text).toBe('Seat 1 played a face-down card.');
    expect(r.events[0]?.secret?.text).toBe('You played Forest 1 (Clearing 1 on the back) face down.');
    expect(piece(r.match.state, 'p2')).toMatchObject({ faceDown: true, card: { showing: 'front' } });
    const turned = act(r.match, 1, { t: 'flip', id: 'p2' });
    expect(turned.events[0]?.text).toBe('Seat 2 turned over a face-down card: Forest 1.');
    expect(piece(turned.match.state, 'p2')).not.toHaveProperty('faceDown');
  });

  it('plays a token from the hand', () => {
    const m = act(newTable(), 1, { t: 'bagDraw', bag: 'bag', to: 'hand' }).match;
    const id = m.state.hands[1]![0]!.id;
    const r = act(m, 1, { t: 'play', id, x: 3, z: 3, faceUp: false });
    expect(Object.values(r.match.state.pieces).find((p) => p.kind === 'token')).toMatchObject({ faceUp: false, x: 3, z: 3 });
    expect(r.events[0]?.text).toBe('Seat 2 played a face-down token.');
  });

  it("rejects a card that is not in the actor's hand and a spot off the table", () => {
    const m = act(withDeck('2C', 'QH'), 0, { t: 'deal', deck: 'deck', n: 1 }).match;
    const theirs = m.state.hands[1]![0]!.id;
    rejects(m, 0, { t: 'play', id: theirs, x: 0, z: 0, faceUp: true }, 'sandbox/not-in-hand');
    rejects(m, 0, { t: 'play', id: 'tile-1', x: 0, z: 0, faceUp: true }, 'sandbox/not-in-hand');
    const mine = m.state.hands[0]![0]!.id;
    rejects(m, 0, { t: 'play', id: mine, x: 0, z: 15, faceUp: true }, 'sandbox/off-table');
  });
});

describe('sandbox shuffle', () => {
  it('shuffles with the match Rng, reproducibly', () => {
    const deck52 = ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC'];
    const a = act(withDeck(...deck52), 0, { t: 'shuffle', deck: 'deck' });
    expect(faces(a.match.state, 'deck')).not.toEqual(deck52);
    expect(faces(a.match.state, 'deck').slice().sort()).toEqual(deck52.slice().sort());
    expect(faces(act(withDeck(...deck52), 0, { t: 'shuffle', deck: 'deck' }).match.state, 'deck')).toEqual(faces(a.match.state, 'deck'));
    expect(a.events[0]).toMatchObject({ kind: 'shuffle', text: 'Seat 1 shuffled Deck.' });
  });

  it('rejects an empty deck and a non-deck', () => {
    rejects(newTable(), 0, { t: 'shuffle', deck: 'discard' }, 'sandbox/deck-empty');
    rejects(newTable(), 0, { t: 'shuffle', deck: 'bag' }, 'sandbox/not-a-deck');
  });
});

describe('sandbox toDeck', () => {
  it('puts a hand card on top of a deck, face down', () => {
    let m = act(withDeck('2C', 'QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'hand' }).match;
    const r = act(m, 0, { t: 'toDeck', id: 'p1', deck: 'discard' });
    m = r.match;
    expect(faces(m.state, 'discard')).toEqual(['QH']);
    expect(m.state.hands[0]).toEqual([]);
    expect(r.events[0]?.text).toBe('Seat 1 put a card from their hand on top of Discard.');
    expect(r.events[0]?.secret?.text).toBe('You put Q♥ on top of Discard.');
  });

  it('puts a face-up table card at the bottom of a deck, turning a plain card face down', () => {
    let m = act(withDeck('2C', 'QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    m = act(m, 0, { t: 'flip', id: 'p1' }).match;
    const r = act(m, 1, { t: 'toDeck', id: 'p1', deck: 'deck', where: 'bottom' });
    expect(faces(r.match.state, 'deck')).toEqual(['QH', '2C']);
    const deck = r.match.state.pieces.deck;
    expect(deck?.kind === 'deck' && deck.cards[0]?.showing).toBe('back');
    expect(r.match.state.pieces.p1).toBeUndefined();
    expect(r.events[0]?.text).toBe('Seat 2 put Q♥ at the bottom of Deck.');
  });

  it('DESIGN §2.3 a face-down table card put on a deck is named to nobody, its mover included', () => {
    // Seat 1 drew a card face down onto the table; seat 2 puts it on the discard pile.
    const m = act(withDeck('2C', '3C', 'QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    const r = act(m, 1, { t: 'toDeck', id: 'p1', deck: 'discard' });
    expect(r.events[0]?.text).toBe('Seat 2 put a face-down card on top of Discard.');
    expect(JSON.stringify(r.events)).not.toMatch(/Q♥|QH/);
    // Stronger: swap the face-down card with a hidden deck card; every viewer's projection
    // after the move is byte-identical, so nothing about its identity reached anyone.
    const swapped = edit(m, (s) => {
      const p1 = s.pieces.p1;
      const deck = s.pieces.deck;
      if (p1?.kind !== 'card' || deck?.kind !== 'deck') throw new Error('fixture');
      const hidden = deck.cards[0]!;
      deck.cards[0] = { ...p1.card, showing: hidden.showing };
      p1.card = { ...hidden, showing: p1.card.showing };
    });
    const after = act(swapped, 1, { t: 'toDeck', id: 'p1', deck: 'discard' });
    expect(faces(after.match.state, 'discard')).not.toEqual(faces(r.match.state, 'discard'));
    for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
      expect(JSON.stringify(projectMatch(sandbox, after.match, viewer)), `viewer ${viewer}`)
        .toBe(JSON.stringify(projectMatch(sandbox, r.match, viewer)));
    }
  });

  it('rejects tokens and meeples, missing cards and non-decks', () => {
    const m = act(newTable(), 0, { t: 'bagDraw', bag: 'bag', to: 'hand' }).match;
    rejects(m, 0, { t: 'toDeck', id: m.state.hands[0]![0]!.id, deck: 'discard' }, 'sandbox/not-a-card');
    rejects(m, 0, { t: 'toDeck', id: 'meeple-1-1', deck: 'discard' }, 'sandbox/not-a-card');
    rejects(m, 0, { t: 'toDeck', id: 'p77', deck: 'discard' }, 'sandbox/no-piece');
    rejects(m, 0, { t: 'toDeck', id: 'meeple-1-1', deck: 'tile-1' }, 'sandbox/not-a-deck');
  });
});

describe('sandbox peek', () => {
  it('shows the top n only to the actor and changes nothing', () => {
    const m = withDeck('2C', '3C', 'QH');
    const r = act(m, 1, { t: 'peek', deck: 'deck', n: 2 });
    expect(faces(r.match.state, 'deck')).toEqual(['2C', '3C', 'QH']);
    expect(r.events[0]?.text).toBe('Seat 2 looked at the top 2 cards of Deck.');
    expect(JSON.stringify(r.events[0]?.data)).not.toMatch(/QH|3C/);
    expect(r.events[0]?.secret).toMatchObject({ seats: [1], text: 'You see, top first: Q♥, 3♣.' });
  });

  it('peeks at what there is when n is larger than the deck', () => {
    expect(act(withDeck('QH'), 0, { t: 'peek', deck: 'deck', n: 5 }).events[0]?.text).toBe('Seat 1 looked at the top 1 card of Deck.');
  });

  it('rejects an empty deck', () => {
    rejects(newTable(), 0, { t: 'peek', deck: 'discard', n: 1 }, 'sandbox/deck-empty');
  });
});

describe('sandbox search', () => {
  it('takes the first match by face or label into the hand, secretly', () => {
    const m = withDeck('2C', 'QH', '3C');
    let r = act(m, 0, { t: 'search', deck: 'deck', face: 'QH' });
    expect(faces(r.match.state, 'deck')).toEqual(['2C', '3C']);
    expect(r.match.state.hands[0]?.[0]).toMatchObject({ kind: 'card', card: { front: { face: 'QH' } } });
    expect(r.events[0]?.text).toBe('Seat 1 searched Deck and took a card into their hand.');
    expect(r.events[0]?.secret?.text).toBe('You took Q♥ from Deck.');
    r = act(m, 0, { t: 'search', deck: 'deck', face: '2♣' });
    expect(faces(r.match.state, 'deck')).toEqual(['QH', '3C']);
  });

  it('finds a double-sided card by its other side', () => {
    const r = act(withDeck('forest-3'), 0, { t: 'search', deck: 'deck', face: 'forest-3' });
    expect(r.match.state.hands[0]?.[0]).toMatchObject({ card: { showing: 'back' } });
  });

  it('rejects a card that is not there and an empty deck', () => {
    rejects(withDeck('2C'), 0, { t: 'search', deck: 'deck', face: 'QH' }, 'sandbox/not-found');
    rejects(withDeck('2C'), 0, { t: 'search', deck: 'discard', face: 'QH' }, 'sandbox/deck-empty');
  });
});

describe('double-sided cards keep their side (seed 000)', () => {
  it('through discard, reshuffle and draw', () => {
    // forest-1 starts on its Forest side; turned over on the table it shows Clearing 1.
    let m = withDeck('2C', '3C', 'forest-1', '4C');
    m = actAll(m, 0, [
      { t: 'search', deck: 'deck', face: 'forest-1' },
      { t: 'play', id: 'p1', x: 0, z: 0, faceUp: true },
      { t: 'flip', id: 'p2' },
      { t: 'toDeck', id: 'p2', deck: 'discard' },
      { t: 'draw', deck: 'deck', n: 3, to: 'hand' },
      { t: 'toDeck', id: 'p3', deck: 'discard' },
      { t: 'toDeck', id: 'p4', deck: 'discard', where: 'bottom' },
      { t: 'shuffle', deck: 'discard' },
      { t: 'shuffle', deck: 'discard' },
    ]);
    const discard = m.state.pieces.discard;
    const card = discard?.kind === 'deck' ? discard.cards.find((c) => c.front.face === 'forest-1') : undefined;
    expect(card?.showing).toBe('back');
    m = act(m, 1, { t: 'search', deck: 'discard', face: 'clearing-1' }).match;
    m = act(m, 1, { t: 'play', id: m.state.hands[1]![0]!.id, x: 5, z: 0, faceUp: true }).match;
    const onTable = tableCards(m.state).find((c) => c.card.front.face === 'forest-1');
    expect(onTable?.card.showing).toBe('back');
  });

  it('a double-sided card drawn onto the table shows the side it had in the deck', () => {
    const m = withDeck('forest-3', 'forest-1');
    const r = act(m, 0, { t: 'draw', deck: 'deck', n: 2, to: 'table' });
    expect(r.events[0]?.text).toBe('Seat 1 drew 2 cards from the top of Deck onto the table: Forest 1, Clearing 3.');
  });
});
