/**
 * The English words of the Forest's prompts and status headlines: ICU messages, keys
 * `forest.prompt.…` and `forest.headline.…`. The engine words its labels and headlines
 * through them (words.ts) and sends them as phrases; a client words them in the reader's
 * language from its own catalogue, which follows this one key for key.
 */
export const forestPromptWords = {
  'forest.prompt.turnOver': 'Turn over {name} (to {card})',
  'forest.prompt.draw': 'Draw from the bottom of the Forest Deck ({n} of {limit})',
  'forest.prompt.place': 'Place {card}',
  'forest.prompt.placeWild': 'Place {card}: choose its direction',
  'forest.prompt.assign': 'Reassign {name} (now {dir, select, N {north} E {east} S {south} W {west} other {unassigned}})',
  'forest.prompt.arrange': 'Arrange your tableau',
  'forest.headline.round': 'Round {round} of {of}',
  'forest.headline.turn': 'Round {round} of {of} · {seat} {doing, select, turnOver {turns over a card} draws {draws} other {chooses ({drawn} of {limit} drawn)}}',
  'forest.headline.solo': 'Journey {won, select, yes {won} other {lost}}: {reason}',
  'forest.headline.nobody': 'Nobody wins: {reason}',
} as const;
