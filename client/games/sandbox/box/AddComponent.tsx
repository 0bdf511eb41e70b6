/**
 * The box's plain components: pick a kind, fill in its few fields, and add it to a free
 * spot in view (a 52-card deck, dice in a colour or with words on their faces, a counter,
 * tokens and meeples in any seat's colour, a board or mat, square and hex tiles, a bag, a
 * seat's hidden zone).
 */
import { useId, useState } from 'react';
import { PLAYER_COLORS } from '../../../../engine/table/tokens.ts';
import { useTable } from '../../../net/store.ts';
import { DIE_SIDES, START_FIELDS, componentOf, isColour, type AddFields, type AddKind } from './box-model.ts';
import { compose } from './box-store.ts';

const KINDS: ReadonlyArray<{ kind: AddKind; label: string }> = [
  { kind: 'standardDeck', label: '52-card deck' },
  { kind: 'die', label: 'Die' },
  { kind: 'counter', label: 'Counter' },
  { kind: 'token', label: 'Token' },
  { kind: 'meeple', label: 'Meeple' },
  { kind: 'board', label: 'Board or mat' },
  { kind: 'tile', label: 'Tile' },
  { kind: 'bag', label: 'Bag' },
  { kind: 'zone', label: 'Hidden zone' },
];

const COLOUR_NAMES = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'teal', 'pink', 'brown', 'white'];

/** The seat colours as swatches, and any other colour. */
function ColourField({ value, onChange }: { value: string; onChange(c: string): void }) {
  const id = useId();
  return (
    <div className="box-field">
      <label htmlFor={id}>Colour</label>
      <div className="box-swatches" role="group" aria-label="Seat colours">
        {PLAYER_COLORS.map((c, i) => (
          <button
            key={c}
            type="button"
            className={c === value ? 'box-swatch chosen' : 'box-swatch'}
            style={{ background: c }}
            aria-label={`Seat ${i + 1}'s colour (${COLOUR_NAMES[i] ?? c})`}
            aria-pressed={c === value}
            onClick={() => onChange(c)}
          />
        ))}
        <input id={id} type="color" value={isColour(value) ? value : '#888888'} onChange={(e) => onChange(e.target.value)} />
      </div>
    </div>
  );
}

function Text({ label, value, onChange, placeholder, inputMode }: {
  label: string; value: string; onChange(v: string): void; placeholder?: string; inputMode?: 'numeric' | 'decimal';
}) {
  const id = useId();
  return (
    <div className="box-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} placeholder={placeholder} inputMode={inputMode} maxLength={40} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function Choice<T extends string | number>({ label, value, options, onChange }: {
  label: string; value: T; options: ReadonlyArray<{ value: T; label: string }>; onChange(v: T): void;
}) {
  const id = useId();
  return (
    <div className="box-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={String(value)} onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)!.value)}>
        {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
      </select>
    </div>
  );
}

/** The kind picker and the chosen kind's fields. */
export function AddComponent() {
  const [kind, setKind] = useState<AddKind>('standardDeck');
  const [f, setF] = useState<AddFields>(START_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const seats = useTable((s) => s.seats);
  const set = (change: Partial<AddFields>) => {
    setF({ ...f, ...change });
    setError(null);
  };
  const seatOptions = seats.map((s) => ({ value: s.seat, label: `Seat ${s.seat + 1}${s.occupied && s.name ? ` — ${s.name}` : ''}` }));
  const wordsId = useId();
  const add = () => {
    const made = componentOf(kind, f);
    if ('error' in made) {
      setError(made.error);
      return;
    }
    if (compose(made.what)) setError(null);
  };
  const named = kind === 'counter' || kind === 'token' || kind === 'board' || kind === 'tile' || kind === 'bag';
  return (
    <form className="box-add" aria-label="Add a component" onSubmit={(e) => { e.preventDefault(); add(); }}>
      <Choice label="Add" value={kind} options={KINDS.map((k) => ({ value: k.kind, label: k.label }))} onChange={(k) => { setKind(k); setError(null); }} />
      {named && <Text label="Name" value={f.label} placeholder={KINDS.find((k) => k.kind === kind)?.label} onChange={(label) => set({ label })} />}
      {kind === 'die' && (
        <>
          <Choice label="Sides" value={f.sides} options={DIE_SIDES.map((n) => ({ value: n, label: `d${n}` }))} onChange={(sides) => set({ sides })} />
          <div className="box-field wide">
            <label htmlFor={wordsId}>Words on the faces (optional, one per face)</label>
            <textarea id={wordsId} rows={2} value={f.words} placeholder="sun, moon, star, …" onChange={(e) => set({ words: e.target.value })} />
          </div>
        </>
      )}
      {kind === 'counter' && <Text label="Starts at" value={f.value} inputMode="numeric" onChange={(value) => set({ value })} />}
      {kind === 'token' && <Choice label="Shape" value={f.shape} options={[{ value: 'round', label: 'Round' }, { value: 'square', label: 'Square' }]} onChange={(shape) => set({ shape })} />}
      {kind === 'tile' && <Choice label="Shape" value={f.tileShape} options={[{ value: 'square', label: 'Square' }, { value: 'hex', label: 'Hex' }]} onChange={(tileShape) => set({ tileShape })} />}
      {(kind === 'meeple' || kind === 'zone') && seatOptions.length > 0 && (
        <Choice label={kind === 'zone' ? 'Whose zone' : 'Whose meeple'} value={f.seat} options={seatOptions} onChange={(seat) => set({ seat })} />
      )}
      {(kind === 'board' || kind === 'zone') && (
        <div className="box-pair">
          <Text label="Width" value={f.w} inputMode="decimal" onChange={(w) => set({ w })} />
          <Text label="Depth" value={f.d} inputMode="decimal" onChange={(d) => set({ d })} />
        </div>
      )}
      {(kind === 'die' || kind === 'counter' || kind === 'token' || kind === 'board' || kind === 'tile') && (
        <ColourField value={f.color} onChange={(color) => set({ color })} />
      )}
      {kind === 'zone' && <p className="box-note">Cards lying in it show their faces to its seat only.</p>}
      {error && <p className="box-error" role="alert">{error}</p>}
      <button type="submit" className="primary" data-testid="box-add">Add to the table</button>
    </form>
  );
}
