/**
 * The English words of the Forest's log lines that a client words again from their data
 * (log-text.ts, log-lines.ts): ICU messages, keys `forest.log.…`, with the content's names
 * (name-words.en.ts) that the lines name. The rule steps log their text through these same
 * messages in English (`forestSay`, words.ts); a client words them in the reader's language
 * from its own catalogue, which follows this one key for key.
 */
import { forestNameWords } from './name-words.en.ts';

const DIR = '{dir, select, N {north} E {east} S {south} W {west} other {{dir}}}';

export const forestLogWords = {
  ...forestNameWords,
  'forest.log.list': '{rest} and {last}',
  'forest.log.dir': DIR,
  'forest.log.round': 'Round {round} of {of} begins: each traveller takes a map card; {first} draws first.',
  'forest.log.maps': 'The map deck is empty: the used map cards are shuffled into a new map deck.',
  'forest.log.complete': "{seat}'s map {map} is complete: no more drawing this round.",
  'forest.log.completeNow': "{seat}'s map is complete: no more drawing this round.",
  'forest.log.astray': "{seat}'s tableau holds {limit} cards and the map is still not complete: the traveller has gone astray.",
  'forest.log.missing': "{seat}'s map still needs {dirs}.",
  'forest.log.fallen': '{seat} has fallen in the forest and is out of the journey (renown {renown}).',
  'forest.log.draw': '{seat} draws {card} from the bottom of the Forest Deck: {drawn} of {limit} drawn.',
  'forest.log.place': '{seat} places {card} in the tableau{as, select, N {, its wild icon standing for north} E {, its wild icon standing for east} S {, its wild icon standing for south} W {, its wild icon standing for west} other {}}{n, plural, =0 {} one {; {rest} goes to the discard as drawn} other {; {rest} go to the discard as drawn}}.',
  'forest.log.assign': "{seat}'s {name} now stands for " + DIR + '; the map still needs {missing}.',
  'forest.log.assignDone': "{seat}'s {name} now stands for " + DIR + '; the map is complete.',
  'forest.log.turnOver': '{seat} turns over {was}: it shows {side}{as, select, N { standing for north} E { standing for east} S { standing for south} W { standing for west} other {}}.',
  'forest.log.side': '{name} ({icon, select, none {no icon} wild {a wild icon} N {a north icon} E {a east icon} S {a south icon} W {a west icon} other {{icon}}}, danger {danger}, renown {renown})',
  'forest.log.arrange': '{seat} moves {name} within the tableau.',
  'forest.log.map': "{seat}'s map: {map}.",
  'forest.log.mapCard': '{name} ({dirs}; {reward} renown)',
  'forest.log.newMap': "{because}: {seat}'s map card is replaced by {next}.",
  'forest.log.newMapWas': "{because}: {seat}'s map card {was} is set aside and is replaced by {next}.",
  'forest.log.noMap': 'nothing',
  'forest.log.camp': 'Camp after round {round}: the tableaux leave the forest turned over ({n, plural, one {# card} other {# cards}} onto the discard){standing, select, yes {; each traveller still standing heals {heal}} other {}}.',
  'forest.log.reshuffle': 'The Forest Deck is empty: the discard ({n, plural, one {# card} other {# cards}}) is shuffled into a new Forest Deck, no card turned over.',
  'forest.log.reason': '{reason, select, fell {the traveller fell in the forest} through {the traveller came through with {renown} renown (target {target})} short {{renown} renown, short of the {target} needed} allFell {every traveller fell in the forest} other {{winners} {n, plural, one {wins} other {share}} with {renown} renown}}',
  'forest.log.end': 'The journey is over: {reason}.',
  'forest.log.strategy': "{name}: {seat}'s Strategy {rises, select, yes {rises} other {falls}} to {n} for the rest of the round.",
  'forest.log.guard': "{name}: {seat}'s Guard rises to {n} for the rest of the round.",
  'forest.log.heal': '{name}: {seat} heals {n} (health {health}).',
  'forest.log.renownPer': '{name}: at the encounter {seat} gains 1 renown per ' + DIR + ' icon printed in the tableau ({n} now; wild icons never count).',
  'forest.log.turnOverNone': '{name}: {seat} has no other card to turn over.',
  'forest.log.turnOverAsk': '{name}: {seat} turns over another card of the tableau.',
  'forest.log.ambushWound': 'Ambush! {name}: {seat} loses {n} health ({health} left).',
  'forest.log.ambushWoundPer': 'Ambush! {name}: {seat} loses 1 health per ' + DIR + ' icon printed in the tableau, {n} ({health} left).',
  'forest.log.ambushWoundNone': 'Ambush! {name}: no ' + DIR + " icon is printed in {seat}'s tableau, so no harm is done (wild icons never count).",
  'forest.log.ambushRenown': 'Ambush! {name}: {seat} loses {n} renown ({renown} left).',
  'forest.log.ambushNoRenown': 'Ambush! {name}: {seat} has no renown to lose.',
  'forest.log.ambushSnare': 'Ambush! {name}: {seat} must stop drawing and place one of the drawn cards now.',
  'forest.log.ambushScatter': "Ambush! {name}: {seat}'s other drawn cards are trampled into the discard as drawn: {cards}.",
  'forest.log.ambushScatterNone': 'Ambush! {name}: {seat} had no other drawn card to lose.',
  'forest.log.ambushLost': 'Ambush! {name}: {seat} loses the trail.',
  'forest.log.encounter': "{seat}'s encounter: danger {danger} against guard {guard}: {wounds, plural, =0 {no wound} one {# wound (health {health})} other {# wounds (health {health})}}; renown {cardRenown} from the cards{effectRenown, plural, =0 {} other {, # from their effects}}, {mapRenown} {outcome, select, complete {for the map} other {for going astray}}: {sign} (now {renown}).",
} as const;
