import { ExplorersHud } from '../games/explorers/hud/ExplorersHud.tsx';
import { RootHud } from '../games/root/hud/RootHud.tsx';
import { HelpOverlay } from '../interaction/HelpOverlay.tsx';
import { useTable } from '../net/store.ts';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { GameOverBanner } from './GameOverBanner.tsx';
import { Hand } from './Hand.tsx';
import { LogPanel } from './LogPanel.tsx';
import { PromptBar } from './PromptBar.tsx';
import { RollButton } from './RollButton.tsx';
import { SeatsPanel } from './SeatsPanel.tsx';
import { Toast } from './Toast.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * Everything drawn over the 3D table. The overlay itself lets the pointer through to
 * the canvas; only the panels (`.hud-panel`, buttons) catch it.
 */
export function TableHud() {
  const explorers = useTable((s) => s.gameId === 'explorers');
  const root = useTable((s) => s.gameId === 'root');
  // Games with their own HUD draw their own end screen, choices and hand.
  const own = explorers || root;
  return (
    <div className={explorers ? 'hud explorers' : root ? 'hud root' : 'hud'}>
      <TopBar />
      <div className="hud-notices">
        <ConnectionBanner />
        <Toast />
        {!own && <GameOverBanner />}
      </div>
      <SeatsPanel />
      <LogPanel />
      {explorers ? <ExplorersHud /> : root ? <RootHud /> : (
        <div className="hud-bottom">
          <RollButton />
          <PromptBar />
          <Hand />
        </div>
      )}
      <HelpOverlay />
    </div>
  );
}
