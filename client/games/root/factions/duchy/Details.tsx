/** The Underground Duchy's board, unfolded: steps, actions, the Burrow and tunnels, both building tracks, the crowns, the ministers, the revealed cards. */
import { RuleTerm, Termed } from '../../../../hud/RuleTerm.tsx';
import { SuitChip } from '../../hud/SuitChip.tsx';
import type { FactionBoard } from '../types.ts';
import type { BuildingTrack, DuchyBoard } from './board.ts';
import './duchy.css';

const CROWN = '♛';

function Track({ name, t, unit }: { name: string; t: BuildingTrack; unit: string }) {
  return (
    <>
      <span className="rt-label">{name} ({t.left} left)</span>
      <span className="ud-track" data-testid={`duchy-track-${name.toLowerCase()}`}>
        {t.values.map((x, i) => (
          <span key={i} className={`${i > 0 && i <= t.onMap ? 'built' : ''}${x.now ? ' now' : ''}`} title={`${i} on the map: ${x.value} ${unit}`}>{x.value}</span>
        ))}
      </span>
    </>
  );
}

export function DuchyDetails({ b: board }: { b: FactionBoard }) {
  const b = board as DuchyBoard;
  return (
    <>
      {b.steps.length > 0 && (
        <ol className="rt-steps" aria-label="Duchy steps" data-testid="duchy-steps">
          {b.steps.map((s) => <li key={s.label} className={s.now ? 'now' : ''}><Termed text={s.label} /></li>)}
        </ol>
      )}
      {b.acting && (
        <p className="rt-acting" data-testid="duchy-actions">
          {b.acting.left !== null && <><RuleTerm words="Assembly" /> actions left: <b>{b.acting.left}</b></>}
          {b.acting.left !== null && b.acting.current ? ' · ' : ''}
          {b.acting.current && <Termed text={b.acting.current} />}
        </p>
      )}
      <div className="rt-row">
        <span><RuleTerm words="Burrow" /> <b>{b.burrowWarriors}</b> warrior{b.burrowWarriors === 1 ? '' : 's'}</span>
        <span><RuleTerm words="Tunnel">Tunnels</RuleTerm> left <b>{b.tunnelsLeft}</b>{b.tunnels.length > 0 && <span className="muted"> · in {b.tunnels.join(', ')}</span>}</span>
      </div>
      <div className="ud-tracks" aria-label="Building tracks">
        <Track name="Citadels" t={b.citadels} unit="warriors recruited in Birdsong" />
        <Track name="Markets" t={b.markets} unit="cards drawn in Evening" />
      </div>
      <span className="rt-label"><RuleTerm words="Ministers" /> · <RuleTerm words="Sway">sway</RuleTerm> with matching cards</span>
      <div className="ud-ranks" aria-label="Crowns and ministers" data-testid="duchy-ministers">
        {b.crowns.map((c) => (
          <div key={c.rank} className="ud-rank">
            <div className="ud-rank-head">
              <span className="rt-label">{c.rank} · {b.ministers.find((m) => m.rank === c.rank)?.cards ?? 0} cards</span>
              <span className="ud-crowns" data-testid="duchy-crowns">
                {c.spaces.map((s, i) => (
                  <span key={i} className={`ud-crown${s.covered ? ' covered' : ''}`} title={s.covered ? `A crown covers ${s.vp} VP` : `Uncovered: ${s.vp} VP scored`}>
                    {s.covered ? CROWN : `${s.vp}`}
                  </span>
                ))}
              </span>
              {c.lost > 0 && <span className="muted">{c.lost} lost</span>}
            </div>
            <div className="ud-ministers">
              {b.ministers.filter((m) => m.rank === c.rank).map((m) => (
                <span key={m.id} className={`ud-minister${m.swayed ? ' swayed' : ''}${m.used ? ' used' : ''}`} title={`${m.name} (${m.rank}, sway with ${m.cards} cards): ${m.does}`} data-swayed={m.swayed}>
                  {m.swayed ? `${CROWN} ` : ''}{m.name}{m.used ? ' ✓' : ''}
                </span>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="ud-revealed" data-testid="duchy-revealed">
        <span className="rt-label">Revealed until Evening</span>
        {b.revealed.length === 0 ? <span className="muted"> none</span> : (
          <div>{b.revealed.map((c, i) => <span key={`${c.key}-${i}`}><SuitChip suit={c.suit} />{c.name} </span>)}</div>
        )}
      </div>
    </>
  );
}
