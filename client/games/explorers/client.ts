/** Explorers of the Woodlands on the client: what its manifest (manifest.ts) loads. */
import { headlineExplorers } from '../../../engine/games/explorers/status.ts';
import type { ExView } from '../../../engine/games/explorers/state.ts';
import { tableExplorers } from '../../../engine/games/explorers/table.ts';
import { logTextExplorers } from '../../../engine/games/explorers/log-text.ts';
import type { ClientGame } from '../../kit/types.ts';
import { heroBoardTexture, threatTrackTexture } from './board-art.ts';
import { EXPLORERS_FRAMING } from './framing.ts';
import { explorersGestures, explorersHotkeys } from './help.ts';
import { ExplorersHud } from './hud/ExplorersHud.tsx';
import { explorersInteraction } from './interaction.ts';
import { explorersActionWords } from './action-words.ts';
import { explorersOptions } from './options.tsx';
import { explorersMarkerTexture, explorersTileTexture } from './tile-art.ts';
import { explorersScoreboard } from './scoreboard.ts';
import { describeExplorers } from './describe.ts';
import { safeHeroColor } from './hero-colours.ts';
import { explorersCasterNotes } from './caster-notes.ts';
import { explorersRules } from './rules.ts';
import { say } from '../../words/say.ts';
import { pieceLabel } from '../../words/phrase.ts';

export const explorersClient: ClientGame<ExView> = {
  table: tableExplorers,
  headline: (view) => headlineExplorers(view),
  logText: (entry, view, say) => logTextExplorers(entry, view, say),
  rules: explorersRules,
  id: 'explorers',
  interaction: explorersInteraction,
  actionWords: explorersActionWords,
  scoreboard: explorersScoreboard,
  describe: describeExplorers,
  safeColour: safeHeroColor,
  casterNotes: explorersCasterNotes,
  Hud: ExplorersHud,
  options: explorersOptions,
  framing: EXPLORERS_FRAMING,
  // On a phone: the other heroes' boards and the Boss card in drawers; your board stays.
  compact: {
    own: [
      { id: 'heroes', get label() { return say('explorers.drawer.heroes'); } },
      { id: 'boss', get label() { return say('explorers.drawer.boss'); } },
    ],
  },
  boardFaces: {
    'hero-board': (piece, target) => heroBoardTexture(pieceLabel(piece, say) ?? '', piece.color ?? '#6b4a2b', target),
    'threat-track': (piece, target) => threatTrackTexture(piece.face, pieceLabel(piece, say) ?? say('explorers.board.threat'), target),
  },
  tokenFace: (piece, target) => explorersMarkerTexture(piece, target),
  tileFace: (piece, target) => (piece.faceUp && piece.face ? explorersTileTexture(piece.face, target) : null),
  // Worded in the reader's language each time the help overlay reads it.
  help: {
    get keysTitle() { return say('explorers.help.keysTitle'); },
    get keys() { return explorersHotkeys(); },
    get gesturesTitle() { return say('explorers.help.gesturesTitle'); },
    get gestures() { return explorersGestures(); },
  },
};
