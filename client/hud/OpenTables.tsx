import { useEffect, useState } from 'react';
import { fetchTables, type TableListing } from '../net/api.ts';
import { navigate } from '../net/route.ts';
import { tablePath } from '../net/paths.ts';
import { useGames } from './use-games.ts';

/** How often the list of open tables is refreshed. */
const REFRESH_MS = 4_000;

/** Tables running on this server, refreshed every few seconds, with Join / Watch. */
export function OpenTables() {
  const games = useGames();
  const [tables, setTables] = useState<TableListing[] | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    let live = true;
    const refresh = () => {
      fetchTables().then(
        (t) => {
          if (!live) return;
          setTables(t);
          setOffline(false);
        },
        () => {
          if (live) setOffline(true);
        },
      );
    };
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <section className="panel open-tables">
      <h2>Open tables</h2>
      {offline && <p className="muted">The server is not answering; retrying…</p>}
      {tables?.length === 0 && <p className="muted">No tables yet. Create one!</p>}
      <ul>
        {tables?.map((t) => (
          <li key={t.code} className="table-row" data-testid="open-table">
            <span className="code">{t.code}</span>
            <span className="game">{games.find((g) => g.id === t.gameId)?.name ?? t.gameId}</span>
            <span className="muted">
              {t.players}/{t.seats} seated{t.spectators > 0 ? ` · ${t.spectators} watching` : ''}
            </span>
            <button type="button" disabled={t.players >= t.seats} title={t.players >= t.seats ? 'All seats are taken' : undefined} onClick={() => navigate(tablePath(t.code))}>Join</button>
            <button type="button" onClick={() => navigate(tablePath(t.code, true))}>Watch</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
