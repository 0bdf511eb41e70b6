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
  'root.log.battle': '{Who} battle {who} in {where}.',
  'root.log.battle-end': 'The battle in {where} is over.',
  'root.log.dominance.activate': '{Who} activated {card}: their VP no longer count; they win if they rule {suit, select, bird {two diagonally opposite corners} other {three {suitName} clearings}} at the start of their Birdsong.',
  'root.log.dominance.take': '{Who} spent {card} to take {took} from beside the map.',
  'root.log.note.scouting': '{Who} have Scouting Party: ambush cards do not affect them.',
  'root.log.note.ambush-ends': '{Who} have no warriors left in {where} after the ambush: the battle ends.',
  'root.log.note.no-ambush': '{Who} did not ambush.',
  'root.log.note.took-ambush': '{Who} did not cancel the ambush: it deals 2 hits to them.',
  'root.log.note.defenseless': '{Who} have no warriors in {where}: defenseless, they take 1 extra hit.',
  'root.log.note.brutal-tactics': '{Who} used Brutal Tactics: 1 extra hit, and {who} score 1 VP.',
  'root.log.note.sappers': '{Who} discarded Sappers to deal 1 extra hit.',
  'root.log.note.armorers': '{Who} discarded Armorers to ignore the rolled hits they would take.',
  'root.log.use.royal-claim': '{Who} discarded Royal Claim: they rule {n, plural, one {# clearing} other {# clearings}}.',
  'root.log.use.tax-collector': '{Who} used Tax Collector: one of their warriors leaves {where} for a card.',
  'root.log.use.burrow-bank': 'Better Burrow Bank: {who} and {other} each draw a card.',
  'root.log.use.command-warren': '{Who} used Command Warren to initiate a battle.',
  'root.log.use.cobbler': '{Who} used Cobbler to take one move.',
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

