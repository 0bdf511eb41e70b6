/** The Corvid Conspiracy's board, unfolded: plots in supply and on the map, Daylight actions. */
import { RuleTerm } from '../../../../hud/RuleTerm.tsx';
import type { FactionBoard } from '../types.ts';
import type { CorvidBoard } from './board.ts';

export function CorvidDetails({ b: board }: { b: FactionBoard }) {
  const b = board as CorvidBoard;
  return (
    <>
      {b.actionsLeft !== null && (
        <p className="rt-acting" data-testid="corvid-actions">{b.actionsLeft} of 3 actions left · the next <RuleTerm words="Plot">plot</RuleTerm> costs {b.plotCost} warrior{b.plotCost === 1 ? '' : 's'}</p>
      )}
      <div className="rt-row" data-testid="corvid-supply">
        <span className="rt-label"><RuleTerm words="Plot" /> supply</span>
        {b.supplyTypes
          ? b.supplyTypes.map((x) => <span key={x.type} className="rt-chip">{x.n} {x.type}</span>)
          : <span>{b.supply} face down</span>}
      </div>
      <div className="rt-row" data-testid="corvid-face-up">
        <span className="rt-label">Face up on the map</span>
        {b.faceUp.length === 0 ? <span className="muted">none</span> : b.faceUp.map((x) => <span key={x.type} className="rt-chip">{x.n} {x.type}</span>)}
      </div>
      {b.secretPlots.length > 0 && (
        <div className="rt-small" data-testid="corvid-secret-plots">
          <span className="rt-label">Your face-down plots</span>
          <ul>{b.secretPlots.map((p) => <li key={p.clearing}>{p.type} in {p.clearing}</li>)}</ul>
        </div>
      )}
      {b.exerted && <p className="rt-small muted"><RuleTerm words="Exert">Exerted</RuleTerm>: no cards this Evening.</p>}
    </>
  );
}
