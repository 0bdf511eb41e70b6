import type { EndSummary } from './model.ts';
import { useSay } from '../../../words/say.ts';

/** Victory or defeat: rounds played, monsters defeated, each character's state and coins. */
export function EndScreen({ end, seed, onClose }: { end: EndSummary; seed: string | null; onClose(): void }) {
  const say = useSay();
  return (
    <section className={`dv-end hud-panel ${end.victory ? 'victory' : 'defeat'}`} data-testid="dv-end" role="dialog" aria-label={end.title}>
      <button type="button" className="dv-fold dv-end-close" onClick={onClose} aria-label={say('delve.close')}>✕</button>
      <h2>{end.title}</h2>
      <p>{say('delve.end.summary', { reason: end.reason, rounds: end.rounds, defeated: end.defeated })}</p>
      <table>
        <tbody>
          {end.rows.map((r) => (
            <tr key={r.name}><td><b>{r.name}</b> {r.player}</td><td>{r.health}</td><td>¤ {r.coins}</td><td>{say('delve.end.lost', { n: r.lost })}</td></tr>
          ))}
        </tbody>
      </table>
      {seed && <p className="dv-small">{say('delve.end.seed')} <code>{seed}</code></p>}
    </section>
  );
}
