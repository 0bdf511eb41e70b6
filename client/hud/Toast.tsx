import { useEffect, useState } from 'react';
import { useTable } from '../net/store.ts';
import { sectionForCode } from './rules-lookup.ts';
import { rulesStore } from './rules-store.ts';
import { useRulesReference } from './use-rules.ts';
import { useSay } from '../words/say.ts';

/** How long a rejection stays on screen. */
const SHOW_MS = 4_500;

/** Why the server refused the last intent (code and sentence); hides by itself. */
export function Toast() {
  const say = useSay();
  const rejection = useTable((s) => s.rejection);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const rules = useRulesReference();
  const at = rejection?.at ?? null;
  useEffect(() => {
    if (at === null) return;
    const t = setTimeout(() => setDismissedAt(at), SHOW_MS);
    return () => clearTimeout(t);
  }, [at]);
  if (!rejection || rejection.at === dismissedAt) return null;
  return (
    <div className="toast hud-panel" data-testid="toast" data-code={rejection.code} role="alert" onClick={() => setDismissedAt(rejection.at)}>
      <span className="toast-message">{rejection.message}</span>
      {sectionForCode(rules, rejection.code) ? (
        <button type="button" className="toast-code" data-testid="toast-rule" title={say('hud.toast.why')} onClick={(e) => { e.stopPropagation(); rulesStore.getState().show({ code: rejection.code }); }}>
          <code>{rejection.code}</code> §
        </button>
      ) : <code className="toast-code">{rejection.code}</code>}
    </div>
  );
}
