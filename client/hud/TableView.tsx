import { useEffect, useState } from 'react';
import { TableScene } from '../scene/TableScene.tsx';
import { enterTable } from '../net/connection.ts';
import { loadToken, savedProfileText } from '../net/storage.ts';
import { useTable } from '../net/store.ts';
import { useGameReady } from '../kit/registry.ts';
import { askNameFirst, profileNameIn } from './join-gate.ts';
import { JoinProblem } from './JoinProblem.tsx';
import { NameFirst } from './NameFirst.tsx';
import { profileOffered } from './profile-store.ts';
import { TableHud } from './TableHud.tsx';
import { useTurnAlert } from './use-turn-alert.ts';
import { useLang } from '../words/say.ts';
import { restoreCover, restoreDevice, useHotseat } from '../net/hotseat.ts';
import { HotseatCover } from './HotseatCover.tsx';
import { useSay } from '../words/say.ts';

/**
 * The page at /t/<code>: asks for a name first when this browser has none (join-gate.ts),
 * then connects and shows the 3D table with the HUD over it once the table's game has
 * loaded (client/kit/registry.ts).
 */
export function TableView({ code, watch }: { code: string; watch: boolean }) {
  const say = useSay();
  const [asking, setAsking] = useState(() => askNameFirst({
    watch, savedName: profileNameIn(savedProfileText()), seatToken: loadToken(code) !== null, offered: profileOffered(),
  }));
  const gated = asking && !watch;
  useEffect(() => {
    // A reload comes back to the device's other seats, and to the cover where it was.
    if (gated) return;
    if (!watch) restoreCover(code);
    void enterTable(code, { watch }).then(() => (watch ? undefined : restoreDevice(code)));
  }, [code, watch, gated]);
  useTurnAlert();
  const gameLoaded = useGameReady(useTable((s) => s.gameId));
  const ready = useTable((s) => s.projection !== null) && gameLoaded;
  const failed = useTable((s) => s.status === 'error');
  const lang = useLang();
  const covered = useHotseat((s) => s.cover !== null);

  if (gated) return <NameFirst code={code} onSit={() => setAsking(false)} />;
  // Between two seats of one device: nothing of the table is drawn behind the cover.
  if (covered) return <HotseatCover />;
  return (
    <div className="table-view">
      {ready ? (
        // The table's painted faces carry words: a new language draws them again.
        <div className="scene-layer" key={lang}>
          <TableScene />
        </div>
      ) : (
        !failed && <div className="table-loading">{say('hud.taking', { code })}</div>
      )}
      {failed ? <JoinProblem code={code} /> : gameLoaded && <TableHud />}
    </div>
  );
}
