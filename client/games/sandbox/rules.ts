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
      title: 'The box: your own components',
      text: [
        'The host keeps the box: from its panel they add a standard deck, dice (4 to 20 sides, in a colour or with words on their faces), counters, tokens, meeples, boards and mats, square and hex tiles, bags and a hidden zone for a seat, each at a free spot in view. The host may let everyone change the box.',
        'Images of your own — dropped on the table or picked in the panel — become card sheets cut into a deck (up to 10 × 7 cards, their back the last cell, another image or a sheet of backs), boards, tiles, tokens or double-sided cards.',
        'Right-click a piece (or hold a finger on it) to lock it where it lies, unlock it, raise or lower a counter, or — with the right to change the box — remove it. Drag one piece of a selection to move the whole selection together. A locked piece cannot be moved until it is unlocked. Cards lying face up in a seat’s hidden zone show their faces to that seat only.',
      ],
      codes: [
        'add', 'remove', 'lock', 'count', 'moveGroup',
        'sandbox/locked', 'sandbox/already', 'sandbox/bad-die', 'sandbox/counter-limit', 'sandbox/duplicate-piece', 'sandbox/not-a-counter', 'sandbox/table-full', 'sandbox/bad-layout',
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
