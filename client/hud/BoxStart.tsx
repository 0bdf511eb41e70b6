/**
 * "Start from a box" on the start page, for a game that takes boxes (`GameInfo.boxes`):
 * pick a box kept on this server, upload a box file, or import a Tabletop Simulator save
 * with its images (TtsImport.tsx). The box chosen goes with the create request (`box`).
 * Loaded only when the host opens it, so the start page stays light.
 */
import { useEffect, useState } from 'react';
import type { BoxListing } from '../../wire/protocol.ts';
import { fetchBoxes, uploadBox } from '../net/box-api.ts';
import { boxDetail, sizeText, uploadText } from './box-listing.ts';
import { MAX_BOX_BYTES } from './tts-files.ts';
import { TtsImport } from './TtsImport.tsx';
import { sayWith } from './slots.tsx';
import { useSay } from '../words/say.ts';

export interface BoxStartProps {
  /** The box the table will be laid out from, or null for an empty table. */
  chosen: BoxListing | null;
  onChoose(box: BoxListing | null): void;
  /** Creates the table from `box` at once. */
  onStart(box: BoxListing): void;
  /** A table is being created. */
  busy: boolean;
}

type Source = 'kept' | 'file' | 'tts';

/** Where a box may come from, in the tabs' order (worded as hud.box.source.<id>). */
const SOURCES: readonly Source[] = ['kept', 'file', 'tts'];

export default function BoxStart({ chosen, onChoose, onStart, busy }: BoxStartProps) {
  const say = useSay();
  const [source, setSource] = useState<Source>('kept');
  return (
    <div className="box-start" data-testid="box-start">
      {chosen ? (
        <div className="box-chosen" data-testid="box-chosen">
          <span>{sayWith(say, 'hud.box.laidOut', {}, { name: <strong>{chosen.name}</strong>, detail: <span className="muted">({boxDetail(chosen)})</span> })}</span>
          <button type="button" className="link-button" onClick={() => onChoose(null)} disabled={busy}>{say('hud.box.without')}</button>
        </div>
      ) : <p className="muted box-hint">{say('hud.box.hint')}</p>}
      <div className="box-tabs" role="tablist" aria-label={say('hud.box.sources')}>
        {SOURCES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={source === s} className={source === s ? 'selected' : undefined}
            data-testid={`box-source-${s}`} onClick={() => setSource(s)}>{say(`hud.box.source.${s}`)}</button>
        ))}
      </div>
      <div role="tabpanel">
        {source === 'kept' && <KeptBoxes chosen={chosen} onChoose={onChoose} />}
        {source === 'file' && <BoxFile onChoose={onChoose} />}
        {source === 'tts' && <TtsImport onImported={onChoose} onStart={onStart} busy={busy} />}
      </div>
    </div>
  );
}

/** The boxes kept on this server, newest first; one picked is chosen. */
function KeptBoxes({ chosen, onChoose }: Pick<BoxStartProps, 'chosen' | 'onChoose'>) {
  const say = useSay();
  const [boxes, setBoxes] = useState<BoxListing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    fetchBoxes().then(
      (b) => live && setBoxes(b),
      (err: unknown) => live && setError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [tick]);
  return (
    <div className="box-kept">
      {error && <p className="form-error" role="alert">{say('hud.box.listFailed', { why: error })} <button type="button" className="link-button" onClick={() => setTick(tick + 1)}>{say('hud.tryAgain')}</button></p>}
      {!error && boxes === null && <p className="muted">{say('hud.box.listing')}</p>}
      {boxes?.length === 0 && <p className="muted">{say('hud.box.none')}</p>}
      {boxes && boxes.length > 0 && (
        <ul className="box-list" data-testid="box-list">
          {boxes.map((b) => (
            <li key={b.id}>
              <button type="button" className={`box-row${chosen?.id === b.id ? ' chosen' : ''}`} aria-pressed={chosen?.id === b.id}
                data-testid="box-row" onClick={() => onChoose(chosen?.id === b.id ? null : b)}>
                <span className="box-name">{b.name}</span>
                <span className="muted">{boxDetail(b)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A box file (a zip saved by any Woodland Table) uploaded and kept; the box kept is chosen. */
function BoxFile({ onChoose }: Pick<BoxStartProps, 'onChoose'>) {
  const say = useSay();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [kept, setKept] = useState<BoxListing | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setKept(null);
    if (file.size > MAX_BOX_BYTES) {
      setError(say('hud.box.tooBig', { file: file.name, size: sizeText(file.size), max: sizeText(MAX_BOX_BYTES) }));
      return;
    }
    setStatus(uploadText(0, file.size));
    try {
      const box = await uploadBox(file, (sent, total) => setStatus(uploadText(sent, total)));
      setKept(box);
      onChoose(box);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setStatus(null);
    }
  };

  return (
    <div className="box-file">
      <label className="field">
        <span>{say('hud.box.file')}</span>
        <input type="file" accept=".zip,application/zip" data-testid="box-file" disabled={status !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }} />
      </label>
      {status && <p className="muted" role="status" data-testid="box-progress">{status}</p>}
      {error && <p className="form-error" role="alert" data-testid="box-error">{error}</p>}
      {kept && <p data-testid="box-kept">{sayWith(say, 'hud.box.kept', { detail: boxDetail(kept) }, { name: <strong>{kept.name}</strong> })}</p>}
    </div>
  );
}
