import { clergyManifest } from './manifest.ts';
import { shuffleAnew } from '../../../../core/rng.ts';
import type { SeatId } from '../../../../core/types.ts';
import type { FactionModule } from '../../faction.ts';
import { phrase } from '../../../../core/words.ts';
import { stepWords, suitPhrase } from '../say.ts';
import { pendingTable, stepTable } from '../../steps.ts';
import type { RootState } from '../../state.ts';
import { parseClergyAction } from './schemas.ts';
import { applyBirdsong, BIRDSONG_STEPS, birdsongPrompts, enterBirdsong } from './birdsong.ts';
import { clergyWorth } from './bot.ts';
import { CATHEDRAL_TRACK, CLERGY_WARRIORS, FLOWERS, STARTING_CATHEDRALS_OFF_TRACK } from './data.ts';
import { actPrompts, applyAct, applyOffer, DAYLIGHT_STEPS, enterAct, offerPrompts, settleAct } from './daylight.ts';
import { enterEvening, EVENING_STEPS, settleEvening } from './evening.ts';
import { applyPlaceFlower, PLACE_FLOWER, placeFlowerPrompts, settlePlaceFlower } from './flowers.ts';
import {
  applyPoke, applyRepent, crafted, craftingPieces, lost, mayRemove, movesAsRuler, POKE, pokePrompts, refuseBattle,
  REPENT, repentPrompts, returnPiece, settlePoke, settleRepent, useCraftingPieces,
} from './hooks.ts';
import { applySetup, enterSetup, SETUP_STEPS, settleSetup, setupPrompts } from './setup.ts';
import { cs, FLOWER, type ClergyState } from './state.ts';
import { clergyBoard, type ClergyBoardView } from './board.ts';

export type { ClergyState } from './state.ts';
export type { ClergyBoardView } from './board.ts';
export { DRAWN_FLOWER_PIECE } from './looks.ts';

/** Words of its pending decisions (`describe`). */
const POKE_PLACE = phrase('root.clergy.pending.poke-place');
const POKE_BATTLE = phrase('root.clergy.pending.poke-battle');
const REPENT_WORDS = phrase('root.clergy.pending.repent');

/** Its steps' labels (`stepLabel`). */
const LABELS = stepWords('clergy', ['hcc-setup-cathedral', 'hcc-setup-warriors', 'hcc-setup-flowers', 'hcc-divine-intervention', 'hcc-indulgence', 'hcc-bloom', 'hcc-act', 'hcc-offer', 'hcc-repent', 'hcc-pollinate', 'hcc-draw']);

/** The Clergy's steps (HCC.3–HCC.6), each group with what the core calls on it. */
const STEPS = stepTable('HCC', [
  { steps: SETUP_STEPS, enter: enterSetup, settle: settleSetup, prompts: setupPrompts, apply: applySetup },
  { steps: BIRDSONG_STEPS, enter: enterBirdsong, prompts: birdsongPrompts, apply: applyBirdsong },
  {
    steps: ['hcc-act'], enter: (ctx) => enterAct(ctx), settle: (ctx, seat) => settleAct(ctx, seat),
    prompts: (ctx, seat) => actPrompts(ctx, seat), apply: (ctx, seat, _step, a) => applyAct(ctx, seat, a),
  },
  { steps: ['hcc-offer'], prompts: (ctx, seat) => offerPrompts(ctx, seat), apply: (ctx, seat, _step, a) => applyOffer(ctx, seat, a) },
  { steps: EVENING_STEPS, enter: enterEvening, settle: (ctx, seat, step) => step === 'hcc-pollinate' && settleEvening(ctx, seat, step) },
]);

/** The Clergy's decisions that may fall to another seat: a flower to place, Poke the Hive, Repent. */
const PENDING = pendingTable('HCC', {
  [PLACE_FLOWER]: { prompts: placeFlowerPrompts, apply: applyPlaceFlower, settle: settlePlaceFlower, describe: (p) => phrase('root.clergy.pending.place-flower', { suit: suitPhrase(String(p.data.suit)) }) },
  [POKE]: {
    prompts: pokePrompts, apply: applyPoke, settle: settlePoke,
    describe: (p) => (p.data.stage === 'place' ? POKE_PLACE : POKE_BATTLE),
  },
  [REPENT]: { prompts: repentPrompts, apply: applyRepent, settle: settleRepent, describe: () => REPENT_WORDS },
});

/** The Clergy's own data at the start: the bag, the track full, every enemy Heretic (HCC.3.1, 3.3, 3.4). */
function init(s: RootState, seat: SeatId): ClergyState {
  const penitence: Record<string, 'penitent' | 'heretic'> = {};
  for (let other = 0; other < s.seats; other++) if (other !== seat) penitence[String(other)] = 'heretic';
  return {
    bag: [...FLOWERS],
    track: CATHEDRAL_TRACK.spaces.map(() => true),
    reserve: STARTING_CATHEDRALS_OFF_TRACK,
    penitence,
    setupSuits: [],
    toDraw: 0,
    actionsLeft: 0,
  };
}

/** The Honeycomb Clergy (seed 001, HCC.1–HCC.6). */
export const clergy: FactionModule<typeof clergyManifest.id, ClergyBoardView> = {
  ...clergyManifest,
  warriors: CLERGY_WARRIORS,
  steps: {
    setup: SETUP_STEPS,
    birdsong: BIRDSONG_STEPS,
    daylight: DAYLIGHT_STEPS,
    evening: EVENING_STEPS,
  },
  stepLabel: (step) => LABELS.get(step) ?? step,
  parse: parseClergyAction,
  init,
  ...STEPS,
  ...PENDING,
  board: clergyBoard,
  startingClearing: (s) => cs(s).start,
  movement: { carries: [FLOWER], movesAsRuler },
  battle: { refuse: refuseBattle, mayRemove },
  removal: { lost, returnPiece },
  crafting: { pieces: craftingPieces, use: useCraftingPieces, crafted },
  // The bag's order is hidden from everyone, its holder included.
  secrecy: { scramble: (s, _me, _viewer, rng) => { cs(s).bag = shuffleAnew(cs(s).bag, rng); } },
  bot: { worth: clergyWorth },
};
