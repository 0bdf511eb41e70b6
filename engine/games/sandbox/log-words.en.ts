/**
 * The English words of the free table's log lines that a client words again from their
 * data (log-text.ts): ICU messages, keys `sandbox.log.…`. The move logs its text through
 * these same messages in English; a client words them in the reader's language from its
 * own catalogue. Labels and names a box gave its pieces stay as they are.
 */
export const sandboxLogWords = {
  'sandbox.log.moved': '{seat} moved {piece}.',
  'sandbox.log.card-down': 'a face-down card',
  'sandbox.log.token': 'a {label} token',
  'sandbox.log.token-down': 'a face-down token',
  'sandbox.log.meeple': "{seat}'s meeple",
  'sandbox.log.tile': 'the {label} tile',
  'sandbox.log.tile-down': 'a face-down tile',
  'sandbox.log.die': 'd{sides}',
  'sandbox.log.board': 'the {label}',
  'sandbox.log.counter': 'the {label} counter ({value})',
  'sandbox.log.zone': "{seat}'s hidden zone",

  // The lines of log-lines.ts, each worded from its data. `deck`, `bag`, `piece`, `card`,
  // `item`, `before` and `after` are names (names.ts), `cards` and `dice` lists of them.
  // A line of `.mine` is the actor's own, which names what only they learn.
  'sandbox.log.draw.hand': '{seat} drew {n, plural, one {{n} card} other {{n} cards}} from the {from, select, bottom {bottom} other {top}} of {deck} into their hand.',
  'sandbox.log.draw.table': '{seat} drew {n, plural, one {{n} card} other {{n} cards}} from the {from, select, bottom {bottom} other {top}} of {deck} onto the table: {cards}.',
  'sandbox.log.draw.mine': 'You drew {cards} from {deck}.',
  'sandbox.log.deal': '{seat} dealt {n, plural, one {{n} card} other {{n} cards}} from {deck} to each seat.',
  'sandbox.log.dealt': '{seat} received {n, plural, one {{n} card} other {{n} cards}}.',
  'sandbox.log.dealt.mine': 'You received {cards}.',
  'sandbox.log.play': '{seat} played {piece}.',
  'sandbox.log.play.mine': '{faceUp, select, yes {You played {item}.} other {You played {item} face down.}}',
  'sandbox.log.shuffle': '{seat} shuffled {deck}.',
  'sandbox.log.toDeck.hand': '{seat} put a card from their hand {where, select, bottom {at the bottom of} other {on top of}} {deck}.',
  'sandbox.log.toDeck.table': '{seat} put {piece} {where, select, bottom {at the bottom of} other {on top of}} {deck}.',
  'sandbox.log.toDeck.mine': 'You put {card} {where, select, bottom {at the bottom of} other {on top of}} {deck}.',
  'sandbox.log.peek': '{seat} looked at the top {n, plural, one {{n} card} other {{n} cards}} of {deck}.',
  'sandbox.log.peek.mine': 'You see, top first: {cards}.',
  'sandbox.log.search': '{seat} searched {deck} and took a card into their hand.',
  'sandbox.log.search.mine': 'You took {card} from {deck}.',
  'sandbox.log.bagDraw.table': '{seat} drew {piece} from {bag}.',
  'sandbox.log.bagDraw.hand': '{seat} drew a token from {bag} into their hand.',
  'sandbox.log.bagDraw.mine': 'You drew a {label} token from {bag}.',
  'sandbox.log.bagSearch': '{seat} took {piece} out of {bag}.',
  'sandbox.log.bagReturn.hand': '{seat} put a token from their hand into {bag}.',
  'sandbox.log.bagReturn.table': '{seat} put {piece} into {bag}.',
  'sandbox.log.bagReturn.mine': 'You put a {label} token from your hand into {bag}.',
  'sandbox.log.rotate': '{seat} turned {piece} {dir, select, cw {clockwise} other {anticlockwise}}.',
  'sandbox.log.flip.zone': '{seat} turned over a card in a hidden zone.',
  'sandbox.log.flip.up': '{seat} turned over {before}: {after}.',
  'sandbox.log.flip.down': '{seat} turned {before} face down.',
  'sandbox.log.take': '{seat} took {piece} into their hand.',
  'sandbox.log.take.mine': 'You took {piece} into your hand.',
  'sandbox.log.roll': '{seat} rolled {dice}.',
  'sandbox.log.rolled': '{die}: {label}',
  'sandbox.log.add': '{seat} added {piece}.',
  'sandbox.log.add.deck': '{seat} added {deck} ({n, plural, one {{n} card} other {{n} cards}}).',
  'sandbox.log.add.die': '{seat} added a d{sides}.',
  'sandbox.log.remove': '{seat} removed {piece} from the table.',
  'sandbox.log.lock': '{locked, select, yes {{seat} locked {piece}.} other {{seat} unlocked {piece}.}}',
  'sandbox.log.count': '{seat} set the {label} counter to {value}.',
  'sandbox.log.moveGroup': '{seat} moved {n, plural, one {{n} piece} other {{n} pieces}} together.',
  'sandbox.log.ended': '{seat} ended the table.',
  // A double-sided card as its holder knows it: the side up, then the other.
  'sandbox.log.card-both': '{up} ({down} on the back)',
} as const;
