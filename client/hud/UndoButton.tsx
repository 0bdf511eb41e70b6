import { sendUndo } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { withSeatNames } from './log-merge.ts';
import { useSay } from '../words/say.ts';
import { clientGame } from '../kit/registry.ts';
import { undoWords } from './undo-words.ts';

/**
 * Takes back the seat's last action (the same as Ctrl+Z), in every game. When the rules
 * do not allow it the button looks disabled and says why — as its tooltip, and as a
 * notice when tapped (a touch screen has no tooltip). Seated players only.
 */
export function UndoButton() {
  const say = useSay();
  const seated = useTable((s) => typeof s.seat === 'number');
  const status = useTable((s) => s.projection?.undo);
  const seats = useTable((s) => s.seats);
  const log = useTable((s) => s.projection?.log);
  const view = useTable((s) => s.projection?.view);
  const logText = useTable((s) => clientGame(s.gameId).logText);
  if (!seated || !status) return null;
  const names = seats.map((s) => (s.occupied ? s.name : undefined));
  const words = undoWords(status, { log: log ?? [], view, logText }, say);
  const title = words.can ? say('hud.undo.title', { what: withSeatNames(words.what, names) }) : withSeatNames(words.why, names);
  return (
    <button
      type="button"
      className={status.can ? 'undo-button' : 'undo-button unavailable'}
      data-testid="undo-button"
      aria-disabled={!status.can}
      aria-label={status.can ? say('hud.undo') : say('hud.undo.unavailable', { why: title })}
      title={title}
      onClick={() => sendUndo()}
    >
      ↶ <span className="label">{say('hud.undo')}</span>
    </button>
  );
}
