/**
 * The free table has no rules of its own: its reference says what the table does with the
 * pieces, and explains each of its log lines and refusals.
 */
import type { RulesReference } from '../../kit/types.ts';

export const sandboxRules: RulesReference = {
  title: 'Free table',
  intro:
    'The free table enforces no game: anyone seated may move, flip, draw, deal and roll at any time, as around a real table. What it does keep is what is hidden: cards in a hand, the order of a deck and what is in a bag.',
  sections: [
    {
      id: 'pieces',
      title: 'Moving and turning pieces',
      text: ['Pick a piece up and put it down anywhere on the table; turn it a quarter at a time or flip it over. A face-down card stays a secret to everyone until it is flipped.'],
      codes: ['move', 'rotate', 'flip', 'sandbox/no-piece', 'sandbox/off-table', 'sandbox/bad-position', 'sandbox/cannot-flip', 'sandbox/not-found'],
    },
    {
      id: 'cards',
      title: 'Decks and hands',
      text: [
        'Draw from a deck into your hand (only you see it), deal to every seat, shuffle, look at the top cards, search a deck for a card, play a card from your hand face up or face down, or put a card back on top of or under a deck.',
      ],
      codes: [
        'draw', 'deal', 'dealt', 'shuffle', 'peek', 'search', 'play', 'take', 'toDeck',
        'sandbox/not-a-deck', 'sandbox/deck-empty', 'sandbox/not-enough-cards', 'sandbox/not-a-card', 'sandbox/not-in-hand', 'sandbox/cannot-take', 'sandbox/no-seat',
      ],
    },
    {
      id: 'bags',
      title: 'Bags',
      text: ['Draw a random token from a bag onto the table or into your hand, take out a token of a kind you name, or put tokens back in. Nobody sees the bag’s order.'],
      codes: ['bagDraw', 'bagSearch', 'bagReturn', 'sandbox/not-a-bag', 'sandbox/bag-empty', 'sandbox/none-of-kind', 'sandbox/not-a-token'],
    },
    {
      id: 'dice',
      title: 'Dice',
      text: ['Roll one die or several together: every viewer sees the same throw land on the same faces.'],
      codes: ['roll', 'sandbox/not-a-die', 'sandbox/duplicate-die'],
    },
    {
      id: 'box',
      title: 'Your own game: adding, removing and locking',
      text: [
        'The host (or everyone, once the host opens the box) adds components from the box panel: a deck of playing cards, decks cut from your own card sheets, double-sided cards, dice of 4 to 20 sides (with words on their faces if you like), counters, tokens, meeples, boards and mats, square and hex tiles, bags, and hidden zones. A table holds at most 2,000 pieces; a counter shows at most 9,999 either way.',
        'Bring your own images by dropping them on the table or picking them in the panel; each then becomes what you say it is: a card sheet cut into a deck (up to 10 × 7 cards, their back the last cell, another image or a sheet of backs), a board, a tile, a token, or a double-sided card.',
        'Right-click a piece (or hold a finger on it) for its menu: lock or unlock it, raise or lower a counter by 1 or 5, and — with the right to change the box — remove it.',
        'Lock a board so nobody drags it by accident: a locked piece cannot be moved, turned, taken or removed until someone unlocks it. Select several pieces to move them together. A card lying face up in a seat’s hidden zone shows its face to that seat only; to everyone else it looks face down.',
        'A table can also be laid out from a box saved earlier; a box that cannot be laid out is refused whole, with the reason.',
      ],
      codes: [
        'add', 'remove', 'lock', 'count', 'moveGroup',
        'sandbox/already', 'sandbox/locked', 'sandbox/not-a-counter', 'sandbox/counter-limit', 'sandbox/table-full', 'sandbox/bad-die', 'sandbox/duplicate-piece', 'sandbox/bad-layout',
      ],
    },
    {
      id: 'end',
      title: 'Ending the table',
      text: ['The host may end the table for everyone; then nothing more can change. Any other message the table cannot read is refused.'],
      codes: ['end', 'sandbox/ended', 'sandbox/bad-action', 'sandbox/bad-options'],
    },
  ],
};
