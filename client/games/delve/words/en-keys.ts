/** Delve's words in the keyboard's choices list (action-words.ts). */
export const enKeys = {
  'delve.keys.hex': 'Hex {col}, {row}',
  'delve.keys.select': '{lead} (initiative {initiative}) leads, with {other}',
  'delve.keys.half': '{card}, {half, select, top {top} other {bottom}}{plain, select, yes { as plain} other {}}',
} as const;
