/**
 * Into the Forest's words for one prompted action in the keyboard's choices list
 * (ClientGame.actionWords): the direction a wild icon is made to stand for (placing,
 * reassigning, turning over), and the card an arrangement moves. Drawing is worded by its
 * prompt alone.
 */
import type { ForestAction } from '../../../engine/games/forest/actions.ts';
import type { ForestView } from '../../../engine/games/forest/state.ts';
import type { Say } from '../../words/say.ts';
import { sideName } from './names.ts';

/** A card of a tableau: the name of its face-up side and its place in the tableau (from 1), or null. */
function tableauCard(view: ForestView, card: string, say: Say): { name: string; n: number } | null {
  for (const t of view.travellers) {
    const at = t.tableau.findIndex((c) => c.id === card);
    if (at >= 0) return { name: sideName(t.tableau[at]!.up, say), n: at + 1 };
  }
  return null;
}

/** The words that tell `action` apart from the other actions of its prompt. */
export function forestActionWords(action: ForestAction, view: ForestView, _seat: number | null, say: Say): string | null {
  switch (action.t) {
    case 'place': case 'turnOver': case 'assign':
      return action.as ? say('forest.keys.as', { dir: say(`forest.dir.${action.as}`) }) : null;
    case 'arrange': {
      const placed = tableauCard(view, action.card, say);
      return say('forest.keys.arrange', { card: placed?.name ?? action.card, n: placed?.n ?? 0 });
    }
    default: return null;
  }
}
