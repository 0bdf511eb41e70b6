import { useEffect } from 'react';
import { leaveTable } from './net/connection.ts';
import { useRoute } from './net/route.ts';
import { StartPage } from './hud/StartPage.tsx';
import { TableView } from './hud/TableView.tsx';
import { ReplayView } from './replay/ReplayView.tsx';

/** `/` is the start page, `/t/<code>` a table, `/r/<code>` its replay. Leaving a table gives the seat up. */
export function App() {
  const code = useRoute((r) => r.code);
  const watch = useRoute((r) => r.watch);
  const replay = useRoute((r) => r.replay === true);
  useEffect(() => {
    if (!code || replay) leaveTable();
  }, [code, replay]);
  if (code && replay) return <ReplayView code={code} />;
  return code ? <TableView code={code} watch={watch} /> : <StartPage />;
}
