import type { ConnectionStatus } from '../net/store-types.ts';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';

/** The pill's word for each state (hud.pill.<word>). */
const WORD: Record<ConnectionStatus, 'disconnected' | 'connecting' | 'connected' | 'reconnecting'> = {
  idle: 'disconnected',
  connecting: 'connecting',
  connected: 'connected',
  reconnecting: 'reconnecting',
  closed: 'disconnected',
  error: 'disconnected',
};

/** Always-visible connection state (DESIGN: "visible connection status"). */
export function ConnectionPill() {
  const say = useSay();
  const status = useTable((s) => s.status);
  const label = say(`hud.pill.${WORD[status]}`);
  return (
    <span className={`pill connection ${status}`} data-testid="connection" data-status={status} role="status" title={label}>
      <span className="dot" aria-hidden="true" />
      <span className="pill-label">{label}</span>
    </span>
  );
}
