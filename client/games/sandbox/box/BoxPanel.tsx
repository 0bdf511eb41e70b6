/**
 * The free table's component box: a panel beside the log (on a phone, the Box drawer of the
 * dock) that adds components and brings images, for the host — or everyone, once the host
 * lets them, with the switch here. Anyone else reads that the host keeps the box. Image
 * files dropped anywhere on the page are brought to the box, placed near where they fell.
 */
import { useEffect, useState } from 'react';
import { useDrawerOpen } from '../../../hud/HudDock.tsx';
import { useCompact } from '../../../hud/use-compact.ts';
import { useCast } from '../../../net/cast-store.ts';
import { useBox } from '../../../net/box-store.ts';
import { rejectLocally, sendBox } from '../../../net/connection.ts';
import { uiStore } from '../../../interaction/ui-store.ts';
import { say, useSay } from '../../../words/say.ts';
import { AddComponent } from './AddComponent.tsx';
import { BoxImages } from './BoxImages.tsx';
import { SaveBox } from '../save-box.tsx';
import { boxPage, bringImages, openBox, useBoxPage } from './box-store.ts';
import { canChangeBox, useCanChangeBox } from './rights.ts';
import './box.css';

/** The dock's tab for the box on a phone (client.ts `compact.own`). */
export const BOX_DRAWER = 'box';

function HostSwitch() {
  const everyone = useBox((s) => s.everyone);
  const say = useSay();
  return (
    <label className="box-switch">
      <input type="checkbox" checked={everyone} onChange={(e) => sendBox(e.target.checked)} />
      {say('sandbox.box.everyone')}
    </label>
  );
}

function BoxBody() {
  const allowed = useCanChangeBox();
  const host = useCast((s) => s.host);
  const say = useSay();
  return (
    <div className="box-body">
      {host && <HostSwitch />}
      {allowed ? (
        <>
          <AddComponent />
          <BoxImages />
          <SaveBox />
        </>
      ) : (
        <p className="box-note" data-testid="box-kept">{say('sandbox.box.kept')}</p>
      )}
    </div>
  );
}

/** Whether a drag over the page carries files. */
function carriesFiles(e: DragEvent): boolean {
  return e.dataTransfer?.types.includes('Files') ?? false;
}

/** Files dropped on the page come to the box (those with the right), near where they fell on the table. */
function useFileDrop(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth++;
      setOver(true);
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const dragOver = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = canChangeBox() ? 'copy' : 'none';
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setOver(false);
      const files = [...(e.dataTransfer?.files ?? [])];
      if (files.length === 0) return;
      if (!canChangeBox()) {
        rejectLocally('box/not-allowed', say('sandbox.box.dropRefused'));
        return;
      }
      const at = uiStore.getState().pointerToTable?.(e.clientX, e.clientY) ?? null;
      bringImages(files, at ? [at[0], at[1]] : undefined);
      openBox();
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', dragOver);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', dragOver);
      window.removeEventListener('drop', drop);
    };
  }, []);
  return over;
}

/** The box panel and the drop zone over the page. */
export function BoxPanel() {
  const compact = useCompact();
  const drawerOpen = useDrawerOpen(BOX_DRAWER);
  const open = useBoxPage((s) => s.open);
  const allowed = useCanChangeBox();
  const over = useFileDrop();
  const say = useSay();
  const shown = compact ? drawerOpen : open;
  return (
    <>
      {over && (
        <div className="box-drop" aria-hidden="true">
          <p className="hud-panel">{say(allowed ? 'sandbox.box.dropHere' : 'sandbox.box.keptShort')}</p>
        </div>
      )}
      {(!compact || drawerOpen) && (
        <section className={`box-panel hud-panel${compact ? ' drawer' : ''}${shown ? ' open' : ''}`} aria-label={say('sandbox.box.title')} data-testid="box-panel">
          {!compact && (
            <button
              type="button"
              className="box-toggle"
              aria-expanded={open}
              data-testid="box-toggle"
              onClick={() => boxPage.setState({ open: !open })}
            >
              {say('sandbox.box.title')} {open ? '▴' : '▾'}
            </button>
          )}
          {shown && <BoxBody />}
        </section>
      )}
    </>
  );
}
