/** The Corvid Conspiracy's board, unfolded: plots in supply and on the map, Daylight actions. */
import { RuleTerm } from '../../../../hud/RuleTerm.tsx';
import { useSay } from '../../../../words/say.ts';
import type { FactionBoard } from '../types.ts';
import type { CorvidBoard } from './board.ts';

export function CorvidDetails({ b: board }: { b: FactionBoard }) {
  const b = board as CorvidBoard;
  const say = useSay();
  return (
    <>
      {b.actionsLeft !== null && (
        <p className="rt-acting" data-testid="corvid-actions">{say('root.corvids.board.actions', { n: b.actionsLeft })} · {say('root.corvids.board.the-next')} <RuleTerm words={say('root.corvids.term.plot')}>{say('root.corvids.board.plot')}</RuleTerm> {say('root.corvids.board.costs', { n: b.plotCost })}</p>
      )}
      <div className="rt-row" data-testid="corvid-supply">
        <span className="rt-label"><RuleTerm words={say('root.corvids.term.plot')} /> {say('root.corvids.board.supply')}</span>
        {b.supplyTypes
          ? b.supplyTypes.map((x) => <span key={x.type} className="rt-chip">{x.n} {x.type}</span>)
          : <span>{say('root.corvids.board.face-down', { n: b.supply })}</span>}
      </div>
      <div className="rt-row" data-testid="corvid-face-up">
        <span className="rt-label">{say('root.corvids.board.face-up')}</span>
        {b.faceUp.length === 0 ? <span className="muted">{say('root.none')}</span> : b.faceUp.map((x) => <span key={x.type} className="rt-chip">{x.n} {x.type}</span>)}
      </div>
      {b.secretPlots.length > 0 && (
        <div className="rt-small" data-testid="corvid-secret-plots">
          <span className="rt-label">{say('root.corvids.board.secret')}</span>
          <ul>{b.secretPlots.map((p) => <li key={p.clearing}>{say('root.corvids.board.secret-plot', { type: p.type, clearing: p.clearing })}</li>)}</ul>
        </div>
      )}
      {b.exerted && <p className="rt-small muted"><RuleTerm words={say('root.corvids.term.exert')}>{say('root.corvids.board.exerted')}</RuleTerm>{say('root.corvids.board.exerted-note')}</p>}
    </>
  );
}
