import { useEffect, useState } from 'react';
import { clockLeft, formatClock, useClocks } from '../net/clock-store.ts';

/** A seat's clock, counting down while it runs; marked when the seat is out of time. */
export function SeatClock({ seat }: { seat: number }) {
  const clocks = useClocks((s) => s.clocks);
  const running = clocks?.seats[seat]?.running === true;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [running]);
  if (!clocks) return null;
  const left = clockLeft(clocks, seat, running ? now : Date.now());
  if (left === null) return null;
  const out = clocks.seats[seat]?.out === true || left <= 0;
  const low = clocks.kind === 'realtime' ? left < 60_000 : left < 3_600_000;
  const title = `${running ? 'Thinking' : 'Waiting'}: ${formatClock(left)} left${clocks.kind === 'turn' ? ' for this move' : ''}${out ? ' (out of time)' : ''}`;
  return (
    <span
      className={`seat-clock${running ? ' running' : ''}${low ? ' low' : ''}${out ? ' out' : ''}`}
      data-testid="seat-clock" title={title} aria-label={title}
    >{formatClock(left)}</span>
  );
}
