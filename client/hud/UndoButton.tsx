import { sendUndo } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { withSeatNames } from './log-merge.ts';

/**
 * Takes back the seat's last action (the same as Ctrl+Z), in every game. When the rules
 * do not allow it the button looks disabled and says why — as its tooltip, and as a
 * notice when tapped (a touch screen has no tooltip). Seated players only.
 */
export function UndoButton() {
  const seated = useTable((s) => typeof s.seat === 'number');
  const status = useTable((s) => s.projection?.undo);
  const seats = useTable((s) => s.seats);
  if (!seated || !status) return null;
  const names = seats.map((s) => (s.occupied ? s.name : undefined));
  const title = status.can ? `Take back: ${withSeatNames(status.text, names)} (Ctrl+Z)` : withSeatNames(status.reason, names);
  return (
    <button
      type="button"
      className={status.can ? 'undo-button' : 'undo-button unavailable'}
      data-testid="undo-button"
      aria-disabled={!status.can}
      aria-label={status.can ? 'Undo' : `Undo unavailable: ${title}`}
      title={title}
      onClick={() => sendUndo()}
    >
      ↶ <span className="label">Undo</span>
    </button>
  );
}
