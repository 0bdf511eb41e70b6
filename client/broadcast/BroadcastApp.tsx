/**
 * The streaming pages (client/broadcast/route.ts): the broadcast page — the whole table
 * through the director camera with the chosen overlays over it — and the overlay page, the
 * chosen overlays alone on a transparent 1920 × 1080 stage scaled to the browser source.
 * Both only watch: a spectator, or the caster with the link's secret (the server keeps
 * either the delay behind when one is set).
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { enterTable } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { useCast } from '../net/cast-store.ts';
import { useGameReady } from '../kit/registry.ts';
import { BroadcastScene } from './BroadcastScene.tsx';
import { directorStore } from '../scene/DirectorCamera.tsx';
import { DiceResult, HiddenHands, LogTicker, Scoreboard, TurnBanner } from './Overlays.tsx';
import type { BroadcastRoute, OverlayKind } from './route.ts';
import './broadcast.css';
import { useSay } from '../words/say.ts';

const STAGE = { width: 1920, height: 1080 };

function OverlaySet({ show, lines }: { show: readonly OverlayKind[]; lines: number }) {
  return (
    <>
      {show.includes('banner') && <div className="cast-slot top"><TurnBanner /></div>}
      {show.includes('seats') && <div className="cast-slot left"><Scoreboard /></div>}
      {show.includes('log') && <div className="cast-slot bottom-left"><LogTicker lines={lines} /></div>}
      {show.includes('dice') && <div className="cast-slot bottom-right"><DiceResult /></div>}
      {show.includes('hidden') && <div className="cast-slot right"><HiddenHands /></div>}
    </>
  );
}

/** The stage's scale for this window: 1920 × 1080 fitted inside it. */
function useStageScale(): number {
  const fit = () => Math.min(window.innerWidth / STAGE.width, window.innerHeight / STAGE.height);
  const [scale, setScale] = useState(fit);
  useEffect(() => {
    const onResize = () => setScale(fit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

function Problem() {
  const say = useSay();
  const error = useTable((s) => s.error);
  const status = useTable((s) => s.status);
  if (status !== 'error' && status !== 'closed') return null;
  return <div className="cast-problem" data-testid="cast-problem">{error ?? say('net.closed.lost')}</div>;
}

function DelayBadge() {
  const say = useSay();
  const delayed = useCast((s) => s.delayed);
  if (!delayed) return null;
  const m = Math.floor(delayed.seconds / 60);
  const s = delayed.seconds % 60;
  const behind = [m > 0 ? say('broadcast.delay.minutes', { n: m }) : '', s > 0 ? say('broadcast.delay.seconds', { n: s }) : ''].filter(Boolean).join(' ');
  return (
    <div className="cast-delay" data-testid="cast-delay">
      {say('broadcast.badge', { caster: delayed.caster ? 'yes' : 'no', behind })}
    </div>
  );
}

function Waiting({ code }: { code: string }) {
  const say = useSay();
  const delayed = useCast((s) => s.delayed);
  const failed = useTable((s) => s.status === 'error' || s.status === 'closed');
  if (failed) return null;
  return (
    <div className="table-loading" data-testid="cast-waiting">
      {delayed ? say('broadcast.waiting.delayed', { code, seconds: delayed.seconds }) : say('broadcast.waiting', { code })}
    </div>
  );
}

export function BroadcastApp({ route }: { route: BroadcastRoute }) {
  const { code, caster, page } = route;
  useEffect(() => {
    void enterTable(code, { broadcast: { caster } });
  }, [code, caster]);
  useEffect(() => {
    document.documentElement.classList.add(page === 'overlay' ? 'cast-transparent' : 'cast-page');
  }, [page]);
  // The table's game loads with the first projection; nothing of the table is drawn before.
  const gameLoaded = useGameReady(useTable((s) => s.gameId));
  const ready = useTable((s) => s.projection !== null) && gameLoaded;
  const version = useTable((s) => s.projection?.version ?? -1);
  const director = useStore(directorStore);
  const scale = useStageScale();

  if (page === 'overlay') {
    return (
      <div className="cast-stage" data-testid="overlay-stage" data-version={version}
        style={{ width: STAGE.width, height: STAGE.height, transform: `scale(${scale})` }}>
        {gameLoaded && <OverlaySet show={route.show} lines={route.lines} />}
        <Problem />
      </div>
    );
  }
  return (
    <div className="broadcast-view" data-testid="broadcast" data-version={version} data-shot={director.shot}
      data-reason={director.focus?.reason} data-focus={director.focus ? `${director.focus.x.toFixed(2)},${director.focus.z.toFixed(2)}` : undefined}>
      {ready ? <BroadcastScene follow={route.follow ?? null} /> : <Waiting code={code} />}
      <div className="cast-hud">
        {gameLoaded && <OverlaySet show={route.show} lines={route.lines} />}
      </div>
      <DelayBadge />
      <Problem />
    </div>
  );
}
