import { useRoute } from '../net/route.ts';
import { useTable } from '../net/store.ts';

/** Spectators see that they are watching — and why, when they asked for a seat. */
export function WatchingBadge() {
  const spectator = useTable((s) => s.seat === 'spectator');
  const askedToWatch = useRoute((r) => r.watch);
  if (!spectator) return null;
  return (
    <span className="pill watching" data-testid="watching" title={askedToWatch ? 'You are watching this table' : 'All seats were taken'}>
      Watching{askedToWatch ? '' : ' — seats full'}
    </span>
  );
}
