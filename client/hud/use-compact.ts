import { useEffect, useState } from 'react';
import { COMPACT_QUERY } from './compact.ts';

/** Whether a media query matches now, following changes; `otherwise` where there is no window to ask. */
function useMedia(media: string, otherwise: boolean): boolean {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(media) : undefined;
  const [matches, setMatches] = useState(() => (query ? query.matches : otherwise));
  useEffect(() => {
    if (!query) return;
    const update = () => setMatches(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query?.media]);
  return matches;
}

/** Whether the HUD is compact now (a phone, a tablet held upright); follows rotation and resizing. */
export function useCompact(): boolean {
  return useMedia(COMPACT_QUERY, false);
}

/** A device with a mouse or a trackpad, on its own or beside a touch screen. */
const FINE_POINTER = '(any-pointer: fine)'; // words-ok: a CSS media query

/**
 * Whether the device has a fine pointer (a mouse, a trackpad), and so most likely a
 * keyboard: where it has none (a phone, a tablet), hints that name keys are left out.
 */
export function useKeyboardLikely(): boolean {
  return useMedia(FINE_POINTER, true);
}

/** What a hint calls pressing something on the screen: a click with a mouse or a trackpad, a tap on a touch screen alone. */
export type PressWord = 'click' | 'tap';

/** The press word for this device (`PressWord`); follows a mouse plugged in or taken away. */
export function usePressWord(): PressWord {
  return useMedia(FINE_POINTER, true) ? 'click' : 'tap';
}
