/**
 * While a tile waits to be placed: two buttons that turn it a quarter each way where it lies
 * (a finger has no Q / E), and the turn it has now. The turn is the UI store's (`turned`), so
 * the tile on the table, its ghosts and the drag that places it all take it.
 */
import type { HeldState } from '../../../kit/types.ts';
import { turnOf, uiStore, useUi } from '../../../interaction/ui-store.ts';
import { useTable } from '../../../net/store.ts';
import { DRAWN_TILE, placements } from '../interaction.ts';
import { useSay } from '../../../words/say.ts';

export function TileTurn() {
  const tile = useTable((s) => s.projection?.table.pieces[DRAWN_TILE] ?? null);
  const placing = useTable((s) => placements(s.projection).size > 0);
  const turned = useUi((s) => s.turned);
  const say = useSay();
  if (!tile || !placing) return null;
  const rotation: HeldState['rotation'] = turnOf(turned, tile);
  return (
    <div className="ex-tile-turn hud-panel" role="group" aria-label={say('explorers.turn.group')} data-testid="tile-turn">
      <button type="button" aria-label={say('explorers.turn.ccw')} data-testid="turn-tile-ccw" onClick={() => uiStore.getState().turnPiece(tile, -1)}>↺</button>
      <span data-testid="tile-turned">{say('explorers.turn.turned', { rotation })}</span>
      <button type="button" aria-label={say('explorers.turn.cw')} data-testid="turn-tile-cw" onClick={() => uiStore.getState().turnPiece(tile, 1)}>↻</button>
    </div>
  );
}
