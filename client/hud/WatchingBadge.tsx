import { useRoute } from '../net/route.ts';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';

/** Spectators see that they are watching — and why, when they asked for a seat. */
export function WatchingBadge() {
  const say = useSay();
  const spectator = useTable((s) => s.seat === 'spectator');
  const askedToWatch = useRoute((r) => r.watch);
  if (!spectator) return null;
  return (
    <span className="pill watching" data-testid="watching" title={askedToWatch ? say('hud.watchingBadge.asked') : say('hud.watchingBadge.full')}>
      <span className="wide-label">{askedToWatch ? say('hud.watchingBadge') : say('hud.watchingBadge.seatsFull')}</span>
      {/* On a phone an eye takes the word's place in the top bar (the word stays for screen readers). */}
      <svg className="narrow-label" aria-hidden="true" viewBox="0 0 24 16" width="22" height="15">
        <path d="M1 8c3-4.7 6.7-7 11-7s8 2.3 11 7c-3 4.7-6.7 7-11 7S4 12.7 1 8z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="12" cy="8" r="3.2" fill="currentColor" />
      </svg>
    </span>
  );
}
