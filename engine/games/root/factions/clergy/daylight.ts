import { isRuleError, type Result } from '../../../../core/result.ts';
import { phrase, type PhraseValue } from '../../../../core/words.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import { bagSearch } from '../../../../table/bag.ts';
import type { RootAction } from '../../actions.ts';
import { battleOptions, checkBattle, startBattle } from '../../battle.ts';
import { clearing, openSlots, warriorsOf } from '../../board.ts';
import { suitOf } from '../../map.ts';
import { cardMatches, discardFromHand } from '../../cards.ts';
import { checkCraft, craft, craftOptions } from '../../crafting.ts';
import { CLEARING_IDS, clearingDef, type ClearingSuit } from '../../data/autumn-map.ts';
import { where } from '../../describe.ts';
import { cardPhrase, clearingPhrase, label, refuse, refuseSaid, suitPhrase } from '../say.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { checkMove, doMove, hasMove, moveOptions } from '../../move.ts';
import { emit, mayPlaceIn, placeBarred, placeWarriors, player, score, seatsWithFactions } from '../../ops.ts';
import { CATHEDRAL_TRACK, DAYLIGHT_ACTIONS, SWARM_WARRIORS } from './data.ts';
import type { ClergyAction } from './actions.ts';
import { putFlower } from './flowers.ts';
import { actionWords, buildWords, offerWords, replantWords, type Act } from './log.ts';
import { spendFlower } from './hooks.ts';
import { CATHEDRAL, cathedralClearings, cs, flowersIn, hasCathedral, leftmostCathedral } from './state.ts';

/**
 * Clergy Daylight (HCC.5): Act — three of Mission, Swarm, Crusade, Replant — then Offer
 * any number of times: Score, Build, Craft with flowers.
 */

export const DAYLIGHT_STEPS = ['hcc-act', 'hcc-offer'] as const;

type A<K extends ClergyAction['t']> = Extract<ClergyAction, { t: K }>;

const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`HCC/${code}`, `root.clergy.refusal.${id}`, values);

// ——— Act (HCC.5.1) ———

/** Swarm options: a card matching a cathedral clearing, warriors in the supply, recruiting allowed there. */
function swarmOptions(ctx: ReadCtx, seat: SeatId): Array<A<'hcc.swarm'>> {
  if (player(ctx, seat).warriors === 0) return [];
  const out: Array<A<'hcc.swarm'>> = [];
  for (const id of cathedralClearings(ctx.s, seat)) {
    if (!mayPlaceIn(ctx, seat, id) || !seatsWithFactions(ctx).every(({ seat: me, f }) => f.movement?.mayRecruitIn?.(ctx, me, seat, id) ?? true)) continue;
    for (const c of player(ctx, seat).hand) if (cardMatches(c.key, suitOf(ctx, id))) out.push({ t: 'hcc.swarm', card: c.id, clearing: id });
  }
  return out;
}

/** Replant options: a non-bird flower not matching a clearing with a Clergy warrior, and a flower of that clearing's suit in the bag. */
function replantOptions(ctx: ReadCtx, seat: SeatId): Array<A<'hcc.replant'>> {
  const bag = cs(ctx.s).bag;
  const out: Array<A<'hcc.replant'>> = [];
  for (const id of CLEARING_IDS) {
    const suit = clearingDef(id).suit;
    if (warriorsOf(clearing(ctx.s, id), seat) === 0 || !bag.includes(suit) || !mayPlaceIn(ctx, seat, id)) continue;
    const wrong = [...new Set(flowersIn(ctx.s, seat, id).filter((f): f is ClearingSuit => f !== 'bird' && f !== suit))].sort();
    for (const flower of wrong) out.push({ t: 'hcc.replant', clearing: id, flower });
  }
  return out;
}

function crusadeBattles(ctx: ReadCtx, seat: SeatId, id: number): RootAction[] {
  return battleOptions(ctx, seat, (c) => c === id);
}

export function actPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const st = cs(ctx.s);
  const act = st.act;
  if (act?.kind === 'mission') {
    return [
      { key: 'move', ...label('root.clergy.prompt.mission-move', { n: act.moves }), actions: moveOptions(ctx, seat) },
      { key: 'done', pass: true, ...label('root.clergy.prompt.end-mission'), actions: [{ t: 'done' }] },
    ];
  }
  if (act?.kind === 'crusade') {
    if (act.clearing === undefined) {
      return [
        { key: 'move', ...label('root.clergy.prompt.crusade-move'), actions: moveOptions(ctx, seat) },
        { key: 'done', pass: true, ...label('root.clergy.prompt.crusade-no-move'), actions: [{ t: 'done' }] },
      ];
    }
    return [
      { key: 'battle', ...label('root.clergy.prompt.crusade-battle', { clearing: clearingPhrase(ctx, act.clearing) }), actions: crusadeBattles(ctx, seat, act.clearing), targets: [`clearing-${act.clearing}`] },
      { key: 'done', pass: true, ...label('root.clergy.prompt.crusade-no-battle'), actions: [{ t: 'done' }] },
    ];
  }
  const left = { left: st.actionsLeft, of: DAYLIGHT_ACTIONS };
  return [
    { key: 'mission', ...label('root.clergy.prompt.mission', left), actions: [{ t: 'hcc.mission' }] },
    { key: 'swarm', ...label('root.clergy.prompt.swarm', left), actions: swarmOptions(ctx, seat) },
    { key: 'crusade', ...label('root.clergy.prompt.crusade', left), actions: hasMove(ctx, seat) ? [{ t: 'hcc.crusade' }] : [] },
    { key: 'replant', ...label('root.clergy.prompt.replant', left), actions: replantOptions(ctx, seat) },
    { key: 'done', pass: true, ...label('root.clergy.prompt.to-offer'), actions: [{ t: 'done' }] },
  ];
}

export function enterAct(ctx: Ctx): void {
  const st = cs(ctx.s);
  st.actionsLeft = DAYLIGHT_ACTIONS;
  delete st.act;
}

/** Ends a finished sub-action, and the step once the three actions are spent. */
export function settleAct(ctx: Ctx, seat: SeatId): boolean {
  const st = cs(ctx.s);
  // A Mission with no move left to make (the map is public) ends by itself.
  if (st.act?.kind === 'mission' && (st.act.moves === 0 || !hasMove(ctx, seat))) {
    delete st.act;
    return true;
  }
  if (!st.act && st.actionsLeft === 0) {
    ctx.s.turn.done = true;
    return true;
  }
  return false;
}

function takeAction(ctx: Ctx, act: Act): void {
  const st = cs(ctx.s);
  st.actionsLeft -= 1;
  emit(ctx, { kind: 'action', seat: ctx.s.turn.seat, text: actionWords(act, st.actionsLeft), data: { act, left: st.actionsLeft } });
}

export function applyAct(ctx: Ctx, seat: SeatId, a: RootAction): Result<null> {
  const st = cs(ctx.s);
  const act = st.act;
  if (act) {
    if (a.t === 'done') {
      delete st.act;
      return null;
    }
    if (a.t === 'move' && (act.kind === 'mission' || act.clearing === undefined)) {
      const bad = checkMove(ctx, seat, a);
      if (bad) return bad;
      doMove(ctx, seat, a);
      if (act.kind === 'mission') act.moves -= 1;
      else act.clearing = a.to;
      if (act.kind === 'crusade' && crusadeBattles(ctx, seat, a.to).length === 0) delete st.act;
      return null;
    }
    if (a.t === 'battle' && act.kind === 'crusade' && act.clearing !== undefined) {
      if (a.clearing !== act.clearing) return err('crusade-clearing', 'crusade-clearing', { clearing: clearingPhrase(ctx, act.clearing) });
      const bad = checkBattle(ctx, seat, a.clearing, a.defender);
      if (bad) return bad;
      delete st.act;
      startBattle(ctx, seat, a.clearing, a.defender, 'crusade');
      return null;
    }
    return err('finish-action', 'finish-action', { kind: act.kind });
  }
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  if (st.actionsLeft <= 0) return err('no-actions', 'no-actions', { n: DAYLIGHT_ACTIONS });
  switch (a.t) {
    case 'hcc.mission':
      takeAction(ctx, 'mission');
      st.act = { kind: 'mission', moves: 2 };
      return null;
    case 'hcc.crusade':
      if (!hasMove(ctx, seat)) return err('no-move', 'no-move');
      takeAction(ctx, 'crusade');
      st.act = { kind: 'crusade' };
      return null;
    case 'hcc.swarm':
      return swarm(ctx, seat, a.card as string, a.clearing as number);
    case 'hcc.replant':
      return replant(ctx, seat, a.clearing as number, a.flower as ClearingSuit);
    default:
      return err('wrong-step', 'act');
  }
}

function swarm(ctx: Ctx, seat: SeatId, card: string, id: number): Result<null> {
  if (!swarmOptions(ctx, seat).some((o) => o.card === card && o.clearing === id)) {
    const held = player(ctx, seat).hand.find((c) => c.id === card);
    if (!held) return err('not-in-hand', 'not-in-hand');
    if (!cathedralClearings(ctx.s, seat).includes(id)) return err('no-cathedral', 'no-cathedral', { clearing: clearingPhrase(ctx, id) });
    if (!cardMatches(held.key, suitOf(ctx, id))) return err('card-suit', 'card-suit', { card: cardPhrase(held.key), clearing: clearingPhrase(ctx, id) });
    if (player(ctx, seat).warriors === 0) return err('no-warriors', 'no-warriors');
    const refused = placeBarred(ctx, seat, id);
    if (refused) return refuseSaid('HCC/no-place', refused);
    return err('colony', 'colony', { clearing: clearingPhrase(ctx, id) });
  }
  takeAction(ctx, 'swarm');
  discardFromHand(ctx, seat, card, phrase('root.log.clergy.why.swarm-card'));
  placeWarriors(ctx, seat, id, SWARM_WARRIORS, phrase('root.log.clergy.why.swarm'));
  return null;
}

function replant(ctx: Ctx, seat: SeatId, id: number, flower: ClearingSuit): Result<null> {
  const suit = clearingDef(id).suit;
  if (!replantOptions(ctx, seat).some((o) => o.clearing === id && o.flower === flower)) {
    if (warriorsOf(clearing(ctx.s, id), seat) === 0) return err('replant-warrior', 'replant-warrior', { clearing: clearingPhrase(ctx, id) });
    if (flower === suit || !flowersIn(ctx.s, seat, id).includes(flower)) return err('replant-flower', 'replant-flower', { flower: suitPhrase(flower), clearing: clearingPhrase(ctx, id) });
    const refused = placeBarred(ctx, seat, id);
    if (refused) return refuseSaid('HCC/replant-place', refused);
    return err('replant-bag', 'replant-bag', { suit: suitPhrase(suit) });
  }
  const st = cs(ctx.s);
  const found = bagSearch(st.bag, (f) => f === suit);
  if (isRuleError(found)) return err('replant-bag', 'replant-none', { suit: suitPhrase(suit) });
  takeAction(ctx, 'replant');
  st.bag = found.items;
  spendFlower(ctx, seat, id, flower);
  emit(ctx, { kind: 'replant', seat, text: replantWords(suit, flower, where(ctx, id)), data: { at: id, suit, flower } });
  putFlower(ctx, seat, id, suit);
  return null;
}

// ——— Offer (HCC.5.2) ———

function scoreOptions(ctx: ReadCtx, seat: SeatId): Array<A<'hcc.score'>> {
  const out: Array<A<'hcc.score'>> = [];
  for (const id of cathedralClearings(ctx.s, seat)) {
    const suits = [...new Set(flowersIn(ctx.s, seat, id).filter((f) => f === suitOf(ctx, id) || f === 'bird'))].sort();
    for (const flower of suits) out.push({ t: 'hcc.score', clearing: id, flower });
  }
  return out;
}

function buildOptions(ctx: ReadCtx, seat: SeatId): Array<A<'hcc.build'>> {
  const i = leftmostCathedral(ctx.s);
  if (i === undefined) return [];
  const cost = CATHEDRAL_TRACK.spaces[i]?.cost ?? 0;
  const out: Array<A<'hcc.build'>> = [];
  for (const id of CLEARING_IDS) {
    if (hasCathedral(ctx.s, id) || openSlots(ctx, id) <= 0 || !mayPlaceIn(ctx, seat, id)) continue;
    const flowers = flowersIn(ctx.s, seat, id);
    const suited = flowers.filter((f) => f === clearingDef(id).suit).length;
    const birds = flowers.filter((f) => f === 'bird').length;
    for (let k = 0; k <= Math.min(birds, cost); k++) if (suited >= cost - k) out.push({ t: 'hcc.build', clearing: id, birds: k });
  }
  return out;
}

export function offerPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const i = leftmostCathedral(ctx.s);
  const cost = i === undefined ? 0 : CATHEDRAL_TRACK.spaces[i]?.cost ?? 0;
  return [
    { key: 'score', ...label('root.clergy.prompt.score'), actions: scoreOptions(ctx, seat) },
    { key: 'build', ...label('root.clergy.prompt.build', { cost }), actions: buildOptions(ctx, seat) },
    { key: 'craft', ...label('root.clergy.prompt.craft'), actions: craftOptions(ctx, seat) },
    { key: 'done', pass: true, ...label('root.clergy.prompt.end-daylight'), actions: [{ t: 'done' }] },
  ];
}

export function applyOffer(ctx: Ctx, seat: SeatId, a: RootAction): Result<null> {
  switch (a.t) {
    case 'done':
      ctx.s.turn.done = true;
      return null;
    case 'hcc.score': {
      const id = a.clearing as number;
      if (!scoreOptions(ctx, seat).some((o) => o.clearing === id && o.flower === a.flower)) {
        return err('score', 'score', { clearing: clearingPhrase(ctx, id) });
      }
      spendFlower(ctx, seat, id, a.flower as string);
      emit(ctx, { kind: 'offer', seat, text: offerWords(String(a.flower), where(ctx, id)), data: { at: id, flower: String(a.flower) } });
      score(ctx, seat, 1, phrase('root.log.clergy.why.offering'));
      return null;
    }
    case 'hcc.build':
      return build(ctx, seat, a.clearing as number, a.birds as number);
    case 'craft': {
      const used = checkCraft(ctx, seat, a);
      if (isRuleError(used)) return used;
      craft(ctx, seat, a.card, used);
      return null;
    }
    default:
      return err('wrong-step', 'offer');
  }
}

function build(ctx: Ctx, seat: SeatId, id: number, birds: number): Result<null> {
  const i = leftmostCathedral(ctx.s);
  if (i === undefined) return err('no-cathedral-left', 'no-cathedral-left');
  const space = CATHEDRAL_TRACK.spaces[i] as (typeof CATHEDRAL_TRACK.spaces)[number];
  if (!buildOptions(ctx, seat).some((o) => o.clearing === id && o.birds === birds)) {
    if (hasCathedral(ctx.s, id)) return err('has-cathedral', 'has-cathedral', { clearing: clearingPhrase(ctx, id) });
    if (openSlots(ctx, id) <= 0) return err('no-slot', 'no-slot', { clearing: clearingPhrase(ctx, id) });
    const refused = placeBarred(ctx, seat, id);
    if (refused) return refuseSaid('HCC/no-place', refused);
    return err('build-flowers', 'build-flowers', { cost: space.cost, clearing: clearingPhrase(ctx, id) });
  }
  const suit = clearingDef(id).suit;
  for (let k = 0; k < space.cost; k++) spendFlower(ctx, seat, id, k < birds ? 'bird' : suit);
  cs(ctx.s).track[i] = false;
  clearing(ctx.s, id).buildings.push({ seat, kind: CATHEDRAL });
  emit(ctx, { kind: 'build', seat, text: buildWords(space.cost, where(ctx, id), space.bee), data: { clearing: id, cost: space.cost, ...(space.bee ? { bee: 1 } : {}) } });
  score(ctx, seat, space.vp, phrase('root.log.clergy.why.cathedral'));
  return null;
}
