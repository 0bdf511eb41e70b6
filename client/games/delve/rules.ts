/**
 * Delve in plain words (the ability-card cycle of seed 003 as a co-operative skirmish), in
 * the order a round goes: the Rules panel shows it, and log lines and refusals link to the
 * part that explains them. The scenario, cards and monsters are the table's own content.
 */
import type { RulesReference } from '../../kit/types.ts';

export const delveRules: RulesReference = {
  title: 'Delve',
  intro:
    'A co-operative fight through a small dungeon of hex rooms. Each character has a hand of ability cards, and every card played is a step towards exhaustion: rest to get cards back, but each rest loses one for good. Defeat every monster before every character is exhausted.',
  sections: [
    {
      id: 'scenario',
      title: 'The scenario',
      text: [
        'The dungeon has rooms joined by doors. A room’s monsters sleep until a character steps onto its door; then the door opens and they wake. More characters meet more and tougher monsters.',
      ],
      codes: ['door', 'reveal', 'delve/bad-options', 'delve/bad-action', 'delve/no-character'],
    },
    {
      id: 'select',
      title: 'Choosing cards',
      text: [
        'Each round starts with every player choosing, at the same time and in secret, two cards from their hand, or a long rest. The first card chosen leads: its initiative number is yours for the round. You may change your mind until the last player has chosen; the others only see that you have chosen.',
        'With fewer than two cards in hand, a long rest is your only choice; a long rest needs at least two discarded cards.',
      ],
      codes: ['card-placed', 'round', 'delve/not-selecting', 'delve/same-card', 'delve/not-in-hand', 'delve/must-rest', 'delve/no-rest'],
    },
    {
      id: 'order',
      title: 'Reveal and initiative',
      text: [
        'When everyone has chosen, all choices turn up together and the monsters draw their ability card. Lower initiative acts first; a long rest counts 99. At a tie a character goes before the monsters, then the character whose other card is lower, then the lower seat.',
      ],
      codes: ['order', 'monsters', 'shuffle'],
    },
    {
      id: 'turn',
      title: 'A character’s turn',
      text: [
        'On your turn you use the top action of one played card and the bottom action of the other, in either order. An action is made of parts: move, attack, heal, push or pull, recover lost cards, and so on. You may skip a part you do not want; you may also use an item you carry.',
        'Moving goes from hex to hex, past allies but not through monsters, and ends on a free hex. Attacks need the monster awake, in range and in sight; healing needs the ally in range and in sight.',
        'After use, a card goes to your discard pile, or to your lost pile when its action says so, or stays in front of you while its effect lasts.',
      ],
      codes: [
        'turn', 'half', 'move', 'attack', 'heal', 'push', 'pull', 'recover', 'item', 'skip', 'pass', 'loot', 'chest',
        'delve/not-your-turn', 'delve/busy', 'delve/not-played', 'delve/same-half', 'delve/no-move', 'delve/cannot-reach', 'delve/no-attack', 'delve/no-target',
        'delve/no-shove', 'delve/bad-shove', 'delve/no-heal', 'delve/heal-range', 'delve/no-recover', 'delve/not-lost', 'delve/nothing-to-skip',
        'delve/no-item', 'delve/item-spent', 'delve/not-now',
      ],
    },
    {
      id: 'monsters',
      title: 'The monsters’ turn',
      text: [
        'The monsters act together at their card’s initiative. Each picks its target by fixed rules (the nearest character it can reach, the lower initiative at a tie), moves and attacks as its card says. Some strike back when attacked; some heal.',
      ],
      codes: ['monster-move', 'monster-attack', 'monster-heal', 'monster-wait', 'retaliate', 'defeat'],
    },
    {
      id: 'rest',
      title: 'Cleanup and resting',
      text: [
        'At cleanup, effects that last a round end, and every player with two or more discarded cards may take a short rest: a random discarded card is lost and the rest return to the hand. Once per rest you may take 1 damage to lose a different random card instead.',
        'A long rest, declared when choosing, is your whole turn at initiative 99: you choose one discarded card to lose, take the rest back, heal 2 and refresh your spent items. Nothing else happens on that turn: no card is played and no item is used.',
      ],
      codes: ['cleanup', 'short-rest', 'long-rest', 'redraw', 'rested', 'no-rest', 'delve/no-short-rest', 'delve/not-resting', 'delve/not-discarded', 'delve/resting'],
    },
    {
      id: 'end',
      title: 'Exhaustion, victory and defeat',
      text: [
        'A character whose health runs out, or who at the start of a round cannot play two cards or rest, is exhausted and out of the scenario, and the cards in front of it leave play with it (to its lost pile when their action says so, else to its discard pile). The party wins when every monster is defeated, and loses when every character is exhausted.',
      ],
      codes: ['exhausted', 'victory', 'delve/over'],
    },
  ],
  terms: [
    { term: 'Initiative', what: 'The number on your leading card: lower acts first.', section: 'order' },
    { term: 'Long rest', what: 'A whole turn at initiative 99: lose a chosen discard, take the rest back, heal 2.', section: 'rest' },
    { term: 'Short rest', what: 'At cleanup: lose a random discard, take the rest back.', section: 'rest' },
    { term: 'Lost', what: 'Cards gone for the scenario, unless an action recovers them.', section: 'turn' },
    { term: 'Exhausted', what: 'Out of the scenario: no health, or no cards to play or rest.', section: 'end' },
  ],
};
