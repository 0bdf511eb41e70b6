/**
 * The English words of the Forest's log lines that a client words again from their data
 * (log-text.ts): ICU messages, keys `forest.log.…`. The rule steps log their text through
 * these same messages in English (`forestSay`, log-text.ts); a client words them in the
 * reader's language from its own catalogue, which follows this one key for key.
 */
export const forestLogWords = {
  'forest.log.list': '{rest} and {last}',
  'forest.log.dir': '{dir, select, N {north} E {east} S {south} W {west} other {{dir}}}',
  'forest.log.round': 'Round {round} of {of} begins: each traveller takes a map card; {first} draws first.',
  'forest.log.maps': 'The map deck is empty: the used map cards are shuffled into a new map deck.',
  'forest.log.complete': "{seat}'s map {map} is complete: no more drawing this round.",
  'forest.log.astray': "{seat}'s tableau holds {limit} cards and the map is still not complete: the traveller has gone astray.",
  'forest.log.missing': "{seat}'s map still needs {dirs}.",
  'forest.log.fallen': '{seat} has fallen in the forest and is out of the journey (renown {renown}).',
} as const;
