/** The Underground Duchy's board, unfolded: steps, actions, the Burrow and tunnels, both building tracks, the crowns, the ministers, the revealed cards. */
import { cardTitle } from '../../board-common.ts';
import { RuleTerm, Termed } from '../../../../hud/RuleTerm.tsx';
import { useSay } from '../../../../words/say.ts';
import { SuitChip } from '../../hud/SuitChip.tsx';
import type { FactionBoard } from '../types.ts';
import type { BuildingTrack, DuchyBoard } from './board.ts';
import './duchy.css';

const CROWN = '♛';

/** A building track: `kind` names it ("citadels": its words under `root.duchy.track.<kind>`). */
function Track({ kind, t }: { kind: 'citadels' | 'markets'; t: BuildingTrack }) {
  const say = useSay();
  return (
    <>
      <span className="rt-label">{say(`root.duchy.track.${kind}`, { n: t.left })}</span>
      <span className="ud-track" data-testid={`duchy-track-${kind}`}>
        {t.values.map((x, i) => (
          <span key={i} className={`${i > 0 && i <= t.onMap ? 'built' : ''}${x.now ? ' now' : ''}`} title={say(`root.duchy.track.${kind}.space`, { i, n: x.value })}>{x.value}</span>
        ))}
      </span>
    </>
  );
}

export function DuchyDetails({ b: board }: { b: FactionBoard }) {
  const b = board as DuchyBoard;
  const say = useSay();
  return (
    <>
      {b.steps.length > 0 && (
        <ol className="rt-steps" aria-label={say('root.duchy.board.steps')} data-testid="duchy-steps">
          {b.steps.map((s) => <li key={s.label} className={s.now ? 'now' : ''}><Termed text={s.label} /></li>)}
        </ol>
      )}
      {b.acting && (
        <p className="rt-acting" data-testid="duchy-actions">
          {b.acting.left !== null && <><RuleTerm words={say('root.duchy.term.assembly')} /> {say('root.duchy.board.actions-left')} <b>{b.acting.left}</b></>}
          {b.acting.left !== null && b.acting.current ? ' · ' : ''}
          {b.acting.current && <Termed text={b.acting.current} />}
        </p>
      )}
      <div className="rt-row">
        <span><RuleTerm words={say('root.duchy.term.burrow')} /> <b>{b.burrowWarriors}</b> {say('root.duchy.board.warriors', { n: b.burrowWarriors })}</span>
        <span><RuleTerm words={say('root.duchy.term.tunnel')}>{say('root.duchy.board.tunnels')}</RuleTerm> {say('root.board.left')} <b>{b.tunnelsLeft}</b>{b.tunnels.length > 0 && <span className="muted"> · {say('root.duchy.board.tunnels-in', { list: b.tunnels.join(', ') })}</span>}</span>
      </div>
      <div className="ud-tracks" aria-label={say('root.duchy.board.tracks')}>
        <Track kind="citadels" t={b.citadels} />
        <Track kind="markets" t={b.markets} />
      </div>
      <span className="rt-label"><RuleTerm words={say('root.duchy.term.ministers')} /> · <RuleTerm words={say('root.duchy.term.sway')}>{say('root.duchy.board.sway')}</RuleTerm> {say('root.duchy.board.sway-with')}</span>
      <div className="ud-ranks" aria-label={say('root.duchy.board.crowns')} data-testid="duchy-ministers">
        {b.crowns.map((c) => (
          <div key={c.rank} className="ud-rank">
            <div className="ud-rank-head">
              <span className="rt-label">{say(`root.duchy.rank.${c.rank}`)} · {say('root.duchy.board.cards', { n: b.ministers.find((m) => m.rank === c.rank)?.cards ?? 0 })}</span>
              <span className="ud-crowns" data-testid="duchy-crowns">
                {c.spaces.map((s, i) => (
                  <span key={i} className={`ud-crown${s.covered ? ' covered' : ''}`} title={say(s.covered ? 'root.duchy.board.crown-covers' : 'root.duchy.board.crown-uncovered', { vp: s.vp })}>
                    {s.covered ? CROWN : `${s.vp}`}
                  </span>
                ))}
              </span>
              {c.lost > 0 && <span className="muted">{say('root.duchy.board.lost', { n: c.lost })}</span>}
            </div>
            <div className="ud-ministers">
              {b.ministers.filter((m) => m.rank === c.rank).map((m) => (
                <span key={m.id} className={`ud-minister${m.swayed ? ' swayed' : ''}${m.used ? ' used' : ''}`} title={say('root.duchy.board.minister', { name: m.name, rank: say(`root.duchy.rank.${m.rank}`), n: m.cards, does: say(`root.duchy.does.${m.id}`) })} data-swayed={m.swayed}>
                  {m.swayed ? `${CROWN} ` : ''}{m.name}{m.used ? ' ✓' : ''}
                </span>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="ud-revealed" data-testid="duchy-revealed">
        <span className="rt-label">{say('root.duchy.board.revealed')}</span>
        {b.revealed.length === 0 ? <span className="muted"> {say('root.none')}</span> : (
          <div>{b.revealed.map((c, i) => <span key={`${c.key}-${i}`}><SuitChip suit={c.suit} />{cardTitle(c.key)} </span>)}</div>
        )}
      </div>
    </>
  );
}
