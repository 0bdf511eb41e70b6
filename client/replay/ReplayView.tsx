import { useEffect, useState } from 'react';
import { TableScene } from '../scene/TableScene.tsx';
import { navigate } from '../net/route.ts';
import { useTable } from '../net/store.ts';
import { replayKey } from './player.ts';
import { closeReplay, control, openReplay, useReplay } from './replay-store.ts';
import { ReplayBar } from './ReplayBar.tsx';
import { ReplayHeader } from './ReplayHeader.tsx';
import { ReplayLog } from './ReplayLog.tsx';
import { HiddenHands } from '../broadcast/Overlays.tsx';
import { useGameReady } from '../kit/registry.ts';
import '../broadcast/broadcast.css';
import './replay.css';
import { useSay } from '../words/say.ts';

/** `?v=N` on the replay page: the version to open at. */
function startVersion(): number | undefined {
  const v = new URLSearchParams(window.location.search).get('v');
  return v !== null && /^\d+$/.test(v) ? Number(v) : undefined;
}

/**
 * The page at /r/<code>: the 3D table read-only at any version of the game, with the
 * timeline scrubber and player below it and every action beside it. Space plays or
 * pauses, ←/→ step, Home/End jump, [ and ] change the speed.
 */
export function ReplayView({ code }: { code: string }) {
  const say = useSay();
  const [logOpen, setLogOpen] = useState(false);
  useEffect(() => {
    void openReplay(code, startVersion());
    return closeReplay;
  }, [code]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || target?.closest('input, select, textarea')) return;
      const key = replayKey(e.key);
      if (!key) return;
      e.preventDefault();
      control(key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const gameLoaded = useGameReady(useTable((s) => s.gameId));
  const ready = useTable((s) => s.projection !== null) && gameLoaded;
  const error = useReplay((s) => s.error);
  const playable = useReplay((s) => s.timeline?.playable === true);
  const everything = useReplay((s) => s.eyes === 'all');

  return (
    <div className="table-view replay-view" data-testid="replay-view">
      {ready && (
        <div className="scene-layer">
          <TableScene />
        </div>
      )}
      <ReplayHeader code={code} onLog={() => setLogOpen((o) => !o)} />
      {error ? (
        <div className="replay-problem hud-panel" role="alert" data-testid="replay-problem">
          <h2>{say('replay.problem')}</h2>
          <p>{error}</p>
          <p><a href="/" onClick={(e) => { e.preventDefault(); navigate('/'); }}>{say('replay.toStart')}</a></p>
        </div>
      ) : (
        !ready && <div className="table-loading">{say('replay.loading', { code })}</div>
      )}
      {ready && playable && everything && <div className="replay-hidden"><HiddenHands /></div>}
      {gameLoaded && playable && <ReplayLog open={logOpen} />}
      {playable && <ReplayBar />}
    </div>
  );
}
