import type { EndSummary } from './model.ts';

/** The journey's end: who came through, the score spread, and the seed for anyone to check. */
export function EndScreen({ summary, seed }: { summary: EndSummary; seed: string | null }) {
  return (
    <section className="fo-end hud-panel" data-testid="forest-end">
      <h2>{summary.title}</h2>
      <p>{summary.reason}</p>
      <table>
        <thead><tr><th>Traveller</th><th>Renown</th><th>Health</th><th /></tr></thead>
        <tbody>
          {summary.rows.map((r) => (
            <tr key={r.seat} className={r.winner ? 'winner' : ''}>
              <td>{r.name}</td>
              <td className="num">{r.renown}</td>
              <td className="num">{r.fallen ? 'fallen' : r.health}</td>
              <td>{r.winner ? 'wins' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {seed && <p className="fo-muted small">The seed is revealed: every shuffle can be checked (table info, the i button).</p>}
    </section>
  );
}
