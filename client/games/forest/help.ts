/** What the help overlay lists at a Forest table: its keys and gestures (interaction.ts and hud/). */
import type { HelpRows } from '../../kit/types.ts';
import { say } from '../../words/say.ts';

/** The keys, worded in the reader's language now. */
export function forestHotkeys(): HelpRows {
  return [
    { keys: 'T', what: say('forest.help.key.top') },
    ...['esc', 'dir', 'help'].map((k) => ({ keys: say(`forest.help.key.${k}.keys`), what: say(`forest.help.key.${k}`) })),
  ];
}

/** The gestures, worded in the reader's language now. */
export function forestGestures(): HelpRows {
  return ['deck', 'drawn', 'arrange', 'wild', 'panel', 'table'].map((k) => ({ keys: say(`forest.help.${k}`), what: say(`forest.help.${k}.what`) }));
}
