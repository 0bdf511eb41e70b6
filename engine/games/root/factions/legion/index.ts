import { legionManifest } from './manifest.ts';
import type { FactionModule } from '../../faction.ts';
import { stepWords } from '../say.ts';
import { stepTable } from '../../steps.ts';
import { parseLegionAction } from './schemas.ts';
import {
  applyBirdsong, applySetup, BIRDSONG_STEPS, birdsongPrompts, enterBirdsong, enterSetup, settleBirdsong, SETUP_STEPS, setupPrompts,
} from './birdsong.ts';
import { COLONIES, LEGION_WARRIORS } from './data.ts';
import { applyDaylight, DAYLIGHT_STEPS, daylightPrompts, enterDaylight, settleDaylight } from './daylight.ts';
import { applyEvening, enterEvening, EVENING_STEPS, eveningPrompts } from './evening.ts';
import { capture, craftingPieces, extraHits, mayCraftIn, mayRecruitIn, returnPiece, useCraftingPieces } from './hooks.ts';
import { ls, type LegionState } from './state.ts';
import { legionBoard, type LegionBoardView } from './board.ts';

export type { LegionState } from './state.ts';
export type { LegionBoardView } from './board.ts';

/** Its steps' labels (`stepLabel`). */
const LABELS = stepWords('legion', ['ql-setup-corner', 'ql-setup-adjacent', 'ql-setup-campaign', 'ql-bootstraps', 'ql-supply-drop', 'ql-tactics', 'ql-invade', 'ql-attack', 'ql-colonize', 'ql-deescalate', 'ql-craft', 'ql-spoils-of-war', 'ql-return-spoils', 'ql-draw']);


/** The Legion's own data at the start (QL.3.1): six colonies, an empty Spoils box. */
function init(): LegionState {
  return { colonies: COLONIES, spoils: [], campaign: null, campaignSuit: null, drops: [], attacked: [], colonized: [], activated: [] };
}

/** The Legion's steps (QL.3–QL.6), each group with what the core calls on it. */
const STEPS = stepTable('QL', [
  { steps: SETUP_STEPS, enter: enterSetup, prompts: setupPrompts, apply: applySetup },
  { steps: BIRDSONG_STEPS, enter: enterBirdsong, settle: settleBirdsong, prompts: birdsongPrompts, apply: applyBirdsong },
  { steps: DAYLIGHT_STEPS, enter: enterDaylight, settle: settleDaylight, prompts: daylightPrompts, apply: applyDaylight },
  { steps: EVENING_STEPS, enter: enterEvening, prompts: eveningPrompts, apply: applyEvening },
]);

/** The Queenless Legion (seed 001, QL.1–QL.6). */
export const legion: FactionModule<typeof legionManifest.id, LegionBoardView> = {
  ...legionManifest,
  warriors: LEGION_WARRIORS,
  steps: {
    setup: SETUP_STEPS,
    birdsong: BIRDSONG_STEPS,
    daylight: DAYLIGHT_STEPS,
    evening: EVENING_STEPS,
  },
  stepLabel: (step) => LABELS.get(step) ?? step,
  parse: parseLegionAction,
  init,
  ...STEPS,
  board: legionBoard,
  startingClearing: (s) => ls(s).corner,
  movement: { mayRecruitIn },
  battle: { extraHits },
  removal: { capture, returnPiece },
  crafting: { pieces: craftingPieces, use: useCraftingPieces, mayCraftIn },
};
