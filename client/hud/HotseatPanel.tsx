/**
 * Several seats on one device (client/net/hotseat.ts), in the seats panel: the device's
 * other seats with "Pass to …" (marked when the table waits on them), and a form that
 * seats one more player here. When the seat in front of the screen has nothing to do and
 * the table waits on one of the device's other seats, the device is passed to it at once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { PROFILE_COLORS } from '../net/storage.ts';
import { useTable } from '../net/store.ts';
import { addDevicePlayer, passTo, useHotseat } from '../net/hotseat.ts';
import { useSay } from '../words/say.ts';
import { waitingOn } from './turn-alert.ts';
import { usePressWord } from './use-compact.ts';

/** The seat to pass the device to on its own: one the table waits on, when the front seat has nothing to do. */
export function autoPassSeat(frontWaited: boolean, over: boolean, parked: ReadonlyArray<{ seat: number; awaited: boolean }>): number | null {
  if (frontWaited || over) return null;
  return parked.find((p) => p.awaited)?.seat ?? null;
}

export function HotseatPanel() {
  const say = useSay();
  const seat = useTable((s) => s.seat);
  const seats = useTable((s) => s.seats);
  const projection = useTable((s) => s.projection);
  const parkedMap = useHotseat((s) => s.parked);
  const problem = useHotseat((s) => s.problem);
  const [adding, setAdding] = useState(false);
  const press = usePressWord();
  const [name, setName] = useState('');
  const parked = Object.values(parkedMap).sort((a, b) => a.seat - b.seat);
  const frontWaited = projection !== null && typeof seat === 'number' && waitingOn(projection, seat);
  const over = projection?.status.over === true;
  const next = projection ? autoPassSeat(frontWaited, over, parked) : null;

  useEffect(() => {
    if (next !== null) passTo(next);
  }, [next]);

  if (typeof seat !== 'number') return null;
  const free = seats.some((m) => !m.occupied && !m.bot);
  const add = (e: FormEvent) => {
    e.preventDefault();
    const clean = name.replace(/\s+/g, ' ').trim().slice(0, 24);
    if (!clean) return;
    const worn = new Set(seats.filter((m) => m.occupied).map((m) => m.color.toLowerCase()));
    const color = PROFILE_COLORS.find((c) => !worn.has(c)) ?? PROFILE_COLORS[0];
    void addDevicePlayer(clean, color).then(() => {
      setAdding(false);
      setName('');
    });
  };
  if (parked.length === 0 && !free) return null;
  return (
    <section className="hotseat" data-testid="hotseat" aria-label={say('hotseat.title')}>
      {parked.length > 0 && (
        <ul className="hotseat-seats">
          {parked.map((p) => (
            <li key={p.seat}>
              <button type="button" data-testid="hotseat-pass" data-seat={p.seat} onClick={() => passTo(p.seat)} className={p.awaited ? 'primary' : undefined}>
                {say('hotseat.passTo', { name: p.name })}
              </button>
              {p.awaited && <span className="muted small"> {say('hotseat.waits', { name: p.name })}</span>}
            </li>
          ))}
        </ul>
      )}
      {free && !adding && (
        <button type="button" className="link-button small" data-testid="hotseat-add" onClick={() => setAdding(true)}>{say('hotseat.add')}</button>
      )}
      {free && adding && (
        <form className="hotseat-add" onSubmit={add}>
          <label>
            <span className="small">{say('hotseat.name')}</span>
            <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} data-testid="hotseat-name" autoFocus />
          </label>
          <button type="submit" className="primary" data-testid="hotseat-seat">{say('hotseat.seat')}</button>
          <button type="button" onClick={() => setAdding(false)}>{say('hotseat.cancel')}</button>
          <p className="muted small">{say('hotseat.note', { press })}</p>
        </form>
      )}
      {problem && <p className="error small" role="alert">{say(problem === 'no-seat' ? 'hotseat.noSeat' : 'hotseat.lost')}</p>}
    </section>
  );
}
