/** The Honeycomb Clergy's board, unfolded: actions left, cathedral track, Penitence, the bag, flowers on the map. */
import type { Suit } from '../../../../../engine/games/root/data/autumn-map.ts';
import { SuitChip } from '../../hud/SuitChip.tsx';
import type { FactionBoard } from '../types.ts';
import type { ClergyBoard } from './board.ts';
import { RuleTerm } from '../../../../hud/RuleTerm.tsx';

export function ClergyDetails({ b: board }: { b: FactionBoard }) {
  const b = board as ClergyBoard;
  return (
    <>
      {b.acting && (
        <p className="rt-acting" data-testid="clergy-actions">
          Daylight actions left: <b>{b.acting.left}</b>{b.acting.current ? ` · ${b.acting.current}` : ''}
        </p>
      )}
      <div className="rt-track" aria-label="Cathedral track">
        <span className="rt-label">Cathedrals</span>
        <ol>
          {b.track.map((t, i) => (
            <li key={i} className={`${t.cathedral ? 'full' : 'empty'}${t.next ? ' next' : ''}`} title={`Build for ${t.cost} flower${t.cost === 1 ? '' : 's'}, score ${t.vp} VP${t.bee ? '; a bee shows once built' : ''}`}>
              <span className="rt-cost">{t.cost}✿</span>
              <span className="rt-space">{t.cathedral ? 'cathedral' : t.bee ? 'bee shows' : 'built'}</span>
              <span className="rt-vp">{t.vp} VP</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="rt-row">
        <span>Built <b>{b.cathedralsBuilt}</b> · left <b>{b.cathedralsLeft}</b></span>
        <span>Bees showing <b>{b.bees}</b></span>
      </div>
      <div className="rt-penitence" aria-label="Penitence board">
        <span className="rt-label"><RuleTerm words="Penitence" /></span>
        {b.penitence.map((p) => (
          <span key={p.seat} className={`rt-marker ${p.marker}`} data-testid="penitence">
            {p.who}: <b><RuleTerm words={p.marker === 'penitent' ? 'Penitent' : 'Heretic'} /></b>
            {p.marker === 'penitent' && <span className="muted"> · Honey for the Holy {p.honeyUsed ? 'used this turn' : 'not used this turn'}</span>}
          </span>
        ))}
      </div>
      <div className="rt-bag" data-testid="clergy-bag">
        <span className="rt-label"><RuleTerm words="Blind bag" /></span> <b>{b.bag.count}</b> flower{b.bag.count === 1 ? '' : 's'}
        <span className="rt-bag-suits" title="Worked out from the flowers on the map: the bag's order is never known">
          {' '}({(['fox', 'rabbit', 'mouse', 'bird'] as Suit[]).map((s) => <SuitChip key={s} suit={s} n={b.bag.bySuit[s]} />)})
        </span>
        {b.bag.drawn && <span className="muted"> · drawn, to place: {b.bag.drawn} flower</span>}
      </div>
      <div className="rt-flowers">
        <span className="rt-label">Flowers on the map ({b.flowersOnMap})</span>
        {b.flowers.length === 0 ? <span className="muted"> none</span> : (
          <ul>
            {b.flowers.map((f) => (
              <li key={f.clearing}>{f.name}: {f.suits.map((s, i) => <SuitChip key={i} suit={s} />)}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

