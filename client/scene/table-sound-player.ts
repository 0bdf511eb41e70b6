/**
 * Plays the table's sounds (table-sounds.ts decides which, sound-recipes.ts how they are
 * made) as each projection arrives: every layer is a short filtered burst of the shared
 * noise buffer or a decaying tone, nudged a little in pitch each time so repeats do not
 * sound machined. Silent while the table's sound is off or the cue's kind is muted in the
 * settings, while the tab is hidden, and until the page has had a user gesture.
 */
import { useEffect } from 'react';
import { tableStore } from '../net/store.ts';
import { uiStore } from '../interaction/ui-store.ts';
import { soundAllowed } from '../interaction/settings.ts';
import { audioContext, audioOut, noiseBuffer, watchGestures } from '../interaction/audio.ts';
import { recipeFor, type Layer } from './sound-recipes.ts';
import { tableCues, type SoundCue } from './table-sounds.ts';

const stats = { cues: 0, played: 0, muted: 0 };

function playLayer(ctx: AudioContext, out: AudioNode, l: Layer, at: number, gain: number, detune: number): void {
  const start = at + l.delay;
  const env = ctx.createGain();
  const peak = Math.max(0.0002, l.gain * gain);
  if (l.type === 'noise') {
    const noise = noiseBuffer();
    if (!noise) return;
    const src = ctx.createBufferSource();
    src.buffer = noise;
    // A different stretch of the noise each time.
    const offset = Math.random() * Math.max(0, noise.duration - 0.3);
    const filter = ctx.createBiquadFilter();
    filter.type = l.filter;
    filter.Q.value = l.q;
    filter.frequency.setValueAtTime(l.hz * detune, start);
    if (l.toHz) filter.frequency.exponentialRampToValueAtTime(l.toHz * detune, start + l.attack + l.decay);
    env.gain.setValueAtTime(0.0001, start);
    env.gain.exponentialRampToValueAtTime(peak, start + l.attack);
    env.gain.exponentialRampToValueAtTime(0.0001, start + l.attack + l.decay);
    src.connect(filter).connect(env).connect(out);
    src.start(start, offset);
    src.stop(start + l.attack + l.decay + 0.02);
    return;
  }
  const osc = ctx.createOscillator();
  osc.type = l.wave;
  osc.frequency.setValueAtTime(l.hz * detune, start);
  osc.frequency.exponentialRampToValueAtTime(l.toHz * detune, start + l.decay);
  env.gain.setValueAtTime(peak, start);
  env.gain.exponentialRampToValueAtTime(0.0001, start + l.decay);
  osc.connect(env).connect(out);
  osc.start(start);
  osc.stop(start + l.decay + 0.02);
}

/** Plays the cues that the settings allow; returns how many sounded. */
function play(cues: readonly SoundCue[]): void {
  if (cues.length === 0 || document.hidden) return;
  stats.cues += cues.length;
  const ui = uiStore.getState();
  const allowed = cues.filter((c) => soundAllowed(ui, c.kind));
  stats.muted += cues.length - allowed.length;
  if (allowed.length === 0) return;
  const ctx = audioContext();
  const out = audioOut();
  if (!ctx || !out) return;
  allowed.forEach((cue, i) => {
    // Cues of one change follow each other closely rather than all at once.
    const at = ctx.currentTime + 0.01 + i * 0.035;
    const detune = 0.92 + Math.random() * 0.16;
    for (const layer of recipeFor(cue.kind, cue.cue)) playLayer(ctx, out, layer, at, cue.gain, detune);
    stats.played++;
  });
}

/** Plays the sounds of the table's changes while the table is shown. */
export function useTableSounds(): void {
  useEffect(() => {
    const unwatch = watchGestures();
    const unsubscribe = tableStore.subscribe((s, prev) => {
      if (s.projection === prev.projection) return;
      // Another table, or the first look at this one: nothing is heard.
      if (!prev.projection || s.code !== prev.code) return;
      play(tableCues(prev.projection.table.pieces, s.projection?.table.pieces));
    });
    return () => {
      unsubscribe();
      unwatch();
    };
  }, []);
}

// Test handle: how many cues were found, played and muted.
if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).tableSound = { stats: () => ({ ...stats }) };
}
