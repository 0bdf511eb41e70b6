/**
 * The English words of the free table's refusals (keys `sandbox.refusal.…`, ops.ts `fail`).
 * `piece` is a piece's name (names.ts), capitalised where it starts the sentence; `deck`
 * and `bag` are a deck's or a bag's name; `id`, `query` and `kind` are what the action
 * named, as it named them. Numbers are plain arguments (no digit grouping), as the
 * English always wrote them.
 */
export const sandboxRefusalWords = {
  'sandbox.refusal.no-seat': 'Only a seated player can act.',
  'sandbox.refusal.ended': '{seat} ended the table: nothing more can change.',
  'sandbox.refusal.bad-action': 'That is not a free-table action{detail}',
  'sandbox.refusal.bad-options': 'Free-table options must be an object.',
  'sandbox.refusal.bad-layout': 'That is not a table layout{detail}',
  'sandbox.refusal.layout-piece': 'Piece {n} of the layout: {reason}',
  'sandbox.refusal.no-piece': 'There is no piece "{id}" on the table.',
  'sandbox.refusal.no-deck': 'There is no deck "{id}" on the table.',
  'sandbox.refusal.no-bag': 'There is no bag "{id}" on the table.',
  'sandbox.refusal.no-token': 'There is no token "{id}" on the table or in your hand.',
  'sandbox.refusal.no-card': 'There is no card "{id}" on the table or in your hand.',
  'sandbox.refusal.locked': '{piece} is locked: unlock it first.',
  'sandbox.refusal.not-a-deck': '{piece} is not a deck.',
  'sandbox.refusal.not-a-bag': '{piece} is not a bag.',
  'sandbox.refusal.not-a-counter': '{piece} is not a counter.',
  'sandbox.refusal.not-a-die': '{piece} is not a die.',
  'sandbox.refusal.not-in-hand': 'That is not in your hand.',
  'sandbox.refusal.off-table': '{piece} would not fit on the table at ({x}, {z}).',
  'sandbox.refusal.bad-position': 'Give both x and z, or neither.',
  'sandbox.refusal.bag-empty': '{bag} is empty.',
  'sandbox.refusal.none-of-kind': 'There is no "{kind}" in {bag}.',
  'sandbox.refusal.not-a-token': 'Only tokens go into {bag}.',
  'sandbox.refusal.deck-empty': '{deck} is empty.',
  'sandbox.refusal.holds-only': '{deck} holds only {count, plural, one {{count} card} other {{count} cards}}.',
  'sandbox.refusal.deal-short': 'Dealing {n} to {seats} seats needs {needed} cards; {deck} holds {count}.',
  'sandbox.refusal.not-a-card': 'Only cards go onto a deck.',
  'sandbox.refusal.not-found': 'There is no "{query}" in {deck}.',
  'sandbox.refusal.bad-sides': 'A d{sides} is not a supported die.',
  'sandbox.refusal.bad-labels': 'A d{sides} needs {sides} labels, not {count}.',
  'sandbox.refusal.no-seat-at': 'There is no seat {n} at this table.',
  'sandbox.refusal.table-full': 'A table holds at most {max} pieces: remove some first.',
  'sandbox.refusal.already': '{piece} is {locked, select, yes {locked} other {unlocked}} already.',
  'sandbox.refusal.counter-limit': 'A counter shows at most {max} either way.',
  'sandbox.refusal.duplicate-piece': 'Each piece can be moved once per move.',
  'sandbox.refusal.flip-die': 'A die cannot be flipped: roll it instead.',
  'sandbox.refusal.cannot-flip': '{piece} cannot be flipped.',
  'sandbox.refusal.cannot-take': 'Only cards and tokens go into a hand, not {piece}.',
  'sandbox.refusal.duplicate-die': 'Each die can be rolled once per throw.',
} as const;
