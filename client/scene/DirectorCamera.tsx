/**
 * The broadcast page's camera: no viewer input; it frames what just happened (director.ts)
 * and returns to the overview, with slow, smooth moves. What it shows is mirrored into
 * `directorStore` (the page exposes it as data attributes, for the browser test).
 */
import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { createStore } from 'zustand/vanilla';
import { tableStore, useTable } from '../net/store.ts';
import { diceStore } from '../net/dice-store.ts';
import { framingFor } from './framing.ts';
import { seatAzimuth } from './seat-view.ts';
import { clientGame } from '../kit/registry.ts';
import { START, focusOfChange, focusOn, focusShot, onFocus, onTick, type DirectorState } from './director.ts';

const OVERVIEW = { distance: 44, polar: 0.9 };
const TICK_MS = 200;
/** Seconds the camera takes to settle on a new shot: slow enough to follow. */
const SMOOTH_TIME = 0.9;
const { ACTION } = CameraControlsImpl;

/** How much further back the overview stands on a screen narrower than it is wide (a phone held upright). */
function portraitScale(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(2, Math.max(1, 1.25 / (width / height)));
}

export const directorStore = createStore<DirectorState>()(() => START);

export function DirectorCamera() {
  const ref = useRef<CameraControlsImpl>(null);
  const gameId = useTable((s) => s.gameId);
  const seatCount = useTable((s) => s.seats.length);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const invalidate = useThree((s) => s.invalidate);

  // The overview: the game's framing for this screen, as a spectator sees it.
  const framing = framingFor(clientGame(gameId).framing, width, height);
  const azimuth = framing?.azimuth ?? seatAzimuth('spectator', seatCount);
  const overview = {
    target: [framing?.target?.[0] ?? (framing ? framing.shiftX * Math.abs(Math.sin(azimuth)) : 0), 0, framing?.target?.[1] ?? 0] as const,
    distance: (framing?.distance ?? OVERVIEW.distance) * portraitScale(width, height),
    polar: framing?.polar ?? OVERVIEW.polar,
  };
  const overviewRef = useRef(overview);
  overviewRef.current = overview;

  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    for (const k of ['left', 'right', 'middle', 'wheel'] as const) c.mouseButtons[k] = ACTION.NONE;
    for (const k of ['one', 'two', 'three'] as const) c.touches[k] = ACTION.NONE;
    c.smoothTime = SMOOTH_TIME;
  }, []);

  // Every shot change moves the camera (the overview too, when the screen or game changes).
  useEffect(() => {
    const aim = (s: DirectorState, animate: boolean) => {
      const c = ref.current;
      if (!c) return;
      const o = overviewRef.current;
      const shot = s.shot === 'focus' && s.focus ? focusShot(s.focus, o.distance) : { target: o.target, distance: o.distance, polar: o.polar };
      void c.rotateAzimuthTo(azimuth, animate);
      void c.rotatePolarTo(shot.polar, animate);
      void c.dollyTo(shot.distance, animate);
      void c.moveTo(shot.target[0], shot.target[1], shot.target[2], animate);
      // The canvas renders on demand: the first frame of the move is asked for here, the
      // controls ask for the rest while they move.
      invalidate();
    };
    aim(directorStore.getState(), false);
    return directorStore.subscribe((s, prev) => {
      if (s.shot !== prev.shot || s.focus !== prev.focus) aim(s, true);
    });
  }, [azimuth, overview.distance, overview.polar, overview.target[0], overview.target[2], invalidate]);

  // What happens on the table becomes a focus; time passing returns to the overview.
  useEffect(() => {
    const now = () => performance.now();
    const offTable = tableStore.subscribe((s, prev) => {
      if (!s.projection || s.projection === prev.projection) return;
      if (prev.projection && prev.projection.version >= s.projection.version) return;
      const focus = focusOfChange(prev.projection?.table.pieces ?? null, s.projection.table.pieces);
      if (focus) directorStore.setState(onFocus(directorStore.getState(), focus, now()), true);
    });
    const offDice = diceStore.subscribe((s, prev) => {
      if (!s.roll || s.roll.rollId === prev.roll?.rollId) return;
      const points: [number, number][] = [];
      for (const d of s.roll.dice) {
        const final = s.dice[d.id]?.final;
        if (final) points.push([final.p[0], final.p[2]]);
      }
      const focus = focusOn(points, 'dice');
      if (focus) directorStore.setState(onFocus(directorStore.getState(), focus, now()), true);
    });
    const timer = setInterval(() => {
      const s = directorStore.getState();
      const next = onTick(s, now());
      if (next !== s) directorStore.setState(next, true);
    }, TICK_MS);
    return () => {
      offTable();
      offDice();
      clearInterval(timer);
      directorStore.setState(START, true);
    };
  }, []);

  return <CameraControls ref={ref} makeDefault minDistance={7} maxDistance={120} maxPolarAngle={1.3} smoothTime={SMOOTH_TIME} />;
}
