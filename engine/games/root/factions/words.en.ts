/**
 * Words every faction's prompts and refusals share, in English (keys `root.factions.…`): a
 * list of names, and names joined by "or". Added to `rootSay` by the faction lists
 * (factions/index.ts); the client's catalogue of Root follows them key for key.
 */
export const factionsWords = {
  'root.factions.list': '{first}, {rest}',
  'root.factions.or': '{first} or {rest}',
} as const;
