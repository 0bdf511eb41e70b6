import { lazy, Suspense, useEffect } from 'react';
import { leaveAnyTable } from './net/leave.ts';
import { useRoute } from './net/route.ts';
import { StartPage } from './hud/StartPage.tsx';
import { parseBroadcastRoute } from './broadcast/route.ts';
import { useSay } from './words/say.ts';
import { loadBroadcastPage, loadProfilePage, loadReplayPage, loadTablePage } from './pages.ts';

const TableView = lazy(() => loadTablePage().then((m) => ({ default: m.TableView })));
const BroadcastApp = lazy(() => loadBroadcastPage().then((m) => ({ default: m.BroadcastApp })));
const ReplayView = lazy(() => loadReplayPage().then((m) => ({ default: m.ReplayView })));
const ProfilePage = lazy(() => loadProfilePage().then((m) => ({ default: m.ProfilePage })));

/**
 * `/` is the start page, `/t/<code>` a table, `/t/<code>/broadcast` and `/t/<code>/overlay`
 * the streaming pages, `/r/<code>` the table's replay, `/u/<id>` a player's profile. Going
 * back to `/`, to a replay or to a profile gives the seat up; the streaming pages never
 * touch it. Only the start page is in the first script: the others load when their route
 * is opened (client/pages.ts).
 */
export function App() {
  const say = useSay();
  const code = useRoute((r) => r.code);
  const watch = useRoute((r) => r.watch);
  const replay = useRoute((r) => r.replay === true);
  const profile = useRoute((r) => r.profile);
  const broadcast = parseBroadcastRoute(window.location.pathname, window.location.search);
  const streaming = broadcast !== null;
  useEffect(() => {
    if ((!code || replay) && !streaming) leaveAnyTable();
  }, [code, replay, streaming]);
  if (!broadcast && profile) {
    return (
      <Suspense fallback={<div className="table-loading">{say('hud.loading')}</div>}>
        <ProfilePage accountId={profile} />
      </Suspense>
    );
  }
  if (!broadcast && !code) return <StartPage />;
  return (
    <Suspense fallback={<div className="table-loading">{say('hud.loading')}</div>}>
      {broadcast ? <BroadcastApp route={broadcast} />
        : code && replay ? <ReplayView code={code} />
          : code ? <TableView code={code} watch={watch} /> : null}
    </Suspense>
  );
}
