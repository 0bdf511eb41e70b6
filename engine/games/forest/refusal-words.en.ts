/**
 * The English words of the Forest's refusals: ICU messages, keys `forest.refusal.…`. The
 * rules refuse through them (ops.ts `fail`) and send them as phrases beside the English.
 */
export const forestRefusalWords = {
  'forest.refusal.over': 'The journey is over.',
  'forest.refusal.notYourTurn': "It is {seat}'s turn.",
  'forest.refusal.nobodysTurn': "It is nobody's turn.",
  'forest.refusal.turnOverFirst': "Wayfinder's Cairn asks first: turn over another card of your tableau.",
  'forest.refusal.mapComplete': 'Your map is complete: no more drawing in this phase. Place one of your drawn cards.',
  'forest.refusal.snared': 'The Briar Snare stopped your drawing: place one of your drawn cards.',
  'forest.refusal.strategyLimit': 'You have drawn {n, plural, one {# card} other {# cards}} this Draw & Choose, as many as your Strategy ({limit}): place one of your drawn cards.',
  'forest.refusal.noCardsPlace': 'Neither the Forest Deck nor its discard holds a card: place one of your drawn cards.',
  'forest.refusal.noCards': 'Neither the Forest Deck nor its discard holds a card.',
  'forest.refusal.chooseDirection': '{name} has a wild icon: choose the direction it stands for.',
  'forest.refusal.notWild': '{name} has no wild icon to assign.',
  'forest.refusal.drawFirst': 'Draw a card first: only drawn cards can be placed.',
  'forest.refusal.notDrawn': 'That card is not among your drawn cards.',
  'forest.refusal.notInTableau': 'That card is not in your tableau.',
  'forest.refusal.sameDirection': 'That wild icon already stands for {dir, select, N {north} E {east} S {south} W {west} other {{dir}}}.',
  'forest.refusal.nothingToTurn': 'There is no card to turn over now.',
  'forest.refusal.turnAnother': 'Choose another card of your tableau to turn over.',
  'forest.refusal.notYours': 'Only cards of your own tableau can be arranged.',
  'forest.refusal.samePlace': 'The card already lies there.',
} as const;
