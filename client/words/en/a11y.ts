/** Words for screen readers: the table's live region and its text view (the table in words). */
export const a11y = {
  'a11y.live.turn': 'Your turn.',
  'a11y.live.turnAsks': 'Your turn: {asks}',
  'a11y.live.earlier': '{n, plural, one {# earlier line.} other {# earlier lines.}}',

  'a11y.view.button': 'Text view',
  'a11y.view.button.title': 'The table in words, for a screen reader (V)',
  'a11y.view.title': 'The table in words',
  'a11y.view.close': 'Close',
  'a11y.view.empty': 'Nothing to show yet.',

  'a11y.now': 'Now',
  'a11y.none': 'None.',
  'a11y.hands': 'Hands',
  'a11y.hand.count': '{mine, select, yes {Your hand} other {Seat {n}}}: {count, plural, one {# card} other {# cards}}',
  'a11y.hand.cards': 'Your cards: {cards}',
  'a11y.pieces': 'On the table ({n, plural, one {# piece} other {# pieces}})',
  'a11y.piece.kind': '{kind, select, die {Die} tile {Tile} card {Card} deck {Deck} token {Token} meeple {Meeple} bag {Bag} board {Board} marker {Marker} cube {Cube} counter {Counter} other {Piece}}',
  'a11y.piece.label': '“{label}”',
  'a11y.piece.face': '{up, select, yes {face up} other {face down}}',
  'a11y.piece.count': '{n, plural, one {# inside} other {# inside}}',
  'a11y.piece.unrolled': 'not rolled yet',
  'a11y.piece.shows': 'shows {value}',
  'a11y.piece.value': 'at {n}',
  'a11y.piece.owner': 'belongs to Seat {n}',
  'a11y.piece.locked': 'locked',
  'a11y.where': '{row, select, top {{col, select, left {near the top left} right {near the top right} other {near the top}}} bottom {{col, select, left {near the bottom left} right {near the bottom right} other {near the bottom}}} other {{col, select, left {on the left} right {on the right} other {in the middle}}}}',
} as const;
