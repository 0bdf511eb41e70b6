/** The free table's own HUD parts beside the shared HUD: its component box. */
import { BoxPanel } from './box/BoxPanel.tsx';

export function SandboxPanels() {
  return <BoxPanel />;
}
