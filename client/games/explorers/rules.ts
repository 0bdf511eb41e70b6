/**
 * Explorers of the Woodlands in plain words (seed 002), in the order a round goes: the
 * Rules panel shows it, and log lines and refusals link to the part that explains them.
 * Numbers the rulebook leaves open are the table's stand-in content (engine content files).
 */
import type { RulesReference } from '../../kit/types.ts';

export const explorersRules: RulesReference = {
  title: 'Explorers of the Woodlands',
  intro:
    'A co-operative game for one to four heroes. Together you lay the forest out tile by tile, walk it, fight what lives there, gather loot and orbs, and try to beat the forest’s Boss before the Boss’s threat runs out or every hero falls. You all win or all lose.',
  sections: [
    {
      id: 'setup',
      title: 'Setting up',
      text: [
        'Each player picks a hero. A hero starts with 5 health and no orbs, and has a hero board with spaces for the four hero dice, three loot slots and a Power card that opens up as orbs are spent on it.',
        'The starting tile lies in the middle. The Boss tile is shuffled with two other tiles and put at the bottom of the tile pile, so the Boss turns up late. Monsters, loot, events and bosses each form a face-down pile.',
      ],
      codes: ['explorers/bad-options', 'explorers/bad-action', 'explorers/bad-hero'],
    },
    {
      id: 'round',
      title: 'A round',
      text: [
        'The game is played in rounds. Each round has two phases: Phase 1, exploration, in which each hero in turn lays one tile; then Phase 2, adventure, in which each hero in turn takes a full turn. Then a new round begins.',
        'Only the hero whose turn it is acts, except where a rule lets an ally help (an adjacent ally in a battle, a hero answering for a lost battle).',
      ],
      codes: ['round', 'phase', 'explorers/not-your-turn', 'explorers/wrong-step'],
    },
    {
      id: 'explore',
      title: 'Phase 1: exploration',
      text: [
        'On your part of Phase 1 you draw the top tile and lay it next to the tiles already out. Its paths must join a path already there; where it touches several tiles, it must join as many paths as it can, and you should avoid making dead ends. The table shows every place and turn that is allowed.',
        'A tile that cannot join anywhere goes back under the pile and you draw another. When the pile is empty, nothing more is explored. Laying a tile sets out what it shows: face-down monsters, a chest, an event marker, Energy Well markers, a Boss card.',
      ],
      codes: ['draw', 'place', 'explore', 'explorers/illegal-placement', 'explorers/off-grid', 'explorers/nothing-fits', 'explorers/pile-empty', 'explorers/not-empty'],
    },
    {
      id: 'dice',
      title: 'Phase 2: rolling and keeping the hero dice',
      text: [
        'Your turn starts with poison (see Markers) and with your used loot cards turned face up again. Then you roll the four hero dice. You may reroll some of them once, but you must keep at least one die from the first roll.',
        'You then put each kept die on a space of your hero board that accepts its number: Movement takes the 1, 2 and 3; Concentration takes 4 or more; the two special actions take a 5 and a 6; Summoning takes any two dice. A space marked for one die holds only one. Once placed, dice are not rerolled.',
      ],
      codes: ['turn', 'roll', 'keep', 'assign', 'explorers/keep-one', 'explorers/bad-dice', 'explorers/die-placed', 'explorers/wrong-space', 'explorers/space-full', 'explorers/no-die'],
    },
    {
      id: 'move',
      title: 'Moving and high-risk exploration',
      text: [
        'Each die on Movement lets your hero step once to a neighbouring tile along a joined path; the die is spent. You may mix moves and other actions in any order. Stepping onto a tile makes its effects happen at once, before you go on: monsters there start a battle, thorns bite, an event is drawn.',
        'Stepping towards a place with no tile yet is high-risk exploration: you draw and lay a tile there (it must join the path you come from), step onto it, and gain 1 orb for each tile laid this way.',
        'A hero who is immobilized cannot move for the rest of the turn.',
      ],
      codes: ['move', 'explorers/no-moves', 'explorers/no-path', 'explorers/immobilized'],
    },
    {
      id: 'actions',
      title: 'Concentration, special actions and summoning',
      text: [
        'Dice on Concentration each give 1 orb at the end of your turn; an orb gained this way can be spent only from your next turn on.',
        'Each hero has two special actions of their own, taken with a 5 and a 6. Some work at once; some last while the die stays on its space for the rest of the turn.',
        'Two dice of any number on Summoning call your hero’s power die of its colour until the end of the turn. It joins your combat dice in every battle this turn; each power die counts once per roll.',
      ],
      codes: ['special', 'summon', 'explorers/no-special', 'explorers/already-summoned', 'explorers/passive'],
    },
    {
      id: 'combat',
      title: 'Battles',
      text: [
        'A hero who starts a turn on, or steps onto, a tile with monsters or a revealed Boss must fight. Hidden monsters turn face up the first time a hero steps onto their tile.',
        'You roll your combat dice, plus any power die you summoned. Each die that reaches the monster’s defence is a hit; enough hits defeat it and give its reward (orbs, loot). You may spend 1 orb per combat die to reroll it (never a power die). An ally on a neighbouring, joined tile may help with a die.',
        'If the monster withstands the attack, it strikes back: the hero loses health or suffers the monster’s penalty. Some monsters are weak to, resist or ignore certain power dice; an enraged monster is stronger and may forbid rerolls; a frozen one does no harm this turn.',
      ],
      codes: [
        'battle', 'hit', 'miss', 'defeat', 'victory', 'damage', 'penalty', 'reward', 'enraged', 'frost', 'retreat', 'armor', 'leaf',
        'explorers/no-enemy', 'explorers/no-battle', 'explorers/bad-target', 'explorers/bad-die', 'explorers/wrong-target', 'explorers/not-a-fighter',
        'explorers/ally-die', 'explorers/no-orbs', 'explorers/power-die', 'explorers/nothing-to-reroll', 'explorers/no-reroll', 'explorers/frozen',
        'explorers/used', 'explorers/no-power',
      ],
    },
    {
      id: 'boss',
      title: 'The Boss and the threat track',
      text: [
        'The Boss card lies face down on the Boss tile and turns over when a hero first steps there; its threat cube starts on the first space of its track. Things that go wrong raise the threat; when it reaches the end of the track, the heroes lose.',
        'In battle a Boss rolls a combat skill that can call monsters, hurt the heroes or make each hero on its tile turn over one face-up weapon — the player picks which when the hero holds several, and the battle waits for the choice; a card turned over this way stays unusable for the rest of the round. Beat the Boss to win.',
      ],
      codes: ['boss', 'threat', 'skill', 'reveal', 'monster'],
    },
    {
      id: 'loot',
      title: 'Loot, chests and the peddler',
      text: [
        'Loot cards are weapons and items. A hero holds three; taking a fourth means discarding one. Cards without an icon work all the time. Cards with an icon are used by their holder on their own turn: some turn face down until their next turn, some are discarded after use.',
        'On a tile with a chest and no monsters, open it to draw a loot card. Heroes on the same tile with no monsters may give each other unused cards. When the loot pile runs out, its discards are shuffled into a new pile.',
        'The first hero to reach the peddler lays out three loot cards for sale at 3 orbs each; they are not replaced. You may also sell a card to the peddler for 1 orb.',
      ],
      codes: [
        'loot', 'use', 'give', 'discard', 'shuffle', 'chest', 'buy', 'sell', 'peddler',
        'explorers/cannot-carry', 'explorers/not-yours', 'explorers/permanent', 'explorers/in-battle', 'explorers/no-chest', 'explorers/enemies-here',
        'explorers/no-peddler', 'explorers/not-for-sale', 'explorers/not-here',
      ],
    },
    {
      id: 'orbs',
      title: 'Orbs and hero Powers',
      text: [
        'A hero holds at most 10 orbs. Orbs reroll combat dice, buy from the peddler, and open the hero’s Powers: once you have 3 orbs you may spend them on the first Power; after that, with 5 orbs, on the second.',
      ],
      codes: ['orbs', 'power', 'firstAid', 'explorers/all-unlocked', 'explorers/full-health'],
    },
    {
      id: 'tiles',
      title: 'Tiles and markers',
      text: [
        'An event marker is drawn as an event card by the first hero to step on it, and its effect applies at once. Thorns roll a die on arrival and apply the result (lost health, immobilized, poisoned…). A vortex takes a hero to the starting tile for 1 orb. An Energy Well gives one hidden marker of orbs to each hero, once. Ending a turn at a campfire restores all health.',
        'Poison costs health at the start of the poisoned hero’s turn until it is cured. A hero’s markers (poison, thorns, frost) stay until a rule removes them.',
      ],
      codes: ['event', 'thorns', 'poison', 'vortex', 'well', 'explorers/no-vortex', 'explorers/no-well', 'explorers/well-taken', 'explorers/no-marker', 'explorers/not-poisoned'],
    },
    {
      id: 'knocked',
      title: 'Knocked down',
      text: [
        'A hero whose health reaches 0 is knocked down: they drop every marker and miss their next turn, then get back up with some health. An ally may help them up sooner. If every hero is down at once, the heroes lose.',
      ],
      codes: ['knockdown', 'heal', 'explorers/not-down', 'explorers/knocked-down'],
    },
    {
      id: 'lairs',
      title: 'Lairs (mini-expansion)',
      text: [
        'With the Lairs expansion, a hero on a Lair tile may enter the lair for free on their turn, and heroes on the same tile may join. A lair card says what waits inside and what it gives.',
      ],
      codes: ['lair', 'explorers/no-lair'],
    },
    {
      id: 'end',
      title: 'Winning and losing',
      text: ['The heroes win together when the Boss is beaten. They lose together when the threat track runs out or every hero is knocked down at the same time.'],
      codes: ['over', 'explorers/over'],
    },
  ],
  terms: [
    { term: 'Phase 1', what: 'Exploration: each hero in turn lays one forest tile.', section: 'explore' },
    { term: 'Exploration', what: 'Phase 1: each hero in turn lays one forest tile.', section: 'explore' },
    { term: 'Phase 2', what: 'Adventure: each hero in turn rolls the hero dice and acts.', section: 'dice' },
    { term: 'Adventure', what: 'Phase 2: each hero in turn rolls the hero dice and acts.', section: 'dice' },
    { term: 'Movement', what: 'Hero dice showing 1–3: one step to a joined neighbouring tile each.', section: 'move' },
    { term: 'Concentration', what: 'Hero dice showing 4 or more: 1 orb each at the end of the turn.', section: 'actions' },
    { term: 'Summoning', what: 'Any two hero dice: your power die joins your combat dice this turn.', section: 'actions' },
    { term: 'Special action', what: 'A hero’s own action, taken with a 5 or a 6.', section: 'actions' },
    { term: 'Orbs', what: 'Spent to reroll combat dice, to buy, and to open your Powers (at most 10).', section: 'orbs' },
    { term: 'Threat', what: 'The Boss’s track: when it runs out, the heroes lose.', section: 'boss' },
    { term: 'Knocked down', what: 'At 0 health: the hero drops its markers and misses a turn.', section: 'knocked' },
    { term: 'Immobilized', what: 'The hero cannot move for the rest of the turn.', section: 'move' },
    { term: 'Poisoned', what: 'Loses health at the start of each of its turns until cured.', section: 'tiles' },
    { term: 'Enraged', what: 'A stronger monster that may forbid rerolls.', section: 'combat' },
    { term: 'Power die', what: 'A hero’s coloured die, summoned for one turn’s battles.', section: 'actions' },
    { term: 'High-risk exploration', what: 'Stepping where no tile lies yet: lay one, step on, gain 1 orb.', section: 'move' },
  ],
};
