/**
 * The English words of Explorers' log lines that a client words again from their data
 * (log-text.ts): ICU messages, keys `explorers.log.…`. The rule steps log their text
 * through these same messages in English (`explorersSay`, log-words.ts); a client words
 * them in the reader's language from its own catalogue, which follows this one key for key.
 * Names of tiles, heroes, monsters and events are the content's and stay as they are.
 */
export const explorersLogWords = {
  'explorers.log.list': '{rest} and {last}',
  'explorers.log.beside': 'beside {tiles}',
  'explorers.log.on-table': 'on the table',
  'explorers.log.place': '{tile} is laid {where}, turned {rot}°.',
  'explorers.log.no-monster': 'The monster pile is empty: no monster appears.',
  'explorers.log.hidden-monster': 'A monster marker is placed face down on {tile}.',
  'explorers.log.moved': '{n, plural, =0 {Nobody moves to {tile}.} one {{who} moves to {tile}.} other {{who} move to {tile}.}}',
  'explorers.log.shuffled-back': '{monster} is shuffled back into the monster pile (permanent).',
  'explorers.log.explore-draw': '{seat} draws {tile} for {hero}.',
  'explorers.log.venture-draw': '{hero} ventures off the path and reveals {tile}.',
  'explorers.log.turn': "{hero}'s turn ({seat}).",
  'explorers.log.down-turn': '{hero} is knocked down and cannot act this turn.',
  'explorers.log.turn-over': "{hero}'s turn is over.",
  'explorers.log.round': 'Round {round} begins: Phase 1, exploration.',
  'explorers.log.adventure': 'Round {round}, Phase 2: adventure.',
  'explorers.log.event': '{hero} draws the event {event}: {text}',
  'explorers.log.and': '{a} and {b}',
  'explorers.log.battle': '{who} {n, plural, one {fights} other {fight}} {enemy} (defense {defense}, {hits, plural, one {# hit} other {# hits}} needed, damage {damage}).',
  'explorers.log.far-sight': '{who} helps from the next tile (Far Sight).',
  'explorers.log.enraged-no-reroll': 'The enraged {enemy} allows no rerolls.',
  'explorers.log.enraged-first': 'The enraged {enemy} strikes first.',
  'explorers.log.leaf': '{n, plural, one {1 Leaf Shield absorbs 1 hit and is destroyed.} other {# Leaf Shields absorb # hits and are destroyed.}}',
  'explorers.log.victory': '{enemy} is defeated: {hits} of {of} {of, plural, one {hit} other {hits}}.',
  'explorers.log.defeat': '{enemy} withstands the attack: {hits} of {of} {of, plural, one {hit} other {hits}}; it recovers fully.',
  'explorers.log.frozen': 'The frozen {enemy} does no damage and no penalty.',
  'explorers.log.freeze': '{hero} freezes {enemy}: no damage and no penalty until her next turn.',
} as const;
