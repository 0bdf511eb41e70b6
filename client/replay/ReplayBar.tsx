import { SPEEDS, type Speed } from './player.ts';
import { control, scrub, setSpeed, useReplay } from './replay-store.ts';

/** The timeline scrubber and the player's buttons: start, back, play/pause, forward, end, speed. */
export function ReplayBar() {
  const last = useReplay((s) => s.timeline?.last ?? 0);
  const version = useReplay((s) => s.version);
  const playing = useReplay((s) => s.playing);
  const speed = useReplay((s) => s.speed);
  return (
    <div className="replay-bar hud-panel" data-testid="replay-bar">
      <input
        type="range" min={0} max={last} step={1} value={version} aria-label="Action"
        data-testid="replay-scrubber" className="replay-scrubber"
        onChange={(e) => scrub(Number(e.currentTarget.value))}
      />
      <div className="replay-buttons">
        <button type="button" onClick={() => control('start')} aria-label="To the start" title="To the start (Home)">|◀</button>
        <button type="button" onClick={() => control('back')} aria-label="One action back" title="One action back (←)" data-testid="replay-back">◀</button>
        <button
          type="button" className="replay-play" onClick={() => control('toggle')} data-testid="replay-play"
          aria-label={playing ? 'Pause' : 'Play'} title={playing ? 'Pause (Space)' : 'Play (Space)'}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => control('forward')} aria-label="One action forward" title="One action forward (→)" data-testid="replay-forward">▶</button>
        <button type="button" onClick={() => control('end')} aria-label="To the end" title="To the end (End)">▶|</button>
        <span className="replay-count" data-testid="replay-version">
          {version} / {last}
        </span>
        <label className="replay-speed">
          <span className="sr-only">Speed</span>
          <select value={speed} onChange={(e) => setSpeed(Number(e.currentTarget.value) as Speed)} data-testid="replay-speed" aria-label="Speed">
            {SPEEDS.map((s) => <option key={s} value={s}>{s}×</option>)}
          </select>
        </label>
      </div>
    </div>
  );
}
