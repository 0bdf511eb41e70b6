import { useEffect, useRef, useState } from 'react';
import { clientGame } from '../kit/registry.ts';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';
import { withSeatNames } from './log-merge.ts';
import { tableText } from './text-view.ts';
import './text-view.css';

/** The key that opens and closes the text view (no hotkey of the table or of a game uses it). */
export const TEXT_VIEW_KEY = 'v';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/** The text view's dialog: the table in words, from this viewer's own projection. */
function TextViewDialog({ onClose }: { onClose(): void }) {
  const say = useSay();
  const projection = useTable((s) => s.projection);
  const game = useTable((s) => clientGame(s.gameId));
  const seats = useTable((s) => s.seats);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const names = seats.map((s) => (s.occupied ? s.name : undefined));
  const sections = projection ? tableText(game, projection, say, withSeatNames(projection.status.headline ?? '', names)) : [];
  return (
    <div
      className="text-view hud-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby="text-view-title"
      data-testid="text-view"
      onKeyDown={(e) => {
        // Its one control keeps the focus: Tab stays in the dialog.
        if (e.key === 'Tab') e.preventDefault();
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
    >
      <h2 id="text-view-title">{say('a11y.view.title')}</h2>
      <button ref={close} type="button" className="text-view-close" onClick={onClose}>{say('a11y.view.close')}</button>
      {sections.length === 0 && <p>{say('a11y.view.empty')}</p>}
      {sections.map((s, i) => (
        <section key={i} aria-label={withSeatNames(s.title, names)}>
          <h3>{withSeatNames(s.title, names)}</h3>
          <ul>{s.lines.map((line, j) => <li key={j}>{withSeatNames(line, names)}</li>)}</ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The top bar's button to the text view, with the dialog it opens: the key V opens it too
 * (and closes it), Escape closes it, and focus goes back where it was.
 */
export function TextViewButton() {
  const say = useSay();
  const [open, setOpen] = useState(false);
  const back = useRef<HTMLElement | null>(null);
  const show = () => {
    back.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    back.current?.focus();
    back.current = null;
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || e.key.toLowerCase() !== TEXT_VIEW_KEY) return;
      e.preventDefault();
      if (open) hide();
      else show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <>
      <button type="button" className="text-view-button" data-testid="text-view-button" aria-haspopup="dialog" aria-expanded={open} aria-keyshortcuts="V" aria-label={say('a11y.view.button')} title={say('a11y.view.button.title')} onClick={() => (open ? hide() : show())}>
        {/* On a phone the word gives way to a mark, its name kept for a screen reader. */}
        <span className="wide-label">{say('a11y.view.button')}</span><span className="narrow-label" aria-hidden="true">≣</span>
      </button>
      {open && <TextViewDialog onClose={hide} />}
    </>
  );
}
