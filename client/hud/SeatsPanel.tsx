import { useMemo } from 'react';
import type { GameStatus } from '../../engine/core/types.ts';
import { useCast } from '../net/cast-store.ts';
import { useTable } from '../net/store.ts';
import { SeatRow, type SeatGameInfo } from './SeatRow.tsx';
import { useSay, type Say } from '../words/say.ts';
import { phraseText } from '../words/phrase.ts';
import { isPhrase } from '../../engine/core/words.ts';
import { HotseatPanel } from './HotseatPanel.tsx';

/**
 * What the game says about each seat: a view that lists `seats` as objects with a `name`
 * (and that name as a phrase, `nameWords`) and a `color` (Root's factions) gives a role and
 * its colour; the status's scores give VP.
 */
function seatGameInfo(view: unknown, status: GameStatus | undefined, seat: number, say: Say): SeatGameInfo | undefined {
  const out: SeatGameInfo = {};
  const list = typeof view === 'object' && view !== null ? (view as { seats?: unknown }).seats : undefined;
  const entry = Array.isArray(list) ? (list as unknown[])[seat] : undefined;
  if (typeof entry === 'object' && entry !== null) {
    const { name, nameWords, color } = entry as { name?: unknown; nameWords?: unknown; color?: unknown };
    if (typeof name === 'string') out.role = phraseText(isPhrase(nameWords) ? nameWords : undefined, name, say);
    if (typeof color === 'string') out.color = color;
  }
  const score = status?.scores?.[seat];
  if (typeof score === 'number') out.score = score;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Who sits where (and as what), who is connected, scores, how many cards each holds, and how many watch. */
export function SeatsPanel() {
  const say = useSay();
  const seats = useTable((s) => s.seats);
  const hands = useTable((s) => s.projection?.table.hands);
  const view = useTable((s) => s.projection?.view);
  const status = useTable((s) => s.projection?.status);
  const mySeat = useTable((s) => s.seat);
  const spectators = useTable((s) => s.spectators);
  const host = useCast((s) => s.host) && typeof mySeat === 'number';
  // While we are not connected the dots are last known, not live.
  const stale = useTable((s) => s.status !== 'connected');
  const games = useMemo(() => seats.map((m) => seatGameInfo(view, status, m.seat, say)), [seats, view, status, say]);
  return (
    <aside className={stale ? 'seats hud-panel stale' : 'seats hud-panel'} data-testid="seats" aria-label={say('hud.seats.title')}>
      <h3>{say('hud.seats.title')}</h3>
      <ul>
        {seats.map((meta, i) => (
          <SeatRow key={meta.seat} meta={meta} you={meta.seat === mySeat} handCount={hands?.[String(meta.seat)]?.count ?? 0} game={games[i]} hostMenu={host} />
        ))}
      </ul>
      <p className="spectators muted">
        {mySeat === 'spectator' ? say('hud.seats.youWatch', { others: Math.max(0, spectators - 1) }) : spectators > 0 ? say('hud.watching', { n: spectators }) : ''}
      </p>
      <HotseatPanel />
    </aside>
  );
}
