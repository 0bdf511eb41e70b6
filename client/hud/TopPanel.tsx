/**
 * A small panel that opens under the top bar from its button (settings, table info): one
 * at a time (ui.panel), closed by its button again, Escape, or a press outside it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { uiStore, useUi, type TopPanel as PanelName } from '../interaction/ui-store.ts';

export function TopPanelButton({ panel, label, title, children }: { panel: PanelName; label: string; title: string; children: ReactNode }) {
  const open = useUi((s) => s.panel === panel);
  return (
    <button
      type="button"
      className={open ? 'icon-button open' : 'icon-button'}
      aria-label={label}
      title={title}
      aria-expanded={open}
      aria-controls={`panel-${panel}`}
      data-testid={`open-${panel}`}
      data-panel-button={panel}
      onClick={() => uiStore.getState().setPanel(open ? null : panel)}
    >
      {children}
    </button>
  );
}

export function TopPanel({ panel, title, children }: { panel: PanelName; title: string; children: ReactNode }) {
  const open = useUi((s) => s.panel === panel);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const t = e.target;
      if (!(t instanceof Node) || ref.current?.contains(t)) return;
      // Its own button toggles it (handled by the button's click).
      if (t instanceof Element && t.closest(`[data-panel-button="${panel}"]`)) return;
      uiStore.getState().setPanel(null);
    };
    window.addEventListener('pointerdown', onDown, true);
    return () => window.removeEventListener('pointerdown', onDown, true);
  }, [open, panel]);
  if (!open) return null;
  return (
    <section ref={ref} id={`panel-${panel}`} className="top-panel hud-panel" data-testid={`panel-${panel}`} aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}
