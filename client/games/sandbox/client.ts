/** The free table on the client: the shared HUD with its component box, the hotkeys, no options, the seated view. */
import { tableSandbox } from '../../../engine/games/sandbox/table.ts';
import { logTextSandbox } from '../../../engine/games/sandbox/log-text.ts';
import type { ClientGame, CompactSpec } from '../../kit/types.ts';
import type { SandboxView } from '../../../engine/games/sandbox/state.ts';
import { sandboxInteraction } from './interaction.ts';
import { sandboxRules } from './rules.ts';
import { sandboxCasterNotes } from './caster-notes.ts';
import { SandboxPanels } from './SandboxPanels.tsx';
import { say } from '../../words/say.ts';

export const sandboxClient: ClientGame<SandboxView> = {
  table: tableSandbox,
  logText: (entry, view, say) => logTextSandbox(entry, view, say),
  rules: sandboxRules,
  id: 'sandbox',
  interaction: sandboxInteraction,
  casterNotes: sandboxCasterNotes,
  /** The component box (box/BoxPanel.tsx): beside the log, on a phone the Box drawer. */
  Panels: SandboxPanels,
  /** The dock's Box tab, worded when the dock is drawn. */
  get compact(): CompactSpec {
    return { own: [{ id: 'box', label: say('sandbox.drawer.box') }] };
  },
  /**
   * The seated view, standing back far enough that everything the table is set with — the
   * meeples along the west of the near edge to the tiles and the bag in the east, clear of
   * the log panel — is on screen (it looks where the camera starts, so nothing slides at
   * first); a lower screen than 720 px stands further back (refHeight), so a die thrown from
   * the east end of the dice row comes to rest clear of the log there too
   * (tests/framing/dice-in-view.test.ts); an upright tablet stands further back and looks
   * down more steeply for the same;
   * a phone held upright turns the table a quarter, so that its length — the meeples in the
   * west to the bag in the east — runs up the narrow screen, centred far enough east that
   * every die thrown at once from the far seat rests clear of the Actions button above the
   * hand on a 320 × 640 phone (tests/framing/dice-in-view.test.ts).
   */
  framing: {
    distance: 50, polar: 0.9, shiftX: 0, target: [0, 2], refHeight: 720, refAspect: 1.6,
    portrait: { distance: 70, polar: 0.5, shiftX: 0, target: [-5, 0] },
    narrow: { maxWidth: 520, distance: 84, polar: 0.4, shiftX: 0, target: [-3.5, 1.5], turn: -Math.PI / 2 },
  },
};
