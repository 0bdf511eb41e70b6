/**
 * The English words of the free table's prompts and status (keys `sandbox.prompt.…`,
 * `sandbox.status.…`): what a seat may do (prompts.ts) and the table's headline (index.ts).
 * `deck`, `bag`, `die` and `counter` are a piece's name (names.ts).
 */
export const sandboxPromptWords = {
  'sandbox.prompt.draw': 'Draw from {deck}',
  'sandbox.prompt.peek': 'Look at the top card of {deck}',
  'sandbox.prompt.shuffle': 'Shuffle {deck}',
  'sandbox.prompt.deal': 'Deal a card from {deck} to everyone',
  'sandbox.prompt.bagDraw': 'Draw from {bag}',
  'sandbox.prompt.roll': 'Roll {die}',
  'sandbox.prompt.rollAll': 'Roll all dice',
  'sandbox.prompt.count': 'Change {counter}',
  'sandbox.prompt.take': 'Take into your hand',
  'sandbox.prompt.flip': 'Turn over',
  'sandbox.prompt.rotate': 'Turn a quarter clockwise',
  'sandbox.prompt.move': 'Move a piece',
  'sandbox.prompt.lock': 'Lock or unlock',
  'sandbox.prompt.remove': 'Remove from the table',
  'sandbox.prompt.play': 'Play from your hand',
  'sandbox.prompt.toDeck': 'Put a card on a deck',
  'sandbox.prompt.bagReturn': 'Put a token into {bag}',
  'sandbox.prompt.end': 'End the table and reveal the seed',

  'sandbox.status.open': 'Free table',
  'sandbox.status.ended': 'Table ended by {seat}',
} as const;
