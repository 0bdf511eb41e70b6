/**
 * Tiny Root positions for rule tests: an empty Autumn map with the Clergy at seat 0 and
 * the Legion at seat 1, pieces and cards put where a test wants them, the turn set to the
 * step under test; `act` applies an action that must be accepted (with a scripted or
 * seeded Rng), `rejects` checks the error code and that the draft was left untouched.
 */
import { isRuleError, type RuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { GameEvent, SeatId } from '../../../engine/core/types.ts';
import { FACTIONS, root } from '../../../engine/games/root/index.ts';
import { setupRoot } from '../../../engine/games/root/setup.ts';
import { advance } from '../../../engine/games/root/turn.ts';
import type { Suit } from '../../../engine/games/root/data/autumn-map.ts';
import type { HeldCard, Phase, RootState } from '../../../engine/games/root/state.ts';
import { CATHEDRAL_TRACK, FLOWERS } from '../../../engine/games/root/factions/clergy/data.ts';
import { cs, type ClergyState } from '../../../engine/games/root/factions/clergy/state.ts';
import { ls, type LegionState } from '../../../engine/games/root/factions/legion/state.ts';
import * as rules from '../../helpers/rules.ts';

export const HCC = 0;
export const QL = 1;

/** An empty map mid-game: no pieces, no cards, full supplies, turn 1 of the Clergy in Daylight (Act). */
export function blank(): RootState {
  const s = setupRoot(FACTIONS, { factions: ['clergy', 'legion'], order: [0, 1] }, 2, new Rng(seedRng('fixture')));
  for (const c of s.map) {
    c.warriors = [0, 0];
    c.buildings = [];
    c.tokens = [];
  }
  s.players.forEach((p) => {
    p.hand = [];
    p.vp = 0;
    p.crafted = [];
    p.items = [];
    p.warriors = FACTIONS[p.faction]!.warriors;
  });
  s.deck = [];
  s.discard = [];
  s.stack = [];
  s.queue = [];
  s.dice = { attacker: null, defender: null };
  const c: ClergyState = cs(s);
  c.bag = [...FLOWERS];
  c.track = CATHEDRAL_TRACK.spaces.map(() => true);
  c.reserve = 0;
  c.penitence = { [String(QL)]: 'heretic' };
  c.actionsLeft = 3;
  delete c.act;
  const l: LegionState = ls(s);
  Object.assign(l, { colonies: 6, spoils: [], campaign: null, campaignSuit: null, drops: [], attacked: [], colonized: [], activated: [] });
  at(s, HCC, 'daylight', 'hcc-act');
  return s;
}

/** Sets whose turn and which step, as if the step's automatic part already ran. */
export function at(s: RootState, seat: SeatId, phase: Phase, step: string): RootState {
  s.turn = { seat, number: 1, phase, step, entered: true, done: false, used: [] };
  return s;
}

/** Sets the turn at a step and lets the engine enter it (its automatic part runs). */
export function enter(s: RootState, seat: SeatId, phase: Phase, step: string, rng: Rng = new Rng(seedRng('enter'))): { s: RootState; events: GameEvent[] } {
  const draft = structuredClone(s);
  draft.turn = { seat, number: 1, phase, step, entered: false, done: false, used: [] };
  const events: GameEvent[] = [];
  advanceNow(draft, rng, events);
  return { s: draft, events };
}

function advanceNow(s: RootState, rng: Rng, events: GameEvent[]): void {
  advance({ s, f: FACTIONS, rng, events });
}

export interface Put {
  /** Warriors by seat: [clergy, legion]. */
  w?: [number, number];
  cathedral?: boolean;
  flowers?: Suit[];
  colony?: boolean;
}

/** Puts pieces into a clearing (taken from the supplies). */
export function put(s: RootState, id: number, p: Put): RootState {
  const c = s.map[id - 1]!;
  if (p.w) {
    p.w.forEach((n, seat) => {
      c.warriors[seat] = (c.warriors[seat] ?? 0) + n;
      s.players[seat]!.warriors -= n;
    });
  }
  if (p.cathedral) c.buildings.push({ seat: HCC, kind: 'cathedral' });
  for (const suit of p.flowers ?? []) {
    c.tokens.push({ seat: HCC, kind: 'flower', suit });
    const bag = cs(s).bag;
    const i = bag.indexOf(suit);
    if (i >= 0) bag.splice(i, 1);
  }
  if (p.colony) {
    c.tokens.push({ seat: QL, kind: 'colony' });
    ls(s).colonies -= 1;
  }
  return s;
}

/** Gives `seat` cards by key; returns their ids ("h<seat>-<n>"). */
export function give(s: RootState, seat: SeatId, ...keys: string[]): string[] {
  const hand = s.players[seat]!.hand;
  const cards: HeldCard[] = keys.map((key, i) => ({ id: `h${seat}-${hand.length + i}`, key }));
  hand.push(...cards);
  return cards.map((c) => c.id);
}

/** Applies an action that must be accepted. */
export function act(s: RootState, seat: SeatId, action: unknown, rng: Rng = new Rng(seedRng('act'))): { s: RootState; events: GameEvent[] } {
  const parsed = root.parseAction(action);
  if (isRuleError(parsed)) throw new Error(`bad shape ${JSON.stringify(action)}: ${parsed.message}`);
  const draft = structuredClone(s);
  const r = root.apply(draft, seat, parsed, rng);
  if (isRuleError(r)) throw new Error(`expected ${JSON.stringify(action)} to be accepted, got ${r.code}: ${r.message}`);
  return { s: r.state, events: r.events };
}

/** Applies several accepted actions in turn. */
export function actAll(s: RootState, seat: SeatId, actions: unknown[], rng?: Rng): RootState {
  return actions.reduce<RootState>((x, a) => act(x, seat, a, rng).s, s);
}

/** Expects the action to be rejected with `code`, leaving the draft and the Rng untouched. */
export function rejects(s: RootState, seat: SeatId, action: unknown, code: string): RuleError {
  return rules.rejects(root, { state: s }, seat, action, code);
}

/** Every action `seat` is prompted with now. */
export function offered(s: RootState, seat: SeatId): unknown[] {
  return root.prompts(s, seat).flatMap((p) => p.actions);
}

/** Prompt keys offered to `seat`. */
export function promptKeys(s: RootState, seat: SeatId): string[] {
  return root.prompts(s, seat).map((p) => p.key);
}

/** Texts of the events. */
export function texts(events: GameEvent[]): string {
  return events.map((e) => e.text).join('\n');
}

export const warriors = (s: RootState, id: number, seat: SeatId): number => s.map[id - 1]!.warriors[seat] ?? 0;
export const tokens = (s: RootState, id: number) => s.map[id - 1]!.tokens;
export const buildings = (s: RootState, id: number) => s.map[id - 1]!.buildings;
export const vp = (s: RootState, seat: SeatId): number => s.players[seat]!.vp;
export const hand = (s: RootState, seat: SeatId) => s.players[seat]!.hand;
