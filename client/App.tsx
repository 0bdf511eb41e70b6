import { useEffect } from 'react';
import { leaveTable } from './net/connection.ts';
import { useRoute } from './net/route.ts';
import { StartPage } from './hud/StartPage.tsx';
import { TableView } from './hud/TableView.tsx';
import { BroadcastApp } from './broadcast/BroadcastApp.tsx';
import { parseBroadcastRoute } from './broadcast/route.ts';

/**
 * `/` is the start page, `/t/<code>` a table, `/t/<code>/broadcast` and `/t/<code>/overlay`
 * the streaming pages. Going back to `/` gives the seat up.
 */
export function App() {
  const code = useRoute((r) => r.code);
  const watch = useRoute((r) => r.watch);
  const broadcast = parseBroadcastRoute(window.location.pathname, window.location.search);
  const streaming = broadcast !== null;
  useEffect(() => {
    if (!code && !streaming) leaveTable();
  }, [code, streaming]);
  if (broadcast) return <BroadcastApp route={broadcast} />;
  return code ? <TableView code={code} watch={watch} /> : <StartPage />;
}
