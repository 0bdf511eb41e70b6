import { useShallow } from 'zustand/react/shallow';
import { sendIntent } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { useUi } from '../interaction/ui-store.ts';
import { rollSelection } from './roll-selection.ts';

/**
 * "Roll (N)": throws every selected die at once in one world (the same as R), for touch
 * screens above all. Shown to seated players while dice are selected; never to spectators.
 */
export function RollButton() {
  const selected = useUi((s) => s.selected);
  const ids = useTable(useShallow((s) => rollSelection(s.seat, selected, s.projection?.table.pieces)));
  if (ids.length === 0) return null;
  return (
    <button
      type="button"
      className="roll-button primary"
      data-testid="roll-button"
      title="Throw the selected dice together (R)"
      onClick={() => sendIntent({ t: 'roll', ids })}
    >
      Roll ({ids.length})
    </button>
  );
}
