import { rejoin } from '../net/connection.ts';
import { navigate } from '../net/route.ts';
import { useTable } from '../net/store.ts';

/** Says so while the connection is being restored, and offers a way back once it is lost. */
export function ConnectionBanner() {
  const status = useTable((s) => s.status);
  const error = useTable((s) => s.error);
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
