/**
 * The help modal: every hotkey and gesture of the table, worded for the device in hand — a
 * tap, a long-press and a drag on a touch screen; a click, a double-click, a right-click
 * and the keys with a mouse (`usePressWord`, the one decision the short hints make too).
 * Open while `ui.helpOpen`; closes with its button, a click outside the panel, or Escape
 * (handled by the hotkeys).
 */
import type { CSSProperties } from 'react';
import { hotkeyRows } from './hotkey-map.ts';
import { useUi, uiStore } from './ui-store.ts';
import { DiceSoundControl, DiceSpeedControl } from '../hud/SettingsControls.tsx';
import { usePressWord, type PressWord } from '../hud/use-compact.ts';
import { useTable } from '../net/store.ts';
import { clientGame } from '../kit/registry.ts';
import type { HelpRows } from '../kit/types.ts';
import { useSay, type Say } from '../words/say.ts';

/**
 * The free table's gestures on each kind of device, in the help's order: the catalogue keys
 * of the gesture and of what it does (a click, a right-click, Shift and the wheel with a
 * mouse; a tap, a long-press and fingers on a touch screen).
 */
const GESTURES: Readonly<Record<PressWord, ReadonlyArray<readonly [gesture: string, what: string]>>> = {
  click: [
    ['help.gesture.drag', 'help.gesture.drag.what'],
    ['help.gesture.fling', 'help.gesture.fling.what'],
    ['help.gesture.toBag', 'help.gesture.toBag.what'],
    ['help.gesture.toDeck', 'help.gesture.toDeck.what'],
    ['help.gesture.deck.mouse', 'help.gesture.deck.what'],
    ['help.gesture.take.mouse', 'help.gesture.take.what'],
    ['help.gesture.bag.mouse', 'help.gesture.bag.what'],
    ['help.gesture.bagTop.mouse', 'help.gesture.bagTop.what'],
    ['help.gesture.bagSide', 'help.gesture.bagSide.what'],
    ['help.gesture.group', 'help.gesture.group.what'],
    ['help.gesture.menu.mouse', 'help.gesture.menu.mouse.what'],
    ['help.gesture.select.mouse', 'help.gesture.select.mouse.what'],
    ['help.gesture.box', 'help.gesture.box.what'],
    ['help.gesture.roll', 'help.gesture.roll.mouse.what'],
    ['help.gesture.clear.mouse', 'help.gesture.clear.what'],
    ['help.gesture.orbit.mouse', 'help.gesture.orbit.what'],
    ['help.gesture.pan', 'help.gesture.pan.what'],
    ['help.gesture.zoom', 'help.gesture.zoom.what'],
  ],
  tap: [
    ['help.gesture.drag', 'help.gesture.drag.what'],
    ['help.gesture.fling', 'help.gesture.fling.what'],
    ['help.gesture.toBag', 'help.gesture.toBag.what'],
    ['help.gesture.toDeck', 'help.gesture.toDeck.what'],
    ['help.gesture.deck.touch', 'help.gesture.deck.what'],
    ['help.gesture.take.touch', 'help.gesture.take.what'],
    ['help.gesture.bag.touch', 'help.gesture.bag.what'],
    ['help.gesture.bagTop.touch', 'help.gesture.bagTop.what'],
    ['help.gesture.bagSide', 'help.gesture.bagSide.what'],
    ['help.gesture.group', 'help.gesture.group.what'],
    ['help.gesture.menu.touch', 'help.gesture.menu.touch.what'],
    ['help.gesture.select.touch', 'help.gesture.select.touch.what'],
    ['help.gesture.roll', 'help.gesture.roll.touch.what'],
    ['help.gesture.clear.touch', 'help.gesture.clear.what'],
    ['help.gesture.orbit.touch', 'help.gesture.orbit.what'],
    ['help.gesture.pinch', 'help.gesture.pinch.what'],
  ],
};

/** The help of the free table, worded now for a device pressed with `press`. */
export interface TableHelp {
  keysTitle: string;
  /** The hotkeys; none on a touch screen alone, which most likely has no keyboard. */
  keys: HelpRows;
  gesturesTitle: string;
  gestures: HelpRows;
  rules: string;
}

/** What the help overlay says about the free table on a device pressed with `press` (a click with a mouse, a tap on a touch screen). */
export function tableHelp(say: Say, press: PressWord): TableHelp {
  const device = press === 'click' ? 'mouse' : 'touch';
  return {
    keysTitle: say('help.keys.title'),
    keys: press === 'click' ? hotkeyRows(say) : [],
    gesturesTitle: say(`help.gestures.title.${device}`),
    gestures: GESTURES[press].map(([gesture, what]) => ({ keys: say(gesture), what: say(what) })),
    rules: say(`help.rules.${device}`),
  };
}

const backdrop: CSSProperties = {
  position: 'fixed', inset: 0, zIndex: 1000, display: 'flex', alignItems: 'center', justifyContent: 'center',
  background: 'rgba(20, 12, 6, 0.55)',
};
const panel: CSSProperties = {
  maxWidth: 640, width: 'calc(100% - 32px)', maxHeight: 'calc(100% - 32px)', overflow: 'auto',
  background: '#fbf5e8', color: '#2b1d12', borderRadius: 12, padding: '20px 24px',
  boxShadow: '0 12px 40px rgba(0,0,0,0.45)', font: '14px/1.4 system-ui, sans-serif',
};
const keyCell: CSSProperties = { padding: '4px 12px 4px 0', width: '38%', fontWeight: 600, verticalAlign: 'top' };
const close: CSSProperties = {
  float: 'right', border: 'none', background: '#6b4a2b', color: '#fff', borderRadius: 6,
  padding: '4px 10px', cursor: 'pointer', font: 'inherit',
};

function Rows({ rows }: { rows: ReadonlyArray<{ keys: string; what: string }> }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.keys}>
            <td style={keyCell}><kbd>{r.keys}</kbd></td>
            <td style={{ padding: '4px 0' }}>{r.what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The help modal of the table (see the file's comment). */
export function HelpOverlay() {
  const say = useSay();
  const press = usePressWord();
  const open = useUi((s) => s.helpOpen);
  const help = useTable((s) => clientGame(s.gameId).help);
  const listed = useTable((s) => clientGame(s.gameId).actionWords !== undefined);
  if (!open) return null;
  const hide = () => uiStore.getState().setHelpOpen(false);
  const table = tableHelp(say, press);
  const own = help ? { ...help, keys: press === 'click' ? help.keys : [] } : table;
  // A rules game's choices open as a list from the keyboard (hud/PromptKeys.tsx).
  const shown = listed && press === 'click' ? { ...own, keys: [...own.keys, { keys: say('keys.hotkey'), what: say('keys.help') }] } : own;
  return (
    <div style={backdrop} onPointerDown={(e) => e.target === e.currentTarget && hide()} data-testid="help-overlay">
      <div style={panel} role="dialog" aria-modal="true" aria-labelledby="wt-help-title">
        <button type="button" style={close} onClick={hide} aria-label={say('help.close.label')}>{say('help.close')}</button>
        <h2 id="wt-help-title" style={{ margin: '0 0 12px', fontSize: 20 }}>{say('help.title')}</h2>
        {shown.keys.length > 0 && (
          <>
            <h3 style={{ margin: '12px 0 4px', fontSize: 15 }}>{shown.keysTitle}</h3>
            <Rows rows={shown.keys} />
          </>
        )}
        <h3 style={{ margin: '16px 0 4px', fontSize: 15 }}>{shown.gesturesTitle}</h3>
        <Rows rows={shown.gestures} />
        <p style={{ margin: '12px 0 0' }}>{table.rules}</p>
        <h3 style={{ margin: '16px 0 4px', fontSize: 15 }}>{say('help.settings')}</h3>
        <p style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 12 }}>{say('help.settings.dice')} <DiceSpeedControl /></p>
        <p style={{ margin: '8px 0 0', display: 'flex', alignItems: 'center', gap: 12 }}>{say('help.settings.sound')} <DiceSoundControl /></p>
        <p style={{ margin: '8px 0 0', opacity: 0.75 }}>{say('help.settings.note')}</p>
        <p style={{ margin: '16px 0 0', opacity: 0.75 }}>{say('help.spectators')}</p>
      </div>
    </div>
  );
}
