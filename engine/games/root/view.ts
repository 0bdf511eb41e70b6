import type { SeatId, Viewer } from '../../core/types.ts';
import { phrase, seatName, type Phrase } from '../../core/words.ts';
import { handView } from '../../table/hand.ts';
import { battleDecider } from './battle.ts';
import { ruler } from './board.ts';
import { discardPhrase } from './cards.ts';
import { AUTUMN_MAP, type Suit } from './data/autumn-map.ts';
import { adjacentOf, clearingInfo, type ClearingInfo } from './map.ts';
import { cardDef, type CardKind, type CostIcon, type Item } from './data/base-deck.ts';
import { battleStepPhrase, windowPhrase } from './describe.ts';
import type { FactionTable, ReadCtx } from './faction.ts';
import type { FactionSeatBoard } from './factions/index.ts';
import { factionOf, tokenSeen } from './ops.ts';
import { cardTextValue, saidText, whereValue, whoValue, type Said } from './phrases.ts';
import type { BattleStep, Building, HeldCard, Phase, RootState, Token } from './state.ts';
import { actor } from './turn.ts';

/**
 * What one viewer may see of a game of Root (DESIGN §2.3). Copies field by field, so
 * anything added to the state stays private until it is listed here. Stripped: the draw
 * pile (count only), other seats' hands (count only; spectators see only counts), the
 * faction secrets each faction's `board` leaves out (the Clergy's bag: count only), the
 * card id counter and the Rng (which the match layer never projects).
 */

export interface CardView {
  id: string;
  key: string;
  name: string;
  suit: Suit;
  kind: CardKind;
  cost: CostIcon[];
  item: Item | null;
  vp: number;
  /** The card's rules text in English, for a card with rules of its own (its words: `root.card-text.<key>`). */
  text?: string;
}

/** A seat still to pick its faction at the table: no faction yet, an empty board. */
export interface UnpickedSeatBoard {
  faction: '';
  board: Record<string, never>;
}

/**
 * A seat's faction and its board as that faction's module gives it (`FactionModule.board`,
 * its type exported by factions/<id>/board.ts): one member per faction of the list
 * (factions/index.ts), told apart by `faction`.
 */
export type SeatBoardView = FactionSeatBoard | UnpickedSeatBoard;

/** A seat of the view: what every seat has, and its faction with its board. */
export type SeatView = SeatCommonView & SeatBoardView;

export interface SeatCommonView {
  seat: SeatId;
  name: string;
  /** `name` as data (its faction's), for each reader's language. */
  nameWords?: Phrase;
  color: string;
  vp: number;
  handCount: number;
  /** Only for the seat itself. */
  hand?: CardView[];
  /** Warriors left in the supply. */
  warriors: number;
  /** Persistent cards in front of the player (keys). */
  crafted: string[];
  items: Item[];
  /** The dominance card activated (its key): VP no longer count. */
  dominance?: string;
}

/**
 * A clearing as printed on the map (its ClearingDef) or brought by a faction (unsuited,
 * `xy` null: laid out beside its faction's board), with what stands in it now and the
 * paths from it now.
 */
export interface ClearingView extends Pick<ClearingInfo, 'id' | 'name' | 'suit' | 'slots' | 'ruin' | 'corner'> {
  adjacent: number[];
  xy: [number, number] | null;
  /** For a clearing a faction brings: the seat of that faction. */
  of?: SeatId;
  warriors: number[];
  buildings: Building[];
  tokens: Token[];
  ruler: SeatId | null;
}

export interface BattleView {
  clearing: number;
  attacker: SeatId;
  defender: SeatId;
  step: BattleStep;
  ambush?: string;
  hitsLeft: number;
  /** Why the battle happens ("crusade", "attack", "command-warren", "poke-the-hive"). */
  cause: string;
  /** Hits each side takes once the dice are rolled (rolled, capped, plus extra hits); absent before the roll. */
  hits?: { onDefender: number; onAttacker: number };
  /** Battle cards used so far ("brutal-tactics", "armorers:attacker", …). */
  effects: string[];
}

export interface RootView {
  viewer: Viewer;
  seats: SeatView[];
  map: ClearingView[];
  paths: Array<[number, number]>;
  rivers: Array<[number, number]>;
  deck: number;
  /** The open discard pile, bottom first (keys). */
  discard: string[];
  /** Dominance cards lying beside the map, to be taken for a card of their suit (keys). */
  dominance: string[];
  /** Seats in turn order. */
  order: SeatId[];
  /** While seats pick their factions at the table: who still picks (in order) and what is left. */
  picks?: { seats: SeatId[]; pool: Array<{ id: string; name: string; color: string }> };
  items: Record<Item, number>;
  /** `used`: once-per-turn things already used this turn ("tax-collector", "honey:1" for Honey for the Holy, …). */
  turn: { seat: SeatId; number: number; phase: Phase; step: string; label: string; labelWords?: Phrase; used: string[] };
  /**
   * Who must decide now, and what (public words). `kind`: "turn" for the turn's own step,
   * else the decision on top of the stack ("battle", "discard", "choose-player", or a
   * faction decision's type such as "place-flower", "poke", "repent").
   */
  decision: { seat: SeatId; what: string; words?: Phrase; kind: string };
  battle?: BattleView;
  dice: { attacker: number | null; defender: number | null };
  winners?: SeatId[];
  endedBy?: 'vp' | 'dominance' | 'cap';
  maxTurns?: number;
}

/** The seat whose faction brings the clearing (an extra clearing), or null for the map's own. */
function broughtBy(ctx: ReadCtx, id: number): SeatId | null {
  for (const p of ctx.s.players) if (ctx.f[p.faction]?.map?.clearings?.some((e) => e.id === id)) return p.seat;
  return null;
}

/** A card as its holder sees it. */
export function cardView(c: HeldCard): CardView {
  const d = cardDef(c.key);
  const out: CardView = { id: c.id, key: c.key, name: d.name, suit: d.suit, kind: d.kind, cost: [...d.cost], item: d.item, vp: d.vp };
  const text = cardTextValue(c.key);
  if (text !== undefined) out.text = saidText(text);
  return out;
}

/** The colour of a seat still to pick its faction. */
const UNPICKED_COLOR = '#8a8a8a';

/** Words for the turn's step ("start of Birdsong: …", a faction's step label, picking a faction). */
function stepSaid(ctx: ReadCtx): Said {
  const t = ctx.s.turn;
  if (ctx.s.picks) return phrase('root.step.pick');
  if (t.step.startsWith('@')) return windowPhrase(t.phase);
  return factionOf(ctx, t.seat).stepLabel(t.step);
}

/**
 * Words for a decision: a phrase, `plain` where a faction gave plain English for part of
 * it (the phrase then words only the English, and travels as English alone).
 */
export interface DecisionWords {
  words: Phrase;
  plain: boolean;
}

/** "Who: what", `what` as the faction said it. */
function decide(ctx: ReadCtx, seat: SeatId, what: Said): DecisionWords {
  return { words: phrase('root.status.decide', { Who: whoValue(ctx, seat, true), what }), plain: typeof what === 'string' };
}

/** Public words for the decision at hand. */
export function decisionSaid(ctx: ReadCtx): DecisionWords {
  const s = ctx.s;
  const seat = actor(s);
  const top = s.stack[s.stack.length - 1];
  const words = (w: Phrase): DecisionWords => ({ words: w, plain: false });
  if (s.picks) return words(phrase('root.status.pick', { seat: seatName(seat), n: s.picks.pool.length }));
  if (!top) return decide(ctx, seat, stepSaid(ctx));
  switch (top.kind) {
    case 'battle': return words(phrase('root.status.battle', { Who: whoValue(ctx, battleDecider(top), true), where: whereValue(ctx, top.clearing), step: battleStepPhrase(top.step) }));
    case 'discard': return words(discardPhrase(ctx, top.seat, top.limit));
    case 'choose-player': return words(phrase('root.status.burrow-bank', { Who: whoValue(ctx, top.seat, true) }));
    case 'faction': return decide(ctx, top.seat, ctx.f[top.faction]?.describePending?.(top) ?? top.type);
  }
}

/** The kind of decision at hand: "turn", or the kind (faction decisions: the type) of the top of the stack. */
function decisionKind(s: RootState): string {
  if (s.picks) return 'pick';
  const top = s.stack[s.stack.length - 1];
  if (!top) return 'turn';
  return top.kind === 'faction' ? top.type : top.kind;
}

export function viewRoot(f: FactionTable, s: RootState, viewer: Viewer): RootView {
  const ctx: ReadCtx = { s, f };
  const seats = s.players.map((p): SeatView => {
    const fm = ctx.f[p.faction];
    const hand = handView(p.hand, p.seat, viewer, cardView);
    // The table's module for the seat's faction wrote its board: the member of the union its id names.
    // A faction picked at the table while other seats still pick has no data yet (its
    // `init` runs once every seat has one, setup.ts): its board shows what it starts with.
    const read: ReadCtx = !fm || s.fx[p.faction] !== undefined ? ctx : { ...ctx, s: { ...s, fx: { ...s.fx, [p.faction]: fm.init(s, p.seat) } } };
    const board = (fm ? { faction: p.faction, board: fm.board(read, p.seat, viewer) } : { faction: '', board: {} }) as SeatBoardView;
    const out: SeatView = {
      seat: p.seat, faction: board.faction, name: fm?.name ?? `Seat ${p.seat + 1}`, color: fm?.color ?? UNPICKED_COLOR, vp: p.vp, handCount: hand.count,
      warriors: p.warriors, crafted: [...p.crafted], items: [...p.items], board: board.board,
    } as SeatView;
    if (fm) out.nameWords = phrase(`root.name.faction.${p.faction}`);
    if (hand.items) out.hand = hand.items;
    if (p.dominance !== undefined) out.dominance = p.dominance;
    return out;
  });
  const map = s.map.map((c): ClearingView => {
    const d = clearingInfo(ctx, c.id);
    const out: ClearingView = {
      id: c.id, name: d.name, suit: d.suit, slots: d.slots, ruin: d.ruin, corner: d.corner,
      adjacent: adjacentOf(ctx, c.id), xy: d.xy ? [d.xy[0], d.xy[1]] : null,
      warriors: [...c.warriors], buildings: c.buildings.map((b) => ({ ...b })), tokens: c.tokens.map((t) => tokenSeen(ctx, t, viewer)),
      ruler: ruler(ctx, c.id),
    };
    const of = broughtBy(ctx, c.id);
    if (of !== null) out.of = of;
    return out;
  });
  const t = s.turn;
  const step = stepSaid(ctx);
  const decision = decisionSaid(ctx);
  const out: RootView = {
    viewer, seats, map,
    paths: AUTUMN_MAP.paths.map(([a, b]) => [a, b]),
    rivers: AUTUMN_MAP.rivers.map(([a, b]) => [a, b]),
    deck: s.deck.length, discard: [...s.discard], dominance: [...s.dominance], order: [...s.order], items: { ...s.items },
    turn: {
      seat: t.seat, number: t.number, phase: t.phase, step: t.step, label: saidText(step), used: [...t.used],
      ...(typeof step === 'string' ? {} : { labelWords: step }),
    },
    decision: { seat: actor(s), what: saidText(decision.words), ...(decision.plain ? {} : { words: decision.words }), kind: decisionKind(s) },
    dice: { ...s.dice },
  };
  const battle = [...s.stack].reverse().find((p) => p.kind === 'battle');
  if (battle && battle.kind === 'battle') {
    out.battle = {
      clearing: battle.clearing, attacker: battle.attacker, defender: battle.defender, step: battle.step, hitsLeft: battle.pending,
      cause: battle.cause, effects: [...battle.effects],
    };
    if (battle.ambush !== undefined) out.battle.ambush = battle.ambush;
    if (battle.step !== 'ambush' && battle.step !== 'counter' && battle.step !== 'ambush-hits' && battle.step !== 'roll') {
      out.battle.hits = {
        onDefender: (battle.effects.includes('armorers:defender') ? 0 : battle.rolledOnDefender) + battle.extraOnDefender,
        onAttacker: (battle.effects.includes('armorers:attacker') ? 0 : battle.rolledOnAttacker) + battle.extraOnAttacker,
      };
    }
  }
  if (s.picks) {
    out.picks = { seats: [...s.picks.seats], pool: s.picks.pool.map((id) => ({ id, name: ctx.f[id]?.name ?? id, color: ctx.f[id]?.color ?? UNPICKED_COLOR })) };
  }
  if (s.winners !== undefined) out.winners = [...s.winners];
  if (s.endedBy !== undefined) out.endedBy = s.endedBy;
  if (s.maxTurns !== undefined) out.maxTurns = s.maxTurns;
  return out;
}
