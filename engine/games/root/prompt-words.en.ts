/**
 * The English words of Root's core prompts, its status headline and the decision it
 * names (keys `root.prompt.…`, `root.status.…`, `root.step.…`, `root.battle.step.…`), and
 * the lists and names they nest (`root.list…`, `root.name.…`). A client words them again
 * in its reader's language from its own catalogue, which follows this one key for key.
 */

/** Root's English prompt and status words. */
export const rootPromptWords = {
  'root.prompt.pick': 'Pick the faction you will play',
  'root.prompt.ambush': 'Ambush in {where}: 2 hits before the dice',
  'root.prompt.no-ambush': 'No ambush',
  'root.prompt.counter': 'Cancel the ambush with your own',
  'root.prompt.take-ambush': 'Take the ambush (2 hits)',
  'root.prompt.battle-card': 'Use a battle card',
  'root.prompt.no-battle-card': 'No more battle cards',
  'root.prompt.remove': 'Choose the piece to lose ({n, plural, one {# hit} other {# hits}} left)',
  'root.prompt.dominance': 'Activate a dominance card (your VP stop counting)',
  'root.prompt.take-dominance': 'Spend a matching card to take a dominance card from beside the map',
  'root.prompt.use': 'Use a card in front of you',
  'root.prompt.command-warren': 'Command Warren: initiate a battle',
  'root.prompt.cobbler': 'Cobbler: take one move',
  'root.prompt.go-on': 'Go on with {phase, select, birdsong {Birdsong} daylight {Daylight} other {Evening}}',
  'root.prompt.discard': 'Discard down to {n} cards',
  'root.prompt.burrow-bank': 'Better Burrow Bank: who draws a card with you?',
  'root.status.headline': '{phase, select, setup {Setup} birdsong {Turn {turn}, Birdsong} daylight {Turn {turn}, Daylight} other {Turn {turn}, Evening}} — {what}',
  'root.status.won': '{names} won: {how, select, cap {lead when the turn limit of {max} ran out} dominance {won by dominance} other {reached 30 VP}}',
  'root.status.pick': '{seat}: pick a faction ({n, plural, one {# faction} other {# factions}} left)',
  'root.status.decide': '{Who}: {what}',
  'root.status.battle': '{Who}: battle in {where} — {step}',
  'root.status.discard': '{Who} must discard {n, plural, one {# card} other {# cards}} down to {limit}',
  'root.status.burrow-bank': '{Who}: choose a player for Better Burrow Bank',
  'root.step.pick': 'pick a faction',
  'root.step.window': 'start of {phase, select, setup {Setup} birdsong {Birdsong} daylight {Daylight} other {Evening}}: cards in front of you',
  'root.battle.step.ambush': 'may play an ambush card or let the battle go on',
  'root.battle.step.counter': 'may cancel the ambush with an ambush card of their own, or take 2 hits',
  'root.battle.step.ambush-hits': 'choose which pieces the ambush removes',
  'root.battle.step.attacker-effects': 'may use a battle card before the hits (attacker)',
  'root.battle.step.defender-effects': 'may use a battle card before the hits (defender)',
  'root.battle.step.hits': 'choose which pieces to lose to the hits',
  'root.battle.step.roll': 'the dice are rolled',
  'root.list': '{a}, {b}',
  'root.list.and': '{a} and {b}',
  'root.name.clearing-n': 'clearing {id}',
  'root.name.faction.clergy': 'Honeycomb Clergy',
  'root.name.faction.corvids': 'Corvid Conspiracy',
  'root.name.faction.duchy': 'Underground Duchy',
  'root.name.faction.legion': 'Queenless Legion',
  'root.name.item': '{item, select, boot {boot} bag {bag} crossbow {crossbow} hammer {hammer} sword {sword} tea {tea} coins {coins} other {{item}}}',
  'root.name.cost': '{icon, select, fox {fox} rabbit {rabbit} mouse {mouse} other {any}}',
} as const;
