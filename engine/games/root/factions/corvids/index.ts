import { CORVIDS_IDENTITY } from '../identities.ts';
import type { SeatId, Viewer } from '../../../../core/types.ts';
import type { FactionModule, ReadCtx } from '../../faction.ts';
import { stepTable } from '../../steps.ts';
import type { RootState } from '../../state.ts';
import { parseCorvidAction } from './schemas.ts';
import { applyBirdsong, BIRDSONG_STEPS, birdsongPrompts, enterBirdsong, settleBirdsong } from './birdsong.ts';
import { corvidWorth } from './bot.ts';
import { CORVID_WARRIORS, DAYLIGHT_ACTIONS, PLOT_TYPES, PLOTS } from './data.ts';
import {
  applyDaylight, applyEvening, DAYLIGHT_STEPS, daylightPrompts, enterDaylight, enterEvening, EVENING_STEPS, eveningPrompts,
  plotCost, settleDaylight,
} from './daylight.ts';
import { applyExposure, exposurePrompts } from './exposure.ts';
import { craftingPieces, extraHits, lost, returnPiece, scramble, secrets, snareLeave, snarePlace, tokenSeen, useCraftingPieces } from './hooks.ts';
import { applySetup, enterSetup, SETUP_STEPS, settleSetup, setupPrompts } from './setup.ts';
import { corvidLooks } from './looks.ts';
import { faceUp, plots, vs, type CorvidState } from './state.ts';
import { corvidsLog } from './log.ts';

export type { CorvidState } from './state.ts';

const LABELS: Record<string, string> = {
  'cc-setup-scatter': 'Setup: Scatter',
  'cc-craft': 'Craft',
  'cc-flip': 'Flip Plots',
  'cc-recruit': 'Recruit',
  'cc-daylight': 'Daylight (Move, Plot, Battle, Trick)',
  'cc-exert': 'Exert or Draw',
  'cc-draw': 'Draw and Discard',
};

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

/**
 * The faction board. SECRET stripped: others see how many plots are in the supply and
 * which face-up plots stand where; only the Corvids see the supply's types (13.2.2.I).
 */
function board(ctx: ReadCtx, seat: SeatId, viewer: Viewer): Record<string, unknown> {
  const st = vs(ctx.s);
  const out: Record<string, unknown> = {
    supply: st.supply.length,
    onMap: plots(ctx.s, seat).length,
    faceUp: Object.fromEntries(PLOT_TYPES.map((t) => [t, faceUp(ctx.s, seat, t)])),
    placed: st.placed,
    plotCost: plotCost(ctx),
    actionsLeft: st.actionsLeft,
    actions: DAYLIGHT_ACTIONS,
    exerted: st.exerted,
    recruited: st.recruited,
  };
  if (viewer === seat) out.supplyTypes = Object.fromEntries(PLOT_TYPES.map((t) => [t, st.supply.filter((x) => x === t).length]));
  return out;
}

/** The Corvid Conspiracy (seed 004, 13.1–13.7). */
export const corvids: FactionModule = {
  ...CORVIDS_IDENTITY,
  warriors: CORVID_WARRIORS,
  setupOrder: 4,
  steps: { setup: SETUP_STEPS, birdsong: BIRDSONG_STEPS, daylight: DAYLIGHT_STEPS, evening: EVENING_STEPS },
  stepLabel: (step) => LABELS[step] ?? step,
  parse: parseCorvidAction,
  init,
  ...STEPS,
  board,
  movement: { nimble: true, mayPlace: snarePlace, mayLeave: snareLeave },
  battle: { extraHits },
  removal: { lost, returnPiece },
  crafting: { pieces: craftingPieces, use: useCraftingPieces },
  secrecy: { token: tokenSeen, scramble: (s: RootState, me, viewer, rng) => scramble(s, me, viewer, rng), secrets },
  offers: { prompts: exposurePrompts, apply: applyExposure },
  looks: corvidLooks,
  bot: { worth: corvidWorth },
  log: corvidsLog,
};
