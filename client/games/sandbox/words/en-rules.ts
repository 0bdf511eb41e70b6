/** The free table's rules reference in English (rules.ts): a part's title and its paragraphs, numbered from 1. */
export const enRules = {
  'sandbox.rules.title': 'Free table',
  'sandbox.rules.intro':
    'The free table enforces no game: anyone seated may move, flip, draw, deal and roll at any time, as around a real table. What it does keep is what is hidden: cards in a hand, the order of a deck and what is in a bag.',
  'sandbox.rules.pieces.title': 'Moving and turning pieces',
  'sandbox.rules.pieces.1': 'Pick a piece up and put it down anywhere on the table; turn it a quarter at a time or flip it over. A face-down card stays a secret to everyone until it is flipped.',
  'sandbox.rules.cards.title': 'Decks and hands',
  'sandbox.rules.cards.1':
    'Draw from a deck into your hand (only you see it), deal to every seat, shuffle, look at the top cards, search a deck for a card, play a card from your hand face up or face down, or put a card back on top of or under a deck.',
  'sandbox.rules.bags.title': 'Bags',
  'sandbox.rules.bags.1': 'Draw a random token from a bag onto the table or into your hand, take out a token of a kind you name, or put tokens back in. Nobody sees the bag’s order.',
  'sandbox.rules.dice.title': 'Dice',
  'sandbox.rules.dice.1': 'Roll one die or several together: every viewer sees the same throw land on the same faces.',
  'sandbox.rules.box.title': 'Your own game: adding, removing and locking',
  'sandbox.rules.box.1':
    'The host (or everyone, once the host opens the box) adds components from the box panel: a deck of playing cards, decks cut from your own card sheets, double-sided cards, dice of 4 to 20 sides (with words on their faces if you like), counters, tokens, meeples, boards and mats, square and hex tiles, bags, and hidden zones. A table holds at most 2,000 pieces; a counter shows at most 9,999 either way.',
  'sandbox.rules.box.2':
    'Bring your own images by dropping them on the table or picking them in the panel; each then becomes what you say it is: a card sheet cut into a deck (up to 10 × 7 cards, their back the last cell, another image or a sheet of backs), a board, a tile, a token, or a double-sided card.',
  'sandbox.rules.box.3': 'Right-click a piece (or hold a finger on it) for its menu: lock or unlock it, raise or lower a counter by 1 or 5, and — with the right to change the box — remove it.',
  'sandbox.rules.box.4':
    'Lock a board so nobody drags it by accident: a locked piece cannot be moved, turned, taken or removed until someone unlocks it. Select several pieces to move them together. A card lying face up in a seat’s hidden zone shows its face to that seat only; to everyone else it looks face down.',
  'sandbox.rules.box.5': 'A table can also be laid out from a box saved earlier; a box that cannot be laid out is refused whole, with the reason.',
  'sandbox.rules.end.title': 'Ending the table',
  'sandbox.rules.end.1': 'The host may end the table for everyone; then nothing more can change. Any other message the table cannot read is refused.',
} as const;
