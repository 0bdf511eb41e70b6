/**
 * The English words of Delve's log lines that a client words again from their data
 * (log-text.ts): ICU messages, keys `delve.log.…`, with the names and card texts the lines
 * name (name-words.en.ts, card-words.en.ts). The rule steps log their text through these
 * same messages in English (`delveSay`, words.ts); a client words them in the reader's
 * language from its own catalogue, which follows this one key for key.
 */
import { delveCardWords } from './card-words.en.ts';
import { delveNameWords } from './name-words.en.ts';

/** The log lines' own messages. */
export const delveLogLines = {
  'delve.log.who': '{name} ({seat})',
  'delve.log.round': 'Round {round}: every player chooses two cards or a long rest, in secret.',
  'delve.log.cleanup': 'Cleanup of round {round}: players with two or more discarded cards may take a short rest.',
  'delve.log.victory': 'Victory in round {round}: every monster is defeated.',
  'delve.log.defeat': 'Defeat in round {round}: every character is exhausted.',
  'delve.log.turn': "{who}'s turn ({initiative}).",
  'delve.log.turn.rest': '{who} takes a long rest: choose a discarded card to lose.',
  'delve.log.exhausted': '{who} is exhausted ({by, select, cards {fewer than two cards in hand and fewer than two discarded} other {no health left}}).',
  'delve.log.no-rest': '{who} does not rest.',
  'delve.log.sealed': '{who} {changed, select, yes {changed their choice} other {has chosen}}.',
  'delve.log.chose': 'You chose {rest, select, yes {a long rest} other {{lead} (leading, {initiative}) and {other}}} (hidden until everyone has chosen).',
  'delve.log.monster-wait': '{monster} {n} can reach no one and waits.',
  'delve.log.pass': '{who}: {effect} has nothing to act on.',
  'delve.log.placed': '{card} goes to {where, select, persistent {the active area (persistent)} round {the active area (until the end of the round)} lost {the lost pile} other {the discard}}.',
  'delve.log.leaves': '{card} leaves the active area for {lost, select, yes {the lost pile} other {the discard}}.',
  'delve.log.half': '{who} uses the {half, select, top {top} other {bottom}} of {card}{plain, select, yes { as a plain action} other {}}: {text}.',
  'delve.log.move': '{who} moves {steps, plural, one {# hex} other {# hexes}}.',
  'delve.log.shove': '{who} {dir, select, push {pushes} other {pulls}} {monster} one hex.',
  'delve.log.heal': '{who} heals {self, select, yes {themself} other {{target}}} by {healed}: {health}/{max} health.',
  'delve.log.recover': '{who} recovers {card} from the lost pile into hand.',
  'delve.log.skip': '{who} skips {effect}.',
  'delve.log.item': '{who} uses {item}: {k, select, heal {heals {n}} move {may move {n} hexes now} sharpen {adds {n} to the next attack this turn} other {gains shield {n} this round}}.',
  'delve.log.attack': '{who} attacks {monster}: {damage} damage{detail, select, yes { (attack {n}; {how})} other {}}{defeated, select, yes {: {monster} is defeated} other {, {health}/{max} health left}}.',
  'delve.log.how.sharpen': 'whetstone +{n}',
  'delve.log.how.might': '{card} +{n}',
  'delve.log.how.shield': 'shield {n}',
  'delve.log.monster-attack': '{monster} attacks {who}: {damage} damage{shield, plural, =0 {} other { (attack {n}, shield #)}}{left, select, yes {, {health}/{max} health left} other {}}.',
  'delve.log.retaliate': '{who} retaliates: {monster} suffers {n}{defeated, select, yes { and is defeated} other {, {health}/{max} health left}}.',
  'delve.log.loot': '{who} loots {coins, plural, one {# coin} other {# coins}}.',
  'delve.log.chest': '{who} opens a treasure chest: items refreshed, heals {healed}.',
  'delve.log.door': '{who} opens the door to {room}{count, plural, =0 {} one {: {woken} wakes} other {: {woken} wake}}.',
  'delve.log.monster-heal': '{monster} heals {healed}: {health}/{max} health.',
  'delve.log.monster-move': '{monster} moves towards {who}.',
  'delve.log.monsters': 'The monsters act ({has, select, yes {{card}, {initiative}} other {no card}}).',
  'delve.log.reveal': 'Revealed: {plays}. The monsters draw {card} ({initiative}: {text}).',
  'delve.log.reveal.rest': '{who} declares a long rest (99)',
  'delve.log.reveal.plays': '{who} plays {lead} ({a}) and {other} ({b})',
  'delve.log.order': 'Order: {order}.',
  'delve.log.order.monsters': 'monsters {initiative}',
  'delve.log.order.char': '{who} {initiative}',
  'delve.log.shuffle': 'The monster ability deck is shuffled.',
  'delve.log.shuffle.card': '{card} was drawn: the monster ability deck is shuffled.',
  'delve.log.long-rest': '{who} rests: loses {card}, takes {back, plural, one {# card} other {# cards}} back into hand, {healed, plural, =0 {is at full health} other {heals #}}{refreshed, plural, =0 {} one { and refreshes # item} other { and refreshes # items}}.',
  'delve.log.short-rest': '{who} takes a short rest: the discard is shuffled and {card} is drawn to be lost.',
  'delve.log.redraw': '{who} suffers 1 damage to keep {kept}; {card} is drawn to be lost instead.',
  'delve.log.rested': '{who} loses {card} and takes {back, plural, one {# card} other {# cards}} back into hand.',
} as const;

/** Every message a log line is worded with: its own, and the names and card texts it names. */
export const delveLogWords = { ...delveLogLines, ...delveNameWords, ...delveCardWords } as const;
