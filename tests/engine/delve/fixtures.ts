/**
 * Tiny Delve positions for rule tests: a fresh scenario with chosen characters, or one
 * emptied of monsters with figures put where a test wants them and a turn set up with two
 * played cards; `act` applies an action that must be accepted, `rejects` checks the error
 * code and that the draft and the Rng were left untouched.
 */
import { isRuleError, type RuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { GameEvent, SeatId } from '../../../engine/core/types.ts';
import { delve } from '../../../engine/games/delve/index.ts';
import { kindDef } from '../../../engine/games/delve/content/index.ts';
import { HEXES } from '../../../engine/games/delve/map.ts';
import { setupDelve } from '../../../engine/games/delve/setup.ts';
import type { DelveState, Monster } from '../../../engine/games/delve/state.ts';
import * as rules from '../../helpers/rules.ts';

/** A new scenario for these characters (one per seat), in round 1's card selection. */
export function fresh(characters: string[] = ['warden', 'ranger'], seed = 'fixture'): DelveState {
  return setupDelve({ characters }, characters.length, new Rng(seedRng(seed)));
}

/** A scenario with no monsters, every room open, characters where given (by "col,row"). */
export function empty(characters: string[] = ['warden', 'ranger'], at: string[] = ['0,1', '0,2']): DelveState {
  const s = fresh(characters);
  s.monsters = [];
  s.loot = [];
  s.open = s.open.map(() => true);
  s.chars.forEach((c, i) => { c.at = at[i] ?? c.at; });
  return s;
}

/** Puts a monster of `kind` on a hex; returns it. */
export function monster(s: DelveState, kind: string, at: string, health?: number): Monster {
  const k = kindDef(kind);
  const n = s.monsters.filter((m) => m.kind === kind).length + 1;
  const m: Monster = { id: `m${s.monsters.length + 10}`, kind, n, health: health ?? k.health, maxHealth: health ?? k.health, at, room: HEXES.get(at)?.room ?? 0 };
  s.monsters.push(m);
  return m;
}

/**
 * The turn of `seat` with `cards` played (lead first), as if just revealed: the order holds
 * that seat alone (and the monsters at `monsters`, after it, unless given), the monster card
 * `card` drawn.
 */
export function turnOf(s: DelveState, seat: SeatId, cards: [string, string], opts: { card?: string; monsters?: number } = {}): DelveState {
  const c = s.chars[seat]!;
  c.hand = c.hand.filter((x) => !cards.includes(x));
  c.played = [...cards];
  c.revealed = [...cards];
  s.phase = 'turns';
  s.sealed = { waiting: [], choices: {} };
  s.deck.current = opts.card ?? 'strike';
  s.deck.draw = s.deck.draw.filter((x) => x !== s.deck.current);
  s.order = [
    { kind: 'character', seat, initiative: 10, second: 20, done: false },
    { kind: 'monsters', initiative: opts.monsters ?? 98, done: false },
  ];
  s.turn = { seat, stage: 'pick', used: [], doing: null, extraMove: 0, sharpen: 0 };
  return s;
}

/** Applies an action that must be accepted. */
export function act(s: DelveState, seat: SeatId, action: unknown, rng: Rng = new Rng(seedRng('act'))): { s: DelveState; events: GameEvent[] } {
  const parsed = delve.parseAction(action);
  if (isRuleError(parsed)) throw new Error(`bad shape ${JSON.stringify(action)}: ${parsed.message}`);
  const r = delve.apply(structuredClone(s), seat, parsed, rng);
  if (isRuleError(r)) throw new Error(`expected ${JSON.stringify(action)} to be accepted, got ${r.code}: ${r.message}`);
  return { s: r.state, events: r.events };
}

/** Applies several accepted actions in turn (seat, action pairs). */
export function actAll(s: DelveState, steps: Array<[SeatId, unknown]>, rng?: Rng): DelveState {
  return steps.reduce<DelveState>((x, [seat, a]) => act(x, seat, a, rng).s, s);
}

/** Expects the action to be rejected with `code`, leaving the draft and the Rng untouched. */
export function rejects(s: DelveState, seat: SeatId, action: unknown, code: string): RuleError {
  return rules.rejects(delve, { state: s }, seat, action, code);
}

/** Every action `seat` is prompted with now. */
export function offered(s: DelveState, seat: SeatId): unknown[] {
  return delve.prompts(s, seat).flatMap((p) => p.actions);
}

export function texts(events: GameEvent[]): string {
  return events.map((e) => e.text).join('\n');
}
