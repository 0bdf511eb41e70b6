import { SPEEDS, type Speed } from './player.ts';
import { control, scrub, setSpeed, useReplay } from './replay-store.ts';
import { useSay } from '../words/say.ts';

/** The timeline scrubber and the player's buttons: start, back, play/pause, forward, end, speed. */
export function ReplayBar() {
  const say = useSay();
  const last = useReplay((s) => s.timeline?.last ?? 0);
  const version = useReplay((s) => s.version);
  const playing = useReplay((s) => s.playing);
  const speed = useReplay((s) => s.speed);
  return (
    <div className="replay-bar hud-panel" data-testid="replay-bar">
      <input
        type="range" min={0} max={last} step={1} value={version} aria-label={say('replay.action')}
        data-testid="replay-scrubber" className="replay-scrubber"
        onChange={(e) => scrub(Number(e.currentTarget.value))}
      />
      <div className="replay-buttons">
        <button type="button" onClick={() => control('start')} aria-label={say('replay.start')} title={say('replay.start.title')}>|◀</button>
        <button type="button" onClick={() => control('back')} aria-label={say('replay.back')} title={say('replay.back.title')} data-testid="replay-back">◀</button>
        <button
          type="button" className="replay-play" onClick={() => control('toggle')} data-testid="replay-play"
          aria-label={say(playing ? 'replay.pause' : 'replay.play')} title={say(playing ? 'replay.pause.title' : 'replay.play.title')}
        >
          {say(playing ? 'replay.pause' : 'replay.play')}
        </button>
        <button type="button" onClick={() => control('forward')} aria-label={say('replay.forward')} title={say('replay.forward.title')} data-testid="replay-forward">▶</button>
        <button type="button" onClick={() => control('end')} aria-label={say('replay.end')} title={say('replay.end.title')}>▶|</button>
        <span className="replay-count" data-testid="replay-version">
          {version} / {last}
        </span>
        <label className="replay-speed">
          <span className="sr-only">{say('replay.speed')}</span>
          <select value={speed} onChange={(e) => setSpeed(Number(e.currentTarget.value) as Speed)} data-testid="replay-speed" aria-label={say('replay.speed')}>
            {SPEEDS.map((s) => <option key={s} value={s}>{s}×</option>)}
          </select>
        </label>
      </div>
    </div>
  );
}
