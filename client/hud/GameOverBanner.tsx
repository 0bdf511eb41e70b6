import { sendRematch } from '../net/connection.ts';
import { rematchPath, useRematch } from '../net/rematch-store.ts';
import { navigate } from '../net/route.ts';
import { useTable } from '../net/store.ts';
import { withSeatNames } from './log-merge.ts';
import { useSay } from '../words/say.ts';
import { headlineText } from '../words/phrase.ts';

/**
 * Shown once the game is over: who won, and the scores when the game keeps them. A player
 * asks for a rematch here; once there is one (asked by anyone at the table), one click
 * takes them to it — a signed-in player's seat waits for them there, a guest asks for
 * the seat number they had.
 */
export function GameOverBanner() {
  const say = useSay();
  const status = useTable((s) => s.projection?.status);
  const seats = useTable((s) => s.seats);
  const mySeat = useTable((s) => s.seat);
  const rematch = useRematch();
  if (!status?.over) return null;
  const name = (seat: number) => seats[seat]?.name || say('hud.seat', { n: seat + 1 });
  const winners = status.winners ?? [];
  const scores = Object.entries(status.scores ?? {}).sort((a, b) => b[1] - a[1]);
  return (
    <div className="game-over hud-panel" data-testid="game-over" role="status">
      <h2>{say('hud.over.title')}</h2>
      {winners.length > 0 && <p className="winners">{say('hud.over.winners', { n: winners.length, names: winners.map(name).join(', ') })}</p>}
      {headlineText(status, say) && <p>{withSeatNames(headlineText(status, say), seats.map((s) => (s.occupied ? s.name : undefined)))}</p>}
      {scores.length > 0 && (
        <ol className="scores">
          {scores.map(([seat, score]) => <li key={seat}>{say('hud.over.score', { name: name(Number(seat)), score })}</li>)}
        </ol>
      )}
      {rematch ? (
        <p className="rematch">
          <span className="muted small">{say('hud.over.rematchAsked', { name: rematch.by })} </span>
          <button type="button" data-testid="rematch-join" onClick={() => navigate(rematchPath(rematch.code, mySeat))}>
            {typeof mySeat === 'number' ? say('hud.over.rematchJoin') : say('hud.over.rematchWatch')}
          </button>
        </p>
      ) : (
        typeof mySeat === 'number' && (
          <p className="rematch">
            <button type="button" data-testid="rematch" onClick={() => sendRematch()}>{say('hud.over.rematch')}</button>
          </p>
        )
      )}
    </div>
  );
}
