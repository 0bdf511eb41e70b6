import { useUi, uiStore } from '../interaction/ui-store.ts';
import { toggledDrawer, type DockTab } from './compact.ts';
import { useSay } from '../words/say.ts';

/**
 * The compact HUD's dock under the top bar: one tab per drawer (seats, log, a game's own
 * boards); a tap opens its drawer over the table and closes any other, a second tap closes it.
 */
export function HudDock({ tabs }: { tabs: readonly DockTab[] }) {
  const say = useSay();
  const open = useUi((s) => s.drawer);
  if (tabs.length === 0) return null;
  return (
    <nav className="hud-dock" aria-label={say('hud.dock')} data-testid="hud-dock">
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          className={open === t.id ? 'dock-tab open' : 'dock-tab'}
          aria-expanded={open === t.id}
          data-testid={`dock-${t.id}`}
          onClick={() => uiStore.getState().setDrawer(toggledDrawer(uiStore.getState().drawer, t.id))}
        >
          {t.label}
        </button>
      ))}
    </nav>
  );
}

/** Whether drawer `id` is open (a game's HUD shows its own folded panel then). */
export function useDrawerOpen(id: string): boolean {
  return useUi((s) => s.drawer === id);
}
