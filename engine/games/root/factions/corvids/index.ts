import { corvidsManifest } from './manifest.ts';
import type { FactionModule } from '../../faction.ts';
import { stepWords } from '../say.ts';
import { stepTable } from '../../steps.ts';
import type { RootState } from '../../state.ts';
import { parseCorvidAction } from './schemas.ts';
import { applyBirdsong, BIRDSONG_STEPS, birdsongPrompts, enterBirdsong, settleBirdsong } from './birdsong.ts';
import { corvidWorth } from './bot.ts';
import { CORVID_WARRIORS, PLOTS } from './data.ts';
import {
  applyDaylight, applyEvening, DAYLIGHT_STEPS, daylightPrompts, enterDaylight, enterEvening, EVENING_STEPS, eveningPrompts, settleDaylight,
} from './daylight.ts';
import { applyExposure, exposurePrompts } from './exposure.ts';
import { craftingPieces, extraHits, lost, returnPiece, scramble, secrets, snareLeave, snarePlace, tokenSeen, useCraftingPieces } from './hooks.ts';
import { applySetup, enterSetup, SETUP_STEPS, settleSetup, setupPrompts } from './setup.ts';
import type { CorvidState } from './state.ts';
import { corvidBoard, type CorvidBoardView } from './board.ts';

export type { CorvidState } from './state.ts';
export type { CorvidBoardView } from './board.ts';

/** Its steps' labels (`stepLabel`). */
const LABELS = stepWords('corvids', ['cc-setup-scatter', 'cc-craft', 'cc-flip', 'cc-recruit', 'cc-daylight', 'cc-exert', 'cc-draw']);

/** The Corvids' data at the start (13.3.1): eight plots face down in the supply. */
function init(): CorvidState {
  return { supply: [...PLOTS], placed: 0, actionsLeft: 0, exerted: false, recruited: false, activated: [], setupSuits: [] };
}

const STEPS = stepTable('CC', [
  { steps: SETUP_STEPS, enter: (ctx) => enterSetup(ctx), settle: (ctx, seat) => settleSetup(ctx, seat), prompts: (ctx, seat) => setupPrompts(ctx, seat), apply: applySetup },
  { steps: BIRDSONG_STEPS, enter: enterBirdsong, settle: settleBirdsong, prompts: birdsongPrompts, apply: applyBirdsong },
  { steps: DAYLIGHT_STEPS, enter: (ctx) => enterDaylight(ctx), settle: (ctx, seat) => settleDaylight(ctx, seat), prompts: (ctx, seat) => daylightPrompts(ctx, seat), apply: applyDaylight },
  { steps: EVENING_STEPS, enter: enterEvening, prompts: eveningPrompts, apply: applyEvening },
]);

/** The Corvid Conspiracy (seed 004, 13.1–13.7). */
export const corvids: FactionModule<typeof corvidsManifest.id, CorvidBoardView> = {
  ...corvidsManifest,
  warriors: CORVID_WARRIORS,
  steps: { setup: SETUP_STEPS, birdsong: BIRDSONG_STEPS, daylight: DAYLIGHT_STEPS, evening: EVENING_STEPS },
  stepLabel: (step) => LABELS.get(step) ?? step,
  parse: parseCorvidAction,
  init,
  ...STEPS,
  board: corvidBoard,
  movement: { nimble: true, mayPlace: snarePlace, mayLeave: snareLeave },
  battle: { extraHits },
  removal: { lost, returnPiece },
  crafting: { pieces: craftingPieces, use: useCraftingPieces },
  secrecy: { token: tokenSeen, scramble: (s: RootState, me, viewer, rng) => scramble(s, me, viewer, rng), secrets },
  offers: { prompts: exposurePrompts, apply: applyExposure },
  bot: { worth: corvidWorth },
};
