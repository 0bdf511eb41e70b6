import { useTable } from '../net/store.ts';
import { SeatRow } from './SeatRow.tsx';

/** Who sits where, who is connected, how many cards each holds, and how many watch. */
export function SeatsPanel() {
  const seats = useTable((s) => s.seats);
  const hands = useTable((s) => s.projection?.table.hands);
  const mySeat = useTable((s) => s.seat);
  const spectators = useTable((s) => s.spectators);
  // While we are not connected the dots are last known, not live.
  const stale = useTable((s) => s.status !== 'connected');
  return (
    <aside className={stale ? 'seats hud-panel stale' : 'seats hud-panel'} data-testid="seats" aria-label="Seats">
      <h3>Seats</h3>
      <ul>
        {seats.map((meta) => (
          <SeatRow key={meta.seat} meta={meta} you={meta.seat === mySeat} handCount={hands?.[String(meta.seat)]?.count ?? 0} />
        ))}
      </ul>
      <p className="spectators muted">
        {mySeat === 'spectator' ? 'You are watching' : ''}
        {mySeat === 'spectator' && spectators > 1 ? ` with ${spectators - 1} other${spectators > 2 ? 's' : ''}` : ''}
        {mySeat !== 'spectator' && spectators > 0 ? `${spectators} watching` : ''}
      </p>
    </aside>
  );
}
