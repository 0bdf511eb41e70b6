/**
 * The help modal: every hotkey and mouse gesture of the table. Open while `ui.helpOpen`;
 * closes with its button, a click outside the panel, or Escape (handled by the hotkeys).
 */
import type { CSSProperties } from 'react';
import { HOTKEYS } from './hotkey-map.ts';
import { useUi, uiStore } from './ui-store.ts';
import { DiceSoundControl, DiceSpeedControl } from '../hud/SettingsControls.tsx';
import { useTable } from '../net/store.ts';
import { clientGame } from '../kit/registry.ts';

/** Mouse and touch gestures, for the help overlay. */
export const GESTURES: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'Drag a piece', what: 'Pick it up and move it; drop to put it down (it springs back if the move is refused)' },
  { keys: 'Drag a die and let go while moving', what: 'Throw it (with the other selected dice): direction and speed follow your flick' },
  { keys: 'Drag a token onto a bag', what: 'Put it back into the bag' },
  { keys: 'Drag a card onto a deck', what: 'Put the card on top of the deck' },
  { keys: 'Click a deck', what: 'Draw its top card into your hand' },
  { keys: 'Double-click a card', what: 'Take a card from the table into your hand' },
  { keys: 'Click a bag', what: 'Draw a random piece into your hand' },
  { keys: 'Drag from a bag’s open top, or Shift+drag a bag', what: 'Draw a random piece onto the table where you let go' },
  { keys: 'Drag a bag by its side', what: 'Move the bag' },
  { keys: 'Drag one of the selected pieces', what: 'Move the whole selection together (on the free table)' },
  { keys: 'Right-click a piece', what: 'Its menu: what the hotkeys do with the pointer over it, and on the free table lock, a counter\'s +1 / −1 / +5 / −5 and remove' },
  { keys: 'Click / Shift+click', what: 'Select a piece / add it to the selection (hotkeys then act on all of them)' },
  { keys: 'Shift+drag on the empty table', what: 'Draw a box: every piece inside it joins the selection (the camera stays still)' },
  { keys: 'Roll (N) button', what: 'Throw every selected die together, like R — on a touch screen, tap dice to gather them, then tap Roll' },
  { keys: 'Click empty table', what: 'Clear the selection' },
  { keys: 'Drag the table', what: 'Orbit the camera' },
  { keys: 'Right-drag', what: 'Pan over the table' },
  { keys: 'Wheel', what: 'Zoom towards the pointer' },
  { keys: 'Touch: one finger on the empty table', what: 'Orbit the camera' },
  { keys: 'Touch: pinch / two fingers dragging', what: 'Zoom / pan over the table' },
  { keys: 'Touch: hold a finger on a piece', what: 'Its menu: flip, turn, roll, shuffle, draw, take (what the hotkeys do with the pointer over it), as a right-click opens it' },
];

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

export function HelpOverlay() {
  const open = useUi((s) => s.helpOpen);
  const help = useTable((s) => clientGame(s.gameId).help);
  if (!open) return null;
  const hide = () => uiStore.getState().setHelpOpen(false);
  return (
    <div style={backdrop} onPointerDown={(e) => e.target === e.currentTarget && hide()} data-testid="help-overlay">
      <div style={panel} role="dialog" aria-modal="true" aria-labelledby="wt-help-title">
        <button type="button" style={close} onClick={hide} aria-label="Close help">Close</button>
        <h2 id="wt-help-title" style={{ margin: '0 0 12px', fontSize: 20 }}>Table controls</h2>
        <h3 style={{ margin: '12px 0 4px', fontSize: 15 }}>{help ? help.keysTitle : 'Keys (act on the piece under the pointer, or the selection)'}</h3>
        <Rows rows={help ? help.keys : HOTKEYS} />
        <h3 style={{ margin: '16px 0 4px', fontSize: 15 }}>{help ? help.gesturesTitle : 'Mouse and touch'}</h3>
        <Rows rows={help ? help.gestures : GESTURES} />
        <p style={{ margin: '12px 0 0' }}>The rules of this game, in plain words: the <b>Rules</b> button in the top bar, or <kbd>B</kbd>. The § beside a log line opens the rule behind it.</p>
        <h3 style={{ margin: '16px 0 4px', fontSize: 15 }}>Settings</h3>
        <p style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 12 }}>Dice throws <DiceSpeedControl /></p>
        <p style={{ margin: '8px 0 0', display: 'flex', alignItems: 'center', gap: 12 }}>Table sounds <DiceSoundControl /></p>
        <p style={{ margin: '8px 0 0', opacity: 0.75 }}>
          The same settings are under ⚙ in the top bar and are kept in this browser. Without a chosen
          speed, throws are skipped when your system asks for reduced motion.
        </p>
        <p style={{ margin: '16px 0 0', opacity: 0.75 }}>Spectators can move the camera and open this help; the pieces are read-only for them.</p>
      </div>
    </div>
  );
}
