/** Explorers' words in the keyboard's choices list (action-words.ts). */
export const enKeys = {
  'explorers.keys.place': '{side} of {tile} (column {col}, row {row})',
  'explorers.keys.cell': 'Column {col}, row {row}',
  'explorers.keys.side.N': 'North',
  'explorers.keys.side.E': 'East',
  'explorers.keys.side.S': 'South',
  'explorers.keys.side.W': 'West',
  'explorers.keys.monster': 'Monster {n}',
  'explorers.keys.boss': 'The Boss',
} as const;
