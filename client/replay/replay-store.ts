/**
 * The replay page's state and its controls (play, pause, speed, step, jump, whose eyes).
 * The server projects every version (no secret reaches this page); this module only puts
 * the frame it gets into the table store the 3D scene reads, read-only — seat
 * 'spectator', no room behind it — and the stored throw into the dice store, so a throw
 * is played from its recorded keyframes, never simulated here.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ReplayFrame, ReplayTimeline } from '../../wire/replay-protocol.ts';
import { receiveRoll, receiveRolls, resetDice } from '../net/dice-store.ts';
import { resetTable, tableStore } from '../net/store.ts';
import { clampVersion, holdMs, nextSpeed, type ReplayKey, type Speed } from './player.ts';
import { throttle } from '../net/throttle.ts';
import { fetchTimeline, FrameCache, ReplayRequestError } from './replay-api.ts';
import { replaySeats } from './seats.ts';
import { say } from '../words/say.ts';
import { phraseText } from '../words/phrase.ts';

/**
 * Whose eyes the table is seen through: the public view, or — once the game is over — one
 * seat's, or everything (every hand, deck order, bags: the caster's sight).
 */
export type Eyes = 'public' | 'all' | number;

export interface ReplayState {
  code: string | null;
  timeline: ReplayTimeline | null;
  /** Why the replay cannot be shown (the server's sentence). */
  error: string | null;
  /** The version on screen. */
  version: number;
  playing: boolean;
  speed: Speed;
  eyes: Eyes;
}

const initial = (): ReplayState => ({ code: null, timeline: null, error: null, version: 0, playing: false, speed: 1, eyes: 'public' });
export const replayStore = createStore<ReplayState>()(initial);

export function useReplay<T>(selector: (s: ReplayState) => T): T {
  return useStore(replayStore, selector);
}

/** A running table's timeline is asked for again this often (it grows as the game goes on). */
const REFRESH_MS = 4000;

let frames: FrameCache | null = null;
let seekToken = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let refresher: ReturnType<typeof setInterval> | null = null;

/** Opens the replay of `code` at `start` (default: the last version). */
export async function openReplay(code: string, start?: number): Promise<void> {
  closeReplay();
  replayStore.setState({ ...initial(), code });
  frames = new FrameCache(code);
  try {
    const timeline = await fetchTimeline(code);
    if (replayStore.getState().code !== code) return;
    replayStore.setState({ timeline, error: timeline.playable ? null : timeline.reason === undefined ? say('replay.cannot') : phraseText(timeline.reasonWords, timeline.reason, say) });
    if (!timeline.playable) return;
    if (!timeline.over) refresher = setInterval(() => void refreshTimeline(code), REFRESH_MS);
    await seek(start ?? timeline.last);
  } catch (e) {
    if (replayStore.getState().code === code) replayStore.setState({ error: e instanceof Error ? e.message : String(e) });
  }
}

export function closeReplay(): void {
  pause();
  throttledJump.cancel();
  if (refresher) clearInterval(refresher);
  refresher = null;
  frames = null;
  seekToken++;
  replayStore.setState(initial(), true);
  resetTable();
  resetDice();
}

async function refreshTimeline(code: string): Promise<void> {
  const timeline = await fetchTimeline(code).catch(() => null);
  if (!timeline || replayStore.getState().code !== code || !timeline.playable) return;
  replayStore.setState({ timeline });
  if (timeline.over && refresher) {
    clearInterval(refresher);
    refresher = null;
  }
}

/** Shows `version` (clamped to the game); `animate`: play its throw from the stored keyframes. */
export async function seek(version: number, animate = false): Promise<ReplayFrame | null> {
  const { timeline, eyes } = replayStore.getState();
  if (!timeline || !frames) return null;
  const v = clampVersion(version, timeline.last);
  const token = ++seekToken;
  replayStore.setState({ version: v });
  try {
    const frame = await frames.get(v, eyes === 'public' ? 'public' : 'full');
    if (token !== seekToken) return null; // a later seek won
    show(timeline, frame, eyes, animate);
    return frame;
  } catch (e) {
    if (token !== seekToken) return null;
    // Too many requests (a long scrub): keep the table as it is and stop playing; the next seek asks again.
    if (e instanceof ReplayRequestError && e.status === 429) pause();
    else replayStore.setState({ error: e instanceof Error ? e.message : String(e), playing: false });
    return null;
  }
}

function show(timeline: ReplayTimeline, frame: ReplayFrame, eyes: Eyes, animate: boolean): void {
  const projection = eyes === 'public' ? frame.projection
    : eyes === 'all' ? frame.everything ?? frame.projection
      : frame.seats?.[eyes] ?? frame.projection;
  tableStore.setState({
    status: 'connected', error: null, code: timeline.code, gameId: timeline.gameId, seat: 'spectator',
    seedCommit: timeline.seedCommit, seed: timeline.seed ?? null, projection, spectators: 0,
    seats: replaySeats(timeline),
  });
  receiveRolls(frame.rests);
  if (animate && frame.roll) receiveRoll(frame.roll);
}

export function play(): void {
  const { timeline, version } = replayStore.getState();
  if (!timeline?.playable) return;
  replayStore.setState({ playing: true });
  // At the end, play starts over from the beginning.
  void (version >= timeline.last ? seek(0).then(schedule) : schedule(null));
}

export function pause(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  replayStore.setState({ playing: false });
}

/** Waits as long as the frame on screen asks, then plays the next version. */
function schedule(frame: ReplayFrame | null): void {
  if (timer) clearTimeout(timer);
  const { playing, speed } = replayStore.getState();
  if (!playing) return;
  timer = setTimeout(() => void advance(), holdMs(frame, speed));
}

async function advance(): Promise<void> {
  timer = null;
  const { timeline, version, playing } = replayStore.getState();
  if (!playing || !timeline) return;
  if (version >= timeline.last) {
    pause();
    return;
  }
  const next = await seek(version + 1, true);
  if (next) {
    void frames?.get(Math.min(timeline.last, version + 2), replayStore.getState().eyes === 'public' ? 'public' : 'full');
    schedule(next);
  }
}

/** A control from the bar or the keyboard. */
export function control(key: ReplayKey): void {
  const { timeline, version, playing, speed } = replayStore.getState();
  if (!timeline?.playable) return;
  switch (key) {
    case 'toggle': if (playing) pause(); else play(); return;
    case 'back': pause(); void seek(version - 1); return;
    case 'forward': pause(); if (version < timeline.last) void seek(version + 1, true); return;
    case 'start': pause(); void seek(0); return;
    case 'end': pause(); void seek(timeline.last); return;
    case 'faster': replayStore.setState({ speed: nextSpeed(speed, 1) }); return;
    case 'slower': replayStore.setState({ speed: nextSpeed(speed, -1) }); return;
  }
}

export function setSpeed(speed: Speed): void {
  replayStore.setState({ speed });
}

/** Jumps to `version` (the slider, a log line); playing goes on from there. */
export function jump(version: number): void {
  const { playing } = replayStore.getState();
  if (timer) clearTimeout(timer);
  void seek(version).then((frame) => {
    if (playing && frame) schedule(frame);
  });
}

const throttledJump = throttle((version: number) => jump(version), 100);

/**
 * The scrubber while it is dragged: the number moves at once, the table follows at most
 * ten times a second (the server limits requests per address).
 */
export function scrub(version: number): void {
  const { timeline } = replayStore.getState();
  if (!timeline) return;
  replayStore.setState({ version: clampVersion(version, timeline.last) });
  throttledJump(version);
}

/** Whose eyes: a seat's only once the game is over (the server refuses it before). */
export function setEyes(eyes: Eyes): void {
  const { timeline, version } = replayStore.getState();
  if (eyes !== 'public' && !timeline?.over) return;
  replayStore.setState({ eyes });
  void seek(version);
}

// Test handle: browser tests read and drive the replay through `window.__woodland`.
if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).replay = { store: replayStore };
}
