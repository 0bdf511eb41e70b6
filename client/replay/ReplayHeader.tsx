import { navigate } from '../net/route.ts';
import { tablePath } from '../net/paths.ts';
import { useGameName } from '../hud/use-games.ts';
import { setEyes, useReplay, type Eyes } from './replay-store.ts';
import { replaySeats } from './seats.ts';
import { useSay } from '../words/say.ts';

function eyesOf(value: string): Eyes {
  return value === 'public' || value === 'all' ? value : Number(value);
}

/**
 * What is being replayed: the game and code, whether it still runs (the public view up to
 * now) or is over (any seat's eyes may be chosen, the seed is revealed), and the way back.
 */
export function ReplayHeader({ code, onLog }: { code: string; onLog: () => void }) {
  const say = useSay();
  const timeline = useReplay((s) => s.timeline);
  const eyes = useReplay((s) => s.eyes);
  const name = useGameName(timeline?.gameId ?? null);
  return (
    <header className="replay-header hud-panel">
      <a href="/" className="replay-home" onClick={(e) => { e.preventDefault(); navigate('/'); }}>{'Woodland Table' /* the product's name, the same in every language */}</a>
      <h1 className="replay-title">
        {say('replay.title')} <span className="muted">·</span> {name} <code data-testid="replay-code">{code}</code>
      </h1>
      {timeline && (
        <span className="replay-state muted" data-testid="replay-state">
          {say(timeline.over ? 'replay.state.over' : timeline.delayed ? 'replay.state.delayed' : 'replay.state.live')}
        </span>
      )}
      {timeline?.over && (
        <select
          value={String(eyes)} aria-label={say('replay.eyes')} data-testid="replay-eyes"
          onChange={(e) => setEyes(eyesOf(e.currentTarget.value))}
        >
          <option value="public">{say('replay.eyes.public')}</option>
          <option value="all">{say('replay.eyes.all')}</option>
          {replaySeats(timeline).map((s) => <option key={s.seat} value={s.seat}>{say('replay.eyes.seat', { name: s.name })}</option>)}
        </select>
      )}
      {timeline?.playable && (
        <span className="replay-links">
          <button type="button" className="small-button replay-log-toggle" onClick={onLog}>{say('replay.log')}</button>
          <a href={tablePath(code, true)} onClick={(e) => { e.preventDefault(); navigate(tablePath(code, true)); }}>
            {say(timeline.over ? 'replay.table' : 'replay.watchLive')}
          </a>
        </span>
      )}
    </header>
  );
}
