import { uiStore } from '../interaction/ui-store.ts';
import { navigate } from '../net/route.ts';
import { useTable } from '../net/store.ts';
import { ConnectionPill } from './ConnectionPill.tsx';
import { TableCode } from './TableCode.tsx';
import { useGameName } from './use-games.ts';
import { WatchingBadge } from './WatchingBadge.tsx';

/** Code, game, whose turn, connection, help and leave. */
export function TopBar() {
  const gameName = useGameName(useTable((s) => s.gameId));
  const headline = useTable((s) => s.projection?.status.headline ?? '');
  return (
    <header className="top-bar hud-panel">
      <span className="brand">Woodland Table</span>
      <TableCode />
      <span className="game-name">{gameName}</span>
      <span className="headline" data-testid="headline">{headline}</span>
      <WatchingBadge />
      <ConnectionPill />
      <button type="button" className="icon-button" aria-label="Help" title="Help (controls and hotkeys)" onClick={() => uiStore.getState().toggleHelp()}>
        ?
      </button>
      <button type="button" onClick={() => navigate('/')}>Leave</button>
    </header>
  );
}
