import type { Result } from '../../../../core/result.ts';
import { phrase, type PhraseValue } from '../../../../core/words.ts';
import { cardPhrase, clearingPhrase, label, refuse, whoPhrase } from '../say.ts';
import { viewersOf } from '../../../../core/reveals.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { clearing, hasPieces } from '../../board.ts';
import { cardMatches, giveCard, heldCard } from '../../cards.ts';
import { where, Who, who } from '../../describe.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { suitOf } from '../../map.ts';
import { emit, player, removePiece, showTo, tokenPiece } from '../../ops.ts';
import { stepsOf } from '../../turn.ts';
import type { CorvidAction } from './actions.ts';
import { PLOT_TYPES, type PlotType } from './data.ts';
import { CORVIDS, plotIn, plots, vs } from './state.ts';
import { exposureWords } from './log.ts';

/**
 * Exposure (13.2.4), offered to every enemy on its own turn, any number of times, until it
 * begins the last step of its turn (1.4.3): with pieces in a clearing holding a face-down
 * plot, show the Corvids a card matching the clearing (birds are wild) and guess the plot.
 * Wrong: the card goes to the Corvids. Right: the enemy removes the plot (scoring 1 VP as
 * for any enemy token it removes) and keeps the card; a raid removed this way places no
 * warriors. The guess is said aloud, so everyone hears it; only the two of them see the card.
 */

type A<K extends CorvidAction['t']> = Extract<CorvidAction, { t: K }>;
const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`CC/${code}`, `root.corvids.refusal.${id}`, values);

/** Why `seat` may not use Exposure now (a refusal's message id), or null. */
function closed(ctx: ReadCtx, seat: SeatId): string | null {
  const t = ctx.s.turn;
  if (t.phase === 'setup' || t.seat !== seat || ctx.s.stack.length > 0) return 'own-turn';
  const evening = stepsOf(ctx, seat, 'evening');
  if (t.phase === 'evening' && t.step === evening[evening.length - 1]) return 'last-step';
  return null;
}

/** Clearings where `seat` may expose a plot now (face down, with `seat`'s pieces there). */
function targets(ctx: ReadCtx, me: SeatId, seat: SeatId): number[] {
  return plots(ctx.s, me).filter((p) => p.token.faceDown && hasPieces(clearing(ctx.s, p.clearing), seat)).map((p) => p.clearing);
}

export function exposureOptions(ctx: ReadCtx, me: SeatId, seat: SeatId): Array<A<'cc.expose'>> {
  if (closed(ctx, seat)) return [];
  const out: Array<A<'cc.expose'>> = [];
  for (const id of targets(ctx, me, seat)) {
    for (const c of player(ctx, seat).hand) {
      if (!cardMatches(c.key, suitOf(ctx, id))) continue;
      for (const guess of PLOT_TYPES) out.push({ t: 'cc.expose', clearing: id, card: c.id, guess });
    }
  }
  return out;
}

export function exposurePrompts(ctx: ReadCtx, me: SeatId, seat: SeatId): Prompt<RootAction>[] {
  const actions = exposureOptions(ctx, me, seat);
  if (actions.length === 0) return [];
  const where = [...new Set(actions.map((a) => `clearing-${a.clearing}`))];
  return [{ key: 'expose', ...label('root.corvids.prompt.expose', { corvids: whoPhrase(ctx, me) }), actions, targets: where, weight: 0.02 }];
}

export function applyExposure(ctx: Ctx, me: SeatId, seat: SeatId, a: RootAction): Result<null> {
  if (a.t !== 'cc.expose') return err('wrong-step', 'not-now');
  const shut = closed(ctx, seat);
  if (shut) return err('exposure-closed', shut);
  const id = a.clearing as number;
  const plot = plotIn(ctx.s, me, id);
  if (!plot?.faceDown) return err('exposure-plot', 'exposure-plot', { clearing: clearingPhrase(ctx, id) });
  if (!hasPieces(clearing(ctx.s, id), seat)) return err('exposure-pieces', 'exposure-pieces', { clearing: clearingPhrase(ctx, id) });
  const held = heldCard(ctx, seat, a.card as string);
  if (!held) return err('not-in-hand', 'not-in-hand');
  if (!cardMatches(held.key, suitOf(ctx, id))) return err('exposure-card', 'exposure-card', { card: cardPhrase(held.key), clearing: clearingPhrase(ctx, id) });
  const guess = a.guess as string;
  // The Corvids see the card; everyone but the two of them learns it matched the clearing;
  // a right guess shows everyone the plot, and a wrong one tells everyone but the Corvids
  // that it is not of the type guessed, where one of that type could have been there.
  const possible = plots(ctx.s, me).some((p) => p.token.faceDown && p.token.kind === guess) || vs(ctx.s).supply.includes(guess as PlotType);
  showTo(ctx, viewersOf(ctx.s.players.length).filter((v) => v !== seat || plot.kind === guess || possible));
  const said = (right: boolean, card?: string) => exposureWords(Who(ctx, seat), who(ctx, me), where(ctx, id), guess, right, card);
  const data = { clearing: id, guess, of: me, f: CORVIDS };
  if (plot.kind !== guess) {
    emit(ctx, { kind: 'exposure', seat, text: said(false), data: { ...data, right: false } });
    giveCard(ctx, seat, me, held.id, phrase('root.log.corvids.exposure.gave', { Who: whoPhrase(ctx, seat, 'Who'), who: whoPhrase(ctx, me) }));
    return null;
  }
  emit(ctx, {
    kind: 'exposure', seat, text: said(true), data: { ...data, right: true },
    secret: { seats: [seat, me], text: said(true, held.key), data: { ...data, right: true, keep: held.key } },
  });
  delete plot.faceDown;
  removePiece(ctx, { clearing: id, owner: me, piece: tokenPiece(plot), by: seat, cause: 'effect', tag: 'exposure' });
  return null;
}
