import { useEffect } from 'react';
import { leaveTable } from './net/connection.ts';
import { useRoute } from './net/route.ts';
import { StartPage } from './hud/StartPage.tsx';
import { TableView } from './hud/TableView.tsx';
import { BroadcastApp } from './broadcast/BroadcastApp.tsx';
import { parseBroadcastRoute } from './broadcast/route.ts';
import { ReplayView } from './replay/ReplayView.tsx';

/**
 * `/` is the start page, `/t/<code>` a table, `/t/<code>/broadcast` and `/t/<code>/overlay`
 * the streaming pages, `/r/<code>` the table's replay. Going back to `/` or to a replay
 * gives the seat up; the streaming pages never touch it.
 */
export function App() {
  const code = useRoute((r) => r.code);
  const watch = useRoute((r) => r.watch);
  const replay = useRoute((r) => r.replay === true);
  const broadcast = parseBroadcastRoute(window.location.pathname, window.location.search);
  const streaming = broadcast !== null;
  useEffect(() => {
    if ((!code || replay) && !streaming) leaveTable();
  }, [code, replay, streaming]);
  if (broadcast) return <BroadcastApp route={broadcast} />;
  if (code && replay) return <ReplayView code={code} />;
  return code ? <TableView code={code} watch={watch} /> : <StartPage />;
}
