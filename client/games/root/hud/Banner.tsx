import type { Banner, EndSummary } from './model.ts';
import { Termed } from '../../../hud/RuleTerm.tsx';
import { useSay } from '../../../words/say.ts';

/** Whose turn, which phase and step, and what is expected now (of you, or of whom). */
export function BannerPanel({ banner, onResults }: { banner: Banner; onResults?: (() => void) | undefined }) {
  const say = useSay();
  return (
    <div className={`rt-banner hud-panel${banner.mine ? ' mine' : ''}`} data-testid="root-banner" role="status">
      <div className="rt-banner-line">
        <span className="rt-banner-who" style={{ color: banner.color }}>{banner.yours ? say('root.banner.your-turn', { who: banner.who }) : banner.who}</span>
        <span className="rt-banner-when">{banner.when}</span>
        {banner.phases.length > 0 && (
          <ol className="rt-phases" aria-label={say('root.banner.phases')}>
            {banner.phases.map((p) => <li key={p.name} className={p.now ? 'now' : ''} aria-current={p.now ? 'step' : undefined}><Termed text={p.name} /></li>)}
          </ol>
        )}
      </div>
      <div className="rt-banner-step" data-testid="root-step"><Termed text={banner.step} /></div>
      <div className="rt-banner-expected" data-testid="root-expected">
        {banner.expected}
        {onResults && <button type="button" className="rt-results" onClick={onResults}>{say('root.banner.results')}</button>}
      </div>
    </div>
  );
}

/** The end of the game: who reached 30 VP, and every score. */
export function EndScreen({ summary, seed, onClose }: { summary: EndSummary; seed: string | null; onClose: () => void }) {
  const say = useSay();
  return (
    <div className={`rt-end hud-panel${summary.youWon === true ? ' won' : ''}`} data-testid="root-end" role="status">
      <button type="button" className="rt-end-close" title={say('root.end.close')} onClick={onClose}>×</button>
      <h2>{summary.title}</h2>
      <p>{summary.youWon === null ? summary.reason : say(summary.youWon ? 'root.end.reason-won' : 'root.end.reason-lost', { reason: summary.reason })}</p>
      <table>
        <tbody>
          {summary.rows.map((r) => (
            <tr key={r.seat} className={r.winner ? 'winner' : ''}>
              <td><span className="rt-dot" style={{ background: r.color }} /> {r.who}</td>
              <td className="rt-num">{say('root.vp', { vp: r.vp })}</td>
              <td>{r.winner ? say('root.end.winner') : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {seed && <p className="muted rt-small">{say('root.end.seed', { seed })}</p>}
    </div>
  );
}
