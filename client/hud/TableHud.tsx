import { clientGame } from '../games/registry.ts';
import { HelpOverlay } from '../interaction/HelpOverlay.tsx';
import { PointerNote } from '../interaction/PointerNote.tsx';
import { useTable } from '../net/store.ts';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { GameOverBanner } from './GameOverBanner.tsx';
import { Hand } from './Hand.tsx';
import { LogPanel } from './LogPanel.tsx';
import { PromptBar } from './PromptBar.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { RollButton } from './RollButton.tsx';
import { SeatsPanel } from './SeatsPanel.tsx';
import { Toast } from './Toast.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * Everything drawn over the 3D table. The overlay itself lets the pointer through to
 * the canvas; only the panels (`.hud-panel`, buttons) catch it.
 */
export function TableHud() {
  const game = useTable((s) => clientGame(s.gameId));
  // Games with their own HUD draw their own end screen, choices and hand.
  const GameHud = game.Hud;
  return (
    <div className={GameHud ? `hud ${game.id}` : 'hud'}>
      <TopBar />
      <div className="hud-notices">
        <ConnectionBanner />
        <Toast />
        {!GameHud && <GameOverBanner />}
      </div>
      <SeatsPanel />
      <LogPanel />
      {GameHud ? <GameHud /> : (
        <div className="hud-bottom">
          <RollButton />
          <PromptBar />
          <Hand />
        </div>
      )}
      <HelpOverlay />
      <RulesPanel />
      <PointerNote />
    </div>
  );
}
