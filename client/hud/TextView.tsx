import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { clientGame } from '../kit/registry.ts';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';
import { withSeatNames } from './log-merge.ts';
import { tableText } from './text-view.ts';
import './text-view.css';
import { headlineText } from '../words/phrase.ts';

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
  const sections = projection ? tableText(game, projection, say, withSeatNames(headlineText(projection.status, say), names)) : [];
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
/** Whether the text view is open, and the element focus goes back to when it closes. */
const view = createStore<{ open: boolean; back: HTMLElement | null }>()(() => ({ open: false, back: null }));

function show(): void {
  view.setState({ open: true, back: document.activeElement instanceof HTMLElement ? document.activeElement : null });
}

function hide(): void {
  const { back } = view.getState();
  view.setState({ open: false, back: null });
  back?.focus();
}

/** Opens or closes the text view (the V key, the top bar's button, the table info panel's). */
export function toggleTextView(): void {
  if (view.getState().open) hide();
  else show();
}

/** The text view's dialog and its key, mounted once in the table's HUD. */
export function TextViewHost() {
  const open = useStore(view, (s) => s.open);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || e.key.toLowerCase() !== TEXT_VIEW_KEY) return;
      e.preventDefault();
      toggleTextView();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return open ? <TextViewDialog onClose={hide} /> : null;
}

/** The button that opens the text view: a word on a wide screen, a mark on a phone (`wide` keeps the word). */
export function TextViewButton({ wide = false }: { wide?: boolean }) {
  const say = useSay();
  const open = useStore(view, (s) => s.open);
  return (
    <button
      type="button" className={wide ? 'text-view-button wide' : 'text-view-button icon-button'} data-testid={wide ? 'text-view-info' : 'text-view-button'}
      aria-haspopup="dialog" aria-expanded={open} aria-keyshortcuts="V" aria-label={say('a11y.view.button')} title={say('a11y.view.button.title')}
      onClick={toggleTextView}
    >
      {/* In the top bar a mark, like the settings' and the help's, its name kept for a screen reader and the tooltip. */}
      {wide ? say('a11y.view.button') : <span aria-hidden="true">≣</span>}
    </button>
  );
}
