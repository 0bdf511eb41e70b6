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
import { joinEffect, resolveAmbush, sideWords } from './effects.ts';
import { discardAsTheyLie, drawFromBottom } from './forest-deck.ts';
import { checkMap, fallWhileDrawing, passTurn } from './flow.ts';
import { clampToTableau, freeSlot } from './layout.ts';
import { entriesOf, mapComplete, missingIcons } from './map.ts';
import { resolveEncounter } from './encounter.ts';
import {
  cardName, DIR_NAMES, done, downId, fail, listing, log, placedCard, plural, seatName, strategyOf, traveller, upDef, upId, type Ctx,
} from './ops.ts';
import { forestSecrets } from './scramble.ts';
import type { ForestState, Turn } from './state.ts';

export function applyForest(draft: ForestState, seat: SeatId, action: ForestAction, rng: Rng): Result<Applied<ForestState>> {
  const c: Ctx = { s: draft, rng, ev: [] };
  if (draft.result) return fail('over', 'The journey is over.');
  const hidden = forestSecrets(draft);
  const err = action.t === 'arrange' ? arrange(c, seat, action) : onTurn(c, seat, action);
  return err ?? done(c, shownBetween(draft.seats, hidden, forestSecrets(draft)));
}

function onTurn(c: Ctx, seat: SeatId, action: Exclude<ForestAction, { t: 'arrange' }>): RuleError | null {
  const turn = c.s.turn;
  if (!turn || turn.seat !== seat) return fail('not-your-turn', `It is ${turn ? seatName(turn.seat) : 'nobody'}'s turn.`);
  if (action.t === 'turnOver') return turnOver(c, turn, action);
  if (turn.pending) return fail('turn-over-first', "Wayfinder's Cairn asks first: turn over another card of your tableau.");
  switch (action.t) {
    case 'draw': return draw(c, turn);
    case 'place': return place(c, turn, action);
    case 'assign': return assign(c, turn, action);
  }
}

/** Why `turn`'s player may not draw now, or null when they may. */
export function whyNoDraw(s: ForestState, turn: Turn): RuleError | null {
  const t = traveller(s, turn.seat);
  if (turn.pending) return fail('turn-over-first', "Wayfinder's Cairn asks first: turn over another card of your tableau.");
  if (mapComplete(t)) return fail('map-complete', 'Your map is complete: no more drawing in this phase. Place one of your drawn cards.');
  if (turn.snared) return fail('snared', 'The Briar Snare stopped your drawing: place one of your drawn cards.');
  // Seed 000: Strategy counts the draws made in this Draw & Choose, not the cards still held.
  const limit = strategyOf(t);
  if (turn.draws >= limit) return fail('strategy-limit', `You have drawn ${plural(turn.draws, 'card')} this Draw & Choose, as many as your Strategy (${limit}): place one of your drawn cards.`);
  if (s.deck.length + s.discard.length === 0) return fail('no-cards', 'Neither the Forest Deck nor its discard holds a card: place one of your drawn cards.');
  return null;
}

/** Seed 000, Draw & Choose: the bottom card; an Ambush on its drawn side strikes at once. */
function draw(c: Ctx, turn: Turn): RuleError | null {
  const why = whyNoDraw(c.s, turn);
  if (why) return why;
  const card = drawFromBottom(c);
  if (!card) return fail('no-cards', 'Neither the Forest Deck nor its discard holds a card.');
  turn.drawn.push(card);
  turn.draws++;
  const t = traveller(c.s, turn.seat);
  log(c, 'draw', `${seatName(turn.seat)} draws ${cardName(card)} from the bottom of the Forest Deck: ${turn.draws} of ${strategyOf(t)} drawn.`,
    { card: card.id, side: upId(card), drawn: turn.draws, limit: strategyOf(t) }, turn.seat);
  resolveAmbush(c, turn.seat, card);
  if (t.health <= 0) fallWhileDrawing(c, turn.seat);
  return null;
}

function wildCheck(side: ReturnType<typeof upDef>, as: string | undefined, name: string): RuleError | null {
  if (side.icon === 'wild' && as === undefined) return fail('choose-direction', `${name} has a wild icon: choose the direction it stands for.`);
  if (side.icon !== 'wild' && as !== undefined) return fail('not-wild', `${name} has no wild icon to assign.`);
  return null;
}

/** Seed 000, Place & Check: the chosen card joins, the others go to the discard as drawn, the effect activates, the map is checked. */
function place(c: Ctx, turn: Turn, a: Act<'place'>): RuleError | null {
  const card = turn.drawn.find((d) => d.id === a.card);
  if (!card) return fail(turn.drawn.length === 0 ? 'draw-first' : 'not-drawn', turn.drawn.length === 0 ? 'Draw a card first: only drawn cards can be placed.' : 'That card is not among your drawn cards.');
  const side = upDef(card);
  const bad = wildCheck(side, a.as, side.name);
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
  const as = a.as ? `, its wild icon standing for ${DIR_NAMES[a.as]}` : '';
  const rest = others.length > 0 ? `; ${listing(others.map(cardName))} ${others.length > 1 ? 'go' : 'goes'} to the discard as drawn` : '';
  log(c, 'place', `${seatName(turn.seat)} places ${cardName(card)} in the tableau${as}${rest}.`, { card: card.id, side: side.id, discarded: others.map((d) => d.id) }, turn.seat);
  joinEffect(c, turn.seat, placed);
  if (!turn.pending) checkMap(c, turn.seat);
  return null;
}

/** Seed 000, wild icons: (re)assigned at any time of one's turn, to any direction, needed or not. */
function assign(c: Ctx, turn: Turn, a: Act<'assign'>): RuleError | null {
  const t = traveller(c.s, turn.seat);
  const placed = placedCard(t, a.card);
  if (!placed) return fail('not-in-tableau', 'That card is not in your tableau.');
  if (upDef(placed.card).icon !== 'wild') return fail('not-wild', `${upDef(placed.card).name} has no wild icon to assign.`);
  if (placed.as === a.as) return fail('same-direction', `That wild icon already stands for ${DIR_NAMES[a.as]}.`);
  placed.as = a.as;
  const missing = missingIcons(t.map, entriesOf(t.tableau)).map((d) => DIR_NAMES[d]);
  log(c, 'assign', `${seatName(turn.seat)}'s ${upDef(placed.card).name} now stands for ${DIR_NAMES[a.as]}${missing.length > 0 ? `; the map still needs ${listing(missing)}` : '; the map is complete'}.`, { card: a.card, as: a.as }, turn.seat);
  // With no card in hand the map is checked at once: complete, the phase is over.
  if (turn.drawn.length === 0 && missing.length === 0) {
    log(c, 'complete', `${seatName(turn.seat)}'s map is complete: no more drawing this round.`, undefined, turn.seat);
    resolveEncounter(c, turn.seat, 'complete');
    passTurn(c, turn.seat);
  }
  return null;
}

/** Wayfinder's Cairn: another tableau card turned over (its new side neither ambushes nor activates: it was not drawn and did not join). */
function turnOver(c: Ctx, turn: Turn, a: Act<'turnOver'>): RuleError | null {
  const pending = turn.pending;
  if (!pending) return fail('nothing-to-turn', 'There is no card to turn over now.');
  const t = traveller(c.s, turn.seat);
  const placed = placedCard(t, a.card);
  if (!placed || a.card === pending.source) return fail('not-in-tableau', 'Choose another card of your tableau to turn over.');
  const flipped = flipCard(placed.card);
  const side = upDef(flipped);
  const bad = wildCheck(side, a.as, side.name);
  if (bad) return bad;
  const before = upDef(placed.card).name;
  placed.card = flipped;
  placed.as = a.as ?? null;
  turn.pending = null;
  log(c, 'turn-over', `${seatName(turn.seat)} turns over ${before}: it shows ${sideWords(upId(flipped))}${a.as ? ` standing for ${DIR_NAMES[a.as]}` : ''}.`, { card: a.card, side: upId(flipped), was: downId(flipped) }, turn.seat);
  checkMap(c, turn.seat);
  return null;
}

/** Seed 000: the tableau's order does not matter; its owner lays the cards anywhere in their area. */
function arrange(c: Ctx, seat: SeatId, a: Act<'arrange'>): RuleError | null {
  const t = c.s.travellers[seat];
  const placed = t ? placedCard(t, a.card) : undefined;
  if (!placed) return fail('not-in-tableau', 'Only cards of your own tableau can be arranged.');
  const at = clampToTableau(a.x, a.z);
  if (at.x === placed.x && at.z === placed.z) return fail('same-place', 'The card already lies there.');
  placed.x = at.x;
  placed.z = at.z;
  log(c, 'arrange', `${seatName(seat)} moves ${upDef(placed.card).name} within the tableau.`, { card: a.card, x: at.x, z: at.z }, seat);
  return null;
}

