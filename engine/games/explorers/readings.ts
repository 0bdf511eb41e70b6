import { CONTENT } from './content/index.ts';
import type { PowerColor } from './content/schema.ts';
import type { Battle, BattleDie, ExState, Hero } from './state.ts';

/**
 * Rule readings that need only what every viewer sees: which decision is due, whose it
 * is, whether a hero has a Power, what a combat die counts for. They take the public
 * parts of the state, so the engine (on the state) and the HUD (on a viewer's
 * projection, `ExView`) read the rules through the same functions.
 */

/** The decision the game waits for. */
export type Step =
  | 'over' | 'replace' | 'place' | 'bonus' | 'share' | 'frost' | 'turnOver' | 'battle' | 'lair' | 'explorePlace'
  | 'roll' | 'reroll' | 'assign' | 'act';

/** What is pending: the fields that decide the step (the same in the state and in every view). */
export type Pending = Pick<ExState, 'phase' | 'result' | 'replace' | 'explore' | 'share' | 'lost' | 'turnOver' | 'battle' | 'lair' | 'turn'>;

/**
 * The decision due now, derived from what is pending: the end, a full loot hand, Phase 1
 * placements and Pathfinder, then within a turn rewards, Frost, the weapons a Boss's skill
 * turns over, a battle, a lair, a High-Risk
 * placement, and otherwise the turn's own stage (roll → reroll → assign → act).
 */
export function stepOf(p: Pending): Step {
  if (p.phase === 'over' || p.result) return 'over';
  if (p.replace.length > 0) return 'replace';
  if (p.phase === 'explore') return p.explore?.offer ? 'bonus' : 'place';
  if (p.share.length > 0) return 'share';
  if (p.lost) return 'frost';
  if (p.turnOver && p.turnOver.length > 0) return 'turnOver';
  if (p.battle) return 'battle';
  if (p.lair) return 'lair';
  if (p.turn?.placing) return 'explorePlace';
  return p.turn?.stage ?? 'over';
}

/** Orbs to unlock the first and the second Power (seed 002, 2c). */
export const POWER_COST = [3, 5] as const;

/** One of a hero's two Power cards, as its board shows it. */
export interface PowerCard {
  kind: string;
  name: string;
  text: string;
  unlocked: boolean;
  /** Orbs it costs to unlock. */
  cost: number;
}

/** A hero's Power cards in the order they unlock (seed 002, 2c: the first, then the second). */
export function powerCards(h: Pick<Hero, 'id' | 'powers'>): PowerCard[] {
  return CONTENT.heroes[h.id].powers.map((p, k) => ({
    kind: p.kind, name: p.name, text: p.text, unlocked: k < h.powers, cost: POWER_COST[k as 0 | 1],
  }));
}

/** The Power card the hero unlocks next, or null when both are unlocked. */
export function nextPower(h: Pick<Hero, 'id' | 'powers'>): PowerCard | null {
  return powerCards(h).find((p) => !p.unlocked) ?? null;
}

/** True when the hero has unlocked the Power of this kind. */
export function hasPower(h: Pick<Hero, 'id' | 'powers'>, kind: string): boolean {
  return powerCards(h).some((p) => p.unlocked && p.kind === kind);
}

/**
 * Index of the hero whose owner decides now (for 'replace', the hero who must drop a
 * card; for 'turnOver', the next hero to choose a weapon; for 'bonus', the hero with
 * Pathfinder), or null when nobody does.
 */
export function deciderHero(p: Pending & { heroes: readonly Pick<Hero, 'id' | 'powers'>[] }): number | null {
  const step = stepOf(p);
  if (step === 'over') return null;
  if (step === 'replace') return p.replace[0]?.hero ?? null;
  if (step === 'place') return p.explore?.queue[0] ?? null;
  if (step === 'turnOver') return p.turnOver?.[0] ?? null;
  if (step === 'bonus') {
    const i = p.heroes.findIndex((h) => hasPower(h, 'extraTile'));
    return i < 0 ? null : i;
  }
  return p.turn?.hero ?? null;
}

/** The enemy's colours that change a power die (a monster's or a Boss's card). */
export interface EnemyColours {
  weak: readonly PowerColor[];
  resist: readonly PowerColor[];
  immune: readonly PowerColor[];
}

/** What a combat die counts for: its value, whether it hits, and how it was read ("blue 4+1 = 5"). */
export interface DieReading {
  value: number;
  hit: boolean;
  /** How the value was read, as a log line names it (log-words.en.ts `explorers.log.note.<how>`). */
  note: DieNote;
}

/** A die's reading in words: the message `explorers.log.note.<how>` and its values. */
export type DieNote =
  | { how: 'plain'; v: number }
  | { how: 'plus'; v: number; plus: number }
  | { how: 'power' | 'immune'; v: number; color: PowerColor }
  | { how: 'power-mod'; v: number; color: PowerColor; mod: string; value: number };

/**
 * The value a battle die counts for against an enemy, and whether it hits (seed 002,
 * Combat): a black combat die counts its face, plus the battle's bonus for the active
 * hero's dice; a power die gets +1 on a weakness, −1 on a resistance (+1 more for a blue
 * die with Sha'Vi's Frost Bite) and never hits on an immunity (the card's, or one the
 * Boss's combat skill added). A die hits when it reaches the battle's defense.
 */
export function readDie(
  enemy: EnemyColours, battle: Pick<Battle, 'defense' | 'plus' | 'immune'>, die: BattleDie,
  roller: { active: boolean; frostBite: boolean },
): DieReading {
  if (die.color === null) {
    const plus = roller.active ? battle.plus : 0;
    const value = die.v + plus;
    return { value, hit: value >= battle.defense, note: plus > 0 ? { how: 'plus', v: die.v, plus } : { how: 'plain', v: die.v } };
  }
  if (enemy.immune.includes(die.color) || battle.immune.includes(die.color)) {
    return { value: die.v, hit: false, note: { how: 'immune', v: die.v, color: die.color } };
  }
  let mod = 0;
  if (enemy.weak.includes(die.color)) mod += 1;
  if (enemy.resist.includes(die.color)) mod -= 1;
  if (die.color === 'blue' && roller.frostBite) mod += 1;
  const value = die.v + mod;
  const note: DieNote = mod === 0
    ? { how: 'power', v: die.v, color: die.color }
    : { how: 'power-mod', v: die.v, color: die.color, mod: `${mod > 0 ? '+' : ''}${mod}`, value };
  return { value, hit: value >= battle.defense, note };
}

/** `readDie` for a die of the battle in progress, given the heroes and whose turn it is. */
export function readBattleDie(
  enemy: EnemyColours, battle: Pick<Battle, 'defense' | 'plus' | 'immune'>, die: BattleDie,
  heroes: readonly Pick<Hero, 'id' | 'powers'>[], activeHero: number | undefined,
): DieReading {
  const h = heroes[die.hero];
  return readDie(enemy, battle, die, { active: die.hero === activeHero, frostBite: !!h && hasPower(h, 'frostBite') });
}
