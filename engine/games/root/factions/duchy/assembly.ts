import type { Result } from '../../../../core/result.ts';
import { phrase, type Phrase, type PhraseValue } from '../../../../core/words.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { battleOptions, checkBattle, startBattle } from '../../battle.ts';
import { clearing, warriorsOf } from '../../board.ts';
import { cardMatches, discardFromHand } from '../../cards.ts';
import { CLEARING_IDS } from '../../data/autumn-map.ts';
import { where } from '../../describe.ts';
import { cardPhrase, clearingPhrase, label, refuse } from '../say.ts';
import { actionWords, citadelsWhy, tunnelWords, type Act } from './log.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { suitOf } from '../../map.ts';
import { checkMove, doMove, moveOptions, type MoveLimits } from '../../move.ts';
import { emit, mayPlaceIn, placeWarriors, player, seatsWithFactions } from '../../ops.ts';
import { buildChoices, buildRefusal, placeBuilding, reveal, type A } from './build.ts';
import { ASSEMBLY_ACTIONS, BURROW, CITADEL_RECRUITS, DIG_MOST } from './data.ts';
import { CITADEL, ds, hasTunnel, onMap, TUNNEL, tunnelClearings } from './state.ts';

/**
 * Duchy Birdsong (README: recruit into the Burrow by the citadels track) and Daylight's
 * Assembly (12.5.1): two actions among Build, Recruit, Move, Battle and Dig, in any order
 * and number. A Dig places its tunnel, then waits for its move out of the Burrow.
 */

export const BIRDSONG_STEPS = ['ud-recruit'] as const;
export const ASSEMBLY = 'ud-assembly';

const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`UD/${code}`, `root.duchy.refusal.${id}`, values);

/** True unless some faction forbids `seat` to recruit into the clearing (Colonialism). */
function mayRecruit(ctx: ReadCtx, seat: SeatId, id: number): boolean {
  return mayPlaceIn(ctx, seat, id) && seatsWithFactions(ctx).every(({ seat: me, f }) => f.movement?.mayRecruitIn?.(ctx, me, seat, id) ?? true);
}

// ——— Birdsong ———

/** Warriors into the Burrow: 1, 2, 4 or 6 with 0–3 citadels on the map. */
export function enterBirdsong(ctx: Ctx, seat: SeatId): void {
  // A new turn: last turn's Parliament is over.
  ds(ctx.s).used = [];
  const n = CITADEL_RECRUITS[onMap(ctx.s, CITADEL)] ?? 1;
  if (mayRecruit(ctx, seat, BURROW)) placeWarriors(ctx, seat, BURROW, n, citadelsWhy(onMap(ctx.s, CITADEL)));
  ctx.s.turn.done = true;
}

// ——— Dig (12.5.1.V, 12.2.4) ———

function digChoices(ctx: ReadCtx, seat: SeatId): Array<A<'ud.dig'>> {
  if (warriorsOf(clearing(ctx.s, BURROW), seat) === 0) return [];
  const st = ds(ctx.s);
  const froms = st.tunnels > 0 ? [undefined] : tunnelClearings(ctx.s, seat);
  const out: Array<A<'ud.dig'>> = [];
  for (const id of CLEARING_IDS) {
    if (hasTunnel(ctx.s, id) || !mayPlaceIn(ctx, seat, id)) continue;
    for (const c of player(ctx, seat).hand) {
      if (!cardMatches(c.key, suitOf(ctx, id))) continue;
      for (const from of froms) out.push(from === undefined ? { t: 'ud.dig', card: c.id, clearing: id } : { t: 'ud.dig', card: c.id, clearing: id, from });
    }
  }
  return out;
}

function digRefusal(ctx: ReadCtx, seat: SeatId, a: A<'ud.dig'>): Phrase | null {
  const held = player(ctx, seat).hand.find((c) => c.id === a.card);
  if (!held) return phrase('root.duchy.refusal.not-in-hand');
  if (warriorsOf(clearing(ctx.s, BURROW), seat) === 0) return phrase('root.duchy.refusal.dig-empty');
  if (hasTunnel(ctx.s, a.clearing)) return phrase('root.duchy.refusal.dig-tunnel', { clearing: clearingPhrase(ctx, a.clearing) });
  if (!cardMatches(held.key, suitOf(ctx, a.clearing))) return phrase('root.duchy.refusal.card-match', { card: cardPhrase(held.key), clearing: clearingPhrase(ctx, a.clearing) });
  if (!mayPlaceIn(ctx, seat, a.clearing)) return phrase('root.duchy.refusal.tunnel-place', { clearing: clearingPhrase(ctx, a.clearing) });
  const st = ds(ctx.s);
  if (st.tunnels > 0 && a.from !== undefined) return phrase('root.duchy.refusal.tunnel-moved');
  if (st.tunnels === 0 && (a.from === undefined || !tunnelClearings(ctx.s, seat).includes(a.from))) {
    return phrase('root.duchy.refusal.tunnel-from');
  }
  return null;
}

/** Spends the card, moves a tunnel off the map first if all are out, places the tunnel; the move follows. */
function dig(ctx: Ctx, seat: SeatId, a: A<'ud.dig'>): void {
  const st = ds(ctx.s);
  discardFromHand(ctx, seat, a.card, phrase('root.log.duchy.why.dig'));
  if (a.from !== undefined) {
    const old = clearing(ctx.s, a.from);
    old.tokens.splice(old.tokens.findIndex((t) => t.seat === seat && t.kind === TUNNEL), 1);
    st.tunnels += 1;
    emit(ctx, { kind: 'tunnel', seat, text: tunnelWords('moved', where(ctx, a.from)), data: { from: a.from, at: a.from, how: 'moved' } });
  }
  st.tunnels -= 1;
  clearing(ctx.s, a.clearing).tokens.push({ seat, kind: TUNNEL });
  emit(ctx, { kind: 'tunnel', seat, text: tunnelWords('dug', where(ctx, a.clearing)), data: { clearing: a.clearing, at: a.clearing, how: 'dug' } });
  st.act = { kind: 'dig', clearing: a.clearing };
}

/** Why Dig moves only from the Burrow to the clearing just dug. */
const DIG_WHY = phrase('root.duchy.why.dig');

/** A Dig's move: 1–4 warriors from the Burrow to the new tunnel's clearing. */
export function digLimits(id: number): MoveLimits {
  return { from: (x) => x === BURROW, to: (x) => x === id, why: DIG_WHY };
}

export function digMoves(ctx: ReadCtx, seat: SeatId, id: number): RootAction[] {
  return moveOptions(ctx, seat, digLimits(id)).filter((m) => m.n <= DIG_MOST);
}

// ——— Assembly ———

function recruitOk(ctx: ReadCtx, seat: SeatId): boolean {
  return player(ctx, seat).warriors > 0 && mayRecruit(ctx, seat, BURROW);
}

export function enterAssembly(ctx: Ctx): void {
  const st = ds(ctx.s);
  st.actionsLeft = ASSEMBLY_ACTIONS;
  delete st.act;
}

export function settleAssembly(ctx: Ctx): boolean {
  const st = ds(ctx.s);
  if (st.act || st.actionsLeft > 0) return false;
  ctx.s.turn.done = true;
  return true;
}

export function assemblyPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const st = ds(ctx.s);
  if (st.act?.kind === 'dig') {
    const id = st.act.clearing;
    return [{ key: 'dig-move', ...label('root.duchy.prompt.dig-move', { most: DIG_MOST, clearing: clearingPhrase(ctx, id) }), actions: digMoves(ctx, seat, id), targets: [`clearing-${id}`] }];
  }
  const left = { left: st.actionsLeft, of: ASSEMBLY_ACTIONS };
  const build = buildChoices(ctx, seat, true).map((b): RootAction => ({ t: 'ud.build', ...b }));
  return [
    { key: 'build', ...label('root.duchy.prompt.build', left), actions: build, weight: 4 },
    { key: 'recruit', ...label('root.duchy.prompt.recruit', left), actions: recruitOk(ctx, seat) ? [{ t: 'ud.recruit' }] : [], weight: 1 },
    { key: 'move', ...label('root.duchy.prompt.move', left), actions: moveOptions(ctx, seat), weight: 1.5 },
    { key: 'battle', ...label('root.duchy.prompt.battle', left), actions: battleOptions(ctx, seat), weight: 1.5 },
    { key: 'dig', ...label('root.duchy.prompt.dig', left), actions: digChoices(ctx, seat), weight: 2 },
    { key: 'done', pass: true, ...label('root.duchy.prompt.end-assembly'), actions: [{ t: 'done' }], weight: 0.2 },
  ];
}

function took(ctx: Ctx, seat: SeatId, act: Act): void {
  const st = ds(ctx.s);
  st.actionsLeft -= 1;
  emit(ctx, { kind: 'action', seat, text: actionWords(act, st.actionsLeft), data: { act, left: st.actionsLeft } });
}

export function applyAssembly(ctx: Ctx, seat: SeatId, _step: string, a: RootAction): Result<null> {
  const st = ds(ctx.s);
  if (st.act?.kind === 'dig') {
    const id = st.act.clearing;
    if (a.t !== 'move') return err('dig-move', 'dig-finish', { most: DIG_MOST, clearing: clearingPhrase(ctx, id) });
    if (a.n > DIG_MOST) return err('dig-move', 'dig-most', { most: DIG_MOST });
    const bad = checkMove(ctx, seat, a, digLimits(id));
    if (bad) return bad;
    doMove(ctx, seat, a);
    delete st.act;
    return null;
  }
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  if (st.actionsLeft <= 0) return err('no-actions', 'no-actions', { n: ASSEMBLY_ACTIONS });
  switch (a.t) {
    case 'ud.build': {
      const b = a as A<'ud.build'>;
      const why = buildRefusal(ctx, seat, b.card, b.clearing, b.building, true);
      if (why) return err('build', 'build', { why });
      took(ctx, seat, 'build');
      reveal(ctx, seat, b.card, { build: b.clearing });
      placeBuilding(ctx, seat, b.clearing, b.building);
      return null;
    }
    case 'ud.recruit':
      if (!recruitOk(ctx, seat)) return err('recruit', player(ctx, seat).warriors === 0 ? 'no-warriors' : 'recruit-burrow');
      took(ctx, seat, 'recruit');
      placeWarriors(ctx, seat, BURROW, 1, phrase('root.log.duchy.why.recruit'));
      return null;
    case 'move': {
      const bad = checkMove(ctx, seat, a);
      if (bad) return bad;
      took(ctx, seat, 'move');
      doMove(ctx, seat, a);
      return null;
    }
    case 'battle': {
      const bad = checkBattle(ctx, seat, a.clearing, a.defender);
      if (bad) return bad;
      took(ctx, seat, 'battle');
      startBattle(ctx, seat, a.clearing, a.defender, 'assembly');
      return null;
    }
    case 'ud.dig': {
      const d = a as A<'ud.dig'>;
      const why = digRefusal(ctx, seat, d);
      if (why) return refuse('UD/dig', why.id, why.values);
      took(ctx, seat, 'dig');
      dig(ctx, seat, d);
      return null;
    }
    default:
      return err('wrong-step', 'assembly');
  }
}
