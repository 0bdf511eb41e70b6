/**
 * The HUD on a phone or a tablet held upright (pure, so it is tested without a page): the
 * side panels — seats, log, a game's own boards — fold into drawers opened from a dock of
 * tabs under the top bar, one at a time, so the table stays in view between the banner and
 * the bottom sheet (choices, hand).
 */

import type { CompactSpec, DockTab, SharedDrawer } from '../kit/types.ts';
import { say } from '../words/say.ts';

/** At most this wide (CSS px) the HUD is compact: 390 × 844 phones and 768 × 1024 tablets. */
export const COMPACT_MAX_WIDTH = 820;
export const COMPACT_QUERY = `(max-width: ${COMPACT_MAX_WIDTH}px)`;

export type { CompactSpec, DockTab, SharedDrawer };

/** A shared panel's tab, worded now. */
function sharedTab(id: SharedDrawer): DockTab {
  return { id, label: say(id === 'seats' ? 'hud.seats.title' : 'hud.log.title') };
}

/** Whether a viewport `width` CSS px wide gets the compact HUD. */
export function isCompact(width: number): boolean {
  return width > 0 && width <= COMPACT_MAX_WIDTH;
}

/** Which shared panels fold into drawers for a game's `spec`. */
export function foldedShared(spec: CompactSpec | undefined): readonly SharedDrawer[] {
  return spec?.shared ?? ['seats', 'log'];
}

/** The dock's tabs, in order: the folded shared panels, then the game's own drawers. */
export function dockTabs(spec: CompactSpec | undefined): DockTab[] {
  return [...foldedShared(spec).map(sharedTab), ...(spec?.own ?? [])];
}

/** The open drawer after a tap on tab `id`: it opens (closing any other), or closes when it was open. */
export function toggledDrawer(open: string | null, id: string): string | null {
  return open === id ? null : id;
}

/**
 * Whether a shared panel is drawn: always on a wide screen; on a compact one, when it does
 * not fold, or when its drawer is open.
 */
export function panelShown(panel: SharedDrawer, compact: boolean, spec: CompactSpec | undefined, open: string | null): boolean {
  if (!compact || !foldedShared(spec).includes(panel)) return true;
  return open === panel;
}
