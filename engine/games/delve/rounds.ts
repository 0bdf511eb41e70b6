/**
 * The round: card selection (sealed, every player at once), the reveal with the monsters'
 * card, turns in initiative order, cleanup (round bonuses end, short rests), the next round.
 * Exhaustion is checked as a round begins (seed: fewer than two cards in hand and fewer
 * than two in the discard) and whenever a character's health reaches 0; the exhausted
 * character's active cards leave play with it.
 */
import { isRuleError, type Result } from '../../core/result.ts';
import type { GameEvent, SeatId } from '../../core/types.ts';
import { openSealed, seal, unseal, type SealedLines } from '../../table/sealed.ts';
import { sayPhrase } from '../../core/words.ts';
import { cardDef, monsterCardDef } from './content/index.ts';
import { lineText } from './log-text.ts';
import { runMonsters } from './monsters.ts';
import { charAt, living, log, take, type Ctx } from './ops.ts';
import type { Character, DelveState, OrderEntry, Selection } from './state.ts';
import { delveSay, no, whoPhrase } from './words.ts';

/** Initiative of a long rest (seed). */
export const LONG_REST_INITIATIVE = 99;

/** Whether a character can take part in a round: two cards to play, or two discarded to rest on. */
export function canGoOn(c: Character): boolean {
  return c.hand.length >= 2 || c.discard.length >= 2;
}

/** Takes a character out of the scenario; true when that was the last one (defeat). */
export function exhaust(ctx: Ctx, c: Character, by: 'cards' | 'health'): boolean {
  if (c.exhausted) return false;
  c.exhausted = true;
  c.exhaustedBy = by;
  c.at = null;
  c.health = Math.max(0, c.health);
  c.lost.push(...c.played);
  c.played = [];
  log(ctx, 'exhausted', { char: c.id, by }, c.seat);
  // Its active cards leave play with it: their bonuses end, each goes on to its pile (seed 003).
  for (const a of [...c.active]) {
    retire(c, a.card, a.lost);
    log(ctx, 'card-placed', { card: a.card, leaves: a.lost ? 'lost' : 'discard' }, c.seat);
  }
  c.shield = 0;
  c.retaliate = 0;
  for (const o of ctx.s.order) if (o.kind === 'character' && o.seat === c.seat) o.done = true;
  if (living(ctx.s).length === 0) {
    // words-ok: kept in the state as it always was (its golden digest); players read the outcome worded from its kind
    ctx.s.result = { victory: false, reason: 'every character is exhausted' };
    ctx.s.phase = 'over';
    ctx.s.turn = null;
    log(ctx, 'defeat', { round: ctx.s.round });
    return true;
  }
  return false;
}

/** Starts card selection for the round in `s.round`, after the exhaustion check. */
export function openSelection(ctx: Ctx): void {
  const { s } = ctx;
  for (const c of living(s)) {
    if (!canGoOn(c) && exhaust(ctx, c, 'cards')) return;
  }
  s.phase = 'select';
  s.order = [];
  s.turn = null;
  s.sealed = openSealed(living(s).map((c) => c.seat));
  log(ctx, 'round', { round: s.round });
}

/** What a seat may choose now (for the rules and the prompts). */
export function selectionOptions(c: Character): { play: boolean; rest: boolean } {
  return { play: c.hand.length >= 2, rest: c.discard.length >= 2 };
}

/** "Warden (Seat 1)" in English, kept in the reveal line's data as it always was. */
const whoText = (c: Character): string => sayPhrase(whoPhrase(c.id, c.seat), delveSay);

/** The sealed choice's lines: public (who has chosen) and the holder's (what), worded from their data. */
function sealedLines(s: DelveState): SealedLines<Selection> {
  return {
    chosen: (seat, changed) => {
      const data = { char: charAt(s, seat).id, changed: changed ? 1 : 0 };
      return { text: lineText('sealed', data, seat), data };
    },
    mine: (seat, sel, changed) => {
      const data = 'rest' in sel
        ? { char: charAt(s, seat).id, changed: changed ? 1 : 0, rest: 1 }
        : { char: charAt(s, seat).id, changed: changed ? 1 : 0, lead: sel.cards[0], other: sel.cards[1], initiative: cardDef(sel.cards[0]).initiative };
      return { text: lineText('sealed', data, seat), data };
    },
  };
}

/** A seat's sealed choice; the last one in reveals the round. */
export function choose(ctx: Ctx, seat: SeatId, sel: Selection): Result<void> {
  const { s } = ctx;
  if (s.phase !== 'select') return no('delve/not-selecting', 'notSelecting');
  const c = charAt(s, seat);
  const can = selectionOptions(c);
  if ('rest' in sel) {
    if (!can.rest) return no('delve/no-rest', 'noRest');
  } else {
    if (!can.play) return no('delve/must-rest', 'mustRest');
    const [a, b] = sel.cards;
    if (a === b) return no('delve/same-card', 'sameCard');
    if (!c.hand.includes(a) || !c.hand.includes(b)) return no('delve/not-in-hand', 'notInHand');
  }
  if (!s.sealed.waiting.includes(seat)) return no('sealed/not-deciding', 'notDeciding', { who: whoPhrase(c.id, seat) });
  const event = seal(s.sealed, seat, sel, sealedLines(s));
  if (isRuleError(event)) return event;
  ctx.ev.push(event);
  if (s.sealed.waiting.every((x) => Object.hasOwn(s.sealed.choices, String(x)))) reveal(ctx);
  return undefined;
}

/**
 * Initiative order (README, "Initiative"): lower first; at a tie characters act before the
 * monsters; between characters the lower initiative of the other card goes first, then the
 * lower seat.
 */
export function compareEntries(a: OrderEntry, b: OrderEntry): number {
  if (a.initiative !== b.initiative) return a.initiative - b.initiative;
  if (a.kind !== b.kind) return a.kind === 'character' ? -1 : 1;
  if (a.kind === 'character' && b.kind === 'character') return a.second - b.second || a.seat - b.seat;
  return 0;
}

function drawMonsterCard(ctx: Ctx): string {
  const { s, rng } = ctx;
  if (s.deck.draw.length === 0) {
    s.deck.draw = rng.shuffle(s.deck.discard.splice(0));
    ctx.ev.push({ kind: 'shuffle', text: lineText('shuffle', {}), hidden: { type: 'shuffle', container: 'monster-deck', result: [...s.deck.draw] } });
  }
  const card = s.deck.draw.shift() as string;
  s.deck.current = card;
  return card;
}

function reveal(ctx: Ctx): void {
  const { s } = ctx;
  const revealed = unseal(s.sealed);
  if (isRuleError(revealed)) return;
  const order: OrderEntry[] = [];
  const plays: Array<Record<string, unknown>> = [];
  for (const { seat, choice } of revealed) {
    const c = charAt(s, seat);
    if ('rest' in choice) {
      c.resting = true;
      order.push({ kind: 'character', seat, initiative: LONG_REST_INITIATIVE, second: LONG_REST_INITIATIVE, done: false });
      plays.push({ seat, char: c.id });
    } else {
      const [lead, other] = choice.cards;
      take(c.hand, lead);
      take(c.hand, other);
      c.played = [lead, other];
      c.revealed = [lead, other];
      order.push({ kind: 'character', seat, initiative: cardDef(lead).initiative, second: cardDef(other).initiative, done: false });
      plays.push({ seat, char: c.id, lead, a: cardDef(lead).initiative, other, b: cardDef(other).initiative });
    }
  }
  const drawn = monsterCardDef(drawMonsterCard(ctx));
  order.push({ kind: 'monsters', initiative: drawn.initiative, done: false });
  s.order = order.sort(compareEntries);
  s.phase = 'turns';
  const slots = s.order.map((o) => (o.kind === 'monsters' ? { initiative: o.initiative } : { seat: o.seat, char: charAt(s, o.seat).id, initiative: o.initiative }));
  const sequence = s.order.map((o) => (o.kind === 'monsters' ? `monsters ${o.initiative}` : `${whoText(charAt(s, o.seat))} ${o.initiative}`));
  const data = { round: s.round, order: sequence, plays, card: drawn.id };
  ctx.ev.push({ kind: 'reveal', text: lineText('reveal', data), data } satisfies GameEvent);
  log(ctx, 'order', { slots });
  advance(ctx);
}

/** Runs the order on from the first slot not done: monsters act at once, a character's turn waits for its player. */
export function advance(ctx: Ctx): void {
  const { s } = ctx;
  for (;;) {
    if (s.phase === 'over') return;
    const next = s.order.find((o) => !o.done);
    if (!next) return startCleanup(ctx);
    if (next.kind === 'monsters') {
      next.done = true;
      runMonsters(ctx);
      continue;
    }
    const c = charAt(s, next.seat);
    if (c.exhausted) {
      next.done = true;
      continue;
    }
    s.turn = { seat: c.seat, stage: c.resting ? 'rest' : 'pick', used: [], doing: null, extraMove: 0, sharpen: 0 };
    log(ctx, 'turn', c.resting ? { char: c.id, rest: 1 } : { char: c.id, initiative: next.initiative }, c.seat);
    return;
  }
}

/** Ends the current character's turn and runs the order on. */
export function endTurn(ctx: Ctx): void {
  const { s } = ctx;
  const t = s.turn;
  if (!t) return;
  const slot = s.order.find((o) => o.kind === 'character' && o.seat === t.seat);
  if (slot) slot.done = true;
  s.turn = null;
  advance(ctx);
}

/** Moves an active card on to its pile. */
export function retire(c: Character, card: string, lost: boolean): void {
  c.active = c.active.filter((a) => a.card !== card);
  (lost ? c.lost : c.discard).push(card);
}

/** Cleanup: round bonuses end, the monster card is discarded (and the deck shuffled when it says so), short rests are offered. */
function startCleanup(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'cleanup';
  s.turn = null;
  for (const c of s.chars) {
    for (const a of c.active.filter((x) => x.until === 'round')) retire(c, a.card, a.lost);
    c.shield = 0;
    c.retaliate = 0;
    c.resting = false;
    c.revealed = [];
  }
  const current = s.deck.current;
  if (current) {
    s.deck.discard.push(current);
    s.deck.current = null;
    if (monsterCardDef(current).shuffle) {
      s.deck.draw = ctx.rng.shuffle([...s.deck.draw, ...s.deck.discard.splice(0)]);
      const data = { card: current };
      ctx.ev.push({ kind: 'shuffle', text: lineText('shuffle', data), data, hidden: { type: 'shuffle', container: 'monster-deck', result: [...s.deck.draw] } });
    }
  }
  s.cleanup = { waiting: living(s).filter((c) => c.discard.length >= 2).map((c) => c.seat), rests: {} };
  if (s.cleanup.waiting.length > 0) {
    log(ctx, 'cleanup', { round: s.round });
  } else nextRound(ctx);
}

/** The next round begins with card selection. */
export function nextRound(ctx: Ctx): void {
  const { s } = ctx;
  s.cleanup = { waiting: [], rests: {} };
  if (s.phase === 'over') return;
  s.round++;
  openSelection(ctx);
}
