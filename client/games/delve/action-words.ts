/**
 * Delve's words for one prompted action in the keyboard's choices list
 * (ClientGame.actionWords): the two cards of a selection in their order (the first leads for
 * initiative), the hex a move or a push goes to, the card an action recovers or loses, the
 * item used. Other actions are worded by their prompt alone.
 */
import type { DelveAction } from '../../../engine/games/delve/actions.ts';
import { sayPhrase } from '../../../engine/core/words.ts';
import { cardDef } from '../../../engine/games/delve/content/index.ts';
import { cardPhrase, itemPhrase } from '../../../engine/games/delve/words.ts';
import type { DelveView } from '../../../engine/games/delve/state.ts';
import type { Say } from '../../words/say.ts';

/** A hex ("col,row") in words: its column and row. */
export function hexWords(hex: string, say: Say): string {
  const [col, row] = hex.split(',');
  return say('delve.keys.hex', { col: col ?? hex, row: row ?? '' });
}

/** The words that tell `action` apart from the other actions of its prompt. */
export function delveActionWords(action: DelveAction, _view: DelveView, _seat: number | null, say: Say): string | null {
  switch (action.t) {
    case 'select': {
      const [lead, other] = action.cards;
      const first = cardDef(lead);
      return say('delve.keys.select', { lead: sayPhrase(cardPhrase(lead), say), initiative: first.initiative, other: sayPhrase(cardPhrase(other), say) });
    }
    case 'move': case 'shove': return hexWords(action.to, say);
    case 'recover': case 'lose': return sayPhrase(cardPhrase(action.card), say);
    case 'item': return sayPhrase(itemPhrase(action.item), say);
    case 'half': return say('delve.keys.half', { card: sayPhrase(cardPhrase(action.card), say), half: action.half, plain: action.plain === true ? 'yes' : 'no' });
    default: return null;
  }
}
