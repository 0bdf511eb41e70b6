import type { Banner, EndSummary } from './model.ts';
import { Termed } from '../../../hud/RuleTerm.tsx';

/** Whose turn, which phase and step, and what is expected now (of you, or of whom). */
export function BannerPanel({ banner, onResults }: { banner: Banner; onResults?: (() => void) | undefined }) {
  return (
    <div className={`rt-banner hud-panel${banner.mine ? ' mine' : ''}`} data-testid="root-banner" role="status">
      <div className="rt-banner-line">
        <span className="rt-banner-who" style={{ color: banner.color }}>{banner.yours ? 'Your turn · ' : ''}{banner.who}</span>
        <span className="rt-banner-when">{banner.when}</span>
        {banner.phases.length > 0 && (
          <ol className="rt-phases" aria-label="Phases">
            {banner.phases.map((p) => <li key={p.name} className={p.now ? 'now' : ''} aria-current={p.now ? 'step' : undefined}><Termed text={p.name} /></li>)}
          </ol>
        )}
      </div>
      <div className="rt-banner-step" data-testid="root-step"><Termed text={banner.step} /></div>
      <div className="rt-banner-expected" data-testid="root-expected">
        {banner.expected}
        {onResults && <button type="button" className="rt-results" onClick={onResults}>Results</button>}
      </div>
    </div>
  );
}

/** The end of the game: who reached 30 VP, and every score. */
export function EndScreen({ summary, seed, onClose }: { summary: EndSummary; seed: string | null; onClose: () => void }) {
  return (
    <div className={`rt-end hud-panel${summary.youWon === true ? ' won' : ''}`} data-testid="root-end" role="status">
      <button type="button" className="rt-end-close" title="Close, to look at the table (the banner brings it back)" onClick={onClose}>×</button>
      <h2>{summary.title}</h2>
      <p>{summary.reason}{summary.youWon === true ? ' Well played!' : summary.youWon === false ? ' Better luck next time.' : ''}</p>
      <table>
        <tbody>
          {summary.rows.map((r) => (
            <tr key={r.seat} className={r.winner ? 'winner' : ''}>
              <td><span className="rt-dot" style={{ background: r.color }} /> {r.who}</td>
              <td className="rt-num">{r.vp} VP</td>
              <td>{r.winner ? 'winner' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {seed && <p className="muted rt-small">Seed revealed: {seed}</p>}
    </div>
  );
}
