import { useEffect, useState } from 'react';
import { clockLeft, formatClock, useClocks } from '../net/clock-store.ts';
import { useSay } from '../words/say.ts';

/** A seat's clock, counting down while it runs; marked when the seat is out of time. */
export function SeatClock({ seat }: { seat: number }) {
  const say = useSay();
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
  const title = say('hud.seats.clock', { running: running ? 'yes' : 'no', left: formatClock(left), turn: clocks.kind === 'turn' ? 'yes' : 'no', out: out ? 'yes' : 'no' });
  return (
    <span
      className={`seat-clock${running ? ' running' : ''}${low ? ' low' : ''}${out ? ' out' : ''}`}
      data-testid="seat-clock" title={title} aria-label={title}
    >{formatClock(left)}</span>
  );
}
