import { useEffect } from 'react';
import { uiStore, useUi } from './ui-store.ts';

/** How long the note stays. */
const SHOW_MS = 2_600;

/**
 * A short note beside the pointer saying why the piece being dragged does not move (you
 * are watching, not your turn, not yours, nothing to do with it now). Hides by itself.
 */
export function PointerNote() {
  const note = useUi((s) => s.note);
  useEffect(() => {
    if (!note) return;
    const t = setTimeout(() => {
      if (uiStore.getState().note === note) uiStore.getState().setNote(null);
    }, SHOW_MS);
    return () => clearTimeout(t);
  }, [note]);
  if (!note) return null;
  // Above and right of the pointer, kept on screen (a phone is 390 px wide).
  const left = Math.max(8, Math.min(note.x + 14, window.innerWidth - 268));
  const top = Math.max(8, note.y - 52);
  return (
    <div className="pointer-note hud-panel" role="status" data-testid="pointer-note" style={{ left, top }}>
      {note.text}
    </div>
  );
}
