import { CLERGY_IDENTITY } from '../identities.ts';
import { shuffleAnew } from '../../../../core/rng.ts';
import type { SeatId } from '../../../../core/types.ts';
import { bagView } from '../../../../table/bag.ts';
import type { FactionModule, ReadCtx } from '../../faction.ts';
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
  REPENT, repentPrompts, returnPiece, settlePoke, settleRepent, trackView, useCraftingPieces,
} from './hooks.ts';
import { applySetup, enterSetup, SETUP_STEPS, settleSetup, setupPrompts } from './setup.ts';
import { clergyLooks } from './looks.ts';
import { beesShowing, CLERGY, cs, FLOWER, type ClergyState } from './state.ts';
import { clergyLog } from './log.ts';

export type { ClergyState } from './state.ts';
export { DRAWN_FLOWER_PIECE } from './looks.ts';

const LABELS: Record<string, string> = {
  'hcc-setup-cathedral': 'Setup: place the starting cathedral',
  'hcc-setup-warriors': 'Setup: a warrior in a clearing of each suit',
  'hcc-setup-flowers': 'Setup: three starting flowers',
  'hcc-divine-intervention': 'Divine Intervention',
  'hcc-indulgence': 'Indulgence',
  'hcc-bloom': 'Bloom',
  'hcc-act': 'Act (Mission, Swarm, Crusade, Replant)',
  'hcc-offer': 'Offer (Score, Build, Craft)',
  'hcc-repent': 'Repent',
  'hcc-pollinate': 'Pollinate',
  'hcc-draw': 'Draw and Discard',
};

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
  [PLACE_FLOWER]: { prompts: placeFlowerPrompts, apply: applyPlaceFlower, settle: settlePlaceFlower, describe: (p) => `place a ${String(p.data.suit)} flower` },
  [POKE]: {
    prompts: pokePrompts, apply: applyPoke, settle: settlePoke,
    describe: (p) => (p.data.stage === 'place' ? 'Poke the Hive: place warriors' : 'Poke the Hive: battle?'),
  },
  [REPENT]: { prompts: repentPrompts, apply: applyRepent, settle: settleRepent, describe: () => 'may give the Clergy a card to repent' },
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

/**
 * The flower just drawn and waiting to be placed, or null. Public: the draw is announced
 * to everyone (the log names its suit) and the flower is placed face up (HCC.2.2.II).
 */
function drawnFlower(s: RootState): string | null {
  const top = s.stack[s.stack.length - 1];
  return top && top.kind === 'faction' && top.faction === CLERGY && top.type === PLACE_FLOWER ? String(top.data.suit) : null;
}

/**
 * The flowers in the bag by suit. Public knowledge, though the bag is blind: every flower
 * starts in it (HCC.3.1) and every flower out of it is in plain sight (on the map, in an
 * enemy's Spoils box, or just drawn and named) — so the counts tell nobody anything the
 * table does not show. The order never leaves the server.
 */
function bagBySuit(bag: readonly string[]): Record<string, number> {
  const by: Record<string, number> = { fox: 0, rabbit: 0, mouse: 0, bird: 0 };
  for (const suit of bag) by[suit] = (by[suit] ?? 0) + 1;
  return by;
}

/**
 * The faction board for the HUD. SECRET stripped: the bag shows its count and what is in
 * it by suit (public, see bagBySuit), never its order (HCC.2.2.I).
 */
function board(ctx: ReadCtx): Record<string, unknown> {
  const s = ctx.s;
  const st = cs(s);
  return {
    drawn: drawnFlower(s),
    bag: { ...bagView(st.bag), bySuit: bagBySuit(st.bag) },
    track: trackView(s),
    trackIsStandIn: CATHEDRAL_TRACK.standIn,
    reserve: st.reserve,
    bees: beesShowing(s),
    penitence: { ...st.penitence },
    actionsLeft: st.actionsLeft,
    act: st.act ? { ...st.act } : null,
  };
}

/** The Honeycomb Clergy (seed 001, HCC.1–HCC.6). */
export const clergy: FactionModule = {
  ...CLERGY_IDENTITY,
  warriors: CLERGY_WARRIORS,
  setupOrder: 1,
  steps: {
    setup: SETUP_STEPS,
    birdsong: BIRDSONG_STEPS,
    daylight: DAYLIGHT_STEPS,
    evening: EVENING_STEPS,
  },
  stepLabel: (step) => LABELS[step] ?? step,
  parse: parseClergyAction,
  init,
  ...STEPS,
  ...PENDING,
  board,
  startingClearing: (s) => cs(s).start,
  movement: { carries: [FLOWER], movesAsRuler },
  battle: { refuse: refuseBattle, mayRemove },
  removal: { lost, returnPiece },
  crafting: { pieces: craftingPieces, use: useCraftingPieces, crafted },
  // The bag's order is hidden from everyone, its holder included.
  secrecy: { scramble: (s, _me, _viewer, rng) => { cs(s).bag = shuffleAnew(cs(s).bag, rng); } },
  looks: clergyLooks,
  bot: { worth: clergyWorth },
  log: clergyLog,
};
