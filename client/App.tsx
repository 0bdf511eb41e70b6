import { useEffect } from 'react';
import { leaveTable } from './net/connection.ts';
import { useRoute } from './net/route.ts';
import { StartPage } from './hud/StartPage.tsx';
import { TableView } from './hud/TableView.tsx';

/** `/` is the start page, `/t/<code>` a table. Going back to `/` gives the seat up. */
export function App() {
  const code = useRoute((r) => r.code);
  const watch = useRoute((r) => r.watch);
  useEffect(() => {
    if (!code) leaveTable();
  }, [code]);
  return code ? <TableView code={code} watch={watch} /> : <StartPage />;
}
