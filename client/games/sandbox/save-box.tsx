/**
 * "Save as box": the free table kept on the server as a box (`saveBox`, docs/BOX.md) under
 * a name, then offered as a download and listed on the start page ("Start from a box").
 * Only for those who may change the box — the host, or every seated player once the host
 * opened it; the server refuses anyone else (`room/not-host`). A box tells which components
 * the table has, never where its hidden ones lie (the server saves it as a spectator sees it).
 */
import { useState } from 'react';
import { boxDetail } from '../../hud/box-listing.ts';
import { boxDownloadPath } from '../../net/box-api.ts';
import { boxSaves, useBoxSaves, type BoxSavesState } from '../../net/box-saves.ts';
import { useCanChangeBox } from './box/rights.ts';
import { useSay } from '../../words/say.ts';
import './save-box.css';

/** "Save as box" for whoever may change the box now (box/rights.ts); nothing for anyone else. */
export function SaveBox() {
  const allowed = useCanChangeBox();
  const state = useBoxSaves((s) => s);
  const [name, setName] = useState('');
  if (!allowed) return null;
  return <SaveBoxView state={state} name={name} onName={setName} onSave={() => boxSaves.save(name)} />;
}

export interface SaveBoxViewProps {
  state: BoxSavesState;
  name: string;
  onName(name: string): void;
  onSave(): void;
}

/** Where the box's name goes in the sentence that says it was saved (it is shown in bold). */
const NAME_MARK = '\u0000';

/** The form, the save under way, and the box saved (with its download) or why not. */
export function SaveBoxView({ state: { pending, saved, error }, name, onName, onSave }: SaveBoxViewProps) {
  const say = useSay();
  const [before, after] = saved ? say('sandbox.save.done', { name: NAME_MARK, detail: boxDetail(saved) }).split(NAME_MARK) : [];
  return (
    <form className="save-box" data-testid="save-box" onSubmit={(e) => {
      e.preventDefault();
      onSave();
    }}>
      <label className="field">
        <span>{say('sandbox.save.title')}</span>
        <input type="text" value={name} maxLength={80} placeholder={say('sandbox.save.placeholder')} data-testid="save-box-name"
          onChange={(e) => onName(e.target.value)} disabled={pending !== null} />
      </label>
      <button type="submit" data-testid="save-box-go" disabled={pending !== null || name.trim() === ''}>
        {say(pending ? 'sandbox.save.saving' : 'sandbox.save.go')}
      </button>
      {pending && <p className="muted" role="status">{say('sandbox.save.savingName', { name: pending.name })}</p>}
      {error && <p className="form-error" role="alert" data-testid="save-box-error">{error}</p>}
      {saved && !pending && (
        <div className="save-box-done" data-testid="save-box-done" role="status">
          <p>{before}<strong>{saved.name}</strong>{after}</p>
          <a className="save-box-download" href={boxDownloadPath(saved.id)} download data-testid="save-box-download">{say('sandbox.save.download')}</a>
        </div>
      )}
    </form>
  );
}
