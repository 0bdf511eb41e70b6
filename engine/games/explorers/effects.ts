import { CONTENT, type Penalty } from './content/index.ts';
import { rollOne, THORNS_DIE } from './dice.ts';
import { hiddenMonsterWords, logLine, noMonsterWords, eventWords } from './log-words.ts';
import {
  addMonster, bossDef, gainOrbs, hasEnemies, hasPower, heroAt, heroName, log, LOOT_SLOTS, lootDef, loseOrbs, MAX_HEALTH, monsterDef, ownTile, plural, standingOn, tileDef,
  type Ctx,
} from './ops.ts';
import type { ExState, Hero, LaidTile, MonsterOnTile, TileState } from './state.ts';

/**
 * Effects shared by tiles, events, combat and lairs: damage and knock-downs, healing,
 * poison, the threat track, loot, monsters appearing, events and the thorns table.
 */

/** Ends the game. The first verdict stands. */
export function finish(c: Ctx, victory: boolean, reason: string): void {
  if (c.s.result) return;
  c.s.result = { victory, reason };
  c.s.phase = 'over';
  log(c, 'over', victory ? `Victory! ${reason}` : `Defeat: ${reason}`, { victory });
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
  if (c.s.heroes.every((x) => x.down)) finish(c, false, 'the whole group is knocked down.');
}

/** Plain health loss (no armor): thorns, events, boss skills, lairs, poison. */
export function loseHealth(c: Ctx, i: number, n: number, why: string): void {
  const h = heroAt(c.s, i);
  if (h.down || n <= 0) return;
  h.health = Math.max(0, h.health - n);
  log(c, 'damage', `${heroName(h)} loses ${plural(n, 'health', 'health')} (${why}).`, { hero: h.id, n });
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
 * An enemy attack on a hero (a lost battle or a retreat). Klethor's armor die takes the
 * whole attack and is discarded; worn armor takes some of it.
 */
export function attack(c: Ctx, i: number, damage: number, enemy: string): void {
  const h = heroAt(c.s, i);
  if (h.down) return;
  const t = c.s.turn;
  if (t && t.hero === i && t.s5 > 0 && heroDefKind(h, 0) === 'armor') {
    t.s5 = 0;
    log(c, 'armor', `${heroName(h)}'s armor die takes the attack of ${enemy} and is discarded: no damage.`, { hero: h.id });
    return;
  }
  const n = Math.max(0, damage - armorOf(h));
  if (n === 0) {
    log(c, 'damage', `${heroName(h)}'s armor stops the attack of ${enemy}.`, { hero: h.id });
    return;
  }
  loseHealth(c, i, n, `attacked by ${enemy}`);
}

function heroDefKind(h: Hero, space: 0 | 1): string {
  return CONTENT.heroes[h.id].specials[space]?.kind ?? '';
}

/** Heals a hero up to the maximum; a knocked-down hero only stands up when `revive`. */
export function heal(c: Ctx, i: number, n: number, why: string, revive = false): number {
  const h = heroAt(c.s, i);
  if (h.down && !revive) return 0;
  const wasDown = h.down;
  const before = h.health;
  h.health = Math.min(MAX_HEALTH, h.health + n);
  h.down = false;
  const gained = h.health - before;
  if (wasDown) log(c, 'heal', `${heroName(h)} gets back up with ${plural(h.health, 'health', 'health')} (${why}).`, { hero: h.id });
  else if (gained > 0) log(c, 'heal', `${heroName(h)} regains ${plural(gained, 'health', 'health')} (${why}).`, { hero: h.id });
  return gained;
}

/** Poisons a hero (one Poison marker at most; Bethras's Iron Gut refuses it). */
export function poison(c: Ctx, i: number, why: string): void {
  const h = heroAt(c.s, i);
  if (h.down || h.poison) return;
  if (hasPower(h, 'poisonProof')) {
    logLine(c, 'poison', 'iron-gut', { hero: h.id });
    return;
  }
  h.poison = true;
  log(c, 'poison', `${heroName(h)} is poisoned (${why}) and takes a Poison marker.`, { hero: h.id });
}

/** Moves the threat cube; on the last space the battle against the Boss is lost. */
export function raiseThreat(c: Ctx, n: number, why: string): void {
  const s = c.s;
  if (s.threat === null || s.result || n <= 0) return;
  const boss = bossOnBoard(s);
  if (!boss) return;
  const last = bossDef(boss.b).threat - 1;
  s.threat = Math.min(last, s.threat + n);
  log(c, 'threat', `The threat rises to ${s.threat + 1} of ${last + 1} (${why}).`, { threat: s.threat });
  if (s.threat >= last) finish(c, false, `the threat track of ${bossDef(boss.b).name} has run out.`);
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

/** Applies a monster's or a Boss's penalty to a hero. */
export function applyPenalty(c: Ctx, i: number, penalties: Penalty[], enemy: string): void {
  for (const p of penalties) {
    const h = heroAt(c.s, i);
    if (h.down) return;
    if (p.kind === 'orbs') {
      const lost = loseOrbs(h, p.n);
      if (lost > 0) log(c, 'penalty', `${heroName(h)} loses ${plural(lost, 'orb')} (${enemy}'s penalty).`, { hero: h.id });
    } else if (p.kind === 'health') {
      loseHealth(c, i, p.n, `${enemy}'s penalty`);
    } else {
      thorns(c, [i], `${enemy}'s penalty`);
    }
  }
}

/** Whether thorns touch this hero now (Climbing Rope; Xylia's 5+ action on her own turn). */
function thornsProof(s: ExState, i: number): string | null {
  const h = heroAt(s, i);
  if (h.loot.some((slot) => slot.up && lootDef(slot.card).effect.kind === 'thornsImmune')) return 'Climbing Rope';
  const t = s.turn;
  if (t && t.hero === i && t.s5 > 0 && CONTENT.heroes[h.id].specials[0]?.kind === 'ignoreThorns') return 'her 5+ action';
  return null;
}

/** One roll on the thorns table, applied to every listed hero (seed 002, Thorns). */
export function thorns(c: Ctx, heroes: number[], why: string): void {
  const s = c.s;
  const hit = heroes.filter((i) => !heroAt(s, i).down);
  for (const i of hit) {
    const proof = thornsProof(s, i);
    if (proof) log(c, 'thorns', `Thorns do not touch ${heroName(heroAt(s, i))} (${proof}).`);
  }
  const touched = hit.filter((i) => !thornsProof(s, i));
  if (touched.length === 0) return;
  const active = s.turn ? heroAt(s, s.turn.hero) : heroAt(s, touched[0] as number);
  const v = rollOne(c, active.seat, `${heroName(active)} rolls for the thorns (${why})`, THORNS_DIE);
  const row = CONTENT.thorns[v - 1];
  if (!row) return;
  const names = touched.map((i) => heroName(heroAt(s, i))).join(' and ');
  log(c, 'thorns', `The thorns roll ${v} for ${names}. ${row.text}`, { roll: v });
  for (const i of touched) {
    const h = heroAt(s, i);
    switch (row.effect.kind) {
      case 'damage': loseHealth(c, i, row.effect.n, 'thorns'); break;
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
      for (const j of standingOn(s, h.at)) heal(c, j, e.n, ev.name);
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
      poison(c, i, ev.name);
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
      for (const j of standingOn(s, h.at)) loseHealth(c, j, e.n, ev.name);
      break;
  }
}
