import { useShallow } from 'zustand/react/shallow';
import { sendIntent } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { useUi } from '../interaction/ui-store.ts';
import { rollSelection } from './roll-selection.ts';
import { useSay } from '../words/say.ts';

/**
 * "Roll (N)": throws every selected die at once in one world (the same as R), for touch
 * screens above all. Shown to seated players while dice are selected; never to spectators.
 */
export function RollButton() {
  const say = useSay();
  const selected = useUi((s) => s.selected);
  const ids = useTable(useShallow((s) => rollSelection(s.seat, selected, s.projection?.table.pieces)));
  if (ids.length === 0) return null;
  return (
    <button
      type="button"
      className="roll-button primary"
      data-testid="roll-button"
      title={say('hud.roll.title')}
      onClick={() => sendIntent({ t: 'roll', ids })}
    >
      {say('hud.roll', { n: ids.length })}
    </button>
  );
}
