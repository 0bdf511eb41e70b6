/** The Honeycomb Clergy's board, unfolded: actions left, cathedral track, Penitence, the bag, flowers on the map. */
import type { Suit } from '../../../../../engine/games/root/data/autumn-map.ts';
import { SuitChip } from '../../hud/SuitChip.tsx';
import type { FactionBoard } from '../types.ts';
import type { ClergyBoard } from './board.ts';
import { RuleTerm } from '../../../../hud/RuleTerm.tsx';
import { useSay } from '../../../../words/say.ts';

export function ClergyDetails({ b: board }: { b: FactionBoard }) {
  const b = board as ClergyBoard;
  const say = useSay();
  return (
    <>
      {b.acting && (
        <p className="rt-acting" data-testid="clergy-actions">
          {say('root.clergy.board.actions-left')} <b>{b.acting.left}</b>{b.acting.current ? ` · ${b.acting.current}` : ''}
        </p>
      )}
      <div className="rt-track" aria-label={say('root.clergy.board.track')}>
        <span className="rt-label">{say('root.clergy.board.cathedrals')}</span>
        <ol>
          {b.track.map((t, i) => (
            <li key={i} className={`${t.cathedral ? 'full' : 'empty'}${t.next ? ' next' : ''}`} title={say('root.clergy.board.space', { cost: t.cost, vp: t.vp, bee: t.bee ? 'yes' : 'no' })}>
              <span className="rt-cost">{t.cost}✿</span>
              <span className="rt-space">{say(t.cathedral ? 'root.piece.cathedral' : t.bee ? 'root.clergy.board.bee-shows' : 'root.clergy.board.built')}</span>
              <span className="rt-vp">{say('root.vp', { vp: t.vp })}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="rt-row">
        <span>{say('root.clergy.board.built-count')} <b>{b.cathedralsBuilt}</b> · {say('root.board.left')} <b>{b.cathedralsLeft}</b></span>
        <span>{say('root.clergy.board.bees')} <b>{b.bees}</b></span>
      </div>
      <div className="rt-penitence" aria-label={say('root.clergy.board.penitence')}>
        <span className="rt-label"><RuleTerm words={say('root.clergy.term.penitence')} /></span>
        {b.penitence.map((p) => (
          <span key={p.seat} className={`rt-marker ${p.marker}`} data-testid="penitence">
            {p.who}: <b><RuleTerm words={say(`root.clergy.term.${p.marker}`)} /></b>
            {p.marker === 'penitent' && <span className="muted"> · {say(p.honeyUsed ? 'root.clergy.board.honey-used' : 'root.clergy.board.honey-unused')}</span>}
          </span>
        ))}
      </div>
      <div className="rt-bag" data-testid="clergy-bag">
        <span className="rt-label"><RuleTerm words={say('root.clergy.term.blind-bag')} /></span> <b>{b.bag.count}</b> {say('root.clergy.board.flowers', { n: b.bag.count })}
        <span className="rt-bag-suits" title={say('root.clergy.board.bag-note')}>
          {' '}({(['fox', 'rabbit', 'mouse', 'bird'] as Suit[]).map((s) => <SuitChip key={s} suit={s} n={b.bag.bySuit[s]} />)})
        </span>
        {b.bag.drawn && <span className="muted"> · {say('root.clergy.board.drawn', { flower: say(`root.suit.${b.bag.drawn}`) })}</span>}
      </div>
      <div className="rt-flowers">
        <span className="rt-label">{say('root.clergy.board.on-map', { n: b.flowersOnMap })}</span>
        {b.flowers.length === 0 ? <span className="muted"> {say('root.none')}</span> : (
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

