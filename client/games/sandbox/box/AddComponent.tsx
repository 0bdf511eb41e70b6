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
import { useSay } from '../../../words/say.ts';

/** The kinds the picker offers, in its order (each worded as `sandbox.box.kind.<kind>`). */
const KINDS: readonly AddKind[] = ['standardDeck', 'die', 'counter', 'token', 'meeple', 'board', 'tile', 'bag', 'zone'];

/** The seat colours' names, in seat order (each worded as `sandbox.box.colour.<name>`). */
const COLOUR_NAMES = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'teal', 'pink', 'brown', 'white'];

/** The seat colours as swatches, and any other colour. */
function ColourField({ value, onChange }: { value: string; onChange(c: string): void }) {
  const id = useId();
  const say = useSay();
  return (
    <div className="box-field">
      <label htmlFor={id}>{say('sandbox.box.colour')}</label>
      <div className="box-swatches" role="group" aria-label={say('sandbox.box.colour.seats')}>
        {PLAYER_COLORS.map((c, i) => (
          <button
            key={c}
            type="button"
            className={c === value ? 'box-swatch chosen' : 'box-swatch'}
            style={{ background: c }}
            aria-label={say('sandbox.box.colour.seat', { seat: i + 1, colour: COLOUR_NAMES[i] ? say(`sandbox.box.colour.${COLOUR_NAMES[i]}`) : c })}
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
  const say = useSay();
  const set = (change: Partial<AddFields>) => {
    setF({ ...f, ...change });
    setError(null);
  };
  const seatOptions = seats.map((s) => ({
    value: s.seat,
    label: s.occupied && s.name ? say('sandbox.box.add.seatNamed', { seat: s.seat + 1, name: s.name }) : say('sandbox.box.add.seat', { seat: s.seat + 1 }),
  }));
  const shapes = <S extends 'round' | 'square' | 'hex'>(list: readonly S[]) => list.map((value) => ({ value, label: say(`sandbox.box.shape.${value}`) }));
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
    <form className="box-add" aria-label={say('sandbox.box.add.form')} onSubmit={(e) => { e.preventDefault(); add(); }}>
      <Choice label={say('sandbox.box.add.kind')} value={kind} options={KINDS.map((k) => ({ value: k, label: say(`sandbox.box.kind.${k}`) }))} onChange={(k) => { setKind(k); setError(null); }} />
      {named && <Text label={say('sandbox.box.name')} value={f.label} placeholder={say(`sandbox.box.kind.${kind}`)} onChange={(label) => set({ label })} />}
      {kind === 'die' && (
        <>
          {/* words-ok: dice notation (d6, d20), the same in every language */}
          <Choice label={say('sandbox.box.add.sides')} value={f.sides} options={DIE_SIDES.map((n) => ({ value: n, label: `d${n}` }))} onChange={(sides) => set({ sides })} />
          <div className="box-field wide">
            <label htmlFor={wordsId}>{say('sandbox.box.add.words')}</label>
            <textarea id={wordsId} rows={2} value={f.words} placeholder={say('sandbox.box.add.wordsExample')} onChange={(e) => set({ words: e.target.value })} />
          </div>
        </>
      )}
      {kind === 'counter' && <Text label={say('sandbox.box.add.startsAt')} value={f.value} inputMode="numeric" onChange={(value) => set({ value })} />}
      {kind === 'token' && <Choice label={say('sandbox.box.shape')} value={f.shape} options={shapes(['round', 'square'] as const)} onChange={(shape) => set({ shape })} />}
      {kind === 'tile' && <Choice label={say('sandbox.box.shape')} value={f.tileShape} options={shapes(['square', 'hex'] as const)} onChange={(tileShape) => set({ tileShape })} />}
      {(kind === 'meeple' || kind === 'zone') && seatOptions.length > 0 && (
        <Choice label={say(kind === 'zone' ? 'sandbox.box.add.whoseZone' : 'sandbox.box.add.whoseMeeple')} value={f.seat} options={seatOptions} onChange={(seat) => set({ seat })} />
      )}
      {(kind === 'board' || kind === 'zone') && (
        <div className="box-pair">
          <Text label={say('sandbox.box.width')} value={f.w} inputMode="decimal" onChange={(w) => set({ w })} />
          <Text label={say('sandbox.box.depth')} value={f.d} inputMode="decimal" onChange={(d) => set({ d })} />
        </div>
      )}
      {(kind === 'die' || kind === 'counter' || kind === 'token' || kind === 'board' || kind === 'tile') && (
        <ColourField value={f.color} onChange={(color) => set({ color })} />
      )}
      {kind === 'zone' && <p className="box-note">{say('sandbox.box.add.zoneNote')}</p>}
      {error && <p className="box-error" role="alert">{error}</p>}
      <button type="submit" className="primary" data-testid="box-add">{say('sandbox.box.add.submit')}</button>
    </form>
  );
}
