/**
 * The English names the free table's engine gives pieces (keys `sandbox.name.…`: the demo
 * table's decks, bag, cards, tokens, tiles and dice, setup.ts, and the 52-card deck a seat
 * adds) and the words it names a piece with in a sentence or on its label (keys
 * `sandbox.piece.…`). A name a player or a box gave a piece is no message: it stays as it
 * is. `cap` is 'yes' where the name starts a sentence (a refusal): it is then capitalised.
 */
export const sandboxNameWords = {
  'sandbox.name.deck.deck': 'Deck',
  'sandbox.name.deck.discard': 'Discard',
  'sandbox.name.deck.playing-cards': 'Playing cards',
  'sandbox.name.bag.flower-bag': 'Flower bag',
  'sandbox.name.card.standard': '{rank, select, A {A} J {J} Q {Q} K {K} other {{rank}}}{suit}',
  'sandbox.name.card.forest': 'Forest {n}',
  'sandbox.name.card.clearing': 'Clearing {n}',
  // The back side of a group's own double-sided card: `name` is its deck's or its own name.
  'sandbox.name.card.back': '{name} back',
  'sandbox.name.card.back-of': '{name} (back)',
  'sandbox.name.token.fox': 'Fox',
  'sandbox.name.token.rabbit': 'Rabbit',
  'sandbox.name.token.mouse': 'Mouse',
  'sandbox.name.token.bird': 'Bird',
  'sandbox.name.tile.crossroads': 'Crossroads',
  'sandbox.name.tile.straight': 'Straight path',
  'sandbox.name.tile.bend': 'Bend',
  'sandbox.name.tile.fork': 'Fork',
  'sandbox.name.tile.dead-end': 'Dead end',
  'sandbox.name.die.d6a': '{cap, select, yes {Red d6} other {red d6}}',
  'sandbox.name.die.d6b': '{cap, select, yes {White d6} other {white d6}}',
  'sandbox.name.die.d12': 'Root d12',
  'sandbox.name.die.hero': 'Hero die',
  'sandbox.name.die.combat': 'Combat die',
  'sandbox.name.die.power-purple': 'Power die (purple)',
  'sandbox.name.die.power-green': 'Power die (green)',
  'sandbox.name.die.power-blue': 'Power die (blue)',
  'sandbox.name.die.power-orange': 'Power die (orange)',

  // A piece's label on the table: a meeple's is its seat's name, a zone's says whose it is.
  'sandbox.piece.meeple': '{seat}',
  'sandbox.piece.zone': "{seat}'s hidden zone",
  // A piece named in a sentence (as the log names it, names.ts `pieceName`).
  'sandbox.piece.card-down': '{cap, select, yes {A face-down card} other {a face-down card}}',
  'sandbox.piece.token': '{cap, select, yes {A {label} token} other {a {label} token}}',
  'sandbox.piece.token-down': '{cap, select, yes {A face-down token} other {a face-down token}}',
  'sandbox.piece.meeple-of': "{cap, select, yes {{seat}'s meeple} other {{seat}'s meeple}}",
  'sandbox.piece.tile': '{cap, select, yes {The {label} tile} other {the {label} tile}}',
  'sandbox.piece.tile-down': '{cap, select, yes {A face-down tile} other {a face-down tile}}',
  'sandbox.piece.die': '{cap, select, yes {D{sides}} other {d{sides}}}',
  'sandbox.piece.board': '{cap, select, yes {The {label}} other {the {label}}}',
  'sandbox.piece.counter': '{cap, select, yes {The {label} counter ({value})} other {the {label} counter ({value})}}',
  'sandbox.piece.zone-of': "{cap, select, yes {{seat}'s hidden zone} other {{seat}'s hidden zone}}",
} as const;
