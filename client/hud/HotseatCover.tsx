/**
 * The cover between two seats of one device (client/net/hotseat.ts): the whole page, with
 * nothing of the table behind it (the page holds no view while it is up). The next player
 * taps (or presses Enter) when they hold the device; only then is their seat's view asked for.
 */
import { useEffect, useRef } from 'react';
import { takeCoveredSeat, useHotseat } from '../net/hotseat.ts';
import { useSay } from '../words/say.ts';
import { usePressWord } from './use-compact.ts';

export function HotseatCover() {
  const say = useSay();
  const cover = useHotseat((s) => s.cover);
  const problem = useHotseat((s) => s.problem);
  const press = usePressWord();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [cover]);
  if (!cover) return null;
  return (
    <main className="hotseat-cover" data-testid="hotseat-cover" role="dialog" aria-modal="true" aria-labelledby="hotseat-cover-title">
      <h1 id="hotseat-cover-title">{say('hotseat.cover.title', { name: cover.name })}</h1>
      <p>{say('hotseat.cover.note', { name: cover.name })}</p>
      <button ref={button} type="button" className="primary hotseat-take" data-testid="hotseat-take" onClick={() => void takeCoveredSeat()}>
        {say('hotseat.cover.take', { name: cover.name, press })}
      </button>
      <p className="muted small">{say('hotseat.cover.keys')}</p>
      {problem === 'lost' && <p className="error" role="alert">{say('hotseat.lost')}</p>}
    </main>
  );
}
