import { useEffect, useState } from 'react';
import { useTable } from '../net/store.ts';
import { sectionForCode } from './rules-lookup.ts';
import { rulesStore } from './rules-store.ts';
import { useRulesReference } from './use-rules.ts';
import { useSay } from '../words/say.ts';
import { refusalText } from '../words/phrase.ts';
import { clientGame } from '../kit/registry.ts';
import { withSeatNames } from './log-merge.ts';
import { undoWords } from './undo-words.ts';

/** How long a rejection stays on screen. */
const SHOW_MS = 4_500;

/** Why the server refused the last intent (code and sentence); hides by itself. */
export function Toast() {
  const say = useSay();
  const rejection = useTable((s) => s.rejection);
  const undo = useTable((s) => s.projection?.undo);
  const log = useTable((s) => s.projection?.log);
  const view = useTable((s) => s.projection?.view);
  const logText = useTable((s) => clientGame(s.gameId).logText);
  const seats = useTable((s) => s.seats);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const rules = useRulesReference();
  const at = rejection?.at ?? null;
  useEffect(() => {
    if (at === null) return;
    const t = setTimeout(() => setDismissedAt(at), SHOW_MS);
    return () => clearTimeout(t);
  }, [at]);
  if (!rejection || rejection.at === dismissedAt) return null;
  // An undo the seat's status already refuses is worded from that status, as its button words it.
  const words = rejection.code === 'undo/not-allowed' && undo && !undo.can ? undoWords(undo, { log: log ?? [], view, logText }, say) : null;
  const message = words && !words.can
    ? withSeatNames(words.why, seats.map((s) => (s.occupied ? s.name : undefined)))
    : refusalText(rejection, say);
  return (
    <div className="toast hud-panel" data-testid="toast" data-code={rejection.code} role="alert" onClick={() => setDismissedAt(rejection.at)}>
      <span className="toast-message">{message}</span>
      {sectionForCode(rules, rejection.code) ? (
        <button type="button" className="toast-code" data-testid="toast-rule" title={say('hud.toast.why')} onClick={(e) => { e.stopPropagation(); rulesStore.getState().show({ code: rejection.code }); }}>
          <code>{rejection.code}</code> §
        </button>
      ) : <code className="toast-code">{rejection.code}</code>}
    </div>
  );
}
