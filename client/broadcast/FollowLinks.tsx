/**
 * The streamer kit's links to the broadcast page through a seated player's camera (the
 * `follow` parameter, route.ts): one per player. Spectator links only: a caster page keeps
 * the director camera, a player's live camera would run ahead of its delay.
 */
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';
import { Copyable } from '../hud/Copyable.tsx';
import { broadcastPath } from './route.ts';

export function FollowLinks({ code }: { code: string }) {
  const say = useSay();
  const seats = useTable((s) => s.seats);
  const players = seats.filter((seat) => seat.occupied && !seat.bot);
  if (players.length === 0) return null;
  return (
    <>
      <p className="small">{say('follow.kit.heading')}</p>
      <ul className="kit-links">
        {players.map((p) => {
          const path = broadcastPath('broadcast', code, { follow: p.seat });
          return (
            <li key={p.seat}>
              <span className="small">{say('follow.kit.link', { name: p.name })}</span>
              <Copyable text={window.location.origin + path} shown={path} testId={`kit-follow-${p.seat}`} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
