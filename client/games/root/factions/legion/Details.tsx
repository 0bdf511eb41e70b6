/** The Queenless Legion's board, unfolded: steps, campaign card, Supply Drop icons, colonies, Spoils. */
import { SuitChip } from '../../hud/SuitChip.tsx';
import type { FactionBoard } from '../types.ts';
import type { LegionBoard } from './board.ts';
import { RuleTerm, Termed } from '../../../../hud/RuleTerm.tsx';

export function LegionDetails({ b: board }: { b: FactionBoard }) {
  const b = board as LegionBoard;
  const c = b.campaign;
  return (
    <>
      {b.steps.length > 0 && (
        <ol className="rt-steps" aria-label="Legion steps" data-testid="legion-steps">
          {b.steps.map((s) => <li key={s.label} className={s.now ? 'now' : ''}><Termed text={s.label} /></li>)}
        </ol>
      )}
      <div className="rt-campaign" data-testid="legion-campaign">
        <span className="rt-label"><RuleTerm words="Campaign card" /></span>
        {c ? (
          <span className={`rt-card-mini ${c.suit}`}>
            <b>{c.name}</b> <SuitChip suit={c.suit} />
            {c.cost.length > 0 && <span className="muted"> · supply drop {c.cost.map((i, k) => <SuitChip key={k} suit={i} />)}</span>}
            {c.item && <span className="muted"> · item {c.item} (+1 card in Evening)</span>}
            {c.bird && <span> · campaign suit: <b>{c.chosen ?? 'chosen in Change of Tactics'}</b></span>}
          </span>
        ) : <span className="muted"> not chosen yet</span>}
      </div>
      {b.drops.length > 0 && <p className="rt-small">Supply Drop icons left: {b.drops.map((d, i) => <SuitChip key={i} suit={d} />)}</p>}
      <div className="rt-row">
        <span>Colonies placed <b>{b.coloniesPlaced}</b> · left <b>{b.coloniesLeft}</b></span>
      </div>
      <div className="rt-spoils" data-testid="legion-spoils">
        <span className="rt-label"><RuleTerm words="Spoils" /> ({b.spoilsCount}, 1 VP per {b.spoilsPer})</span>
        {b.spoils.length === 0 ? <span className="muted"> empty</span> : (
          <ul>{b.spoils.map((s) => <li key={s.words}>{s.n} × {s.words}</li>)}</ul>
        )}
      </div>
      {(b.attacked.length > 0 || b.colonized.length > 0) && (
        <p className="rt-small muted">
          {b.attacked.length > 0 && <>Attacked: {b.attacked.join(', ')}. </>}
          {b.colonized.length > 0 && <>Colonized: {b.colonized.join(', ')}.</>}
        </p>
      )}
    </>
  );
}

