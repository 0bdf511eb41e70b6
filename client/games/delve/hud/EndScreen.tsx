import type { EndSummary } from './model.ts';

/** Victory or defeat: rounds played, monsters defeated, each character's state and coins. */
export function EndScreen({ end, seed, onClose }: { end: EndSummary; seed: string | null; onClose(): void }) {
  return (
    <section className={`dv-end hud-panel ${end.victory ? 'victory' : 'defeat'}`} data-testid="dv-end" role="dialog" aria-label={end.title}>
      <button type="button" className="dv-fold dv-end-close" onClick={onClose} aria-label="Close">✕</button>
      <h2>{end.title}</h2>
      <p>{end.reason} Round {end.rounds}, {end.defeated} monster{end.defeated === 1 ? '' : 's'} defeated.</p>
      <table>
        <tbody>
          {end.rows.map((r) => (
            <tr key={r.name}><td><b>{r.name}</b> {r.player}</td><td>{r.health}</td><td>¤ {r.coins}</td><td>{r.lost} lost</td></tr>
          ))}
        </tbody>
      </table>
      {seed && <p className="dv-small">Seed revealed: <code>{seed}</code></p>}
    </section>
  );
}
