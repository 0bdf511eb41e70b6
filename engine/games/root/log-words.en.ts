/**
 * The English words of Root's log lines that a client words again from their data
 * (log-text.ts): ICU messages, keys `root.log.…`. The rule steps log their text through
 * these same messages in English (`rootSay`, log-words.ts); a client words them in the
 * reader's language from its own catalogue, which follows this one key for key. Each
 * faction's own lines, its name and its pieces' nouns are in its folder
 * (`factions/<id>/log-words.en.ts`, its log policy's `words`), added to `rootSay` by the
 * faction lists (factions/index.ts).
 */

/** Root's English log catalogue: the core's lines (each faction adds its own). */
export const rootLogWords = {
  'root.log.suit': '{suit, select, fox {fox} rabbit {rabbit} mouse {mouse} bird {bird} other {{suit}}}',
  'root.log.clearing': '{name} ({suit})',
  'root.log.card': '{name} ({suit})',
  'root.log.piece.warrior': 'a warrior',
  'root.log.piece.a': '{article, select, an {an {piece}} other {a {piece}}}',
  'root.log.piece.plain': '{article, select, other {a {piece}}}',
  'root.log.piece.suited': '{article, select, other {a {suit} {piece}}}',
  'root.log.piece.down': '{article, select, other {a face-down {piece}}}',
  'root.log.move': '{Who} moved {n, plural, one {# warrior} other {# warriors}} from {from} to {to}.',
  'root.log.move.carrying': '{Who} moved {n, plural, one {# warrior} other {# warriors}} from {from} to {to}, carrying {carry}.',
  'root.log.turn': 'Turn {turn}: {Who} begin Birdsong.',
  'root.log.draw': '{Who} drew {n, plural, one {# card} other {# cards}}.',
  'root.log.draw.why': '{Who} drew {n, plural, one {# card} other {# cards}} {why}.',
  'root.log.own-draw': 'You drew {cards}.',
  'root.log.own-draw.why': 'You drew {cards} {why}.',
  'root.log.nothing': 'nothing',
  'root.log.discard': '{Who} {why}: {card}.',
  'root.log.place': '{Who} placed {n, plural, one {# warrior} other {# warriors}} in {where} {why}.',
  'root.log.place.short': '{Who} placed {n, plural, one {# warrior} other {# warriors}} in {where} {why} (only {n} left in the supply).',
  'root.log.remove': '{Who} lost {piece} in {where}.',
  'root.log.remove.by': '{Who} lost {piece} in {where} by {by}.',
  'root.log.remove.self': '{Who} lost {piece} in {where} by {by} themselves.',
  'root.log.why.evening': 'in Evening',
  'root.log.why.setup': 'at setup',
  'root.log.why.tax-collector': 'from Tax Collector',
  'root.log.why.burrow-bank': 'from Better Burrow Bank',
  'root.log.why.hand-limit': 'discarded down to the hand limit',
  'root.log.why.cancel-ambush': 'cancelled the ambush with',
} as const;

