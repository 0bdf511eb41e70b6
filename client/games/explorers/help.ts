/**
 * What the help overlay lists at an Explorers table: its keys and gestures (the pointer
 * adapter in `interaction.ts` and the HUD in `hud/`), in place of the free table's, worded
 * in the reader's language when the overlay reads them (words/en-rules.ts).
 */
import type { HelpRows } from '../../kit/types.ts';
import { say } from '../../words/say.ts';

const rows = (kind: 'key' | 'gesture', n: number): HelpRows =>
  Array.from({ length: n }, (_, i) => ({ keys: say(`explorers.help.${kind}.${i + 1}`), what: say(`explorers.help.${kind}.${i + 1}.what`) }));

/** The keys: turning the drawn tile, the camera, cancelling, this help. */
export function explorersHotkeys(): HelpRows {
  return rows('key', 4);
}

/** The mouse and touch gestures: the drawn tile, the hero, the hero board, the battle, the camera. */
export function explorersGestures(): HelpRows {
  return rows('gesture', 10);
}
