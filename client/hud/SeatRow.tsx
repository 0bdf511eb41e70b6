import type { SeatMeta } from '../net/store-types.ts';
import { CardBackFan } from './CardBackFan.tsx';

export interface SeatRowProps {
  meta: SeatMeta;
  you: boolean;
  handCount: number;
}

/** One seat: colour, name, markers, connection dot and hand size. */
export function SeatRow({ meta, you, handCount }: SeatRowProps) {
  const state = !meta.occupied ? 'empty' : meta.connected ? 'online' : 'away';
  const title = { empty: 'Empty seat', online: 'Connected', away: 'Away — reconnecting' }[state];
  return (
    <li className={`seat-row ${state}${you ? ' you' : ''}`} data-testid="seat" data-seat={meta.seat}>
      <span className="swatch-dot" style={{ background: meta.occupied ? meta.color : 'transparent' }} aria-hidden="true" />
      <span className="seat-name">
        <span className="name">{meta.occupied ? meta.name || `Seat ${meta.seat + 1}` : <em>Empty seat {meta.seat + 1}</em>}</span>
        {you && <span className="marker">you</span>}
      </span>
      <span className={`conn-dot ${state}`} title={title} aria-label={title} />
      <CardBackFan count={handCount} />
    </li>
  );
}
