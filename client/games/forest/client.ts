/** Into the Forest on the client: what its manifest (manifest.ts) loads. */
import { logTextForest } from '../../../engine/games/forest/log-text.ts';
import { tableForest } from '../../../engine/games/forest/table.ts';
import type { ForestView } from '../../../engine/games/forest/state.ts';
import type { ClientGame } from '../../kit/types.ts';
import { forestCardTexture, matTexture } from './card-art.ts';
import { forestGestures, forestHotkeys } from './help.ts';
import { ForestHud } from './hud/ForestHud.tsx';
import { forestInteraction } from './interaction.ts';
import { forestActionWords } from './action-words.ts';
import { forestOptions } from './options.tsx';
import { forestScoreboard } from './scoreboard.ts';
import { describeForest } from './describe.ts';
import { forestCasterNotes } from './caster-notes.ts';
import { forestRules } from './rules.ts';
import { say, wordedOnChange } from '../../words/say.ts';

const rules = wordedOnChange(forestRules);
const help = wordedOnChange(() => ({ keysTitle: say('forest.help.keysTitle'), keys: forestHotkeys(), gesturesTitle: say('forest.help.gesturesTitle'), gestures: forestGestures() }));

export const forestClient: ClientGame<ForestView> = {
  table: tableForest,
  logText: (entry, view, say) => logTextForest(entry, view, say),
  // Worded in the reader's language when read.
  get rules() { return rules(); },
  id: 'forest',
  interaction: forestInteraction,
  actionWords: forestActionWords,
  scoreboard: forestScoreboard,
  describe: describeForest,
  casterNotes: forestCasterNotes,
  Hud: ForestHud,
  options: forestOptions,
  // Everyone looks from the south (their own mat is laid out nearest), at the middle of the
  // table, with room for the travellers' column on the left and the drawn cards on the right.
  // On a phone its HUD lays out the log and the players itself (its CSS), no shared drawers.
  compact: { shared: [] },
  framing: {
    distance: 50, polar: 0.5, shiftX: 0, azimuth: 0, target: [0, -0.5], topDistance: 52, topNorth: 0, refHeight: 900, refAspect: 1.6,
    // A phone upright: the banner above, the travellers and the drawn cards below; the
    // camera looks down more steeply from further back, at the table's middle, so every
    // mat (each tableau), the Forest Deck and the map deck lie within the screen's width
    // from 320 to 390 px (framing.test.ts) in the band between them.
    portrait: { distance: 104, polar: 0.3, shiftX: 0, azimuth: 0, target: [0, 4], topDistance: 104, topNorth: -3 },
  },
  boardFaces: { 'forest-mat': (_piece, target) => matTexture(target) },
  cardFace: (piece, target) => (piece.faceUp ? forestCardTexture(piece.face, target) : null),
  get help() { return help(); },
};
