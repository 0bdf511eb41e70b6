import { rejoin } from '../net/connection.ts';
import { navigate } from '../net/route.ts';
import { useTable } from '../net/store.ts';

/**
 * Says so while the connection is being restored, and offers a way back once it is lost;
 * asks for a reload when the server was updated since this page loaded.
 */
export function ConnectionBanner() {
  const status = useTable((s) => s.status);
  const error = useTable((s) => s.error);
  const outdated = useTable((s) => s.outdated);
  const watching = useTable((s) => s.seat === 'spectator');
  if (outdated && status === 'connected') {
    return (
      <div className="connection-banner hud-panel outdated" role="alert" data-testid="outdated">
        <span>
          The table was updated since this page loaded. {watching ? 'Reload to keep watching.' : 'Reload to keep playing — your seat is kept.'}
        </span>
        <button type="button" className="primary" onClick={() => window.location.reload()}>Reload</button>
      </div>
    );
  }
  if (status === 'reconnecting') {
    return (
      <div className="connection-banner hud-panel reconnecting" role="status">
        Connection lost — reconnecting… Your seat is kept for a minute.
      </div>
    );
  }
  if (status !== 'closed') return null;
  return (
    <div className="connection-banner hud-panel closed" role="alert">
      <span>{error ?? 'Disconnected from the table.'}</span>
      <button type="button" className="primary" data-testid="rejoin" onClick={() => void rejoin()}>Rejoin</button>
      <button type="button" onClick={() => navigate('/')}>Back to start</button>
    </div>
  );
}
