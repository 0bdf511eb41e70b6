/**
 * The English words of Root's core refusals (keys `root.refusal.…`): why the rules turn
 * an action down. A client words them again in its reader's language from its own
 * catalogue, which follows this one key for key.
 */

/** Root's English refusal words. */
export const rootRefusalWords = {
  'root.refusal.over': 'The game is over.',
  'root.refusal.not-your-turn': 'It is not your decision now: {Who} (seat {n}) must decide.',
  'root.refusal.nothing-here': 'Nothing to decide here.',
  'root.refusal.nothing-in-step': 'Nothing to decide in this step.',
  'root.refusal.must-pick': 'Pick the faction you will play first.',
  'root.refusal.bad-pick': 'Pick one of the factions left: {names}.',
  'root.refusal.bad-defender': 'You must battle another player.',
  'root.refusal.no-clearing': 'There is no such clearing on this map.',
  'root.refusal.no-warriors-to-battle': 'You need warriors in {where} to battle there.',
  'root.refusal.no-enemy': '{Who} have no pieces in {where}.',
  'root.refusal.ambush-or-not': 'Play an ambush card or decline it.',
  'root.refusal.bad-ambush': 'You may play only an ambush matching {where} (or a bird ambush).',
  'root.refusal.bad-effect': 'That battle card is not yours to use now.',
  'root.refusal.choose-loss': 'Choose which of your pieces to lose.',
  'root.refusal.bad-piece': 'You have no {piece} in {where} to lose.',
  'root.refusal.nothing-in-battle': 'Nothing to decide in this battle now.',
  'root.refusal.not-craftable': '{card} cannot be crafted.',
  'root.refusal.no-item': 'No {item} is left in the item supply, so {card} cannot be crafted.',
  'root.refusal.duplicate': 'You already have {name} in front of you.',
  'root.refusal.not-in-hand': 'That card is not in your hand.',
  'root.refusal.bad-crafting-piece': '"{id}" is not one of your crafting pieces you may use now.',
  'root.refusal.cost': 'Those crafting pieces do not pay for {card} (cost: {cost}).',
  'root.refusal.not-dominance': '{card} is not a dominance card.',
  'root.refusal.dominance-active': 'You have already activated a dominance card.',
  'root.refusal.dominance-vp': 'You need at least {need} VP to activate a dominance card (you have {vp}).',
  'root.refusal.no-dominance': 'That dominance card is not beside the map.',
  'root.refusal.dominance-card': 'To take {card} spend a card of its suit{bird, select, yes { (a bird card)} other { (birds are wild)}}.',
  'root.refusal.bad-use': 'You cannot use {effect} like that now.',
  'root.refusal.not-in-window': 'That is not something you can do at the start of this phase.',
  'root.refusal.must-discard': 'Discard down to {n} cards first.',
  'root.refusal.bad-choice': 'Choose another player.',
  'root.refusal.not-adjacent': '{a} and {b} are not joined by a path (rivers are not paths).',
  'root.refusal.no-warriors-to-move': 'You have {have, plural, one {# warrior} other {# warriors}} in {where}, not {n}.',
  'root.refusal.no-rule': 'To move you must rule {a} or {b}.',
  'root.refusal.not-out-of': 'You may not move out of {where} now.',
  'root.refusal.not-into': 'You may not move into {where} now.',
  'root.refusal.carry-one': 'Each warrior carries at most one token: {n} cannot carry {k}.',
  'root.refusal.no-carry': 'There is no {key} of yours to carry out of {where}.',
  'root.refusal.bad-action': 'No faction takes actions named "{t}".',
} as const;
