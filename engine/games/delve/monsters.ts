/**
 * The monsters' turn (README, "Monsters"): at the initiative of this round's monster card,
 * every awake monster acts in kind order, then by number. Each heals if the card says so,
 * picks its focus, moves towards a hex it can attack the focus from, and attacks if it can.
 * Plain and deterministic: no choice is left to anyone.
 *
 * - Focus: the character it can reach an attack hex for in the fewest steps; ties go to the
 *   character acting earliest this round (lower initiative), then the lower seat.
 * - Move: up to its move (its own plus the card's), through other monsters but never through
 *   characters or closed doors, to the reachable hex nearest an attack hex (fewest steps
 *   left to it), preferring the shorter walk, then the first hex in reading order.
 * - Attack: its attack (plus the card's) on the focus if it is within range and in sight.
 */
import { kindDef, monsterCardDef, type MonsterCardDef } from './content/index.ts';
import { byReadingOrder, distance, reachable, stepsTo, type HexKey } from './hex.ts';
import { canSee, floor, HEX_KEYS, monsterPassable } from './map.ts';
import { awakeMonsters, living, log, type Ctx } from './ops.ts';
import { hitCharacter } from './effects.ts';
import type { Character, DelveState, Monster } from './state.ts';

/** What a monster does this round: its kind's values with the card's added. */
export function monsterStats(m: Monster, card: MonsterCardDef | null): { move: number; attack: number; range: number } {
  const k = kindDef(m.kind);
  return {
    move: Math.max(0, k.move + (card?.move ?? 0)),
    attack: Math.max(0, k.attack + (card?.attack ?? 0)),
    range: k.range > 1 ? k.range + (card?.range ?? 0) : 1,
  };
}

/** Hexes `m` could attack `c` from: free floor (or its own hex) within range and in sight. */
function attackHexes(s: DelveState, m: Monster, c: Character, range: number): HexKey[] {
  const target = c.at;
  if (!target) return [];
  return HEX_KEYS.filter((k) => (k === m.at || (floor(s, k) && !s.monsters.some((x) => x.at === k) && !s.chars.some((x) => x.at === k)))
    && distance(k, target) <= range && canSee(s, k, target));
}

function initiativeOf(s: DelveState, seat: number): number {
  const o = s.order.find((x) => x.kind === 'character' && x.seat === seat);
  return o?.initiative ?? 99;
}

/** The monster's focus and the steps it needs to reach an attack hex for it; null when no character can be reached. */
export function focusOf(s: DelveState, m: Monster, range: number): { c: Character; steps: number } | null {
  const walk = stepsTo([m.at], (k) => monsterPassable(s, k));
  let best: { c: Character; steps: number } | null = null;
  for (const c of living(s)) {
    const steps = Math.min(...attackHexes(s, m, c, range).map((h) => walk.get(h) ?? Infinity));
    if (!Number.isFinite(steps)) continue;
    if (!best || steps < best.steps || (steps === best.steps && (initiativeOf(s, c.seat) < initiativeOf(s, best.c.seat)
      || (initiativeOf(s, c.seat) === initiativeOf(s, best.c.seat) && c.seat < best.c.seat)))) best = { c, steps };
  }
  return best;
}

/** Where the monster moves to: nearest an attack hex for its focus, shorter walk first, then reading order. */
export function destination(s: DelveState, m: Monster, c: Character, move: number, range: number): HexKey {
  const goals = attackHexes(s, m, c, range);
  const toGoal = stepsTo(goals, (k) => monsterPassable(s, k));
  const walk = reachable(m.at, move, {
    enterable: (k) => monsterPassable(s, k),
    blocked: () => false,
    occupied: (k) => s.monsters.some((x) => x !== m && x.at === k),
  });
  let best = m.at;
  let bestKey: [number, number] = [toGoal.get(m.at) ?? Infinity, 0];
  for (const [k, steps] of [...walk].sort((a, b) => byReadingOrder(a[0], b[0]))) {
    const key: [number, number] = [toGoal.get(k) ?? Infinity, steps];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = k;
      bestKey = key;
    }
  }
  return best;
}

function act(ctx: Ctx, m: Monster, card: MonsterCardDef | null): void {
  const { s } = ctx;
  if (card && card.heal > 0 && m.health < m.maxHealth) {
    const before = m.health;
    m.health = Math.min(m.maxHealth, m.health + card.heal);
    log(ctx, 'monster-heal', { monster: m.id, kind: m.kind, n: m.n, healed: m.health - before, health: m.health, max: m.maxHealth });
  }
  const { move, attack, range } = monsterStats(m, card);
  const focus = focusOf(s, m, range);
  if (!focus) {
    log(ctx, 'monster-wait', { kind: m.kind, n: m.n });
    return;
  }
  const c = focus.c;
  if (move > 0 && focus.steps > 0) {
    const to = destination(s, m, c, move, range);
    if (to !== m.at) {
      const steps = distance(m.at, to);
      m.at = to;
      log(ctx, 'monster-move', { monster: m.id, to, steps, kind: m.kind, n: m.n, char: c.id, target: c.seat });
    }
  }
  if (c.at && distance(m.at, c.at) <= range && canSee(s, m.at, c.at)) hitCharacter(ctx, m, c, attack);
}

/** Every awake monster acts, in order; stops at once when the scenario ends. */
export function runMonsters(ctx: Ctx): void {
  const { s } = ctx;
  const card = s.deck.current ? monsterCardDef(s.deck.current) : null;
  const acting = awakeMonsters(s);
  if (acting.length === 0) return;
  log(ctx, 'monsters', { card: card ? card.id : null });
  for (const m of acting) {
    if (s.phase === 'over') return;
    if (!s.monsters.includes(m)) continue;
    act(ctx, m, card);
  }
}
