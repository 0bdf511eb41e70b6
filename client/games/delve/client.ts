/** Delve on the client: what its manifest (manifest.ts) loads. */
import { logTextDelve } from '../../../engine/games/delve/log-text.ts';
import { tableDelve } from '../../../engine/games/delve/table.ts';
import type { DelveView } from '../../../engine/games/delve/state.ts';
import type { ClientGame } from '../../kit/types.ts';
import { boardTexture, delveCardFace, delveTokenFace, hexTexture } from './art.ts';
import { delveGestures, delveKeys } from './help.ts';
import { DelveHud } from './hud/DelveHud.tsx';
import { delveInteraction } from './interaction.ts';
import { delveActionWords } from './action-words.ts';
import { delveOptions } from './options.tsx';
import { delveScoreboard } from './scoreboard.ts';
import { describeDelve } from './describe.ts';
import { delveCasterNotes } from './caster-notes.ts';
import { delveRules } from './rules.ts';
import { say, wordedOnChange } from '../../words/say.ts';

const rules = wordedOnChange(delveRules);
const help = wordedOnChange(() => ({ keysTitle: say('delve.help.keysTitle'), keys: delveKeys(), gesturesTitle: say('delve.help.gesturesTitle'), gestures: delveGestures() }));

export const delveClient: ClientGame<DelveView> = {
  table: tableDelve,
  logText: (entry, view, say) => logTextDelve(entry, view, say),
  // Worded in the reader's language when read.
  get rules() { return rules(); },
  id: 'delve',
  interaction: delveInteraction,
  actionWords: delveActionWords,
  scoreboard: delveScoreboard,
  describe: describeDelve,
  casterNotes: delveCasterNotes,
  Hud: DelveHud,
  options: delveOptions,
  // Every seat reads the map from its south edge (like a printed scenario book): the map
  // above the middle, the initiative track and the seats' areas below. A phone held
  // upright stands back far enough to show the whole width of the map.
  // On a phone its HUD lays out the log and the players itself (its CSS), no shared drawers.
  compact: { shared: [] },
  framing: {
    distance: 46, polar: 0.55, shiftX: 0, azimuth: 0, target: [0, -1.5], topDistance: 50, topNorth: 0, refHeight: 900, refAspect: 1.6,
    // A phone upright: the map lower on the screen than the table's middle, clear of the
    // banner, the log and the Top view switch under them when the round's turns show the
    // initiative order, and still above the card selection at its start.
    narrow: { maxWidth: 600, distance: 94, polar: 0.3, shiftX: 0, azimuth: 0, target: [0, -5.5], topDistance: 100, topNorth: 0 },
  },
  boardFaces: { 'delve-board': (piece, target) => boardTexture(piece, target) },
  tokenFace: (piece, target) => delveTokenFace(piece, target),
  tileFace: (piece, target) => (piece.faceUp && piece.face ? hexTexture(piece.face, target) : null),
  cardFace: (piece, target) => delveCardFace(piece, target),
  get help() { return help(); },
};
