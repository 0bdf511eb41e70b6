/**
 * The page's one AudioContext, shared by every sound the table makes (dice impacts,
 * pieces, the your-turn tone). Browsers allow sound only after the user has interacted
 * with the page, so the context is made lazily, on the first sound asked for after a
 * gesture (a press or a key); before that `audioContext()` answers null and the sound is
 * simply not played. Every sound goes through one master gain and a gentle compressor, so
 * many pieces landing at once do not clip.
 */

type AudioCtor = typeof AudioContext;

let audio: AudioContext | null = null;
let master: GainNode | null = null;
let noise: AudioBuffer | null = null;
let gestured = false;

/** Overall loudness of the table's sounds. */
const MASTER = 0.5;
/** Length (s) of the shared white-noise buffer that knocks, taps and rustles filter. */
const NOISE_S = 0.4;

/** Whether the page has had a user gesture (this tab's activation, or one we saw). */
export function hadGesture(): boolean {
  const activation = (globalThis.navigator as (Navigator & { userActivation?: { hasBeenActive: boolean } }) | undefined)?.userActivation;
  return gestured || activation?.hasBeenActive === true;
}

function onGesture(): void {
  gestured = true;
  if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
}

let listening = 0;

/** Watches for the first gesture while a table is shown; returns the stop function. */
export function watchGestures(): () => void {
  if (listening++ === 0) {
    window.addEventListener('pointerdown', onGesture, true);
    window.addEventListener('keydown', onGesture, true);
  }
  return () => {
    if (--listening === 0) {
      window.removeEventListener('pointerdown', onGesture, true);
      window.removeEventListener('keydown', onGesture, true);
    }
  };
}

/** The page's running AudioContext, or null: no Web Audio, no gesture yet, or not resumed. */
export function audioContext(): AudioContext | null {
  if (audio) {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    return audio.state === 'running' ? audio : null;
  }
  if (typeof window === 'undefined' || !hadGesture()) return null;
  const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return null;
  try {
    audio = new Ctor();
  } catch {
    return null;
  }
  const squash = audio.createDynamicsCompressor();
  squash.threshold.value = -14;
  squash.ratio.value = 6;
  master = audio.createGain();
  master.gain.value = MASTER;
  master.connect(squash).connect(audio.destination);
  const n = Math.round(audio.sampleRate * NOISE_S);
  noise = audio.createBuffer(1, n, audio.sampleRate);
  const data = noise.getChannelData(0);
  for (let i = 0; i < n; i++) data[i] = Math.random() * 2 - 1;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  return audio.state === 'running' ? audio : null;
}

/** The master input every table sound connects to (null before the context exists). */
export function audioOut(): GainNode | null {
  return master;
}

/** The shared white-noise buffer (null before the context exists). */
export function noiseBuffer(): AudioBuffer | null {
  return noise;
}

/** The context's state for test handles: 'none' before it is made. */
export function audioState(): string {
  return audio?.state ?? 'none';
}
