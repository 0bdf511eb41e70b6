/**
 * The Forest's content names in the reader's language: a card side, a map card, a card
 * named with its icon (the engine's name messages, engine/games/forest/name-words.en.ts),
 * and the text printed on a side (words/en-sides.ts).
 */
import { iconOf } from '../../../engine/games/forest/words.ts';
import { say as sayNow, type Say } from '../../words/say.ts';

/** The name of card side `id` ("Old Oak"). */
export function sideName(id: string, say: Say = sayNow): string {
  return say(`forest.name.side.${id}`);
}

/** The name of map card `id` ("Miller's Road"). */
export function mapName(id: string, say: Say = sayNow): string {
  return say(`forest.name.map.${id}`);
}

/** Side `id` named with its icon ("Old Oak (north)"). */
export function cardName(id: string, say: Say = sayNow): string {
  return say('forest.name.card', { name: sideName(id, say), icon: iconOf(id) });
}

/** The text printed on card side `id` ("Heal 1."). */
export function sideText(id: string, say: Say = sayNow): string {
  return say(`forest.text.side.${id}`);
}
