/**
 * How each table sound is made (pure data; table-sound-player.ts plays it with Web Audio):
 * a few short layers of filtered white noise (the slap of card stock, the rustle of cloth,
 * the thump of a bag) and decaying tones (the knock of wood), each with an attack, a decay
 * and an optional frequency sweep. No audio file: every sound is synthesised in the page.
 */
import type { SoundKind } from '../interaction/settings.ts';
import type { CueName } from './table-sounds.ts';

export interface NoiseLayer {
  type: 'noise';
  filter: 'bandpass' | 'lowpass' | 'highpass';
  /** Filter frequency (Hz) at the start, and at the end of the sound when it sweeps. */
  hz: number;
  toHz?: number;
  q: number;
  /** Seconds after the cue that this layer starts. */
  delay: number;
  attack: number;
  decay: number;
  gain: number;
}

export interface ToneLayer {
  type: 'tone';
  wave: 'sine' | 'triangle';
  hz: number;
  toHz: number;
  delay: number;
  decay: number;
  gain: number;
}

export type Layer = NoiseLayer | ToneLayer;

const slap = (delay: number, gain: number, hz = 2600): Layer[] => [
  { type: 'noise', filter: 'bandpass', hz, q: 0.9, delay, attack: 0.002, decay: 0.045, gain },
  { type: 'noise', filter: 'lowpass', hz: 700, q: 0.7, delay, attack: 0.002, decay: 0.03, gain: gain * 0.6 },
];
const swish = (hz: number, toHz: number, decay: number, gain: number): Layer =>
  ({ type: 'noise', filter: 'bandpass', hz, toHz, q: 1.1, delay: 0, attack: 0.015, decay, gain });
const clack = (delay: number, gain: number, hz = 950): Layer[] => [
  { type: 'tone', wave: 'triangle', hz, toHz: hz * 0.78, delay, decay: 0.06, gain: gain * 0.7 },
  { type: 'noise', filter: 'bandpass', hz: hz * 2.4, q: 3, delay, attack: 0.001, decay: 0.03, gain },
];
const tap = (delay: number, gain: number): Layer[] => [
  { type: 'noise', filter: 'lowpass', hz: 1000, q: 0.8, delay, attack: 0.002, decay: 0.06, gain },
  { type: 'tone', wave: 'sine', hz: 230, toHz: 160, delay, decay: 0.05, gain: gain * 0.5 },
];
const thump = (delay: number, gain: number): Layer[] => [
  { type: 'noise', filter: 'lowpass', hz: 380, q: 0.6, delay, attack: 0.006, decay: 0.13, gain },
];
const rustle = (delay: number, gain: number): Layer =>
  ({ type: 'noise', filter: 'bandpass', hz: 2300, toHz: 3200, q: 0.6, delay, attack: 0.03, decay: 0.2, gain });

/** The layers of each kind's cues; a cue a kind does not make has no entry. */
export const SOUND_RECIPES: Record<SoundKind, Partial<Record<CueName, Layer[]>>> = {
  cards: {
    land: slap(0, 0.55),
    flip: [swish(1300, 4200, 0.09, 0.3), ...slap(0.075, 0.45, 3200)],
    play: [swish(1800, 3000, 0.13, 0.3), ...slap(0.11, 0.5)],
    draw: [swish(3200, 1700, 0.11, 0.32)],
  },
  tokens: {
    land: clack(0, 0.6),
    flip: [...clack(0, 0.35, 1150), ...clack(0.06, 0.55)],
  },
  tiles: {
    land: tap(0, 0.7),
    flip: [swish(900, 2600, 0.1, 0.25), ...tap(0.08, 0.6)],
  },
  bag: {
    land: thump(0, 0.8),
    draw: [rustle(0, 0.32), ...clack(0.17, 0.35, 1100)],
    'drop-in': [...clack(0, 0.4, 1100), rustle(0.04, 0.28)],
  },
  dice: {
    land: clack(0, 0.7, 1300),
  },
};

/** The layers of a cue, or an empty list when the kind makes no such sound. */
export function recipeFor(kind: SoundKind, cue: CueName): Layer[] {
  return SOUND_RECIPES[kind][cue] ?? [];
}

/** How long (s) a recipe sounds, from the cue to the end of its last layer. */
export function recipeLength(layers: readonly Layer[]): number {
  return layers.reduce((m, l) => Math.max(m, l.delay + (l.type === 'noise' ? l.attack : 0) + l.decay), 0);
}
