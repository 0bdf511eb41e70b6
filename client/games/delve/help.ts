/** What the help overlay lists at a Delve table: its keys and gestures, in place of the free table's. */
import type { HelpRows } from '../../kit/types.ts';
import { say } from '../../words/say.ts';

/** The keys, worded in the reader's language now. */
export function delveKeys(): HelpRows {
  return [
    { keys: 'T', what: say('delve.help.key.top') },
    { keys: say('delve.help.key.esc.keys'), what: say('delve.help.key.esc') },
    { keys: say('delve.help.key.help'), what: say('delve.help.key.help.what') },
  ];
}

/** The gestures, worded in the reader's language now. */
export function delveGestures(): HelpRows {
  return ['hand', 'turn', 'hex', 'figure', 'monster', 'party', 'table'].map((k) => ({ keys: say(`delve.help.${k}`), what: say(`delve.help.${k}.what`) }));
}
