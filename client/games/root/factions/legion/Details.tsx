/** The Queenless Legion's board, unfolded: steps, campaign card, Supply Drop icons, colonies, Spoils. */
import { cardTitle } from '../../board-common.ts';
import { SuitChip } from '../../hud/SuitChip.tsx';
import type { FactionBoard } from '../types.ts';
import type { LegionBoard } from './board.ts';
import { RuleTerm, Termed } from '../../../../hud/RuleTerm.tsx';
import { useSay } from '../../../../words/say.ts';

export function LegionDetails({ b: board }: { b: FactionBoard }) {
  const b = board as LegionBoard;
  const c = b.campaign;
  const say = useSay();
  return (
    <>
      {b.steps.length > 0 && (
        <ol className="rt-steps" aria-label={say('root.legion.board.steps')} data-testid="legion-steps">
          {b.steps.map((s) => <li key={s.label} className={s.now ? 'now' : ''}><Termed text={s.label} /></li>)}
        </ol>
      )}
      <div className="rt-campaign" data-testid="legion-campaign">
        <span className="rt-label"><RuleTerm words={say('root.legion.term.campaign-card')} /></span>
        {c ? (
          <span className={`rt-card-mini ${c.suit}`}>
            <b>{cardTitle(c.key)}</b> <SuitChip suit={c.suit} />
            {c.cost.length > 0 && <span className="muted"> · {say('root.legion.board.supply-drop')} {c.cost.map((i, k) => <SuitChip key={k} suit={i} />)}</span>}
            {c.item && <span className="muted"> · {say('root.legion.board.item', { item: c.item })}</span>}
            {c.bird && <span> · {say('root.legion.board.campaign-suit')} <b>{c.chosen ? say(`root.suit.${c.chosen}`) : say('root.legion.board.chosen-later')}</b></span>}
          </span>
        ) : <span className="muted"> {say('root.legion.board.not-chosen')}</span>}
      </div>
      {b.drops.length > 0 && <p className="rt-small">{say('root.legion.board.drops-left')} {b.drops.map((d, i) => <SuitChip key={i} suit={d} />)}</p>}
      <div className="rt-row">
        <span>{say('root.legion.board.placed')} <b>{b.coloniesPlaced}</b> · {say('root.board.left')} <b>{b.coloniesLeft}</b></span>
      </div>
      <div className="rt-spoils" data-testid="legion-spoils">
        <span className="rt-label"><RuleTerm words={say('root.legion.term.spoils')} /> {say('root.legion.board.spoils', { n: b.spoilsCount, per: b.spoilsPer })}</span>
        {b.spoils.length === 0 ? <span className="muted"> {say('root.legion.board.empty')}</span> : (
          <ul>{b.spoils.map((s) => <li key={s.words}>{s.n} × {s.words}</li>)}</ul>
        )}
      </div>
      {(b.attacked.length > 0 || b.colonized.length > 0) && (
        <p className="rt-small muted">
          {b.attacked.length > 0 && <>{say('root.legion.board.attacked', { list: b.attacked.join(', ') })} </>}
          {b.colonized.length > 0 && <>{say('root.legion.board.colonized', { list: b.colonized.join(', ') })}</>}
        </p>
      )}
    </>
  );
}

