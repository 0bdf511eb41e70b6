import { rejoin } from '../net/connection.ts';
import { navigate } from '../net/route.ts';
import { tablePath } from '../net/paths.ts';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';

/** Joining failed: say why, and offer the ways out that make sense (watch a full table). */
export function JoinProblem({ code }: { code: string }) {
  const say = useSay();
  const error = useTable((s) => s.error);
  const kind = useTable((s) => s.errorKind);
  return (
    <div className="center-card panel join-problem" role="alert" data-testid="join-problem" data-kind={kind ?? ''}>
      <h2>{kind === 'not-found' ? say('hud.joinProblem.notFound') : kind === 'full' ? say('hud.joinProblem.full') : kind === 'banned' ? say('hud.joinProblem.banned') : say('hud.joinProblem.other')}</h2>
      <p>{error}</p>
      <div className="row">
        {(kind === 'full' || kind === 'banned') && (
          <button type="button" className="primary" data-testid="watch-instead" onClick={() => navigate(tablePath(code, true), true)}>
            {say('hud.joinProblem.watch')}
          </button>
        )}
        {kind !== 'not-found' && kind !== 'banned' && <button type="button" onClick={() => void rejoin()}>{say('hud.tryAgain')}</button>}
        <button type="button" onClick={() => navigate('/')}>{say('hud.backToStart')}</button>
      </div>
    </div>
  );
}
