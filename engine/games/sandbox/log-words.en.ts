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
} as const;
