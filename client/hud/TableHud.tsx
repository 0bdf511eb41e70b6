import { clientGame } from '../kit/registry.ts';
import { HelpOverlay } from '../interaction/HelpOverlay.tsx';
import { PointerNote } from '../interaction/PointerNote.tsx';
import { PieceMenu } from '../interaction/PieceMenu.tsx';
import { useUi } from '../interaction/ui-store.ts';
import { useTable } from '../net/store.ts';
import { dockTabs, panelShown } from './compact.ts';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { GameOverBanner } from './GameOverBanner.tsx';
import { Hand } from './Hand.tsx';
import { HudDock } from './HudDock.tsx';
import { LiveRegion } from './LiveRegion.tsx';
import { TextViewHost } from './TextView.tsx';
import { LogPanel } from './LogPanel.tsx';
import { PromptBar } from './PromptBar.tsx';
import { PromptKeys } from './PromptKeys.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { RollButton } from './RollButton.tsx';
import { SeatsPanel } from './SeatsPanel.tsx';
import { Toast } from './Toast.tsx';
import { TopBar } from './TopBar.tsx';
import { useCompact } from './use-compact.ts';
import { GameRules } from './use-rules.ts';
import './compact.css';

/**
 * Everything drawn over the 3D table. The overlay itself lets the pointer through to
 * the canvas; only the panels (`.hud-panel`, buttons) catch it. On a phone or an upright
 * tablet (compact.ts) the side panels fold into drawers opened from a dock of tabs.
 */
export function TableHud() {
  const game = useTable((s) => clientGame(s.gameId));
  const compact = useCompact();
  const drawer = useUi((s) => s.drawer);
  const tabs = compact ? dockTabs(game.compact) : [];
  // Games with their own HUD draw their own end screen, choices and hand.
  const GameHud = game.Hud;
  const GamePanels = game.Panels;
  const classes = ['hud', GameHud ? game.id : '', tabs.length > 0 ? 'compact' : '', tabs.length > 0 && drawer ? 'drawer-open' : ''];
  return (
    <GameRules.Provider value={game.rules}>
      <div className={classes.filter(Boolean).join(' ')}>
        <TopBar />
        <HudDock tabs={tabs} />
        <div className="hud-notices">
          <ConnectionBanner />
          <Toast />
          {!GameHud && <GameOverBanner />}
        </div>
        {/* A folded panel stays mounted (the log keeps its scroll and the chat its draft), hidden. */}
        <div className="drawer-slot" hidden={!panelShown('seats', compact, game.compact, drawer)}><SeatsPanel /></div>
        <div className="drawer-slot" hidden={!panelShown('log', compact, game.compact, drawer)}><LogPanel /></div>
        {GameHud ? <GameHud /> : (
          <div className="hud-bottom">
            <RollButton />
            <PromptBar />
            <Hand />
          </div>
        )}
        {GamePanels && <GamePanels />}
        <PromptKeys />
        <PieceMenu />
        <HelpOverlay />
        <RulesPanel />
        <PointerNote />
        <LiveRegion />
        <TextViewHost />
      </div>
    </GameRules.Provider>
  );
}
