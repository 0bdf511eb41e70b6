/**
 * When another player's cursor fades: a pointer left still for a few seconds stops
 * covering the pieces under it (TTS and BGA players expect idle pointers to get out of
 * the way), and it is back at full strength the moment it moves again.
 */

/** Still this long (ms), a remote cursor starts to fade. */
export const CURSOR_IDLE_MS = 4000;
/** How long (ms) the fade takes. */
export const CURSOR_FADE_MS = 600;

/** A remote cursor's opacity, 0..1, `still` ms after it last moved. */
export function cursorOpacity(still: number): number {
  if (still <= CURSOR_IDLE_MS) return 1;
  return Math.max(0, 1 - (still - CURSOR_IDLE_MS) / CURSOR_FADE_MS);
}

/** Whether the cursor is part way through its fade (frames must keep coming). */
export function cursorFading(still: number): boolean {
  const o = cursorOpacity(still);
  return o > 0 && o < 1;
}
