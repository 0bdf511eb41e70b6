/**
 * What an uploaded image is: a card sheet (columns × rows, how many cards, its back: the
 * last cell, another image, or a sheet of backs), a board, a tile, a token, or a
 * double-sided card (this image its front, another its back). The back is chosen among the
 * other images brought to the box. Sent as `compose` once the form checks out.
 */
import { useId, useState, type ReactNode } from 'react';
import { composeFromForm, sheetCapacity, numberOf, type ImageForm as Form, type ImageUse, type SheetBack } from './box-model.ts';
import { compose, editForm, markPlaced, type BoxUpload } from './box-store.ts';
import { useSay } from '../../../words/say.ts';

/** What an image may be, in the picker's order (each worded as `sandbox.box.use.<use>`). */
const USES: readonly ImageUse[] = ['sheet', 'board', 'tile', 'token', 'card'];

/** Where a sheet's backs are (each worded as `sandbox.box.back.<back>`). */
const BACKS: readonly SheetBack[] = ['last', 'image', 'sheet'];

function Field({ label, children, wide }: { label: string; wide?: boolean; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={wide ? 'box-field wide' : 'box-field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** The form for one ready upload; `others`: the other ready images (a back is one of them). */
export function ImageForm({ upload, others }: { upload: BoxUpload; others: readonly BoxUpload[] }) {
  const [error, setError] = useState<string | null>(null);
  const say = useSay();
  const form = upload.form;
  const image = upload.image;
  if (!form || !image) return null;
  const set = (change: Partial<Form>) => {
    editForm(upload.id, { ...form, ...change });
    setError(null);
  };
  const needsBack = form.use === 'card' || (form.use === 'sheet' && form.back !== 'last');
  const cols = numberOf(form.cols);
  const rows = numberOf(form.rows);
  const most = Number.isInteger(cols) && Number.isInteger(rows) ? sheetCapacity(cols, rows, form.back) : null;
  const place = () => {
    const made = composeFromForm(form, image);
    if ('error' in made) {
      setError(made.error);
      return;
    }
    if (compose(made.what, upload.at)) markPlaced(upload.id);
  };
  return (
    <form className="box-image-form" aria-label={say('sandbox.box.image.form', { name: upload.name })} onSubmit={(e) => { e.preventDefault(); place(); }}>
      <Field label={say('sandbox.box.image.use')} wide>
        {(id) => (
          <select id={id} value={form.use} onChange={(e) => set({ use: e.target.value as ImageUse })}>
            {USES.map((u) => <option key={u} value={u}>{say(`sandbox.box.use.${u}`)}</option>)}
          </select>
        )}
      </Field>
      <Field label={say(form.use === 'sheet' ? 'sandbox.box.image.deckName' : 'sandbox.box.name')} wide>
        {(id) => <input id={id} value={form.name} maxLength={40} onChange={(e) => set({ name: e.target.value })} />}
      </Field>
      {form.use === 'sheet' && (
        <>
          <div className="box-pair three">
            <Field label={say('sandbox.box.image.cols')}>{(id) => <input id={id} value={form.cols} inputMode="numeric" onChange={(e) => set({ cols: e.target.value })} />}</Field>
            <Field label={say('sandbox.box.image.rows')}>{(id) => <input id={id} value={form.rows} inputMode="numeric" onChange={(e) => set({ rows: e.target.value })} />}</Field>
            <Field label={say('sandbox.box.image.cards')}>{(id) => <input id={id} value={form.count} inputMode="numeric" onChange={(e) => set({ count: e.target.value })} />}</Field>
          </div>
          <p className="box-note">
            {most !== null && most > 0 ? say('sandbox.box.image.gridHolds', { most }) : say('sandbox.box.image.grid')}
          </p>
          <Field label={say('sandbox.box.image.back')} wide>
            {(id) => (
              <select id={id} value={form.back} onChange={(e) => set({ back: e.target.value as SheetBack })}>
                {BACKS.map((b) => <option key={b} value={b}>{say(`sandbox.box.back.${b}`)}</option>)}
              </select>
            )}
          </Field>
        </>
      )}
      {needsBack && (
        <Field label={say(form.use === 'sheet' && form.back === 'sheet' ? 'sandbox.box.image.backSheet' : 'sandbox.box.image.backImage')} wide>
          {(id) => (
            <select
              id={id}
              value={form.backImage ? others.find((o) => o.image?.hash === form.backImage?.hash)?.id ?? '' : ''}
              onChange={(e) => set({ backImage: others.find((o) => String(o.id) === e.target.value)?.image ?? null })}
            >
              <option value="">{say(others.length === 0 ? 'sandbox.box.image.bringBack' : 'sandbox.box.image.chooseBack')}</option>
              {others.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
            </select>
          )}
        </Field>
      )}
      {form.use === 'board' && (
        <div className="box-pair">
          <Field label={say('sandbox.box.width')}>{(id) => <input id={id} value={form.w} inputMode="decimal" onChange={(e) => set({ w: e.target.value })} />}</Field>
          <Field label={say('sandbox.box.depth')}>{(id) => <input id={id} value={form.d} inputMode="decimal" onChange={(e) => set({ d: e.target.value })} />}</Field>
        </div>
      )}
      {form.use === 'tile' && (
        <Field label={say('sandbox.box.shape')}>
          {(id) => (
            <select id={id} value={form.tileShape} onChange={(e) => set({ tileShape: e.target.value === 'hex' ? 'hex' : 'square' })}>
              <option value="square">{say('sandbox.box.shape.square')}</option>
              <option value="hex">{say('sandbox.box.shape.hex')}</option>
            </select>
          )}
        </Field>
      )}
      {form.use === 'token' && (
        <Field label={say('sandbox.box.shape')}>
          {(id) => (
            <select id={id} value={form.tokenShape} onChange={(e) => set({ tokenShape: e.target.value === 'square' ? 'square' : 'round' })}>
              <option value="round">{say('sandbox.box.shape.round')}</option>
              <option value="square">{say('sandbox.box.shape.square')}</option>
            </select>
          )}
        </Field>
      )}
      {error && <p className="box-error" role="alert">{error}</p>}
      <button type="submit" className="primary" data-testid="box-image-place">
        {say(upload.placed ? 'sandbox.box.image.placeAgain' : 'sandbox.box.image.place')}
      </button>
    </form>
  );
}
