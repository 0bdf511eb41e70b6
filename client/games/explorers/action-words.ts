/**
 * Explorers' words for one prompted action in the keyboard's choices list
 * (ClientGame.actionWords). A tile's place reads as where it lies beside a laid tile ("south of
 * the Hollow") and its grid cell; the turn is chosen on the list's line (Q / E). A battle's
 * target reads as its monster's number. Other actions are worded by their prompt alone.
 */
import type { ExplorersAction } from '../../../engine/games/explorers/actions.ts';
import type { ExView } from '../../../engine/games/explorers/state.ts';
import type { Say } from '../../words/say.ts';
import { nameOf } from '../../../engine/games/explorers/names.ts';

/** A neighbour's offset, and which side of it the new cell lies on. */
const SIDES: ReadonlyArray<{ dc: number; dr: number; side: 'N' | 'E' | 'S' | 'W' }> = [
  { dc: 0, dr: 1, side: 'N' }, { dc: -1, dr: 0, side: 'E' }, { dc: 0, dr: -1, side: 'S' }, { dc: 1, dr: 0, side: 'W' },
];

/** Where a cell lies: beside the first laid tile found around it (north of it first), with its grid cell. */
export function placeWords(view: Pick<ExView, 'tiles'>, col: number, row: number, say: Say): string {
  for (const { dc, dr, side } of SIDES) {
    const tile = view.tiles[`${col + dc},${row + dr}`];
    if (!tile) continue;
    const name = nameOf('tile', tile.id, say);
    return say('explorers.keys.place', { side: say(`explorers.keys.side.${side}`), tile: name, col, row });
  }
  return say('explorers.keys.cell', { col, row });
}

/** The words that tell `action` apart from the other actions of its prompt. */
export function explorersActionWords(action: ExplorersAction, view: ExView, _seat: number | null, say: Say): string | null {
  switch (action.t) {
    case 'place': return placeWords(view, action.x, action.y, say);
    case 'fight': return action.target === 'boss' ? say('explorers.keys.boss') : say('explorers.keys.monster', { n: action.target + 1 });
    default: return null;
  }
}
