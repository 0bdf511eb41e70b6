/**
 * The click of dice landing, synthesised with WebAudio (no audio files): each impact that
 * `throwImpacts` finds in a live throw's keyframes is played when the playback reaches it,
 * as loud as the impact was hard. Silent when muted, when throws are skipped (speed
 * "skip"), for dice known only from `rolls` (a late joiner sees them at rest), and until
 * the page has had a user gesture (the shared AudioContext of interaction/audio.ts is
 * made lazily after one, as browsers require). Scheduling runs on a short timer with a small look-ahead on the
 * audio clock, so the clicks keep time however slowly the scene renders.
 */
import { useEffect } from 'react';
import type { DieKind } from '../../assets/models/dice.ts';
import { diceStore, type RollInfo } from '../net/dice-store.ts';
import { uiStore } from '../interaction/ui-store.ts';
import { audioContext, audioOut, audioState, noiseBuffer, watchGestures } from '../interaction/audio.ts';
import { soundAllowed } from '../interaction/settings.ts';
import { playbackMs } from './dice-playback.ts';
import { dueClicks, impactGain, throwImpacts, type DieImpact } from './dice-impacts.ts';

/** How often the scheduler looks at the playing throws. */
const TICK_MS = 25;
/** Clicks up to this far ahead (wall ms) are handed to the audio clock. */
const LOOKAHEAD_MS = 60;
/** A click more than this late (wall ms: the tab was hidden, the page stalled) is dropped. */
const LATE_MS = 120;
/** Two clicks never start closer than this (s): dice landing together clatter. */
const SPACING_S = 0.009;
/** Loudness of the dice beside the other table sounds (the shared master gain follows). */
const MASTER = 0.9;

/** Band centre (Hz) of each die's knock: bigger dice sound lower. */
const PITCH: Record<DieKind, number> = { d4: 3300, d6: 2700, d8: 3000, d10: 2900, d12: 2400, d20: 2300 };

interface Playing {
  roll: RollInfo;
  impacts: DieImpact[];
  next: number;
}

const playing = new Map<string, Playing>();
let timer: ReturnType<typeof setTimeout> | null = null;
let lastStart = 0;
const stats = { throws: 0, detected: 0, played: 0, dropped: 0 };

/** One knock at audio time `at`: a band-passed noise tick over a short falling tone. */
function knock(ctx: AudioContext, at: number, gain: number, kind: DieKind): void {
  const master = audioOut();
  const noise = noiseBuffer();
  if (!master || !noise) return;
  const pitch = PITCH[kind] * (0.88 + Math.random() * 0.24);
  const src = ctx.createBufferSource();
  src.buffer = noise;
  src.playbackRate.value = 0.85 + Math.random() * 0.3;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = pitch;
  band.Q.value = 4.5;
  const env = ctx.createGain();
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(Math.max(0.001, gain * 1.6 * MASTER), at + 0.002);
  env.gain.exponentialRampToValueAtTime(0.0001, at + 0.045);
  src.connect(band).connect(env).connect(master);
  src.start(at);
  src.stop(at + 0.06);

  const tone = ctx.createOscillator();
  tone.type = 'triangle';
  tone.frequency.setValueAtTime(pitch * 0.42, at);
  tone.frequency.exponentialRampToValueAtTime(pitch * 0.3, at + 0.03);
  const toneEnv = ctx.createGain();
  toneEnv.gain.setValueAtTime(Math.max(0.001, gain * 0.5 * MASTER), at);
  toneEnv.gain.exponentialRampToValueAtTime(0.0001, at + 0.035);
  tone.connect(toneEnv).connect(master);
  tone.start(at);
  tone.stop(at + 0.05);
}

function schedule(): void {
  if (timer === null && playing.size > 0) timer = setTimeout(tick, TICK_MS);
}

function tick(): void {
  timer = null;
  const ui = uiStore.getState();
  const { diceSpeed } = ui;
  const soundOn = soundAllowed(ui, 'dice');
  const now = performance.now();
  const dice = diceStore.getState().dice;
  for (const [rollId, p] of playing) {
    const ms = playbackMs(now - p.roll.receivedAt, p.roll.durationMs, diceSpeed);
    const due = dueClicks(p.impacts, p.next, ms, {
      speed: diceSpeed, soundOn, lookaheadMs: LOOKAHEAD_MS, lateMs: LATE_MS,
      live: (imp) => dice[imp.id]?.rollId === rollId,
    });
    p.next = due.next;
    stats.dropped += due.dropped;
    const ctx = due.clicks.length > 0 ? audioContext() : null;
    for (const { impact, inMs } of due.clicks) {
      if (!ctx) {
        stats.dropped++;
        continue;
      }
      const at = Math.max(ctx.currentTime + inMs / 1000, lastStart + SPACING_S);
      lastStart = at;
      knock(ctx, at, impactGain(impact.speed), impact.kind);
      stats.played++;
    }
    if (p.next >= p.impacts.length || ms >= p.roll.durationMs) playing.delete(rollId);
  }
  schedule();
}

/** A live throw arrived: find its impacts and start playing them with the dice. */
function onRoll(roll: RollInfo): void {
  if (playing.has(roll.rollId)) return;
  const dice = diceStore.getState().dice;
  const impacts = throwImpacts(
    roll.dice.flatMap((d) => {
      const entry = dice[d.id];
      return entry ? [{ id: d.id, kind: entry.kind, track: d.track }] : [];
    }),
    roll.frameRate,
  );
  stats.throws++;
  stats.detected += impacts.length;
  if (impacts.length === 0) return;
  playing.set(roll.rollId, { roll, impacts, next: 0 });
  tick();
}

/** Plays the clicks of live throws while the table is shown. */
export function useDiceSound(): void {
  useEffect(() => {
    const unwatch = watchGestures();
    const unsubscribe = diceStore.subscribe((s, prev) => {
      if (s.roll && s.roll !== prev.roll) onRoll(s.roll);
    });
    return () => {
      unsubscribe();
      unwatch();
      playing.clear();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
  }, []);
}

// Test handle: how many throws were heard, clicks found, played and dropped.
if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).sound = { stats: () => ({ ...stats, context: audioState() }) };
}
