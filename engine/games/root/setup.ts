import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import { drawCards } from './cards.ts';
import { deckKeys, ITEM_SUPPLY } from './data/base-deck.ts';
import { phrase, seatName } from '../../core/words.ts';
import { who } from './describe.ts';
import { pickWords } from './log-lines.ts';
import type { Ctx, FactionTable } from './faction.ts';
import { initialClearings } from './map.ts';
import { emit } from './ops.ts';
import type { FactionId, RootOptions, RootState } from './state.ts';
import { advance, beginSetup } from './turn.ts';

/** Cards each player draws at setup (core rules, Cards). */
export const STARTING_HAND = 3;

/**
 * A new game, deterministic from the Rng: the turn order (as chosen, or drawn), each
 * seat's faction (as chosen, drawn from those nobody chose, or picked at the table in
 * reverse turn order before setup), the shared deck shuffled (the four dominance cards
 * only in a game of three or four), three cards to each player; then, once every seat has
 * its faction, each faction's own data and setup seat by seat in the factions' setup
 * order (turn 0) until the first seat must decide.
 */
export function setupRoot(f: FactionTable, options: RootOptions, seats: number, rng: Rng): RootState {
  const order = options.order === 'random' ? rng.shuffle(Array.from({ length: seats }, (_, i) => i)) : [...options.order];
  const choices = options.factions.slice(0, seats);
  const fixed = choices.filter((c) => c !== 'random' && c !== 'pick');
  let pool = Object.keys(f).filter((id) => !fixed.includes(id)).sort();
  const factions = choices.map((c) => {
    if (c !== 'random') return c === 'pick' ? '' : c;
    const id = pool[rng.int(pool.length)] as FactionId;
    pool = pool.filter((x) => x !== id);
    return id;
  });
  const s: RootState = {
    seats,
    factions,
    order,
    nextId: 1,
    map: [],
    deck: rng.shuffle(deckKeys({ dominance: seats > 2 })),
    discard: [],
    dominance: [],
    items: { ...ITEM_SUPPLY },
    players: factions.map((id, seat) => ({ seat, faction: id, vp: 0, hand: [], warriors: 0, crafted: [], items: [] })),
    turn: { seat: order[0] ?? 0, number: 0, phase: 'setup', step: '', entered: false, done: false, used: [] },
    setupOrder: [],
    stack: [],
    queue: [],
    fx: {},
    dice: { attacker: null, defender: null },
  };
  if (options.maxTurns !== undefined) s.maxTurns = options.maxTurns;
  const ctx: Ctx = { s, f, rng, events: [] };
  s.map = initialClearings(ctx, seats);
  for (const seat of order) drawCards(ctx, seat, STARTING_HAND, phrase('root.log.why.setup'));
  // Picking at the table goes in reverse turn order: the last player picks first.
  const pickers = [...order].reverse().filter((seat) => factions[seat] === '');
  if (pickers.length > 0) {
    s.picks = { seats: pickers, pool };
    s.turn = { seat: pickers[0] as SeatId, number: 0, phase: 'setup', step: PICK_STEP, entered: true, done: false, used: [] };
    return s;
  }
  beginFactions(ctx);
  return s;
}

/** The step of a seat picking its faction at the table (before any faction sets up). */
export const PICK_STEP = '@pick';

/** `seat` picks `faction` at the table; the last pick begins the factions' setup. */
export function pickFaction(ctx: Ctx, seat: SeatId, faction: FactionId): void {
  const s = ctx.s;
  const picks = s.picks;
  if (!picks) return;
  s.factions[seat] = faction;
  (s.players[seat] as RootState['players'][number]).faction = faction;
  picks.pool = picks.pool.filter((id) => id !== faction);
  picks.seats = picks.seats.filter((x) => x !== seat);
  emit(ctx, { kind: 'pick', seat, text: pickWords(seatName(seat), who(ctx, seat)), data: { seat, faction } });
  const next = picks.seats[0];
  if (next !== undefined) {
    s.turn.seat = next;
    return;
  }
  delete s.picks;
  beginFactions(ctx);
}

/** Every seat has its faction: the map's extra clearings, each faction's data and supplies, then setup in setup order. */
function beginFactions(ctx: Ctx): void {
  const s = ctx.s;
  const f = ctx.f;
  s.map = initialClearings(ctx, s.seats);
  for (const p of s.players) p.warriors = f[p.faction]?.warriors ?? 0;
  s.setupOrder = [...s.order].sort((a, b) => (f[s.factions[a] ?? '']?.setupOrder ?? 0) - (f[s.factions[b] ?? '']?.setupOrder ?? 0));
  s.factions.forEach((id, seat) => {
    s.fx[id] = f[id]?.init(s, seat);
  });
  beginSetup(ctx);
  advance(ctx);
}
