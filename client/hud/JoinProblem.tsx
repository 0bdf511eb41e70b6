import { rejoin } from '../net/connection.ts';
import { navigate } from '../net/route.ts';
import { tablePath } from '../net/paths.ts';
import { useTable } from '../net/store.ts';

/** Joining failed: say why, and offer the ways out that make sense (watch a full table). */
export function JoinProblem({ code }: { code: string }) {
  const error = useTable((s) => s.error);
  const kind = useTable((s) => s.errorKind);
  return (
    <div className="center-card panel join-problem" role="alert" data-testid="join-problem" data-kind={kind ?? ''}>
      <h2>{kind === 'not-found' ? 'Table not found' : kind === 'full' ? 'Table full' : kind === 'banned' ? 'No seat for you here' : 'Could not join'}</h2>
      <p>{error}</p>
      <div className="row">
        {(kind === 'full' || kind === 'banned') && (
          <button type="button" className="primary" data-testid="watch-instead" onClick={() => navigate(tablePath(code, true), true)}>
            Watch instead
          </button>
        )}
        {kind !== 'not-found' && kind !== 'banned' && <button type="button" onClick={() => void rejoin()}>Try again</button>}
        <button type="button" onClick={() => navigate('/')}>Back to start</button>
      </div>
    </div>
  );
}
