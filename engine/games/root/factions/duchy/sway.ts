import type { Result } from '../../../../core/result.ts';
import { phrase, type PhraseValue } from '../../../../core/words.ts';
import { cardPhrase, label, listPhrase, refuse } from '../say.ts';
import { swayWords } from './log.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { hasPieces } from '../../board.ts';
import { cardMatches } from '../../cards.ts';
import type { Suit } from '../../data/autumn-map.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { suitOf } from '../../map.ts';
import { emit, player, score } from '../../ops.ts';
import type { HeldCard } from '../../state.ts';
import { reveal, type A } from './build.ts';
import { CROWN_SPACES, CROWNS_PER_RANK, ministerDef, SWAY_CARDS, type MinisterId } from './data.ts';
import { ds, unswayed } from './state.ts';

/**
 * Sway (12.5.3): once per turn, choose an unswayed minister whose rank still has a crown
 * on the faction board, reveal as many cards as it lists — each matched to a different
 * clearing of its suit where the Duchy has a piece (birds wild; the Burrow, unsuited,
 * never counts) — put a crown of its rank on it and score the space the crown uncovers.
 */

export const SWAY = 'ud-sway';

const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`UD/${code}`, `root.duchy.refusal.${id}`, values);

/** The suits of the clearings holding a Duchy piece, one entry per clearing (never the Burrow). */
function pieceClearingSuits(ctx: ReadCtx, seat: SeatId): Suit[] {
  const out: Suit[] = [];
  for (const c of ctx.s.map) {
    const suit = suitOf(ctx, c.id);
    if (suit !== null && hasPieces(c, seat)) out.push(suit);
  }
  return out;
}

/** True when each card can be matched to a different clearing of its suit (birds wild): a bipartite matching. */
export function cardsMatchClearings(keys: readonly string[], suits: readonly Suit[]): boolean {
  const owner: number[] = suits.map(() => -1);
  const place = (card: number, seen: boolean[]): boolean => {
    for (let j = 0; j < suits.length; j++) {
      if (seen[j] || !cardMatches(keys[card] as string, suits[j] as Suit)) continue;
      seen[j] = true;
      if (owner[j] === -1 || place(owner[j] as number, seen)) {
        owner[j] = card;
        return true;
      }
    }
    return false;
  };
  return keys.every((_, i) => place(i, suits.map(() => false)));
}

/** Ministers the Duchy may sway now: unswayed, with a crown of their rank on the board. */
export function swayable(ctx: ReadCtx): MinisterId[] {
  const st = ds(ctx.s);
  return unswayed(ctx.s).filter((id) => st.crowns[ministerDef(id).rank] > 0);
}

/** Every k-card set of the hand (ids in hand order). */
function cardSets(hand: readonly HeldCard[], k: number): HeldCard[][] {
  const out: HeldCard[][] = [];
  const pick: HeldCard[] = [];
  const walk = (i: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let j = i; j <= hand.length - (k - pick.length); j++) {
      pick.push(hand[j] as HeldCard);
      walk(j + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The legal ways to sway `minister`: sets of cards that match different clearings with Duchy pieces. */
export function swayOptions(ctx: ReadCtx, seat: SeatId, minister: MinisterId): Array<A<'ud.sway'>> {
  const k = SWAY_CARDS[ministerDef(minister).rank];
  const suits = pieceClearingSuits(ctx, seat);
  if (suits.length < k) return [];
  return cardSets(player(ctx, seat).hand, k)
    .filter((set) => cardsMatchClearings(set.map((c) => c.key), suits))
    .map((set) => ({ t: 'ud.sway', minister, cards: set.map((c) => c.id) }));
}

/**
 * Nothing to decide with no crown left for any unswayed minister, or fewer cards in hand
 * than the cheapest of them takes (both public: hand sizes are open).
 */
export function enterSway(ctx: Ctx, seat: SeatId): void {
  const fewest = Math.min(...swayable(ctx).map((id) => SWAY_CARDS[ministerDef(id).rank]));
  if (player(ctx, seat).hand.length < fewest) ctx.s.turn.done = true;
}

const RANK_WEIGHT = { squire: 2, noble: 3, lord: 4 } as const;

export function swayPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const out: Prompt<RootAction>[] = swayable(ctx).map((id) => {
    const m = ministerDef(id);
    return {
      key: `sway-${id}`, ...label('root.duchy.prompt.sway', { minister: phrase(`root.duchy.minister.${id}`), rank: phrase(`root.duchy.rank.${m.rank}`), n: SWAY_CARDS[m.rank] }),
      actions: swayOptions(ctx, seat, id), weight: RANK_WEIGHT[m.rank],
    };
  });
  out.push({ key: 'done', pass: true, ...label('root.duchy.prompt.no-sway'), actions: [{ t: 'done' }], weight: 0.3 });
  return out;
}

export function applySway(ctx: Ctx, seat: SeatId, _step: string, a: RootAction): Result<null> {
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t !== 'ud.sway') return err('wrong-step', 'sway');
  const { minister, cards } = a as A<'ud.sway'>;
  const m = ministerDef(minister);
  const st = ds(ctx.s);
  if (st.swayed.includes(minister)) return err('swayed', 'swayed', { minister: phrase(`root.duchy.minister.${minister}`) });
  if (st.crowns[m.rank] <= 0) return err('no-crown', 'no-crown', { rank: phrase(`root.duchy.rank.${m.rank}`), minister: phrase(`root.duchy.minister.${minister}`) });
  const k = SWAY_CARDS[m.rank];
  if (cards.length !== k) return err('sway-cards', 'sway-cards', { minister: phrase(`root.duchy.minister.${minister}`), n: k });
  if (new Set(cards).size !== cards.length) return err('sway-cards', 'sway-once');
  const hand = player(ctx, seat).hand;
  const held = cards.map((id) => hand.find((c) => c.id === id));
  if (held.some((c) => c === undefined)) return err('not-in-hand', 'sway-hand');
  const keys = (held as HeldCard[]).map((c) => c.key);
  if (!cardsMatchClearings(keys, pieceClearingSuits(ctx, seat))) {
    return err('sway-match', 'sway-match', { cards: listPhrase(keys.map(cardPhrase)) });
  }
  for (const id of cards) reveal(ctx, seat, id, { sway: minister });
  const space = CROWNS_PER_RANK - st.crowns[m.rank];
  st.crowns[m.rank] -= 1;
  st.swayed.push(minister);
  emit(ctx, { kind: 'sway', seat, text: swayWords(minister), data: { minister } });
  score(ctx, seat, CROWN_SPACES.vp[m.rank][space] ?? 0, phrase('root.log.duchy.why.crown', { minister: phrase(`root.duchy.minister.${minister}`) }));
  ctx.s.turn.done = true;
  return null;
}
