/** Into the Forest's words in the keyboard's choices list (action-words.ts). */
export const enKeys = {
  'forest.keys.as': 'its wild icon standing for {dir}',
  'forest.keys.arrange': 'move {card} (card {n} of your tableau) across your area',
} as const;
