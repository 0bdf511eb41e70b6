import type { RuleError } from '../../core/result.ts';
import { DIRECTIONS } from '../../table/grid.ts';
import { bossSkill } from './boss.ts';
import type { BossDef, MonsterDef, PowerColor, Reward } from './content/index.ts';
import { rollDice } from './dice.ts';
import { applyPenalty, attack, drawEvent, enraged, finish, gainLoot, heal, poison } from './effects.ts';
import { connectedNeighbour } from './grid.ts';
import { battleLine, type BattleLine, logLine, shuffledBackWords, why, withWhy, type Why } from './log-words.ts';
import {
  bossDef, fail, gainOrbs, hasEnemies, hasPower, heroAt, heroDef, log, lootDef, monsterDef, monstersOn,
  ownTile, removeMonster, standingOn, type Ctx,
} from './ops.ts';
import { readBattleDie, type DieReading } from './readings.ts';
import type { Battle, BattleDie, ExState, Hero, LaidTile, MonsterOnTile, TileState, Turn } from './state.ts';

/**
 * Combat (seed 002, Combat and Combat (Bosses)). Every hero has one free combat die, plus
 * weapon dice and, for the active hero, the summoned power die. Each die showing at least
 * the enemy's defense is one hit (power dice: +1 on a weakness, −1 on a resistance, nothing
 * on an immunity); enough hits in one battle defeat it. Heroes on the same tile roll their
 * combat dice with the active hero (group combat). The active hero may spend orbs to reroll
 * combat dice, never power dice. Several monsters are fought lowest defense first, then the
 * Boss, whose combat skill is rolled before each battle against it.
 */

type Enemy = { name: string; defense: number; hits: number; damage: number; weak: PowerColor[]; resist: PowerColor[]; immune: PowerColor[] };

/** The enemy `target` on a tile; its monster marker is writable when the tile is this action's own. */
function enemyOf<T extends LaidTile>(t: T, target: string): { def: MonsterDef | BossDef; m: NonNullable<T['monsters']>[number] | null } | null {
  if (target === 'boss') return t.boss ? { def: bossDef(t.boss.b), m: null } : null;
  const m = t.monsters?.find((x) => x.m === target);
  return m ? { def: monsterDef(m), m } : null;
}

/** Indices of the monsters that may be fought next (lowest defense), or ['boss']. */
export function nextTargets(t: LaidTile): Array<number | 'boss'> {
  const list = monstersOn(t);
  if (list.length > 0) {
    const low = Math.min(...list.map((m) => monsterDef(m).defense));
    return list.flatMap((m, i) => (monsterDef(m).defense === low ? [i] : []));
  }
  return t.boss ? ['boss'] : [];
}

function activeTurn(s: ExState): { t: Turn; h: Hero } {
  const t = s.turn as Turn;
  return { t, h: heroAt(s, t.hero) };
}

/** Permanent, face-up loot effects of a hero. */
function permanentDice(h: Hero): number {
  let n = 0;
  for (const slot of h.loot) {
    const def = lootDef(slot.card);
    if (slot.up && def.use === 'permanent' && def.effect.kind === 'combatDice') n += def.effect.n;
  }
  return n;
}

/** Heroes helping from an adjacent, connected tile (Xylia's Far Sight). */
function farHelpers(s: ExState, key: string, active: number): number[] {
  const near = new Set(DIRECTIONS.map((d) => connectedNeighbour(s, key, d)).filter((k): k is string => k !== null));
  return s.heroes.flatMap((h, i) => (i !== active && !h.down && near.has(h.at) && hasPower(h, 'farHelp') ? [i] : []));
}

/** The dice each side brings; ids are stable per hero and per kind. */
function battleDice(s: ExState, b: Battle, t: Turn): Array<{ id: string; hero: number; color: PowerColor | null }> {
  const out: Array<{ id: string; hero: number; color: PowerColor | null }> = [];
  const h = heroAt(s, t.hero);
  let black = 1 + permanentDice(h) + t.bonusDice + (hasPower(h, 'extraDie') ? 1 : 0);
  if (heroDef(h).specials[1]?.kind === 'extraDice') black += Math.min(4, t.s6);
  for (let k = 1; k <= black; k++) out.push({ id: `combat-${k}`, hero: t.hero, color: null });
  const colors: PowerColor[] = [];
  if (t.power) colors.push(t.power);
  for (const slot of h.loot) {
    const e = lootDef(slot.card).effect;
    if (slot.up && e.kind === 'powerDie' && !colors.includes(e.color)) colors.push(e.color);
  }
  for (const color of colors) out.push({ id: `power-${color}`, hero: t.hero, color });
  for (const i of [...b.heroes.slice(1), ...b.far]) {
    const ally = heroAt(s, i);
    const n = 1 + permanentDice(ally) + (hasPower(ally, 'extraDie') ? 1 : 0);
    for (let k = 1; k <= n; k++) out.push({ id: `combat-${ally.id}-${k}`, hero: i, color: null });
  }
  return out;
}

function enemyStats(def: MonsterDef | BossDef): Enemy {
  return { name: def.name, defense: def.defense, hits: def.hits, damage: def.damage, weak: def.weak, resist: def.resist, immune: def.immune };
}

/** The value a die counts for against the enemy, and whether it hits. */
export function dieResult(s: ExState, b: Battle, d: BattleDie): DieReading {
  const e = enemyOf(s.tiles[b.tile] as LaidTile, b.target);
  if (!e) return { value: d.v, hit: false, note: { how: 'plain', v: d.v } };
  return readBattleDie(e.def, b, d, s.heroes, s.turn?.hero);
}

/** Starts a battle against a monster (by index on the tile) or the Boss. */
export function fight(c: Ctx, target: number | 'boss'): RuleError | null {
  const s = c.s;
  const { t, h } = activeTurn(s);
  const tile = s.tiles[h.at] as LaidTile;
  if (!hasEnemies(tile)) return fail('no-enemy', 'nothing-to-fight');
  const legal = nextTargets(tile);
  if (!legal.includes(target)) {
    return fail('wrong-target', target === 'boss' ? 'monsters-before-boss' : 'lowest-first');
  }
  if (target === 'boss') {
    const boss = tile.boss;
    if (!boss) return fail('no-enemy', 'no-boss');
    const skill = bossSkill(c, tile, boss, [t.hero, ...standingOn(s, h.at).filter((i) => i !== t.hero)]);
    // An added enemy comes first; weapons to choose first: the battle begins after them (boss-choice.ts).
    if (skill.postpone || skill.wait || s.result || h.down) return null;
    return beginBattle(c, 'boss', skill.defense ?? bossDef(boss.b).defense, skill.immune);
  }
  const m = monstersOn(tile)[target] as MonsterOnTile;
  return beginBattle(c, m.m, monsterDef(m).defense, []);
}

/** Logs a battle's line (log-words.ts `battleWords`), with the data that words it again. */
function logBattle(c: Ctx, kind: string, d: BattleLine, target?: string, seat?: number): void {
  const line = battleLine(d, target);
  log(c, kind, line.text, line.data, seat);
}

/** The battle against `targetId` (a monster marker or 'boss') on the active hero's tile: every hero there rolls. */
export function beginBattle(c: Ctx, targetId: string, defense: number, immune: PowerColor[]): RuleError | null {
  const s = c.s;
  const { t, h } = activeTurn(s);
  const key = h.at;
  const battle: Battle = {
    tile: key, target: targetId, heroes: [t.hero, ...standingOn(s, key).filter((i) => i !== t.hero)],
    far: farHelpers(s, key, t.hero), dice: [], defense, immune, plus: t.bonusPlus, klethorRerolled: false,
    noReroll: false, struck: false,
  };
  if (heroDef(h).specials[1]?.kind === 'combatPlus' && t.s6 > 0) battle.plus += 1;
  t.bonusPlus = 0;
  // The Boss's skill may have changed the tile (a Leaf Shield), so it is read again.
  const here = s.tiles[key] as LaidTile;
  const e = enemyOf(here, targetId);
  if (!e) return fail('no-enemy', 'enemy-gone');
  const stats = enemyStats(e.def);
  const ids = (list: number[]): string[] => list.map((i) => heroAt(s, i).id);
  logBattle(c, 'battle', { line: 'battle', heroes: ids(battle.heroes), enemy: e.def.id, defense, hits: stats.hits, damage: stats.damage }, targetId, h.seat);
  if (battle.far.length > 0) logBattle(c, 'battle', { line: 'far-sight', heroes: ids(battle.far) });
  if (e.m && enraged(s, e.m, here)) {
    const type = monsterDef(e.m).type;
    if (type === 'skeleton') {
      battle.noReroll = true;
      logBattle(c, 'enraged', { line: 'enraged-no-reroll', enemy: e.def.id });
    }
    if (type === 'mushroom' && !e.m.frost) {
      battle.struck = true;
      logBattle(c, 'enraged', { line: 'enraged-first', enemy: e.def.id });
      battle.heroes.forEach((i, k) => attack(c, i, k === 0 ? stats.damage : Math.min(1, stats.damage), e.def.id));
      if (h.down || s.result) {
        t.mustFight = false;
        return null;
      }
    }
  }
  const dice = battleDice(s, battle, t);
  t.bonusDice = 0;
  const values = rollDice(c, h.seat, 'roll-battle', { hero: h.id, enemy: e.def.id }, dice.map((d) => d.id));
  battle.dice = dice.map((d, k) => ({ ...d, v: values[k] as number }));
  s.battle = battle;
  return null;
}

/** Spends 1 orb to reroll one of the active hero's combat dice. */
export function rerollCombat(c: Ctx, dieId: string): RuleError | null {
  const s = c.s;
  const b = s.battle as Battle;
  const { t, h } = activeTurn(s);
  const die = b.dice.find((d) => d.id === dieId);
  if (!die) return fail('bad-die', 'no-combat-die', { die: dieId });
  if (die.color !== null) return fail('power-die', 'power-die');
  if (die.hero !== t.hero) return fail('ally-die', 'ally-die');
  if (b.noReroll) return fail('no-reroll', 'enraged-no-reroll');
  if (h.orbs < 1) return fail('no-orbs', 'reroll-cost');
  h.orbs -= 1;
  die.v = rollDice(c, h.seat, 'roll-orb', { hero: h.id, die: dieId }, [dieId])[0] as number;
  return null;
}

/** Rerolls one die for free (Lucky Charm). */
export function freeReroll(c: Ctx, dieId: string): RuleError | null {
  const s = c.s;
  const b = s.battle;
  const { t, h } = activeTurn(s);
  if (!b) return fail('no-battle', 'charm-in-battle');
  const die = b.dice.find((d) => d.id === dieId);
  if (!die || die.color !== null || die.hero !== t.hero) return fail('bad-die', 'own-combat-die');
  if (b.noReroll) return fail('no-reroll', 'enraged-no-reroll');
  die.v = rollDice(c, h.seat, 'roll-charm', { hero: h.id, die: dieId }, [dieId])[0] as number;
  return null;
}

/** The hero in this battle who has Battle Rhythm (Klethor), if any. */
export function rhythmHero(s: ExState): number | undefined {
  const b = s.battle;
  return b ? [...b.heroes, ...b.far].find((i) => hasPower(heroAt(s, i), 'freeReroll')) : undefined;
}

/**
 * Klethor's Battle Rhythm: once per battle, reroll his missed combat dice for free — also
 * as an ally, so his own seat may call it during another hero's battle.
 */
export function rhythm(c: Ctx): RuleError | null {
  const s = c.s;
  const b = s.battle as Battle;
  const k = rhythmHero(s);
  if (k === undefined) return fail('no-power', 'no-rhythm');
  if (b.klethorRerolled) return fail('used', 'rhythm-used');
  if (b.noReroll) return fail('no-reroll', 'enraged-no-reroll');
  const missed = b.dice.filter((d) => d.hero === k && d.color === null && !dieResult(s, b, d).hit);
  if (missed.length === 0) return fail('nothing-to-reroll', 'all-hit');
  b.klethorRerolled = true;
  const kh = heroAt(s, k);
  const values = rollDice(c, kh.seat, 'roll-rhythm', { hero: kh.id, n: missed.length }, missed.map((d) => d.id));
  missed.forEach((d, i) => { d.v = values[i] as number; });
  return null;
}

/** Counts the hits and ends the battle. */
export function resolve(c: Ctx): RuleError | null {
  const s = c.s;
  const b = s.battle as Battle;
  const { t, h } = activeTurn(s);
  if (!s.tiles[b.tile]) return fail('no-enemy', 'enemy-gone');
  // Resolving may wear a Leaf Shield or defeat the enemy: this action's own copy of the tile.
  const tile = ownTile(c, b.tile);
  const e = enemyOf(tile, b.target);
  if (!e) return fail('no-enemy', 'enemy-gone');
  const stats = enemyStats(e.def);
  let hits = 0;
  for (const d of b.dice) {
    const r = dieResult(s, b, d);
    const refs = { hero: heroAt(s, d.hero).id, enemy: e.def.id, defense: b.defense, ...r.note };
    if (r.hit) {
      hits++;
      logLine(c, 'hit', 'hit', refs, undefined, { die: d.id });
    } else {
      logLine(c, 'miss', r.note.how === 'immune' ? 'miss-immune' : 'miss', refs, undefined, { die: d.id });
    }
  }
  const holder = e.m ?? tile.boss;
  if (holder && holder.leaf > 0 && hits > 0) {
    const absorbed = Math.min(holder.leaf, hits);
    holder.leaf -= absorbed;
    hits -= absorbed;
    logBattle(c, 'leaf', { line: 'leaf', n: absorbed });
  }
  s.battle = null;
  if (heroDef(h).specials[1]?.kind === 'extraDice') t.s6 = 0;
  const fighters = b.heroes;
  if (e.m && enraged(s, e.m, tile) && monsterDef(e.m).type === 'snake') {
    for (const i of fighters) poison(c, i, why('enraged', e.def.id));
  }
  if (hits >= stats.hits) {
    logBattle(c, 'victory', { line: 'victory', enemy: e.def.id, hits, of: stats.hits }, b.target);
    t.lostTo = null;
    if (!e.m) {
      finish(c, 'boss-defeated', e.def.id);
      return null;
    }
    defeatMonster(c, tile, e.m, fighters);
    t.mustFight = hasEnemies(tile);
    return null;
  }
  logBattle(c, 'defeat', { line: 'defeat', enemy: e.def.id, hits, of: stats.hits }, b.target);
  t.mustFight = false;
  t.lostTo = b.target;
  const frostReady = h.id === 'shavi' && t.s6 > 0 && e.m !== null && !e.m.frost;
  if (frostReady) {
    s.lost = { tile: b.tile, target: b.target, heroes: fighters };
    return null;
  }
  sufferLoss(c, b.tile, b.target, fighters, b.struck);
  return null;
}

/** A lost battle: damage to the active hero, at most 1 to each ally, the penalty to the active hero. */
export function sufferLoss(c: Ctx, key: string, target: string, fighters: number[], struck = false): void {
  const s = c.s;
  const tile = s.tiles[key] as LaidTile;
  const e = enemyOf(tile, target);
  if (!e) return;
  const stats = enemyStats(e.def);
  if (e.m?.frost) {
    logBattle(c, 'frost', { line: 'frozen', enemy: e.def.id });
    return;
  }
  const active = fighters[0] as number;
  if (!struck) fighters.forEach((i, k) => attack(c, i, k === 0 ? stats.damage : Math.min(1, stats.damage), e.def.id));
  applyPenalty(c, active, e.def.penalty, e.def.id);
  if (e.m && monsterDef(e.m).poison) poison(c, active, why('enemy', e.def.id));
}

/** Sha'Vi's Frost after a lost battle: freeze the monster or take the blow. */
export function frostDecision(c: Ctx, freeze: boolean): RuleError | null {
  const s = c.s;
  const lost = s.lost;
  const { t, h } = activeTurn(s);
  if (!lost) return fail('wrong-step', 'no-lost-battle');
  s.lost = null;
  if (freeze) {
    const m = s.tiles[lost.tile] ? ownTile(c, lost.tile).monsters?.find((x) => x.m === lost.target) : undefined;
    if (m) {
      m.frost = true;
      t.s6 -= 1;
      logBattle(c, 'frost', { line: 'freeze', hero: h.id, enemy: m.m }, undefined, h.seat);
    }
  }
  sufferLoss(c, lost.tile, lost.target, lost.heroes);
  return null;
}

/** A defeated monster leaves (a permanent one goes back into the pile); rewards follow. */
function defeatMonster(c: Ctx, tile: TileState, m: MonsterOnTile, fighters: number[]): void {
  const s = c.s;
  const def = monsterDef(m);
  if (def.type === 'spirit' && enraged(s, m, tile) && !m.revived) {
    m.revived = true;
    m.frost = false;
    logLine(c, 'enraged', 'rises-again', { enemy: m.m });
    return;
  }
  removeMonster(tile, m);
  if (def.permanent && !m.revived) {
    s.piles.monsters.splice(c.rng.int(s.piles.monsters.length + 1), 0, m.m);
    log(c, 'monster', shuffledBackWords(m.m), { m: m.m });
  } else {
    s.piles.monsterDiscard.push(m.m);
  }
  grantRewards(c, def.reward, fighters, m.m);
}

/** Rewards of a victory over the monster `source` (its id): events at once, other units shared among the fighters. */
export function grantRewards(c: Ctx, rewards: Reward[], fighters: number[], source: string): void {
  const s = c.s;
  const active = fighters[0] as number;
  for (const r of rewards) {
    if (r.kind === 'event') {
      drawEvent(c, active);
      continue;
    }
    if (fighters.length > 1) {
      s.share.push({ kind: r.kind, left: r.n, heroes: fighters.slice() });
      logLine(c, 'reward', 'reward-share', { enemy: source, n: r.n, kind: r.kind });
    } else {
      for (let k = 0; k < r.n; k++) grantUnit(c, active, r.kind, why('enemy', source));
    }
  }
}

/** One unit of a reward for one hero. */
export function grantUnit(c: Ctx, i: number, kind: 'orbs' | 'health' | 'loot', source: Why): void {
  const h = heroAt(c.s, i);
  if (kind === 'loot') gainLoot(c, i);
  else if (kind === 'health') heal(c, i, 1, source);
  else if (gainOrbs(h, 1) > 0) logLine(c, 'orbs', 'gain-orb', withWhy({ hero: h.id }, source));
  else logLine(c, 'orbs', 'orbs-full', { hero: h.id });
}

/** Hands the next reward unit to a fighter. */
export function share(c: Ctx, i: number): RuleError | null {
  const s = c.s;
  const unit = s.share[0];
  if (!unit) return fail('wrong-step', 'no-reward');
  if (!unit.heroes.includes(i)) return fail('not-a-fighter', 'not-a-fighter');
  unit.left -= 1;
  if (unit.left <= 0) s.share.shift();
  grantUnit(c, i, unit.kind, why('reward'));
  return null;
}

/**
 * The blow taken when leaving a tile with enemies (seed 002, Retreat): the attack and the
 * penalty of the monster just fought (again, after a lost battle) or of the next one.
 */
export function retreatBlow(c: Ctx): void {
  const s = c.s;
  const { t, h } = activeTurn(s);
  const tile = s.tiles[h.at] as LaidTile;
  if (!hasEnemies(tile)) return;
  if (t.safeRetreat) {
    t.safeRetreat = false;
    logLine(c, 'retreat', 'smoke', { hero: h.id });
    return;
  }
  let target = t.lostTo && enemyOf(tile, t.lostTo) ? t.lostTo : null;
  if (target === null) {
    const next = nextTargets(tile)[0];
    target = next === 'boss' ? 'boss' : next === undefined ? null : (monstersOn(tile)[next] as Readonly<MonsterOnTile>).m;
  }
  if (target === null) return;
  const e = enemyOf(tile, target);
  if (!e) return;
  logLine(c, 'retreat', t.lostTo ? 'retreat-lost' : 'retreat', { hero: h.id, enemy: e.def.id });
  if (e.m?.frost) {
    logBattle(c, 'frost', { line: 'frozen', enemy: e.def.id });
    return;
  }
  attack(c, t.hero, e.def.damage, e.def.id);
  applyPenalty(c, t.hero, e.def.penalty, e.def.id);
  if (e.m && monsterDef(e.m).poison) poison(c, t.hero, why('enemy', e.def.id));
  if (e.m && enraged(s, e.m, tile) && monsterDef(e.m).type === 'snake') poison(c, t.hero, why('enraged', e.def.id));
}

