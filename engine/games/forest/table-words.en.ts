/**
 * The English labels of the Forest's table pieces that are not content names: ICU
 * messages, keys `forest.piece.…` (a card's label is its side's name, name-words.en.ts).
 */
export const forestTableWords = {
  'forest.piece.deck': 'Forest Deck',
  'forest.piece.maps': 'Map cards',
  'forest.piece.map': 'Map',
  'forest.piece.mat': '{seat}',
} as const;
