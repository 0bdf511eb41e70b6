/**
 * The English words of Delve's table pieces (`delve.piece.…`): the character boards, the
 * cards in the active and lost piles, figures, standees, loot, the slots of a long rest and
 * the monster deck. A piece that shows only a name carries the name's phrase.
 */
export const delveTableWords = {
  'delve.piece.board': '{name} · {state} · {items} · {hand} in hand · {coins, plural, one {# coin} other {# coins}}',
  'delve.piece.exhausted': 'exhausted',
  'delve.piece.health': 'health {health}/{max}{shield, plural, =0 {} other { · shield #}}',
  'delve.piece.item': '{item}{spent, select, yes { (spent)} other {}}',
  'delve.piece.longRest': 'Long rest',
  'delve.piece.initiative99': 'Initiative 99',
  'delve.piece.active': '{card} ({until, select, round {this round} other {{left, plural, other {# left}}}})',
  'delve.piece.lost': '{card} (lost)',
  'delve.piece.door': 'Door',
  'delve.piece.coin': 'Coin',
  'delve.piece.chest': 'Chest',
  'delve.piece.figure': '{name} {health}/{max}',
  'delve.piece.monster': '{monster}{asleep, select, yes { (asleep)} other {}} {health}/{max}',
  'delve.piece.monsters': 'Monsters',
  'delve.piece.deck': 'Monster abilities',
} as const;
