import type { ConnectionStatus } from '../net/store-types.ts';
import { useTable } from '../net/store.ts';

const LABELS: Record<ConnectionStatus, string> = {
  idle: 'disconnected',
  connecting: 'connecting…',
  connected: 'connected',
  reconnecting: 'reconnecting…',
  closed: 'disconnected',
  error: 'disconnected',
};

/** Always-visible connection state (DESIGN: "visible connection status"). */
export function ConnectionPill() {
  const status = useTable((s) => s.status);
  return (
    <span className={`pill connection ${status}`} data-testid="connection" data-status={status} role="status" title={LABELS[status]}>
      <span className="dot" aria-hidden="true" />
      <span className="pill-label">{LABELS[status]}</span>
    </span>
  );
}
