/**
 * What the current step of a character's turn offers: the hexes a move may end on, the
 * monsters an attack may target, the characters a heal may reach, the hexes a push or pull
 * may take its monster to, the lost cards a recover may return. The rules accept exactly
 * these; the prompts list them; a step with none is passed over.
 */
import { cardDef, PLAIN, type Effect, type Half } from './content/index.ts';
import { distance, reachable, around, type HexKey } from './hex.ts';
import { canSee, characterTerrain, closedDoor, figureAt, floor, jumpable } from './map.ts';
import { charAt } from './ops.ts';
import type { Character, DelveState, Monster, Turn } from './state.ts';

/** The half as it is played: the card's own, or the plain Attack 2 / Move 2. */
export function halfOf(card: string, half: 'top' | 'bottom', plain: boolean): Half {
  return plain ? PLAIN[half] : cardDef(card)[half];
}

/** The effect the current half is at, or null when the turn is not carrying one out. */
export function currentEffect(t: Turn): Effect | null {
  if (!t.doing) return null;
  return halfOf(t.doing.card, t.doing.half, t.doing.plain).effects[t.doing.step.i] ?? null;
}

/** Hexes a move of `n` (or the item's extra move) may end on, with the steps it takes. */
export function moveOptions(s: DelveState, c: Character, n: number, jump: boolean): Map<HexKey, number> {
  if (!c.at) return new Map();
  const out = reachable(c.at, n, characterTerrain(s), jump, (k) => jumpable(s, k));
  out.delete(c.at);
  return out;
}

/** Monsters an attack from `c` may target: awake, within range and in sight, not yet hit by it. */
export function attackOptions(s: DelveState, c: Character, range: number, hit: readonly string[]): Monster[] {
  const from = c.at;
  if (!from) return [];
  return s.monsters.filter((m) => s.open[m.room] && !hit.includes(m.id) && distance(from, m.at) <= range && canSee(s, from, m.at));
}

/** Characters a heal from `c` may reach: itself (range 0), or any within range and in sight. */
export function healOptions(s: DelveState, c: Character, range: number): Character[] {
  const from = c.at;
  if (!from) return [];
  if (range === 0) return [c];
  return s.chars.filter((x) => !x.exhausted && x.at !== null && distance(from, x.at) <= range && canSee(s, from, x.at));
}

/** Hexes one step of a push (away from `c`) or pull (towards it) may move the monster to. */
export function shoveOptions(s: DelveState, c: Character, monster: Monster, dir: 'push' | 'pull'): HexKey[] {
  const from = c.at;
  if (!from) return [];
  const now = distance(from, monster.at);
  return around(monster.at).filter((k) => {
    if (!floor(s, k) || closedDoor(s, k) || figureAt(s, k) !== null) return false;
    const d = distance(from, k);
    return dir === 'push' ? d > now : d < now;
  });
}

export function recoverOptions(c: Character): string[] {
  return [...c.lost];
}

/** Whether the current effect (or the pending push) has anything to choose from. */
export function stepHasOptions(s: DelveState, t: Turn): boolean {
  const c = charAt(s, t.seat);
  if (t.extraMove > 0) return moveOptions(s, c, t.extraMove, false).size > 0;
  const d = t.doing;
  const e = currentEffect(t);
  if (!d || !e) return false;
  if (d.step.shove) {
    const m = s.monsters.find((x) => x.id === d.step.shove?.monster);
    return m !== undefined && shoveOptions(s, c, m, d.step.shove.dir).length > 0;
  }
  switch (e.k) {
    case 'move': return moveOptions(s, c, e.n, e.jump === true).size > 0;
    case 'attack': return d.step.hit.length < (e.targets ?? 1) && attackOptions(s, c, e.range, d.step.hit).length > 0;
    case 'heal': return healOptions(s, c, e.range).length > 0;
    case 'recover': return d.step.recovered < e.n && recoverOptions(c).length > 0;
    default: return false;
  }
}
