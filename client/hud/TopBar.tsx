import { uiStore } from '../interaction/ui-store.ts';
import { navigate } from '../net/route.ts';
import { useTable } from '../net/store.ts';
import { ConnectionPill } from './ConnectionPill.tsx';
import { withSeatNames } from './log-merge.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { TableInfoPanel } from './TableInfoPanel.tsx';
import { TextViewButton } from './TextView.tsx';
import { rulesStore } from './rules-store.ts';
import { UndoButton } from './UndoButton.tsx';
import { TopPanelButton } from './TopPanel.tsx';
import { TableCode } from './TableCode.tsx';
import { useGameName } from './use-games.ts';
import { WatchingBadge } from './WatchingBadge.tsx';
import { useSay } from '../words/say.ts';
import { CameraChoice } from './CameraChoice.tsx';
import { headlineText } from '../words/phrase.ts';

function sameWords(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Code, game, whose turn, undo, connection, table info, settings, rules, help and leave. */
export function TopBar() {
  const say = useSay();
  const gameName = useGameName(useTable((s) => s.gameId));
  const rawHeadline = headlineText(useTable((s) => s.projection?.status), say);
  const seats = useTable((s) => s.seats);
  const named = withSeatNames(rawHeadline, seats.map((s) => (s.occupied ? s.name : undefined)));
  // A headline that only repeats the game's name (the free table's "Free table") is said once.
  const headline = sameWords(named, gameName) ? '' : named;
  return (
    <header className="top-bar hud-panel">
      <span className="brand">{say('hud.product')}</span>
      <TableCode />
      <span className="game-name" title={gameName || undefined}>{gameName}</span>
      <span className="headline" data-testid="headline" title={headline || undefined}>{headline}</span>
      <WatchingBadge />
      <CameraChoice />
      <UndoButton />
      <ConnectionPill />
      <TextViewButton />
      <TopPanelButton panel="info" label={say('hud.top.info')} title={say('hud.top.info.title')}>{say('hud.top.info.mark')}</TopPanelButton>
      <TopPanelButton panel="settings" label={say('hud.settings.title')} title={say('hud.top.settings.title')}>⚙</TopPanelButton>
      <button type="button" className="rules-button" data-testid="rules-button" aria-label={say('hud.top.rules')} title={say('hud.top.rules.title')} onClick={() => rulesStore.getState().toggle()}>
        {/* On a phone the word gives way to the mark the log's rule links wear. */}
        <span className="wide-label">{say('hud.top.rules')}</span><span className="narrow-label" aria-hidden="true">§</span>
      </button>
      <button type="button" className="icon-button" aria-label={say('hud.top.help')} title={say('hud.top.help.title')} onClick={() => uiStore.getState().toggleHelp()}>
        ?
      </button>
      <button type="button" onClick={() => navigate('/')}>{say('hud.top.leave')}</button>
      <TableInfoPanel />
      <SettingsPanel />
    </header>
  );
}
