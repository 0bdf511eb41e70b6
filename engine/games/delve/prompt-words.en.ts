/**
 * The English words of Delve's prompts (`delve.prompt.…`) and status headlines
 * (`delve.headline.…`): what a seat may do now, and what the table waits for. Names and
 * card texts inside them are phrases of their own (name-words.en.ts, card-words.en.ts).
 */
export const delvePromptWords = {
  'delve.prompt.select': 'Choose two cards (the first leads for initiative)',
  'delve.prompt.selectSpending': 'Choose two cards, one or both with a lost action (the first leads for initiative)',
  'delve.prompt.longRest': 'Long rest (initiative 99): lose one discarded card of your choice, take the rest back, heal 2, refresh items',
  'delve.prompt.lose': 'Long rest: lose {card}',
  'delve.prompt.item': 'Use {item}: {effect}',
  'delve.prompt.move': '{move}: {steps, plural, one {# hex} other {# hexes}}',
  'delve.prompt.itemMove': '{item} move',
  'delve.prompt.dontMove': 'Do not move',
  'delve.prompt.half': '{card} {half, select, top {top} other {bottom}}: {text}',
  'delve.prompt.halfThen': "{card} {half, select, top {top} other {bottom}}: {text} (then {other}'s {half, select, top {bottom} other {top}})",
  'delve.prompt.plain': '{card} {half, select, top {top} other {bottom}} as plain {effect}',
  'delve.prompt.plainThen': "{card} {half, select, top {top} other {bottom}} as plain {effect} (then {other}'s {half, select, top {bottom} other {top}})",
  'delve.prompt.shove': '{dir, select, push {Push} other {Pull}} {monster} here',
  'delve.prompt.stopShove': '{dir, select, push {Stop the push} other {Stop the pull}}',
  'delve.prompt.attack': 'Attack {monster} ({health}/{max})',
  'delve.prompt.heal': '{self, select, yes {Heal yourself} other {Heal {who}}} ({health}/{max})',
  'delve.prompt.recover': 'Recover {card}',
  'delve.prompt.skip': 'Skip {effect}',
  'delve.prompt.skipTargets': 'Skip the remaining targets',
  'delve.prompt.accept': 'Lose {card}',
  'delve.prompt.redraw': 'Suffer 1 damage to keep {card} and lose another at random',
  'delve.prompt.shortRest': 'Short rest: lose one of your {n} discarded cards at random, take the others back',
  'delve.prompt.noRest': 'No rest',

  'delve.headline.victory': 'Victory in round {round}: every monster is defeated',
  'delve.headline.defeat': 'Defeat in round {round}: every character is exhausted',
  'delve.headline.select': 'Round {round} · card selection: waiting for {names}',
  'delve.headline.cleanup': 'Round {round} · cleanup: short rests ({names})',
  'delve.headline.turn': "Round {round} · {name}'s turn ({who})",
  'delve.headline.monsters': 'Round {round} · monsters',
} as const;
