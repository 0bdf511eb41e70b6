/**
 * What actions do to figures: damage to monsters (an attack less their shield) and to
 * characters (less their shield and ward), healing, loot, doors. Shared by the characters'
 * turns and the monsters'.
 */
import { kindDef, monsterCardDef } from './content/index.ts';
import { distance, type HexKey } from './hex.ts';
import { canSee, HEXES } from './map.ts';
import { exhaust, retire } from './rounds.ts';
import { log, type Ctx } from './ops.ts';
import type { Character, Monster } from './state.ts';

/** A monster's shield now: its own, and the monster card's from the reveal to the end of the round. */
export function monsterShield(ctx: Ctx, m: Monster): number {
  const card = ctx.s.deck.current;
  return kindDef(m.kind).shield + (card ? monsterCardDef(card).shield : 0);
}

/** What added to an attack: the whetstone's sharpening, and a persistent bonus's card and amount. */
export interface Bonuses {
  sharpen?: number;
  might?: string;
  mightN?: number;
}

/** Deals an attack of `n` to a monster; a monster with no health left is defeated and drops a coin. */
export function hitMonster(ctx: Ctx, by: Character, m: Monster, n: number, extra: Bonuses): void {
  const shield = monsterShield(ctx, m);
  const dmg = Math.max(0, n - shield);
  m.health -= dmg;
  const line = { monster: m.id, damage: dmg, char: by.id, kind: m.kind, n: m.n, attack: n, ...extra, shield, health: m.health, max: m.maxHealth };
  if (m.health > 0) {
    log(ctx, 'attack', line, by.seat);
    return;
  }
  log(ctx, 'attack', { ...line, defeated: true }, by.seat);
  defeat(ctx, m);
}

/** Takes a defeated monster off the map; its coin drops on its hex; the last one wins the scenario. */
export function defeat(ctx: Ctx, m: Monster): void {
  const { s } = ctx;
  s.monsters = s.monsters.filter((x) => x.id !== m.id);
  s.defeated++;
  if (!s.loot.some((l) => l.at === m.at)) s.loot.push({ at: m.at, kind: 'coin' });
  if (s.monsters.length === 0) {
    // words-ok: kept in the state as it always was (its golden digest); players read the outcome worded from its kind
    s.result = { victory: true, reason: 'every monster is defeated' };
    s.phase = 'over';
    s.turn = null;
    log(ctx, 'victory', { round: s.round });
  }
}

/**
 * A monster's attack of `n` on a character: its round shield and a ward (using a charge)
 * take off damage; retaliate strikes back at a monster attacking from the next hex.
 */
export function hitCharacter(ctx: Ctx, m: Monster, c: Character, n: number): void {
  const ward = c.active.find((a) => a.bonus?.k === 'ward');
  const shield = c.shield + (ward?.bonus?.n ?? 0);
  const dmg = Math.max(0, n - shield);
  c.health -= dmg;
  if (ward?.bonus) {
    ward.bonus.left--;
    if (ward.bonus.left <= 0) retire(c, ward.card, ward.lost);
  }
  log(ctx, 'monster-attack', { monster: m.id, damage: dmg, kind: m.kind, n: m.n, char: c.id, attack: n, shield, health: c.health, max: c.maxHealth }, c.seat);
  if (c.health <= 0 && exhaust(ctx, c, 'health')) return;
  if (c.retaliate > 0 && c.at && distance(c.at, m.at) === 1 && ctx.s.monsters.includes(m)) {
    m.health -= c.retaliate;
    log(ctx, 'retaliate', { monster: m.id, char: c.id, kind: m.kind, n: m.n, damage: c.retaliate, health: m.health, max: m.maxHealth }, c.seat);
    if (m.health <= 0) defeat(ctx, m);
  }
}

export function heal(c: Character, n: number): number {
  const before = c.health;
  c.health = Math.min(c.maxHealth, c.health + n);
  return c.health - before;
}

/** Picks up every loot token within `n` hexes in sight: coins, and chests (items refreshed, heal 2). */
export function pickUp(ctx: Ctx, c: Character, n: number): void {
  const { s } = ctx;
  const from = c.at;
  if (!from) return;
  const taken = s.loot.filter((l) => distance(from, l.at) <= n && canSee(s, from, l.at));
  if (taken.length === 0) return;
  s.loot = s.loot.filter((l) => !taken.includes(l));
  const coins = taken.filter((l) => l.kind === 'coin').length;
  c.coins += coins;
  if (coins > 0) log(ctx, 'loot', { char: c.id, coins }, c.seat);
  for (const chest of taken.filter((l) => l.kind === 'chest')) {
    const healed = heal(c, 2);
    for (const i of c.items) i.spent = false;
    log(ctx, 'chest', { at: chest.at, char: c.id, healed }, c.seat);
  }
}

/** A character steps onto a closed door: the room beyond opens and its monsters wake. */
export function enterHex(ctx: Ctx, c: Character, to: HexKey): void {
  const { s } = ctx;
  c.at = to;
  const door = HEXES.get(to)?.door;
  if (door === undefined || s.open[door]) return;
  s.open[door] = true;
  const woken = s.monsters.filter((m) => m.room === door).map((m) => ({ kind: m.kind, n: m.n }));
  log(ctx, 'door', { room: door, char: c.id, woken }, c.seat);
}
