/**
 * A Tabletop Simulator save imported as a box (docs/BOX.md): the save's JSON is sent alone
 * and the server answers what images it needs (by the names Tabletop Simulator and mod
 * backups give their files) and what it cannot bring; the player then picks the images —
 * files, a folder (a whole Mods folder will do) or a mod backup's zip —, the page packs the
 * save and the images it needs into one zip (tts-files.ts) and sends it; the answer is the
 * box kept, with everything left behind and why. The server never fetches a save's URLs.
 */
import { useMemo, useState } from 'react';
import type { BoxListing, TtsImageNeeded, TtsImported, TtsLeftOut, TtsPlan } from '../../wire/protocol.ts';
import { importSave, readSave } from '../net/box-api.ts';
import { boxDetail, sizeText, uploadText } from './box-listing.ts';
import { MAX_BOX_BYTES, matchImages, neededFromZip, saveZip, usedByText, usedFiles } from './tts-files.ts';

/** A file the player picked, read only if the save needs it. */
interface Picked {
  read(): Promise<Uint8Array>;
}

export interface TtsImportProps {
  /** The box the import kept (chosen for the table). */
  onImported(box: BoxListing): void;
  /** Creates a table from it at once. */
  onStart(box: BoxListing): void;
  busy: boolean;
}

const bytesOf = async (file: Blob): Promise<Uint8Array> => new Uint8Array(await file.arrayBuffer());
const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export function TtsImport({ onImported, onStart, busy }: TtsImportProps) {
  const [save, setSave] = useState<{ name: string; bytes: Uint8Array } | null>(null);
  const [plan, setPlan] = useState<TtsPlan | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<TtsImported | null>(null);
  const match = useMemo(() => (plan ? matchImages(plan.needs, picked.keys()) : null), [plan, picked]);

  const pickSave = async (file: File) => {
    setSave(null);
    setPlan(null);
    setMade(null);
    setPicked(new Map());
    setError(null);
    if (file.size > MAX_BOX_BYTES) {
      setError(`${file.name} is ${sizeText(file.size)}; a save may be at most ${sizeText(MAX_BOX_BYTES)}.`);
      return;
    }
    setStatus('Reading the save…');
    try {
      const bytes = await bytesOf(file);
      const answer = await readSave(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/json' }));
      setSave({ name: file.name, bytes });
      setPlan(answer);
    } catch (err) {
      setError(message(err));
    } finally {
      setStatus(null);
    }
  };

  const addFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const next = new Map(picked);
    for (const f of Array.from(files)) next.set(f.webkitRelativePath || f.name, { read: () => bytesOf(f) });
    setPicked(next);
  };

  const addZip = async (file: File) => {
    if (!plan) return;
    setError(null);
    setStatus(`Looking through ${file.name}…`);
    try {
      const entries = neededFromZip(await bytesOf(file), plan.needs);
      const next = new Map(picked);
      for (const [name, bytes] of entries) next.set(`${file.name}/${name}`, { read: () => Promise.resolve(bytes) });
      setPicked(next);
      if (entries.size === 0) setError(`${file.name} holds none of the images this save needs.`);
    } catch (err) {
      setError(`${file.name} could not be read as a zip (${message(err)}).`);
    } finally {
      setStatus(null);
    }
  };

  const runImport = async () => {
    if (!save || !plan || !match) return;
    setError(null);
    try {
      const files = usedFiles(match);
      setStatus(`Packing the save and ${files.length} ${files.length === 1 ? 'image' : 'images'}…`);
      const images = [];
      for (const name of files) {
        const file = picked.get(name);
        if (file) images.push({ name, bytes: await file.read() });
      }
      const zip = saveZip(save, images);
      if (zip.length > MAX_BOX_BYTES) throw new Error(`The save and its images come to ${sizeText(zip.length)}; a box may be at most ${sizeText(MAX_BOX_BYTES)}.`);
      setStatus(uploadText(0, zip.length));
      const answer = await importSave(zip, (sent, total) => setStatus(uploadText(sent, total)));
      setMade(answer);
      onImported(answer.box);
    } catch (err) {
      setError(message(err));
    } finally {
      setStatus(null);
    }
  };

  const working = status !== null;
  const found = match?.found.size ?? 0;
  const needed = plan?.needs.length ?? 0;
  return (
    <div className="tts-import" data-testid="tts-import">
      <label className="field">
        <span>1. The save (its .json file, from Saves or a mod's Workshop folder)</span>
        <input type="file" accept=".json,application/json" data-testid="tts-save" disabled={working}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void pickSave(file);
          }} />
      </label>
      {plan && !made && (
        <div className="tts-plan" data-testid="tts-plan">
          <p><strong>{plan.name || save?.name}</strong>: {plan.objects} {plan.objects === 1 ? 'object' : 'objects'}.</p>
          {needed > 0 ? (
            <>
              <p>It needs {needed} {needed === 1 ? 'image' : 'images'}, found {found}:</p>
              <NeedsList needs={plan.needs} found={match?.found ?? new Map()} />
            </>
          ) : <p className="muted">It needs no images.</p>}
          <LeftOutList title="Cannot be brought as it is" items={plan.skipped} testId="tts-cannot" />
          {needed > 0 && (
            <fieldset className="tts-pick" disabled={working}>
              <legend>2. Its images: pick them, a folder that holds them, or a mod backup's zip</legend>
              <label className="field">
                <span>Images</span>
                <input type="file" multiple accept="image/*" data-testid="tts-images" onChange={(e) => { addFiles(e.target.files); e.target.value = ''; }} />
              </label>
              <label className="field">
                <span>A folder (e.g. Tabletop Simulator's Mods/Images)</span>
                <input type="file" multiple data-testid="tts-folder" ref={(el) => el?.setAttribute('webkitdirectory', '')}
                  onChange={(e) => { addFiles(e.target.files); e.target.value = ''; }} />
              </label>
              <label className="field">
                <span>A mod backup (.zip)</span>
                <input type="file" accept=".zip,application/zip" data-testid="tts-zip"
                  onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void addZip(f); }} />
              </label>
            </fieldset>
          )}
          <button type="button" className="primary" data-testid="tts-import-go" disabled={working || busy} onClick={() => void runImport()}>
            {found < needed ? `Import without ${needed - found} ${needed - found === 1 ? 'image' : 'images'}` : 'Import as a box'}
          </button>
        </div>
      )}
      {status && <p className="muted" role="status" data-testid="box-progress">{status}</p>}
      {error && <p className="form-error" role="alert" data-testid="box-error">{error}</p>}
      {made && (
        <div className="tts-made" data-testid="tts-made">
          <p>Made the box <strong>{made.box.name}</strong> ({boxDetail(made.box)}) from {made.objects} {made.objects === 1 ? 'object' : 'objects'}.</p>
          <LeftOutList title="Left behind" items={made.skipped} testId="tts-skipped" />
          {made.missing.length > 0 && (
            <>
              <p>Images nobody supplied ({made.missing.length}):</p>
              <ul className="box-list-scroll">
                {made.missing.map((m) => <NeedLine key={m.url} need={m} />)}
              </ul>
            </>
          )}
          <button type="button" className="primary" data-testid="tts-start" disabled={busy} onClick={() => onStart(made.box)}>
            {busy ? 'Setting the table…' : 'Start a table from it'}
          </button>
        </div>
      )}
    </div>
  );
}

/** Every image the save needs, marked when a picked file holds it. */
function NeedsList({ needs, found }: { needs: readonly TtsImageNeeded[]; found: ReadonlyMap<string, string> }) {
  return (
    <ul className="box-list-scroll tts-needs" data-testid="tts-needs">
      {needs.map((n) => {
        const file = found.get(n.url);
        return (
          <NeedLine key={n.url} need={n} found={file !== undefined} />
        );
      })}
    </ul>
  );
}

/** An image the save needs: the name of its file in a mod backup, its URL (to fetch it yourself) and how many objects show it. */
function NeedLine({ need, found }: { need: TtsImageNeeded; found?: boolean }) {
  return (
    <li className={found === undefined ? undefined : found ? 'found' : 'missing'}>
      {found !== undefined && <span aria-label={found ? 'found' : 'missing'}>{found ? '✓ ' : '○ '}</span>}
      <code>{need.cacheName}</code>
      <span className="muted tts-url"> {need.url}{need.usedBy.length > 0 ? ` · ${usedByText(need.usedBy)}` : ''}</span>
    </li>
  );
}

/** What a save cannot bring (or an import left behind), each with the reason. */
function LeftOutList({ title, items, testId }: { title: string; items: readonly TtsLeftOut[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <p>{title} ({items.length}):</p>
      <ul className="box-list-scroll" data-testid={testId}>
        {items.map((s, i) => (
          <li key={`${s.guid}-${i}`}><strong>{s.name || s.what}</strong>{s.name && s.what !== s.name ? <span className="muted"> ({s.what})</span> : null}: {s.why}</li>
        ))}
      </ul>
    </>
  );
}
