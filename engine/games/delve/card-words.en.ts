/**
 * The English words of what Delve's cards and items do, keys `delve.effect.…`: one message
 * per kind of effect ("Attack 3, push 1", "Move 4, jump"), a half with its symbols
 * ("Attack 5 · lost"), an item's and a monster card's effect, and short lists of phrases.
 * Made from the content's data (card-words.ts), so every card is worded by these alone.
 */
export const delveCardWords = {
  'delve.effect.move': 'Move {n}{jump, select, yes {, jump} other {}}',
  'delve.effect.attack': 'Attack {n}{range, plural, =0 {} other {, range #}}{targets, plural, =0 {} other {, # targets}}{push, plural, =0 {} other {, push #}}{pull, plural, =0 {} other {, pull #}}',
  'delve.effect.heal': '{range, plural, =0 {Heal {n}, self} other {Heal {n}, range #}}',
  'delve.effect.shield': 'Shield {n} this round',
  'delve.effect.retaliate': 'Retaliate {n} this round',
  'delve.effect.ward': 'Shield {n} on the next {uses} attacks on you',
  'delve.effect.might': '+{n} attack on your next {uses} attacks',
  'delve.effect.loot': 'Loot {n}',
  'delve.effect.recover': 'Recover {n, plural, one {# lost card} other {# lost cards}}',
  'delve.effect.sharpen': '+{n} on your next attack this turn',
  'delve.effect.half.1': '{a}{lost, select, yes { · lost} other {}}{bonus, select, round { · round bonus} persistent { · persistent} other {}}',
  'delve.effect.half.2': '{a}, {b}{lost, select, yes { · lost} other {}}{bonus, select, round { · round bonus} persistent { · persistent} other {}}',
  'delve.effect.half.3': '{a}, {b}, {c}{lost, select, yes { · lost} other {}}{bonus, select, round { · round bonus} persistent { · persistent} other {}}',
  'delve.effect.monsterCard': 'move {move}, attack {attack}{range, plural, =0 {} other {, range +# (ranged)}}{shield, plural, =0 {} other {, shield #}}{heal, plural, =0 {} other {, heal #}}{shuffle, select, yes {, shuffle} other {}}',
  'delve.list.1': '{a}',
  'delve.list.2': '{a}, {b}',
  'delve.list.3': '{a}, {b}, {c}',
  'delve.list.4': '{a}, {b}, {c}, {d}',
} as const;
