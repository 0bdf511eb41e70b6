import { useState, type ReactNode } from 'react';
import type { Act } from '../../../../engine/games/root/actions.ts';
import type { RootView } from '../../../../engine/games/root/view.ts';
import {
  canCarry, carryChoiceWords, fieldValues, fieldValueWords, fieldWords, fixedClearings, moveMax, moveOrigins, moveTargets, normaliseFields, normaliseMove, pickedAction, pickedMove,
  type Control, type MoveChoice, type Option,
} from './choices.ts';
import { useTable } from '../../../net/store.ts';
import { useDiceInAir } from '../../../net/dice-store.ts';
import { clearingName, type BattleInfo } from './model.ts';
import type { RootAction } from '../../../../engine/games/root/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { useSay } from '../../../words/say.ts';

/** More options than this become a drop-down list with a button. */
const LIST_LIMIT = 6;

function OptionsControl({ c }: { c: Extract<Control, { kind: 'options' }> }) {
  const say = useSay();
  const [choice, setChoice] = useState(0);
  if (c.options.length <= LIST_LIMIT) {
    return (
      <div className="rt-control" data-testid="root-options" data-key={c.key}>
        <div className="rt-control-label">{c.label}</div>
        <div className="rt-option-list">
          {c.options.map((o, i) => (
            <button key={i} type="button" className="rt-option" data-testid="root-option" data-key={c.key} onClick={() => sendAction<RootAction>(o.action)}>{o.label}</button>
          ))}
        </div>
      </div>
    );
  }
  const at = Math.min(choice, c.options.length - 1);
  return (
    <div className="rt-control" data-testid="root-options" data-key={c.key}>
      <div className="rt-control-label">{c.label}</div>
      <div className="rt-row">
        <select aria-label={c.label} data-testid="root-select" data-key={c.key} value={at} onChange={(e) => setChoice(Number(e.target.value))}>
          {c.options.map((o: Option, i) => <option key={i} value={i}>{o.label}</option>)}
        </select>
        <button type="button" className="primary" data-testid="root-select-send" data-key={c.key} onClick={() => { const o = c.options[at]; if (o) sendAction<RootAction>(o.action); setChoice(0); }}>{say('root.choose')}</button>
      </div>
    </div>
  );
}

/** The HUD's way to move warriors (the map's drag does the same): from, to, how many, tokens carried along. */
export function MovePicker({ c, v }: { c: Extract<Control, { kind: 'moves' }>; v: Pick<RootView, 'map'> }) {
  const say = useSay();
  const [prev, setPrev] = useState<Partial<MoveChoice>>({});
  const moves = c.moves as Array<Act<'move'>>;
  const pick = normaliseMove(moves, prev);
  if (!pick) return null;
  const max = moveMax(moves, pick.from, pick.to);
  const carry = canCarry(moves, pick.from, pick.to, pick.n);
  const move = pickedMove(moves, pick);
  return (
    <div className="rt-control rt-move" data-testid="move-picker" data-key={c.key}>
      <div className="rt-control-label">{c.label}</div>
      <div className="rt-move-grid">
        <label>{say('root.move.from')}
          <select data-testid="move-from" value={pick.from} onChange={(e) => setPrev({ ...pick, from: Number(e.target.value), to: undefined, n: undefined })}>
            {moveOrigins(moves).map((id) => <option key={id} value={id}>{clearingName(v, id)}</option>)}
          </select>
        </label>
        <label>{say('root.move.to')}
          <select data-testid="move-to" value={pick.to} onChange={(e) => setPrev({ ...pick, to: Number(e.target.value), n: undefined })}>
            {moveTargets(moves, pick.from).map((id) => <option key={id} value={id}>{clearingName(v, id)}</option>)}
          </select>
        </label>
        <label>{say('root.move.warriors')}
          <select data-testid="move-n" value={pick.n} onChange={(e) => setPrev({ ...pick, n: Number(e.target.value) })}>
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        {carry && (
          <label className="rt-carry">
            <input type="checkbox" data-testid="move-carry" checked={pick.carry} onChange={(e) => setPrev({ ...pick, carry: e.target.checked })} />
            {carryChoiceWords(moves, pick.from, pick.to, pick.n)}
          </label>
        )}
      </div>
      <button type="button" className="primary" data-testid="move-send" disabled={!move} onClick={() => { if (move) sendAction<RootAction>(move); setPrev({}); }}>{say('root.move.send')}</button>
    </div>
  );
}

/** One drop-down per field that varies (clearing, card, guess…), then a button that sends the prompted action they name. */
export function FieldsPicker({ c, v }: { c: Extract<Control, { kind: 'fields' }>; v: RootView }) {
  const say = useSay();
  const [prev, setPrev] = useState<Record<string, unknown>>({});
  const viewer = useTable((s) => s.seat);
  const seat = typeof viewer === 'number' ? viewer : null;
  const picked = normaliseFields(c.actions, c.fields, prev);
  const action = pickedAction(c.actions, c.fields, picked);
  return (
    <div className="rt-control rt-fields" data-testid="fields-picker" data-key={c.key}>
      <div className="rt-control-label">{c.label}</div>
      {fixedClearings(c.actions).map((field) => (
        <p key={field} className="rt-small" data-testid={`fixed-${field}`}>{fieldWords(field)}: <b>{fieldValueWords(v, seat, field, (c.actions[0] as unknown as Record<string, unknown>)[field])}</b></p>
      ))}
      <div className="rt-move-grid">
        {c.fields.map((field) => {
          const values = fieldValues(c.actions, c.fields, picked, field);
          const at = Math.max(0, values.indexOf(picked[field]));
          return (
            <label key={field}>{fieldWords(field)}
              <select data-testid={`field-${field}`} value={at} onChange={(e) => setPrev({ ...picked, [field]: values[Number(e.target.value)] })}>
                {values.map((value, i) => <option key={i} value={i}>{fieldValueWords(v, seat, field, value)}</option>)}
              </select>
            </label>
          );
        })}
      </div>
      <button type="button" className="primary" data-testid="fields-send" disabled={!action} onClick={() => { if (action) sendAction<RootAction>(action); setPrev({}); }}>{say('root.fields.send')}</button>
    </div>
  );
}

/** Every prompted control, grouped: choices first, then the buttons that end a step or decline. */
export function Controls({ controls, v }: { controls: readonly Control[]; v: RootView }) {
  const finish = controls.filter((c) => c.kind === 'button' && c.finish);
  const rest = controls.filter((c) => !(c.kind === 'button' && c.finish));
  const buttons = rest.filter((c): c is Extract<Control, { kind: 'button' }> => c.kind === 'button');
  return (
    <>
      {buttons.length > 0 && (
        <div className="rt-option-list">
          {buttons.map((c) => (
            <button key={c.key} type="button" className="primary" data-testid="root-action" data-key={c.key} onClick={() => sendAction<RootAction>(c.option.action)}>{c.label}</button>
          ))}
        </div>
      )}
      {rest.map((c) => {
        if (c.kind === 'options') return <OptionsControl key={c.key} c={c} />;
        if (c.kind === 'moves') return <MovePicker key={c.key} c={c} v={v} />;
        if (c.kind === 'fields') return <FieldsPicker key={c.key} c={c} v={v} />;
        return null;
      })}
      {finish.length > 0 && (
        <div className="rt-option-list rt-finish">
          {finish.map((c) => c.kind === 'button' && (
            <button key={c.key} type="button" data-testid="root-finish" data-key={c.key} onClick={() => sendAction<RootAction>(c.option.action)}>{c.label}</button>
          ))}
        </div>
      )}
    </>
  );
}

/** The battle under way: who attacks whom where, the ambush, the dice and hits, and what is asked now. */
export function BattlePanel({ b, children }: { b: BattleInfo; children?: ReactNode }) {
  // The dice's result waits until they come to rest on this screen.
  const inAir = useDiceInAir();
  const say = useSay();
  return (
    <section className={`rt-battle hud-panel${b.youDefend ? ' defending' : ''}`} data-testid="root-battle" aria-label={say('root.battle')}>
      <header>
        <strong>{say('root.battle.in', { where: b.where })}</strong>
        <span className="muted"> · {b.why}</span>
      </header>
      <p className="rt-small">
        <span style={{ color: b.attackerColor }}>{b.attacker}</span>{say('root.battle.attack')}<span style={{ color: b.defenderColor }}>{b.defender}</span>
      </p>
      {b.ambush && <p className="rt-small" data-testid="battle-ambush">{say('root.battle.ambush')} <b>{b.ambush}</b></p>}
      {b.dice && inAir && <p className="rt-dice rt-small" data-testid="battle-dice-rolling">{say('root.battle.rolling')}</p>}
      {b.dice && !inAir && (
        <p className="rt-dice" data-testid="battle-dice">
          <span className="rt-die" style={{ borderColor: b.attackerColor }}>{b.dice.attacker}</span>
          <span className="rt-die" style={{ borderColor: b.defenderColor }}>{b.dice.defender}</span>
          {b.hits && <span className="rt-small"> {say('root.battle.hits-defender')} <b>{b.hits.onDefender}</b>{say('root.battle.hits-attacker')} <b>{b.hits.onAttacker}</b></span>}
        </p>
      )}
      <p className="rt-battle-now" data-testid="battle-now">{say('root.battle.now', { who: b.decider, what: b.now, left: b.hitsLeft })}</p>
      {children}
    </section>
  );
}
