import type { EndSummary } from './model.ts';
import { useSay } from '../../../words/say.ts';

/** The journey's end: who came through, the score spread, and the seed for anyone to check. */
export function EndScreen({ summary, seed }: { summary: EndSummary; seed: string | null }) {
  const say = useSay();
  return (
    <section className="fo-end hud-panel" data-testid="forest-end">
      <h2>{summary.title}</h2>
      <p>{summary.reason}</p>
      <table>
        <thead><tr><th>{say('forest.end.traveller')}</th><th>{say('forest.term.renown')}</th><th>{say('forest.health')}</th><th /></tr></thead>
        <tbody>
          {summary.rows.map((r) => (
            <tr key={r.seat} className={r.winner ? 'winner' : ''}>
              <td>{r.name}</td>
              <td className="num">{r.renown}</td>
              <td className="num">{r.fallen ? say('forest.score.fallen') : r.health}</td>
              <td>{r.winner ? say('forest.end.wins') : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {seed && <p className="fo-muted small">{say('forest.end.seed')}</p>}
    </section>
  );
}
