import { useEffect, useState } from 'react';
import { useTable } from '../net/store.ts';

/** How long a rejection stays on screen. */
const SHOW_MS = 4_500;

/** Why the server refused the last intent (code and sentence); hides by itself. */
export function Toast() {
  const rejection = useTable((s) => s.rejection);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
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
      <code className="toast-code">{rejection.code}</code>
    </div>
  );
}
