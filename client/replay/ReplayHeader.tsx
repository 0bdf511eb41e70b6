import { navigate } from '../net/route.ts';
import { tablePath } from '../net/paths.ts';
import { useGameName } from '../hud/use-games.ts';
import { setEyes, useReplay, type Eyes } from './replay-store.ts';
import { replaySeats } from './seats.ts';

function eyesOf(value: string): Eyes {
  return value === 'public' || value === 'all' ? value : Number(value);
}

/**
 * What is being replayed: the game and code, whether it still runs (the public view up to
 * now) or is over (any seat's eyes may be chosen, the seed is revealed), and the way back.
 */
export function ReplayHeader({ code, onLog }: { code: string; onLog: () => void }) {
  const timeline = useReplay((s) => s.timeline);
  const eyes = useReplay((s) => s.eyes);
  const name = useGameName(timeline?.gameId ?? null);
  return (
    <header className="replay-header hud-panel">
      <a href="/" className="replay-home" onClick={(e) => { e.preventDefault(); navigate('/'); }}>Woodland Table</a>
      <h1 className="replay-title">
        Replay <span className="muted">·</span> {name} <code data-testid="replay-code">{code}</code>
      </h1>
      {timeline && (
        <span className="replay-state muted" data-testid="replay-state">
          {timeline.over ? 'Game over — every seat may be shown'
            : timeline.delayed ? 'In play — the public view, as far as the delayed stream has shown it'
              : 'In play — the public view up to now'}
        </span>
      )}
      {timeline?.over && (
        <select
          value={String(eyes)} aria-label="Whose view" data-testid="replay-eyes"
          onChange={(e) => setEyes(eyesOf(e.currentTarget.value))}
        >
          <option value="public">Public view</option>
          <option value="all">Everything (hands, deck order, bags)</option>
          {replaySeats(timeline).map((s) => <option key={s.seat} value={s.seat}>{s.name}'s view</option>)}
        </select>
      )}
      {timeline?.playable && (
        <span className="replay-links">
          <button type="button" className="small-button replay-log-toggle" onClick={onLog}>Log</button>
          <a href={tablePath(code, true)} onClick={(e) => { e.preventDefault(); navigate(tablePath(code, true)); }}>
            {timeline.over ? 'Table' : 'Watch live'}
          </a>
        </span>
      )}
    </header>
  );
}
