import { duchyManifest } from './manifest.ts';
import type { FactionModule } from '../../faction.ts';
import { phrase } from '../../../../core/words.ts';
import { stepWords } from '../say.ts';
import { pendingTable, stepTable } from '../../steps.ts';
import { parseDuchyAction } from './schemas.ts';
import { duchyWorth } from './bot.ts';
import { ASSEMBLY, applyAssembly, assemblyPrompts, BIRDSONG_STEPS, enterAssembly, enterBirdsong, settleAssembly } from './assembly.ts';
import { BURROW, BURROW_NAME, DUCHY_WARRIORS } from './data.ts';
import { applyEvening, enterEvening, EVENING_STEPS, eveningPrompts } from './evening.ts';
import {
  applyPrice, craftingPieces, links, lost, mayEnter, mayPlace, PRICE, pricePrompts, returnPiece, rules, settlePrice, useCraftingPieces,
} from './hooks.ts';
import { applyParliament, enterParliament, PARLIAMENT, parliamentPrompts, settleParliament } from './parliament.ts';
import { applySetup, SETUP_STEPS, setupPrompts } from './setup.ts';
import { applySway, enterSway, SWAY, swayPrompts } from './sway.ts';
import { ds, initDuchy } from './state.ts';
import { duchyBoard, type DuchyBoardView } from './board.ts';

export type { DuchyState } from './state.ts';
export type { DuchyBoardView } from './board.ts';

const DAYLIGHT_STEPS = [ASSEMBLY, PARLIAMENT, SWAY] as const;

/** Words of the Price of Failure's decision (`describe`). */
const PRICE_WORDS = phrase('root.duchy.pending.price');

/** Its steps' labels (`stepLabel`). */
const LABELS = stepWords('duchy', ['ud-setup-corner', 'ud-recruit', ASSEMBLY, PARLIAMENT, SWAY, 'ud-return', 'ud-craft', 'ud-draw']);

/** The Duchy's steps (12.3–12.6), each group with what the core calls on it. */
const STEPS = stepTable('UD', [
  { steps: SETUP_STEPS, prompts: (ctx, seat) => setupPrompts(ctx, seat), apply: applySetup },
  { steps: BIRDSONG_STEPS, enter: (ctx, seat) => enterBirdsong(ctx, seat) },
  { steps: [ASSEMBLY], enter: (ctx) => enterAssembly(ctx), settle: (ctx) => settleAssembly(ctx), prompts: (ctx, seat) => assemblyPrompts(ctx, seat), apply: applyAssembly },
  {
    steps: [PARLIAMENT], enter: (ctx) => enterParliament(ctx), settle: (ctx, seat) => settleParliament(ctx, seat),
    prompts: (ctx, seat) => parliamentPrompts(ctx, seat), apply: applyParliament,
  },
  { steps: [SWAY], enter: (ctx, seat) => enterSway(ctx, seat), prompts: (ctx, seat) => swayPrompts(ctx, seat), apply: applySway },
  { steps: EVENING_STEPS, enter: enterEvening, prompts: eveningPrompts, apply: applyEvening },
]);

/** The Price of Failure's choice among tied ministers (12.2.3). */
const PENDING = pendingTable('UD', {
  [PRICE]: { prompts: pricePrompts, apply: applyPrice, settle: settlePrice, describe: () => PRICE_WORDS },
});

/** The Underground Duchy (seed 004, 12.1–12.6). */
export const duchy: FactionModule<typeof duchyManifest.id, DuchyBoardView> = {
  ...duchyManifest,
  warriors: DUCHY_WARRIORS,
  steps: {
    setup: SETUP_STEPS,
    birdsong: BIRDSONG_STEPS,
    daylight: DAYLIGHT_STEPS,
    evening: EVENING_STEPS,
  },
  stepLabel: (step) => LABELS.get(step) ?? step,
  parse: parseDuchyAction,
  init: () => initDuchy(),
  ...STEPS,
  ...PENDING,
  board: duchyBoard,
  startingClearing: (s) => ds(s).corner,
  map: { clearings: [{ id: BURROW, name: BURROW_NAME }], links, rules },
  movement: { mayEnter, mayPlace },
  removal: { lost, returnPiece },
  crafting: { pieces: craftingPieces, use: useCraftingPieces },
  bot: { worth: duchyWorth },
};
