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
import { sayWith } from './slots.tsx';
import { useSay } from '../words/say.ts';
import { phraseText } from '../words/phrase.ts';
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
  const say = useSay();
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
      setError(say('hud.tts.tooBig', { file: file.name, size: sizeText(file.size), max: sizeText(MAX_BOX_BYTES) }));
      return;
    }
    setStatus(say('hud.tts.reading'));
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
    setStatus(say('hud.tts.looking', { file: file.name }));
    try {
      const entries = neededFromZip(await bytesOf(file), plan.needs);
      const next = new Map(picked);
      for (const [name, bytes] of entries) next.set(`${file.name}/${name}`, { read: () => Promise.resolve(bytes) });
      setPicked(next);
      if (entries.size === 0) setError(say('hud.tts.zipNone', { file: file.name }));
    } catch (err) {
      setError(say('hud.tts.zipBad', { file: file.name, why: message(err) }));
    } finally {
      setStatus(null);
    }
  };

  const runImport = async () => {
    if (!save || !plan || !match) return;
    setError(null);
    try {
      const files = usedFiles(match);
      setStatus(say('hud.tts.packing', { n: files.length }));
      const images = [];
      for (const name of files) {
        const file = picked.get(name);
        if (file) images.push({ name, bytes: await file.read() });
      }
      const zip = saveZip(save, images);
      if (zip.length > MAX_BOX_BYTES) throw new Error(say('hud.tts.packedTooBig', { size: sizeText(zip.length), max: sizeText(MAX_BOX_BYTES) }));
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
        <span>{say('hud.tts.save')}</span>
        <input type="file" accept=".json,application/json" data-testid="tts-save" disabled={working}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void pickSave(file);
          }} />
      </label>
      {plan && !made && (
        <div className="tts-plan" data-testid="tts-plan">
          <p>{sayWith(say, 'hud.tts.plan', { n: plan.objects }, { name: <strong>{plan.name || save?.name}</strong> })}</p>
          {needed > 0 ? (
            <>
              <p>{say('hud.tts.needs', { n: needed, found })}</p>
              <NeedsList needs={plan.needs} found={match?.found ?? new Map()} />
            </>
          ) : <p className="muted">{say('hud.tts.needsNone')}</p>}
          <LeftOutList title={say('hud.tts.cannot')} items={plan.skipped} testId="tts-cannot" />
          {needed > 0 && (
            <fieldset className="tts-pick" disabled={working}>
              <legend>{say('hud.tts.images.legend')}</legend>
              <label className="field">
                <span>{say('hud.tts.images')}</span>
                <input type="file" multiple accept="image/*" data-testid="tts-images" onChange={(e) => { addFiles(e.target.files); e.target.value = ''; }} />
              </label>
              <label className="field">
                <span>{say('hud.tts.folder')}</span>
                <input type="file" multiple data-testid="tts-folder" ref={(el) => el?.setAttribute('webkitdirectory', '')}
                  onChange={(e) => { addFiles(e.target.files); e.target.value = ''; }} />
              </label>
              <label className="field">
                <span>{say('hud.tts.backup')}</span>
                <input type="file" accept=".zip,application/zip" data-testid="tts-zip"
                  onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void addZip(f); }} />
              </label>
            </fieldset>
          )}
          <button type="button" className="primary" data-testid="tts-import-go" disabled={working || busy} onClick={() => void runImport()}>
            {found < needed ? say('hud.tts.importWithout', { n: needed - found }) : say('hud.tts.import')}
          </button>
        </div>
      )}
      {status && <p className="muted" role="status" data-testid="box-progress">{status}</p>}
      {error && <p className="form-error" role="alert" data-testid="box-error">{error}</p>}
      {made && (
        <div className="tts-made" data-testid="tts-made">
          <p>{sayWith(say, 'hud.tts.made', { detail: boxDetail(made.box), n: made.objects }, { name: <strong>{made.box.name}</strong> })}</p>
          <LeftOutList title={say('hud.tts.leftBehind')} items={made.skipped} testId="tts-skipped" />
          {made.missing.length > 0 && (
            <>
              <p>{say('hud.tts.missing', { n: made.missing.length })}</p>
              <ul className="box-list-scroll">
                {made.missing.map((m) => <NeedLine key={m.url} need={m} />)}
              </ul>
            </>
          )}
          <button type="button" className="primary" data-testid="tts-start" disabled={busy} onClick={() => onStart(made.box)}>
            {busy ? say('hud.create.setting') : say('hud.tts.start')}
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
  const say = useSay();
  return (
    <li className={found === undefined ? undefined : found ? 'found' : 'missing'}>
      {found !== undefined && <span aria-label={found ? say('hud.tts.found') : say('hud.tts.notFound')}>{found ? '✓ ' : '○ '}</span>}
      <code>{need.cacheName}</code>
      <span className="muted tts-url"> {need.url}{need.usedBy.length > 0 ? ` · ${usedByText(need.usedBy)}` : ''}</span>
    </li>
  );
}

/** What a save cannot bring (or an import left behind), each with the reason. */
function LeftOutList({ title, items, testId }: { title: string; items: readonly TtsLeftOut[]; testId: string }) {
  const say = useSay();
  if (items.length === 0) return null;
  return (
    <>
      <p>{say('hud.tts.listTitle', { title, n: items.length })}</p>
      <ul className="box-list-scroll" data-testid={testId}>
        {items.map((s, i) => (
          <li key={`${s.guid}-${i}`}><strong>{s.name || s.what}</strong>{s.name && s.what !== s.name ? <span className="muted"> ({s.what})</span> : null}: {phraseText(s.whyWords, s.why, say)}</li>
        ))}
      </ul>
    </>
  );
}
