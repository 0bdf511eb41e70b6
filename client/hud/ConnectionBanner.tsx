import { rejoin } from '../net/connection.ts';
import { navigate } from '../net/route.ts';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';

/**
 * Says so while the connection is being restored, and offers a way back once it is lost;
 * asks for a reload when the server was updated since this page loaded.
 */
export function ConnectionBanner() {
  const say = useSay();
  const status = useTable((s) => s.status);
  const error = useTable((s) => s.error);
  const outdated = useTable((s) => s.outdated);
  const watching = useTable((s) => s.seat === 'spectator');
  if (outdated && status === 'connected') {
    return (
      <div className="connection-banner hud-panel outdated" role="alert" data-testid="outdated">
        <span>
          {say('hud.conn.outdated', { watching: watching ? 'yes' : 'no' })}
        </span>
        <button type="button" className="primary" onClick={() => window.location.reload()}>{say('hud.conn.reload')}</button>
      </div>
    );
  }
  if (status === 'reconnecting') {
    return (
      <div className="connection-banner hud-panel reconnecting" role="status">
        {say('hud.conn.reconnecting')}
      </div>
    );
  }
  if (status !== 'closed') return null;
  return (
    <div className="connection-banner hud-panel closed" role="alert">
      <span>{error ?? say('hud.conn.closed')}</span>
      <button type="button" className="primary" data-testid="rejoin" onClick={() => void rejoin()}>{say('hud.conn.rejoin')}</button>
      <button type="button" onClick={() => navigate('/')}>{say('hud.backToStart')}</button>
    </div>
  );
}
