/**
 * `apply` of the Forest (seed 000; README.md): checks that the seat is the one whose turn
 * it is (arranging one's own tableau excepted: the order of a tableau never matters, so a
 * player may arrange it at any time) and runs the rule.
 */
import type { Applied } from '../../core/module.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { shownBetween } from '../../core/reveals.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import { flipCard } from '../../table/deck.ts';
import type { Act, ForestAction } from './actions.ts';
import { joinEffect, resolveAmbush } from './effects.ts';
import { discardAsTheyLie, drawFromBottom } from './forest-deck.ts';
import { checkMap, fallWhileDrawing, passTurn } from './flow.ts';
import { arrangeWords, assignWords, completeNowWords, drawWords, placeWords, turnOverWords } from './log-lines.ts';
import { clampToTableau, freeSlot } from './layout.ts';
import { entriesOf, mapComplete, missingIcons } from './map.ts';
import { resolveEncounter } from './encounter.ts';
import { done, downId, fail, log, placedCard, seatName, strategyOf, traveller, upDef, upId, type Ctx } from './ops.ts';
import { forestSecrets } from './scramble.ts';
import type { ForestState, Turn } from './state.ts';
import { sideSaid } from './words.ts';

export function applyForest(draft: ForestState, seat: SeatId, action: ForestAction, rng: Rng): Result<Applied<ForestState>> {
  const c: Ctx = { s: draft, rng, ev: [] };
  if (draft.result) return fail('over', 'forest.refusal.over');
  const hidden = forestSecrets(draft);
  const err = action.t === 'arrange' ? arrange(c, seat, action) : onTurn(c, seat, action);
  return err ?? done(c, shownBetween(draft.seats, hidden, forestSecrets(draft)));
}

function onTurn(c: Ctx, seat: SeatId, action: Exclude<ForestAction, { t: 'arrange' }>): RuleError | null {
  const turn = c.s.turn;
  if (!turn || turn.seat !== seat) return turn ? fail('not-your-turn', 'forest.refusal.notYourTurn', { seat: seatName(turn.seat) }) : fail('not-your-turn', 'forest.refusal.nobodysTurn');
  if (action.t === 'turnOver') return turnOver(c, turn, action);
  if (turn.pending) return fail('turn-over-first', 'forest.refusal.turnOverFirst');
  switch (action.t) {
    case 'draw': return draw(c, turn);
    case 'place': return place(c, turn, action);
    case 'assign': return assign(c, turn, action);
  }
}

/** Why a player may not draw: the refusal's code, and its message with values. */
type Block = readonly [code: string, id: string, values?: Readonly<Record<string, string | number>>];

/** Why `turn`'s player may not draw now, or null when they may (worded only when refused: prompts ask at every step). */
export function drawBlock(s: ForestState, turn: Turn): Block | null {
  const t = traveller(s, turn.seat);
  if (turn.pending) return ['turn-over-first', 'forest.refusal.turnOverFirst'];
  if (mapComplete(t)) return ['map-complete', 'forest.refusal.mapComplete'];
  if (turn.snared) return ['snared', 'forest.refusal.snared'];
  // Seed 000: Strategy counts the draws made in this Draw & Choose, not the cards still held.
  const limit = strategyOf(t);
  if (turn.draws >= limit) return ['strategy-limit', 'forest.refusal.strategyLimit', { n: turn.draws, limit: String(limit) }];
  if (s.deck.length + s.discard.length === 0) return ['no-cards', 'forest.refusal.noCardsPlace'];
  return null;
}

/** Why `turn`'s player may not draw now, as a refusal, or null when they may. */
export function whyNoDraw(s: ForestState, turn: Turn): RuleError | null {
  const block = drawBlock(s, turn);
  return block === null ? null : fail(...block);
}

/** Seed 000, Draw & Choose: the bottom card; an Ambush on its drawn side strikes at once. */
function draw(c: Ctx, turn: Turn): RuleError | null {
  const why = whyNoDraw(c.s, turn);
  if (why) return why;
  const card = drawFromBottom(c);
  if (!card) return fail('no-cards', 'forest.refusal.noCards');
  turn.drawn.push(card);
  turn.draws++;
  const t = traveller(c.s, turn.seat);
  log(c, 'draw', drawWords(turn.seat, upId(card), turn.draws, strategyOf(t)), { card: card.id, side: upId(card), drawn: turn.draws, limit: strategyOf(t) }, turn.seat);
  resolveAmbush(c, turn.seat, card);
  if (t.health <= 0) fallWhileDrawing(c, turn.seat);
  return null;
}

function wildCheck(side: ReturnType<typeof upDef>, as: string | undefined): RuleError | null {
  if (side.icon === 'wild' && as === undefined) return fail('choose-direction', 'forest.refusal.chooseDirection', { name: sideSaid(side.id).words });
  if (side.icon !== 'wild' && as !== undefined) return fail('not-wild', 'forest.refusal.notWild', { name: sideSaid(side.id).words });
  return null;
}

/** Seed 000, Place & Check: the chosen card joins, the others go to the discard as drawn, the effect activates, the map is checked. */
function place(c: Ctx, turn: Turn, a: Act<'place'>): RuleError | null {
  const card = turn.drawn.find((d) => d.id === a.card);
  if (!card) return turn.drawn.length === 0 ? fail('draw-first', 'forest.refusal.drawFirst') : fail('not-drawn', 'forest.refusal.notDrawn');
  const side = upDef(card);
  const bad = wildCheck(side, a.as);
  if (bad) return bad;
  const t = traveller(c.s, turn.seat);
  const at = a.x !== undefined && a.z !== undefined ? clampToTableau(a.x, a.z) : freeSlot(t.tableau);
  const placed = { card, ...at, as: a.as ?? null };
  t.tableau.push(placed);
  const others = turn.drawn.filter((d) => d.id !== card.id);
  turn.drawn = [];
  turn.draws = 0;
  turn.snared = false;
  discardAsTheyLie(c, others);
  c.s.counts.placements++;
  const discardedSides = others.map(upId);
  log(c, 'place', placeWords(turn.seat, side.id, a.as ?? null, discardedSides), {
    card: card.id, side: side.id, discarded: others.map((d) => d.id), discardedSides, as: a.as ?? null,
  }, turn.seat);
  joinEffect(c, turn.seat, placed);
  if (!turn.pending) checkMap(c, turn.seat);
  return null;
}

/** Seed 000, wild icons: (re)assigned at any time of one's turn, to any direction, needed or not. */
function assign(c: Ctx, turn: Turn, a: Act<'assign'>): RuleError | null {
  const t = traveller(c.s, turn.seat);
  const placed = placedCard(t, a.card);
  if (!placed) return fail('not-in-tableau', 'forest.refusal.notInTableau');
  const side = upId(placed.card);
  if (upDef(placed.card).icon !== 'wild') return fail('not-wild', 'forest.refusal.notWild', { name: sideSaid(side).words });
  if (placed.as === a.as) return fail('same-direction', 'forest.refusal.sameDirection', { dir: a.as });
  placed.as = a.as;
  const missing = missingIcons(t.map, entriesOf(t.tableau));
  log(c, 'assign', assignWords(turn.seat, side, a.as, missing), { card: a.card, as: a.as, side, missing }, turn.seat);
  // With no card in hand the map is checked at once: complete, the phase is over.
  if (turn.drawn.length === 0 && missing.length === 0) {
    log(c, 'complete', completeNowWords(turn.seat), undefined, turn.seat);
    resolveEncounter(c, turn.seat, 'complete');
    passTurn(c, turn.seat);
  }
  return null;
}

/** Wayfinder's Cairn: another tableau card turned over (its new side neither ambushes nor activates: it was not drawn and did not join). */
function turnOver(c: Ctx, turn: Turn, a: Act<'turnOver'>): RuleError | null {
  const pending = turn.pending;
  if (!pending) return fail('nothing-to-turn', 'forest.refusal.nothingToTurn');
  const t = traveller(c.s, turn.seat);
  const placed = placedCard(t, a.card);
  if (!placed || a.card === pending.source) return fail('not-in-tableau', 'forest.refusal.turnAnother');
  const flipped = flipCard(placed.card);
  const side = upDef(flipped);
  const bad = wildCheck(side, a.as);
  if (bad) return bad;
  placed.card = flipped;
  placed.as = a.as ?? null;
  turn.pending = null;
  log(c, 'turn-over', turnOverWords(turn.seat, downId(flipped), upId(flipped), a.as ?? null), { card: a.card, side: upId(flipped), was: downId(flipped), as: a.as ?? null }, turn.seat);
  checkMap(c, turn.seat);
  return null;
}

/** Seed 000: the tableau's order does not matter; its owner lays the cards anywhere in their area. */
function arrange(c: Ctx, seat: SeatId, a: Act<'arrange'>): RuleError | null {
  const t = c.s.travellers[seat];
  const placed = t ? placedCard(t, a.card) : undefined;
  if (!placed) return fail('not-in-tableau', 'forest.refusal.notYours');
  const at = clampToTableau(a.x, a.z);
  if (at.x === placed.x && at.z === placed.z) return fail('same-place', 'forest.refusal.samePlace');
  placed.x = at.x;
  placed.z = at.z;
  log(c, 'arrange', arrangeWords(seat, upId(placed.card)), { card: a.card, x: at.x, z: at.z, side: upId(placed.card) }, seat);
  return null;
}

