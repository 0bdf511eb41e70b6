import { useTable } from '../net/store.ts';
import { withSeatNames } from './log-merge.ts';

/** Shown once the game is over: who won, and the scores when the game keeps them. */
export function GameOverBanner() {
  const status = useTable((s) => s.projection?.status);
  const seats = useTable((s) => s.seats);
  if (!status?.over) return null;
  const name = (seat: number) => seats[seat]?.name || `Seat ${seat + 1}`;
  const winners = status.winners ?? [];
  const scores = Object.entries(status.scores ?? {}).sort((a, b) => b[1] - a[1]);
  return (
    <div className="game-over hud-panel" data-testid="game-over" role="status">
      <h2>Game over</h2>
      {winners.length > 0 && <p className="winners">{winners.length === 1 ? 'Winner' : 'Winners'}: {winners.map(name).join(', ')}</p>}
      {status.headline && <p>{withSeatNames(status.headline, seats.map((s) => (s.occupied ? s.name : undefined)))}</p>}
      {scores.length > 0 && (
        <ol className="scores">
          {scores.map(([seat, score]) => <li key={seat}>{name(Number(seat))}: {score}</li>)}
        </ol>
      )}
    </div>
  );
}
