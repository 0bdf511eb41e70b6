import type { Result } from '../../../../core/result.ts';
import { phrase, type Phrase, type PhraseValue } from '../../../../core/words.ts';
import { othersThan } from '../../../../core/reveals.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { battleOptions, checkBattle, startBattle } from '../../battle.ts';
import { cardMatches, discardFromHand } from '../../cards.ts';
import { cardDef } from '../../data/base-deck.ts';
import { cardPhrase, label, refuse, suitPhrase } from '../say.ts';
import { englishOf } from '../../phrases.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { checkMove, doMove, hasMove, moveOptions } from '../../move.ts';
import { emit, player, score, showTo } from '../../ops.ts';
import { buildChoices, buildRefusal, placeBuilding, reveal, type A } from './build.ts';
import { ministerWords } from './log.ts';
import { DUCHESS_VP, MINISTER_IDS, ministerDef, TUNNELS, type MinisterId } from './data.ts';
import { CITADEL, ds, MARKET, onMap, tunnelClearings, type DuchyAct, type OrdersAct } from './state.ts';

/**
 * Parliament (12.5.2): the action of each swayed minister once, in any order. The Mayor
 * takes the action of a swayed noble or squire other than itself (never a lord's). A
 * minister whose action needs moves or battles opens them as orders; the Banker spends
 * cards one at a time. Ministers whose action would do nothing now are not offered.
 */

export const PARLIAMENT = 'ud-parliament';

type Minister = A<'ud.minister'>;
const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`UD/${code}`, `root.duchy.refusal.${id}`, values);

/** A minister by name, as a phrase. */
const named = (id: MinisterId): Phrase => phrase(`root.duchy.minister.${id}`);

/** The action's words in English, as the state keeps them: "the Captain", "the Mayor as the Captain" (only the Mayor acts as another). */
function byWords(minister: MinisterId, as: MinisterId): string {
  return englishOf(phrase('root.duchy.by', { mayor: minister === as ? 'no' : 'yes', as: named(as) }));
}

/** `byWords` as a phrase ("The Mayor as the Captain" when `By`): only the Mayor acts as another. */
function byPhrase(by: string, as: MinisterId, id: 'by' | 'By' = 'by'): Phrase {
  return phrase(`root.duchy.${id}`, { mayor: by === byWords(as, as) ? 'no' : 'yes', as: named(as) });
}

/** The Mayor's choices: swayed nobles and squires other than the Mayor (12.5.2.VI). */
export function mayorCopies(ctx: ReadCtx): MinisterId[] {
  return ds(ctx.s).swayed.filter((id) => id !== 'mayor' && ministerDef(id).rank !== 'lord');
}

/** The concrete actions that take `as`'s action, for swayed `minister` (itself, or the Mayor copying). */
export function ministerActions(ctx: ReadCtx, seat: SeatId, minister: MinisterId, as: MinisterId = minister): Minister[] {
  const base: Minister = minister === as ? { t: 'ud.minister', minister } : { t: 'ud.minister', minister, as };
  switch (as) {
    case 'foremole': return buildChoices(ctx, seat, false).map((b) => ({ ...base, ...b }));
    case 'captain': return battleOptions(ctx, seat).length > 0 ? [base] : [];
    case 'marshal': return hasMove(ctx, seat) ? [base] : [];
    case 'brigadier': return hasMove(ctx, seat) || battleOptions(ctx, seat).length > 0 ? [base] : [];
    case 'banker': return player(ctx, seat).hand.length > 0 ? [base] : [];
    case 'mayor': return minister === 'mayor' ? mayorCopies(ctx).flatMap((x) => ministerActions(ctx, seat, 'mayor', x)) : [];
    case 'duchess': return tunnelClearings(ctx.s, seat).length === TUNNELS ? [base] : [];
    case 'baron': return onMap(ctx.s, MARKET) > 0 ? [base] : [];
    case 'earl': return onMap(ctx.s, CITADEL) > 0 ? [base] : [];
  }
}

export function enterParliament(ctx: Ctx): void {
  const st = ds(ctx.s);
  st.used = [];
  delete st.act;
  if (st.swayed.length === 0) ctx.s.turn.done = true;
}

/** Orders with nothing left to do end; Parliament ends once every swayed minister acted. */
export function settleParliament(ctx: Ctx, seat: SeatId): boolean {
  const st = ds(ctx.s);
  const act = st.act;
  if (act?.kind === 'orders') {
    const canMove = act.moves && hasMove(ctx, seat);
    const canBattle = act.battles && battleOptions(ctx, seat).length > 0;
    if (act.left > 0 && (canMove || canBattle)) return false;
    delete st.act;
    return true;
  }
  if (act?.kind === 'banker') {
    // Without a card left to spend (an Exposure may have given the last one away), the
    // Banker's action is over, whatever it spent. Whether it goes on tells everyone else
    // whether the Duchy still hold a card of its suit (not when any card would do).
    const hand = player(ctx, seat).hand.length;
    if (act.suit !== null && hand > 0) showTo(ctx, othersThan(ctx.s.players.length, seat));
    if (bankCards(ctx, seat, act).length > 0) return false;
    delete st.act;
    return true;
  }
  if (act || st.swayed.some((id) => !st.used.includes(id))) return false;
  ctx.s.turn.done = true;
  return true;
}

function bankCards(ctx: ReadCtx, seat: SeatId, act: Extract<DuchyAct, { kind: 'banker' }>): string[] {
  return player(ctx, seat).hand.filter((c) => act.suit === null || cardMatches(c.key, act.suit)).map((c) => c.id);
}

export function parliamentPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const st = ds(ctx.s);
  const act = st.act;
  if (act?.kind === 'orders') {
    const what = { what: ordersWhat(act), left: act.left, by: byPhrase(act.by, act.cause, 'By') };
    return [
      { key: 'move', ...label('root.duchy.prompt.orders-move', what), actions: act.moves ? moveOptions(ctx, seat) : [], weight: 2 },
      { key: 'battle', ...label('root.duchy.prompt.orders-battle', what), actions: act.battles ? battleOptions(ctx, seat) : [], weight: 2 },
      { key: 'done', pass: true, ...label('root.duchy.prompt.orders-end', { by: byPhrase(act.by, act.cause) }), actions: [{ t: 'done' }], weight: 0.2 },
    ];
  }
  if (act?.kind === 'banker') {
    const out: Prompt<RootAction>[] = [{
      key: 'bank', ...label('root.duchy.prompt.bank', { by: byPhrase(act.by, 'banker', 'By'), suit: act.suit ?? 'none', name: suitPhrase(act.suit ?? 'none'), n: act.spent }),
      actions: bankCards(ctx, seat, act).map((card): RootAction => ({ t: 'ud.bank', card })), weight: 1,
    }];
    if (act.spent > 0) out.push({ key: 'done', pass: true, ...label('root.duchy.prompt.stop-spending'), actions: [{ t: 'done' }], weight: 1 });
    return out;
  }
  const out: Prompt<RootAction>[] = [];
  // In the board's order (squires, nobles, lords), whatever order they were swayed in.
  for (const id of MINISTER_IDS) {
    if (!st.swayed.includes(id) || st.used.includes(id)) continue;
    out.push({ key: `minister-${id}`, ...label('root.duchy.prompt.minister', { minister: named(id), does: phrase(`root.duchy.does.${id}`) }), actions: ministerActions(ctx, seat, id), weight: 3 });
  }
  out.push({ key: 'done', pass: true, ...label('root.duchy.prompt.end-parliament'), actions: [{ t: 'done' }], weight: 0.2 });
  return out;
}

/** What orders allow now: both (moves or battles), a move, or a battle. */
const ordersWhat = (act: OrdersAct): string => (act.moves && act.battles ? 'both' : act.moves ? 'move' : 'battle');

export function applyParliament(ctx: Ctx, seat: SeatId, _step: string, a: RootAction): Result<null> {
  const st = ds(ctx.s);
  const act = st.act;
  if (act?.kind === 'orders') return applyOrders(ctx, seat, act, a);
  if (act?.kind === 'banker') return applyBank(ctx, seat, act, a);
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t !== 'ud.minister') return err('wrong-step', 'parliament');
  return takeMinister(ctx, seat, a as Minister);
}

/** Why the minister may not act now: a message id of the Duchy's refusals and its values, or null. */
function ministerRefusal(ctx: ReadCtx, m: Minister): { id: string; values?: Readonly<Record<string, PhraseValue>> } | null {
  const st = ds(ctx.s);
  const minister = named(m.minister);
  if (!st.swayed.includes(m.minister)) return { id: 'not-swayed', values: { minister } };
  if (st.used.includes(m.minister)) return { id: 'used', values: { minister } };
  if (m.as !== undefined && m.minister !== 'mayor') return { id: 'only-mayor' };
  if (m.minister === 'mayor') {
    if (m.as === undefined || m.as === 'mayor') return { id: 'mayor-own' };
    if (ministerDef(m.as).rank === 'lord') return { id: 'mayor-lord', values: { minister: named(m.as) } };
    if (!st.swayed.includes(m.as)) return { id: 'mayor-swayed', values: { minister: named(m.as) } };
  }
  return null;
}

function takeMinister(ctx: Ctx, seat: SeatId, m: Minister): Result<null> {
  const refused = ministerRefusal(ctx, m);
  if (refused) return err('minister', refused.id, refused.values);
  const as = m.as ?? m.minister;
  const by = byWords(m.minister, as);
  if (as === 'foremole') {
    if (m.card === undefined || m.clearing === undefined || m.building === undefined) return err('foremole', 'foremole');
    const why = buildRefusal(ctx, seat, m.card, m.clearing, m.building, false);
    if (why) return err('foremole', 'foremole-why', { why });
  } else if (m.card !== undefined || m.clearing !== undefined || m.building !== undefined) {
    return err('minister', 'no-card', { minister: named(as) });
  } else if (ministerActions(ctx, seat, m.minister, as).length === 0) {
    return err('minister-idle', 'minister-idle', { by: byPhrase(by, as, 'By'), does: phrase(`root.duchy.does.${as}`) });
  }
  ds(ctx.s).used.push(m.minister);
  emit(ctx, { kind: 'minister', seat, text: ministerWords(m.minister, as), data: { minister: m.minister, as } });
  switch (as) {
    case 'foremole':
      reveal(ctx, seat, m.card as string, { minister: m.minister, as });
      placeBuilding(ctx, seat, m.clearing as number, m.building as 'citadel' | 'market', { minister: m.minister, as });
      return null;
    case 'captain': ds(ctx.s).act = { kind: 'orders', by, cause: 'captain', moves: false, battles: true, left: 1 }; return null;
    case 'marshal': ds(ctx.s).act = { kind: 'orders', by, cause: 'marshal', moves: true, battles: false, left: 1 }; return null;
    case 'brigadier': ds(ctx.s).act = { kind: 'orders', by, cause: 'brigadier', moves: true, battles: true, left: 2 }; return null;
    case 'banker': ds(ctx.s).act = { kind: 'banker', by, suit: null, spent: 0 }; return null;
    case 'duchess': score(ctx, seat, DUCHESS_VP, phrase('root.log.duchy.why.duchess', { by: byPhrase(by, as) })); return null;
    case 'baron': score(ctx, seat, onMap(ctx.s, MARKET), phrase('root.log.duchy.why.baron', { by: byPhrase(by, as) })); return null;
    case 'earl': score(ctx, seat, onMap(ctx.s, CITADEL), phrase('root.log.duchy.why.earl', { by: byPhrase(by, as) })); return null;
    default: return err('minister', 'mayor');
  }
}

function applyOrders(ctx: Ctx, seat: SeatId, act: OrdersAct, a: RootAction): Result<null> {
  if (a.t === 'done') {
    delete ds(ctx.s).act;
    return null;
  }
  if (a.t === 'move' && act.moves) {
    const bad = checkMove(ctx, seat, a);
    if (bad) return bad;
    doMove(ctx, seat, a);
    act.left -= 1;
    act.battles = false;
  } else if (a.t === 'battle' && act.battles) {
    const bad = checkBattle(ctx, seat, a.clearing, a.defender);
    if (bad) return bad;
    act.left -= 1;
    act.moves = false;
    startBattle(ctx, seat, a.clearing, a.defender, act.cause);
  } else {
    return err('orders', 'orders', { by: byPhrase(act.by, act.cause, 'By'), what: ordersWhat(act) });
  }
  if (act.left <= 0) delete ds(ctx.s).act;
  return null;
}

function applyBank(ctx: Ctx, seat: SeatId, act: Extract<DuchyAct, { kind: 'banker' }>, a: RootAction): Result<null> {
  if (a.t === 'done') {
    if (act.spent === 0) return err('bank', 'bank-one');
    delete ds(ctx.s).act;
    return null;
  }
  if (a.t !== 'ud.bank') return err('bank', 'bank');
  const card = (a as A<'ud.bank'>).card;
  const held = player(ctx, seat).hand.find((c) => c.id === card);
  if (!held) return err('bank', 'not-in-hand');
  if (!bankCards(ctx, seat, act).includes(card)) return err('bank', 'bank-suit', { card: cardPhrase(held.key), suit: suitPhrase(String(act.suit)) });
  discardFromHand(ctx, seat, card, phrase('root.log.duchy.why.bank-card', { by: byPhrase(act.by, 'banker') }));
  act.spent += 1;
  const suit = cardDef(held.key).suit;
  if (act.suit === null && suit !== 'bird') act.suit = suit;
  score(ctx, seat, 1, phrase('root.log.duchy.why.bank', { by: byPhrase(act.by, 'banker'), n: act.spent }));
  return null;
}
