/**
 * The rounds (README.md, "A round"): every traveller still in the journey takes a map card;
 * turns go round the table from the round's first traveller, one Draw & Choose and one
 * Place & Check each, skipping those whose forest phase is over; when every phase is over
 * the travellers camp — their tableaux leave the forest turned over onto the discard, their
 * maps are set aside, each heals — and the next round begins, or the journey ends.
 */
import type { SeatId } from '../../core/types.ts';
import { flipCard } from '../../table/deck.ts';
import { RULES, soloTarget } from './content/index.ts';
import { resolveEncounter } from './encounter.ts';
import { discardAsTheyLie, nextMap } from './forest-deck.ts';
import { astrayWords, completeWords, fallenWords, missingWords, roundWords } from './log-text.ts';
import { campWords, endWords, mapCardWords, reasonWords, type EndReason } from './log-lines.ts';
import { entriesOf, mapComplete, missingIcons } from './map.ts';
import { log, traveller, type Ctx } from './ops.ts';
import type { ForestCard, ForestState } from './state.ts';

/** Seats still in the journey. */
export function standing(s: ForestState): SeatId[] {
  return s.travellers.flatMap((t, seat) => (t.phase === 'lost' ? [] : [seat]));
}

/** The first seat at or after `from` (round the table) whose forest phase is open, or null. */
function openFrom(s: ForestState, from: SeatId): SeatId | null {
  for (let k = 0; k < s.seats; k++) {
    const seat = (from + k) % s.seats;
    if (s.travellers[seat]?.phase === 'open') return seat;
  }
  return null;
}

function giveTurn(s: ForestState, seat: SeatId): void {
  s.turn = { seat, drawn: [], draws: 0, snared: false, pending: null };
}

/** Starts round `s.round`: maps for everyone still in the journey, the first traveller's turn. */
export function startRound(c: Ctx): void {
  const s = c.s;
  for (const t of s.travellers) {
    if (t.phase === 'lost') continue;
    t.phase = 'open';
    t.tableau = [];
    t.strategyMod = 0;
    t.guardMod = 0;
    t.map = nextMap(c);
  }
  const first = openFrom(s, (s.round - 1) % s.seats);
  if (first === null) {
    endJourney(c);
    return;
  }
  s.first = first;
  giveTurn(s, first);
  log(c, 'round', roundWords(s.round, s.options.rounds, first), { round: s.round, of: s.options.rounds, first });
  for (const seat of standing(s)) {
    const map = traveller(s, seat).map;
    if (map !== null) log(c, 'map', mapCardWords(seat, map), { map }, seat);
  }
}

/** The turn passes to the next traveller whose phase is open; the round ends when there is none. */
export function passTurn(c: Ctx, from: SeatId): void {
  const next = openFrom(c.s, (from + 1) % c.s.seats);
  if (next === null) {
    c.s.turn = null;
    camp(c);
    return;
  }
  giveTurn(c.s, next);
}

/**
 * The map check after a placement (seed 000, Place & Check): complete, the phase is over
 * and the tableau meets its encounter; a full tableau without a complete map has gone
 * astray; otherwise the icons still missing are named. Then the turn passes.
 */
export function checkMap(c: Ctx, seat: SeatId): void {
  const t = traveller(c.s, seat);
  if (t.phase !== 'open') {
    passTurn(c, seat);
    return;
  }
  if (mapComplete(t)) {
    log(c, 'complete', completeWords(seat, t.map as string), { map: t.map }, seat);
    resolveEncounter(c, seat, 'complete');
  } else if (t.tableau.length >= RULES.tableauLimit) {
    log(c, 'astray', astrayWords(seat, RULES.tableauLimit), { limit: RULES.tableauLimit }, seat);
    resolveEncounter(c, seat, 'astray');
  } else {
    const missing = missingIcons(t.map, entriesOf(t.tableau));
    log(c, 'missing', missingWords(seat, missing), { missing }, seat);
  }
  passTurn(c, seat);
}

/** A traveller whose health ran out while drawing: the drawn cards go to the discard as drawn, and they are out. */
export function fallWhileDrawing(c: Ctx, seat: SeatId): void {
  const t = traveller(c.s, seat);
  const drawn = c.s.turn?.seat === seat ? c.s.turn.drawn : [];
  discardAsTheyLie(c, drawn);
  if (c.s.turn) c.s.turn.drawn = [];
  t.phase = 'lost';
  log(c, 'fallen', fallenWords(seat, t.renown), { renown: t.renown }, seat);
  passTurn(c, seat);
}

/** The camp ending a round: tableaux leave turned over, maps are set aside, everyone standing heals. */
function camp(c: Ctx): void {
  const s = c.s;
  const left: ForestCard[] = [];
  for (const t of s.travellers) {
    left.push(...t.tableau.map((p) => flipCard(p.card)));
    t.tableau = [];
    if (t.map !== null) s.mapDiscard.push(t.map);
    t.map = null;
    t.strategyMod = 0;
    t.guardMod = 0;
    if (t.phase !== 'lost') t.health = Math.min(RULES.health, t.health + RULES.campHeal);
  }
  discardAsTheyLie(c, left);
  const up = standing(s);
  log(c, 'camp', campWords(s.round, left.length, up.length > 0), { cards: left.map((card) => card.id), round: s.round, standing: up.length });
  if (s.round >= s.options.rounds || up.length === 0) {
    endJourney(c);
    return;
  }
  s.round++;
  startRound(c);
}

/**
 * The winners (README.md, "Winning") and why: solo, standing with the target renown; else
 * the standing traveller(s) with the most. Read from the state at the journey's end (the
 * status words its headline with it again).
 */
export function journeyEnd(s: ForestState): EndReason {
  const up = standing(s);
  const renown = (seat: SeatId): number => traveller(s, seat).renown;
  const target = soloTarget(s.options.rounds);
  if (s.seats === 1) {
    const r = renown(0);
    if (up.length === 0) return { reason: 'fell', winners: [], renown: r, target };
    return r >= target ? { reason: 'through', winners: [0], renown: r, target } : { reason: 'short', winners: [], renown: r, target };
  }
  if (up.length === 0) return { reason: 'allFell', winners: [], renown: 0, target };
  const best = Math.max(...up.map(renown));
  return { reason: 'wins', winners: up.filter((seat) => renown(seat) === best), renown: best, target };
}

function endJourney(c: Ctx): void {
  const s = c.s;
  s.turn = null;
  const end = journeyEnd(s);
  s.result = { winners: end.winners.slice(), reason: reasonWords(end) };
  log(c, 'end', endWords(end), { ...end, winners: end.winners.slice() });
}

