/** Root on the client: what its manifest (manifest.ts) loads. */
import { FACTION_LOGS } from '../../../engine/games/root/factions/logs.ts';
import { FACTION_LOOKS } from '../../../engine/games/root/factions/looks.ts';
import { headlineRoot } from '../../../engine/games/root/headline.ts';
import { logTextRoot } from '../../../engine/games/root/log-text.ts';
import { tableRoot } from '../../../engine/games/root/table.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import type { ClientGame } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { RootHud } from './hud/RootHud.tsx';
import { ROOT_FACTIONS } from './factions/index.ts';
import { rootInteraction } from './interaction.ts';
import { rootActionWords } from './action-words.ts';
import { clearingTexture, rootMapTexture } from './map-art.ts';
import { rootOptions } from './options.tsx';
import { rootTokenTexture } from './token-art.ts';
import { rootScoreboard } from './scoreboard.ts';
import { safeFactionColor } from './colors.ts';
import { rootRules } from './rules.ts';
import { rootCasterNotes } from './caster-notes.ts';
import { describeRoot } from './describe.ts';

export const rootClient: ClientGame<RootView> = {
  // The engine module's table and log words, from their own modules with the factions'
  // looks and log policies alone: the client loads no rules, action schemas (zod) or bot hints.
  table: (view, viewer) => tableRoot(FACTION_LOOKS, view, viewer),
  logText: (entry, view, say) => logTextRoot(entry, view, FACTION_LOGS, say),
  headline: (view) => headlineRoot(view),
  rules: rootRules,
  id: 'root',
  interaction: rootInteraction,
  actionWords: rootActionWords,
  scoreboard: rootScoreboard,
  describe: describeRoot,
  safeColour: safeFactionColor,
  Hud: RootHud,
  options: rootOptions,
  // The map is printed to be read from its south edge, so every seat (and a spectator)
  // looks from there, at a point west of the table's middle: the map between the HUD's
  // side panels, a clearing a faction brings beside it (the Duchy's Burrow) still left of the
  // choices column, the side column (bag, piles) at the lower right; the battle dice are
  // thrown onto the map's middle (engine/games/root/table.ts BATTLE_DICE_AT), where every
  // screen shows them (tests/framing/dice-in-view.test.ts).
  // On a phone the faction boards are a drawer of the dock; the map stays in view. Held
  // upright, the camera stands back over the middle of the map and its victory point track
  // (x −8.24) until both fit across the screen between the banner and the choices; the side
  // column east of them (piles, the Duchy's Burrow) is a pan away.
  compact: { own: [{ id: 'factions', get label() { return say('root.factions'); } }] },
  framing: {
    distance: 62, polar: 0.36, shiftX: 0, azimuth: 0, target: [-5.6, 1.2], topDistance: 64, topNorth: 1.5, refHeight: 800, refAspect: 1.6,
    portrait: { distance: 101, polar: 0.22, shiftX: 0, azimuth: 0, target: [-8.24, 3.4], topDistance: 100, topNorth: 0 },
  },
  boardFaces: {
    'root-map': (_piece, target) => rootMapTexture(target),
    // A clearing a faction brings beside the map (the Burrow) wears the face its client paints.
    'root-clearing': (piece, target) => {
      const id = Number(piece.face);
      for (const f of ROOT_FACTIONS) {
        const own = f.clearingFace?.(id, target);
        if (own) return own;
      }
      return clearingTexture(id, target);
    },
  },
  // A faction's own token faces first (a face-down plot shows its back), then the core's.
  tokenFace: (piece, target) => ROOT_FACTIONS.map((f) => f.tokenFace?.(piece, target) ?? null).find((t) => t !== null)
    ?? (piece.faceUp ? rootTokenTexture(piece.face, piece.color, target) : null),
  casterNotes: rootCasterNotes,
};
