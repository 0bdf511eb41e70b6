import { logLine, why } from './log-words.ts';
import type { PowerColor } from './content/index.ts';
import { rollOne } from './dice.ts';
import { drawMonster, loseHealth, raiseThreat, thorns } from './effects.ts';
import { keyOf } from './grid.ts';
import { bossDef, heroAt, lootDef, loseOrbs, ownTile, standingOn, type Ctx } from './ops.ts';
import type { BossOnTile, Hero, LaidTile, LootSlot, Turn } from './state.ts';

/**
 * A Boss's combat skill (seed 002, Combat (Bosses)): before each battle against it, the
 * active hero rolls one die and applies that face of the Boss card: add an enemy (fought
 * first, so the boss battle waits), immunity to a power-die colour, stealing an orb from
 * each hero in the battle (the threat rises by as many), a shield that replaces its
 * defense, 1 damage to each hero on its tile, threat +1, each hero there turning over an
 * equipped card bearing the weapon icon (its player's choice when it holds several: the
 * battle waits for it), a thorns roll for them, or a Leaf Shield.
 */
export interface SkillEffect {
  /** An enemy was added: the boss battle does not happen now. */
  postpone: boolean;
  /** Heroes must first choose which weapon to turn over (`ExState.turnOver`): the battle begins after. */
  wait?: boolean;
  /** Defense for this battle, when a shield replaces it. */
  defense?: number;
  immune: PowerColor[];
}

export function bossSkill(c: Ctx, tile: LaidTile, boss: Readonly<BossOnTile>, fighters: number[]): SkillEffect {
  const s = c.s;
  const t = s.turn as Turn;
  const h = heroAt(s, t.hero);
  const def = bossDef(boss.b);
  const key = keyOf(tile.col, tile.row);
  const v = rollOne(c, h.seat, 'roll-skill', { hero: h.id, enemy: def.id });
  const said = (line: string, refs: Readonly<Record<string, string | number>> = {}): void => logLine(c, 'skill', line, { v, enemy: def.id, ...refs });
  const skill = def.skills[v - 1];
  const out: SkillEffect = { postpone: false, immune: [] };
  if (!skill) return out;
  switch (skill.kind) {
    case 'addEnemy':
      said('skill-ally');
      if (drawMonster(c, key, true)) {
        t.mustFight = true;
        out.postpone = true;
        logLine(c, 'skill', 'skill-ally-first', {});
      }
      break;
    case 'immune':
      out.immune.push(skill.color);
      said('skill-immune', { color: skill.color });
      break;
    case 'steal': {
      let stolen = 0;
      for (const i of fighters) stolen += loseOrbs(heroAt(s, i), 1);
      said('skill-steal', { n: stolen });
      raiseThreat(c, stolen, why('stolen'));
      break;
    }
    case 'shield':
      out.defense = skill.defense;
      said('skill-shield', { defense: skill.defense });
      break;
    case 'damageAll':
      said('skill-strike');
      for (const i of standingOn(s, key)) loseHealth(c, i, 1, why('enemy', def.id));
      break;
    case 'threat':
      said('skill-threat');
      raiseThreat(c, 1, why('skill', def.id));
      break;
    case 'turnOver': {
      said('skill-turn-over');
      const choosing: number[] = [];
      for (const i of standingOn(s, key)) {
        const weapons = faceUpWeapons(heroAt(s, i));
        // One weapon: nothing to choose. None: nothing happens (seed 002).
        if (weapons.length === 1) turnOverForBoss(c, i, weapons[0]!.card);
        else if (weapons.length > 1) choosing.push(i);
      }
      if (choosing.length > 0) {
        s.turnOver = choosing;
        out.wait = true;
      }
      break;
    }
    case 'thorns':
      said('skill-thorns');
      thorns(c, standingOn(s, key), why('enemy', def.id));
      break;
    case 'leafShield': {
      const own = ownTile(c, key).boss as BossOnTile;
      own.leaf += 1;
      said('skill-leaf', { n: own.leaf });
      break;
    }
  }
  return out;
}

/** The hero's cards a Boss's turn-over skill may turn: face up and bearing the weapon icon. */
export function faceUpWeapons(h: Hero): LootSlot[] {
  return h.loot.filter((x) => x.up && lootDef(x.card).kind === 'weapon');
}

/** Turns `card` of hero `i` face down until the round is over (seed 002, Bosses' combat skills). */
export function turnOverForBoss(c: Ctx, i: number, card: string): void {
  const h = heroAt(c.s, i);
  const slot = h.loot.find((x) => x.card === card);
  if (!slot) return;
  slot.up = false;
  slot.heldRound = c.s.round;
  logLine(c, 'skill', 'turn-over-card', { hero: h.id, card }, h.seat);
}
