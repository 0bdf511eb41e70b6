/**
 * What an uploaded image is: a card sheet (columns × rows, how many cards, its back: the
 * last cell, another image, or a sheet of backs), a board, a tile, a token, or a
 * double-sided card (this image its front, another its back). The back is chosen among the
 * other images brought to the box. Sent as `compose` once the form checks out.
 */
import { useId, useState, type ReactNode } from 'react';
import { composeFromForm, sheetCapacity, numberOf, type ImageForm as Form, type ImageUse, type SheetBack } from './box-model.ts';
import { compose, editForm, markPlaced, type BoxUpload } from './box-store.ts';

const USES: ReadonlyArray<{ use: ImageUse; label: string }> = [
  { use: 'sheet', label: 'Card sheet (a grid of cards)' },
  { use: 'board', label: 'Board or mat' },
  { use: 'tile', label: 'Tile' },
  { use: 'token', label: 'Token' },
  { use: 'card', label: 'Double-sided card (this is its front)' },
];

const BACKS: ReadonlyArray<{ back: SheetBack; label: string }> = [
  { back: 'last', label: 'The last cell is the back of every card' },
  { back: 'image', label: 'Another image is the back of every card' },
  { back: 'sheet', label: 'Another sheet holds each card\'s back' },
];

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
    <form className="box-image-form" aria-label={`What ${upload.name} is`} onSubmit={(e) => { e.preventDefault(); place(); }}>
      <Field label="It is" wide>
        {(id) => (
          <select id={id} value={form.use} onChange={(e) => set({ use: e.target.value as ImageUse })}>
            {USES.map((u) => <option key={u.use} value={u.use}>{u.label}</option>)}
          </select>
        )}
      </Field>
      <Field label={form.use === 'sheet' ? 'Deck name' : 'Name'} wide>
        {(id) => <input id={id} value={form.name} maxLength={40} onChange={(e) => set({ name: e.target.value })} />}
      </Field>
      {form.use === 'sheet' && (
        <>
          <div className="box-pair three">
            <Field label="Columns">{(id) => <input id={id} value={form.cols} inputMode="numeric" onChange={(e) => set({ cols: e.target.value })} />}</Field>
            <Field label="Rows">{(id) => <input id={id} value={form.rows} inputMode="numeric" onChange={(e) => set({ rows: e.target.value })} />}</Field>
            <Field label="Cards">{(id) => <input id={id} value={form.count} inputMode="numeric" onChange={(e) => set({ count: e.target.value })} />}</Field>
          </div>
          <p className="box-note">
            Up to 10 × 7 cells, read left to right, top row first{most !== null && most > 0 ? `; this grid holds ${most} cards` : ''}.
          </p>
          <Field label="Back" wide>
            {(id) => (
              <select id={id} value={form.back} onChange={(e) => set({ back: e.target.value as SheetBack })}>
                {BACKS.map((b) => <option key={b.back} value={b.back}>{b.label}</option>)}
              </select>
            )}
          </Field>
        </>
      )}
      {needsBack && (
        <Field label={form.use === 'sheet' && form.back === 'sheet' ? 'Sheet of backs' : 'Back image'} wide>
          {(id) => (
            <select
              id={id}
              value={form.backImage ? others.find((o) => o.image?.hash === form.backImage?.hash)?.id ?? '' : ''}
              onChange={(e) => set({ backImage: others.find((o) => String(o.id) === e.target.value)?.image ?? null })}
            >
              <option value="">{others.length === 0 ? 'Bring the back image too' : 'Choose one of your images'}</option>
              {others.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
            </select>
          )}
        </Field>
      )}
      {form.use === 'board' && (
        <div className="box-pair">
          <Field label="Width">{(id) => <input id={id} value={form.w} inputMode="decimal" onChange={(e) => set({ w: e.target.value })} />}</Field>
          <Field label="Depth">{(id) => <input id={id} value={form.d} inputMode="decimal" onChange={(e) => set({ d: e.target.value })} />}</Field>
        </div>
      )}
      {form.use === 'tile' && (
        <Field label="Shape">
          {(id) => (
            <select id={id} value={form.tileShape} onChange={(e) => set({ tileShape: e.target.value === 'hex' ? 'hex' : 'square' })}>
              <option value="square">Square</option>
              <option value="hex">Hex</option>
            </select>
          )}
        </Field>
      )}
      {form.use === 'token' && (
        <Field label="Shape">
          {(id) => (
            <select id={id} value={form.tokenShape} onChange={(e) => set({ tokenShape: e.target.value === 'square' ? 'square' : 'round' })}>
              <option value="round">Round</option>
              <option value="square">Square</option>
            </select>
          )}
        </Field>
      )}
      {error && <p className="box-error" role="alert">{error}</p>}
      <button type="submit" className="primary" data-testid="box-image-place">
        {upload.placed ? 'Put another on the table' : 'Put it on the table'}
      </button>
    </form>
  );
}
