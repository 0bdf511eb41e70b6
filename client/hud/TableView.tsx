import { useEffect } from 'react';
import { TableScene } from '../scene/TableScene.tsx';
import { enterTable } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { JoinProblem } from './JoinProblem.tsx';
import { TableHud } from './TableHud.tsx';
import { useTurnAlert } from './use-turn-alert.ts';

/** The page at /t/<code>: connects, then shows the 3D table with the HUD over it. */
export function TableView({ code, watch }: { code: string; watch: boolean }) {
  useEffect(() => {
    void enterTable(code, { watch });
  }, [code, watch]);
  useTurnAlert();
  const ready = useTable((s) => s.projection !== null);
  const failed = useTable((s) => s.status === 'error');

  return (
    <div className="table-view">
      {ready ? (
        <div className="scene-layer">
          <TableScene />
        </div>
      ) : (
        !failed && <div className="table-loading">Taking a seat at {code}…</div>
      )}
      {failed ? <JoinProblem code={code} /> : <TableHud />}
    </div>
  );
}
