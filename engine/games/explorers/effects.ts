import { CONTENT, type Penalty } from './content/index.ts';
import { rollOne, THORNS_DIE } from './dice.ts';
import { hiddenMonsterWords, logLine, noMonsterWords, eventWords, why, withWhy, type Why } from './log-words.ts';
import { explorersEn } from './words.ts';
import {
  addMonster, bossDef, gainOrbs, hasEnemies, hasPower, heroAt, log, LOOT_SLOTS, lootDef, loseOrbs, MAX_HEALTH, monsterDef, ownTile, standingOn, tileDef,
  type Ctx,
} from './ops.ts';
import type { ExState, Hero, LaidTile, MonsterOnTile, TileState } from './state.ts';

/**
 * Effects shared by tiles, events, combat and lairs: damage and knock-downs, healing,
 * poison, the threat track, loot, monsters appearing, events and the thorns table.
 */

/** How a game ends: the Boss defeated, the whole group knocked down, or the threat track run out. */
export type End = 'boss-defeated' | 'group-down' | 'threat-out';

const END_LINES: Readonly<Record<End, string>> = { 'boss-defeated': 'over-boss', 'group-down': 'over-down', 'threat-out': 'over-threat' };

/**
 * Ends the game; `boss` names the Boss an end by it speaks of. The first verdict stands.
 * The state keeps the reason in English (`explorers.status.<end>`), which the headline reads.
 */
export function finish(c: Ctx, end: End, boss = ''): void {
  if (c.s.result) return;
  const victory = end === 'boss-defeated';
  c.s.result = { victory, reason: explorersEn(`explorers.status.${end}`, { boss: CONTENT.bosses[boss]?.name ?? boss }) };
  c.s.phase = 'over';
  logLine(c, 'over', END_LINES[end], end === 'group-down' ? {} : { enemy: boss }, undefined, { victory });
}

/** Knocks a hero down: laid on its side, status markers discarded (seed 002, Combat). */
export function knockDown(c: Ctx, i: number): void {
  const h = heroAt(c.s, i);
  if (h.down) return;
  h.down = true;
  h.health = 0;
  h.poison = false;
  h.thorns = false;
  logLine(c, 'knockdown', 'knockdown', { hero: h.id });
  if (c.s.heroes.every((x) => x.down)) finish(c, 'group-down');
}

/** Plain health loss (no armor): thorns, events, boss skills, lairs, poison. */
export function loseHealth(c: Ctx, i: number, n: number, reason: Why): void {
  const h = heroAt(c.s, i);
  if (h.down || n <= 0) return;
  h.health = Math.max(0, h.health - n);
  logLine(c, 'damage', 'damage', withWhy({ hero: h.id, n }, reason));
  if (h.health === 0) knockDown(c, i);
}

/** Armor a hero wears against attacks: Heavy Armor and Bethras's Thick Hide. */
export function armorOf(h: Hero): number {
  let n = 0;
  for (const slot of h.loot) {
    const def = lootDef(slot.card);
    if (slot.up && def.use === 'permanent' && def.effect.kind === 'armor') n += def.effect.n;
  }
  if (hasPower(h, 'tough')) n += 1;
  return n;
}

/**
 * An enemy attack on a hero (a lost battle or a retreat) by the monster or Boss of id
 * `enemy`. Klethor's armor die takes the whole attack and is discarded; worn armor takes
 * some of it.
 */
export function attack(c: Ctx, i: number, damage: number, enemy: string): void {
  const h = heroAt(c.s, i);
  if (h.down) return;
  const t = c.s.turn;
  if (t && t.hero === i && t.s5 > 0 && heroDefKind(h, 0) === 'armor') {
    t.s5 = 0;
    logLine(c, 'armor', 'armor-die', { hero: h.id, enemy });
    return;
  }
  const n = Math.max(0, damage - armorOf(h));
  if (n === 0) {
    logLine(c, 'damage', 'armor', { hero: h.id, enemy });
    return;
  }
  loseHealth(c, i, n, why('attacked', enemy));
}

function heroDefKind(h: Hero, space: 0 | 1): string {
  return CONTENT.heroes[h.id].specials[space]?.kind ?? '';
}

/** Heals a hero up to the maximum; a knocked-down hero only stands up when `revive`. */
export function heal(c: Ctx, i: number, n: number, reason: Why, revive = false): number {
  const h = heroAt(c.s, i);
  if (h.down && !revive) return 0;
  const wasDown = h.down;
  const before = h.health;
  h.health = Math.min(MAX_HEALTH, h.health + n);
  h.down = false;
  const gained = h.health - before;
  if (wasDown) logLine(c, 'heal', 'get-up', withWhy({ hero: h.id, n: h.health }, reason));
  else if (gained > 0) logLine(c, 'heal', 'regain', withWhy({ hero: h.id, n: gained }, reason));
  return gained;
}

/** Poisons a hero (one Poison marker at most; Bethras's Iron Gut refuses it). */
export function poison(c: Ctx, i: number, reason: Why): void {
  const h = heroAt(c.s, i);
  if (h.down || h.poison) return;
  if (hasPower(h, 'poisonProof')) {
    logLine(c, 'poison', 'iron-gut', { hero: h.id });
    return;
  }
  h.poison = true;
  logLine(c, 'poison', 'poisoned', withWhy({ hero: h.id }, reason));
}

/** Moves the threat cube; on the last space the battle against the Boss is lost. */
export function raiseThreat(c: Ctx, n: number, reason: Why): void {
  const s = c.s;
  if (s.threat === null || s.result || n <= 0) return;
  const boss = bossOnBoard(s);
  if (!boss) return;
  const last = bossDef(boss.b).threat - 1;
  s.threat = Math.min(last, s.threat + n);
  logLine(c, 'threat', 'threat', withWhy({ n: s.threat + 1, of: last + 1 }, reason), undefined, { threat: s.threat });
  if (s.threat >= last) finish(c, 'threat-out', boss.b);
}

/** The Boss card on the board (face up or down), if any. */
export function bossOnBoard(s: ExState): { b: string; tile: LaidTile } | null {
  for (const t of Object.values(s.tiles)) if (t.boss) return { b: t.boss.b, tile: t };
  return null;
}

/** Whether a monster is enraged where it stands (advanced rules, seed 002). */
export function enraged(s: ExState, m: Readonly<MonsterOnTile>, t: LaidTile): boolean {
  if (s.options.enraged === 'on') return true;
  if (s.options.enraged === 'runes') return tileDef(t).rune === monsterDef(m).type;
  return false;
}

/** Turns a monster face up; an enraged Plant gets its Leaf Shield then. */
export function revealMonster(c: Ctx, m: MonsterOnTile, t: TileState): void {
  if (m.up) return;
  m.up = true;
  const def = monsterDef(m);
  logLine(c, 'reveal', 'reveal', { enemy: m.m, laid: t.id }, undefined, { tile: `${t.col},${t.row}`, monster: m.m });
  if (def.type === 'plant' && enraged(c.s, m, t)) {
    m.leaf += 1;
    logLine(c, 'leaf', 'enraged-leaf', { enemy: m.m });
  }
}

/** Draws a monster marker onto the tile at `key` (face down, or face up for events and bosses). */
export function drawMonster(c: Ctx, key: string, faceUp: boolean): boolean {
  const p = c.s.piles;
  if (p.monsters.length === 0) {
    log(c, 'monster', noMonsterWords());
    return false;
  }
  const t = ownTile(c, key);
  const m: MonsterOnTile = { m: p.monsters.pop() as string, up: false, leaf: 0, frost: false, revived: false };
  addMonster(t, m);
  if (faceUp) revealMonster(c, m, t);
  else log(c, 'monster', hiddenMonsterWords(t.id), { at: key });
  return true;
}

/** Draws one Loot card for a hero; with three slots full, its owner picks one of four to discard. */
export function gainLoot(c: Ctx, i: number, card?: string): void {
  const s = c.s;
  const h = heroAt(s, i);
  let drawn = card;
  if (drawn === undefined) {
    if (s.piles.loot.length === 0 && s.piles.lootDiscard.length > 0) {
      s.piles.loot = c.rng.shuffle(s.piles.lootDiscard);
      s.piles.lootDiscard = [];
      logLine(c, 'shuffle', 'loot-shuffled', {});
    }
    if (s.piles.loot.length === 0) {
      logLine(c, 'loot', 'loot-empty', {});
      return;
    }
    drawn = s.piles.loot.pop() as string;
  }
  logLine(c, 'loot', 'gain-loot', { hero: h.id, card: drawn });
  if (h.loot.length < LOOT_SLOTS) h.loot.push({ card: drawn, up: true });
  else s.replace.push({ hero: i, card: drawn });
}

/** Applies a monster's or a Boss's penalty to a hero (the enemy's id; null: a lair's). */
export function applyPenalty(c: Ctx, i: number, penalties: Penalty[], enemy: string | null): void {
  const reason = enemy === null ? why('lair-penalty') : why('penalty', enemy);
  for (const p of penalties) {
    const h = heroAt(c.s, i);
    if (h.down) return;
    if (p.kind === 'orbs') {
      const lost = loseOrbs(h, p.n);
      if (lost > 0) logLine(c, 'penalty', 'penalty-orbs', withWhy({ hero: h.id, n: lost }, reason));
    } else if (p.kind === 'health') {
      loseHealth(c, i, p.n, reason);
    } else {
      thorns(c, [i], reason);
    }
  }
}

/** Whether thorns touch this hero now (Climbing Rope; Xylia's 5+ action on her own turn). */
function thornsProof(s: ExState, i: number): Why | null {
  const h = heroAt(s, i);
  const rope = h.loot.find((slot) => slot.up && lootDef(slot.card).effect.kind === 'thornsImmune');
  if (rope) return why('loot', rope.card);
  const t = s.turn;
  if (t && t.hero === i && t.s5 > 0 && CONTENT.heroes[h.id].specials[0]?.kind === 'ignoreThorns') return why('her-five');
  return null;
}

/** One roll on the thorns table, applied to every listed hero (seed 002, Thorns). */
export function thorns(c: Ctx, heroes: number[], reason: Why): void {
  const s = c.s;
  const hit = heroes.filter((i) => !heroAt(s, i).down);
  for (const i of hit) {
    const proof = thornsProof(s, i);
    if (proof) logLine(c, 'thorns', 'thorns-proof', withWhy({ hero: heroAt(s, i).id }, proof));
  }
  const touched = hit.filter((i) => !thornsProof(s, i));
  if (touched.length === 0) return;
  const active = s.turn ? heroAt(s, s.turn.hero) : heroAt(s, touched[0] as number);
  const v = rollOne(c, active.seat, 'roll-thorns', withWhy({ hero: active.id }, reason), THORNS_DIE);
  const row = CONTENT.thorns[v - 1];
  if (!row) return;
  logLine(c, 'thorns', 'thorns', { roll: v, heroes: touched.map((i) => heroAt(s, i).id) });
  for (const i of touched) {
    const h = heroAt(s, i);
    switch (row.effect.kind) {
      case 'damage': loseHealth(c, i, row.effect.n, why('thorns')); break;
      case 'immobilize':
        if (s.turn && s.turn.hero === i) s.turn.immobile = true;
        break;
      case 'marker':
        h.thorns = true;
        break;
      case 'loseOrbs': loseOrbs(h, row.effect.n); break;
      case 'orbs': gainOrbs(h, row.effect.n); break;
      case 'none': break;
    }
  }
}

/** Draws and applies one Event card for the active hero (seed 002, Event icon). */
export function drawEvent(c: Ctx, i: number): void {
  const s = c.s;
  const p = s.piles;
  if (p.events.length === 0) {
    p.events = c.rng.shuffle(p.eventDiscard);
    p.eventDiscard = [];
    if (p.events.length > 0) logLine(c, 'shuffle', 'events-shuffled', {});
  }
  const id = p.events.pop();
  if (id === undefined) return;
  p.eventDiscard.push(id);
  const ev = CONTENT.events[id];
  const h = heroAt(s, i);
  if (!ev) return;
  log(c, 'event', eventWords(h.id, id), { event: id, hero: h.id });
  const e = ev.effect;
  switch (e.kind) {
    case 'ambush':
      if (drawMonster(c, h.at, true) && s.turn?.hero === i) s.turn.mustFight = true;
      break;
    case 'heal':
      for (const j of standingOn(s, h.at)) heal(c, j, e.n, why('event', id));
      break;
    case 'orbs': {
      const got = gainOrbs(h, e.n);
      logLine(c, 'orbs', 'gain-orbs', { hero: h.id, n: got });
      break;
    }
    case 'loot':
      for (let k = 0; k < e.n; k++) gainLoot(c, i);
      break;
    case 'poison':
      poison(c, i, why('event', id));
      break;
    case 'runes':
      for (const [key, t] of Object.entries(s.tiles)) {
        if (tileDef(t).rune && !hasEnemies(t)) {
          if (!drawMonster(c, key, true)) break;
          if (s.turn && heroAt(s, s.turn.hero).at === key) s.turn.mustFight = true;
        }
      }
      break;
    case 'damage':
      for (const j of standingOn(s, h.at)) loseHealth(c, j, e.n, why('event', id));
      break;
  }
}
