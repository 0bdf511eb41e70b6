/**
 * The English words of Delve's log lines that a client words again from their data
 * (log-text.ts): ICU messages, keys `delve.log.…`. The rule steps log their text through
 * these same messages in English (`delveSay`, log-text.ts); a client words them in the
 * reader's language from its own catalogue, which follows this one key for key. Names of
 * characters and monsters are the content's and stay as they are.
 */
export const delveLogWords = {
  'delve.log.who': '{name} ({seat})',
  'delve.log.round': 'Round {round}: every player chooses two cards or a long rest, in secret.',
  'delve.log.cleanup': 'Cleanup of round {round}: players with two or more discarded cards may take a short rest.',
  'delve.log.victory': 'Victory in round {round}: every monster is defeated.',
  'delve.log.defeat': 'Defeat in round {round}: every character is exhausted.',
  'delve.log.turn': "{who}'s turn ({initiative}).",
  'delve.log.turn.rest': '{who} takes a long rest: choose a discarded card to lose.',
  'delve.log.exhausted': '{who} is exhausted ({by, select, cards {fewer than two cards in hand and fewer than two discarded} other {no health left}}).',
  'delve.log.no-rest': '{who} does not rest.',
  'delve.log.monster-wait': '{monster} {n} can reach no one and waits.',
} as const;
