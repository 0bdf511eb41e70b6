import { z } from 'zod';

/**
 * Zod schemas of the Explorers of the Woodlands content (seed 002). Every content file in
 * this folder is plain data validated against these schemas when the module loads
 * (`content/index.ts`), so a stand-in can be replaced by the publisher's data without
 * touching the rules. Types are inferred from the schemas.
 */

export const heroIdSchema = z.enum(['xylia', 'klethor', 'shavi', 'bethras']);
export const powerColorSchema = z.enum(['purple', 'green', 'blue', 'orange']);
export const monsterTypeSchema = z.enum(['mushroom', 'plant', 'spirit', 'skeleton', 'snake']);

export type HeroId = z.infer<typeof heroIdSchema>;
export type PowerColor = z.infer<typeof powerColorSchema>;
export type MonsterType = z.infer<typeof monsterTypeSchema>;

const n = z.number().int().min(1).max(10);

/** What a tile shows, top to bottom (the order tile effects apply in). */
export const tileIconSchema = z.enum([
  'treasure', 'event', 'monster', 'boss', 'lair', 'vortex', 'well', 'campfire', 'thorns', 'peddler',
]);
export type TileIcon = z.infer<typeof tileIconSchema>;

export const tileSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(40),
  /** Edges with a path, printed (unrotated), as a subset of "NESW". */
  paths: z.string().regex(/^N?E?S?W?$/).min(1),
  icons: z.array(tileIconSchema).max(4),
  /** A rune in a monster type's colour (Enraged runes variant, some events). */
  rune: monsterTypeSchema.optional(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
}).strict();
export type TileDef = z.infer<typeof tileSchema>;

export const rewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('orbs'), n }).strict(),
  z.object({ kind: z.literal('health'), n }).strict(),
  z.object({ kind: z.literal('loot'), n }).strict(),
  z.object({ kind: z.literal('event') }).strict(),
]);
export type Reward = z.infer<typeof rewardSchema>;

export const penaltySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('orbs'), n }).strict(),
  z.object({ kind: z.literal('health'), n }).strict(),
  z.object({ kind: z.literal('thorns') }).strict(),
]);
export type Penalty = z.infer<typeof penaltySchema>;

const colors = z.array(powerColorSchema).max(4);

/** A monster marker's profile. */
export const monsterSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  type: monsterTypeSchema,
  name: z.string().min(1).max(30),
  /** Lowest die result that hits. */
  defense: z.number().int().min(2).max(7),
  /** Successful attacks needed in one battle. */
  hits: n,
  /** Damage done to the active hero when it is not defeated, or on a retreat. */
  damage: z.number().int().min(0).max(5),
  weak: colors, resist: colors, immune: colors,
  reward: z.array(rewardSchema),
  penalty: z.array(penaltySchema),
  poison: z.boolean(),
  permanent: z.boolean(),
}).strict();
export type MonsterDef = z.infer<typeof monsterSchema>;

/** One face of a Boss's combat-skill table (the die roll before each boss battle). */
export const bossSkillSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('addEnemy') }).strict(),
  z.object({ kind: z.literal('immune'), color: powerColorSchema }).strict(),
  z.object({ kind: z.literal('steal') }).strict(),
  z.object({ kind: z.literal('shield'), defense: z.number().int().min(2).max(7) }).strict(),
  z.object({ kind: z.literal('damageAll') }).strict(),
  z.object({ kind: z.literal('threat') }).strict(),
  z.object({ kind: z.literal('turnOver') }).strict(),
  z.object({ kind: z.literal('thorns') }).strict(),
  z.object({ kind: z.literal('leafShield') }).strict(),
]);
export type BossSkill = z.infer<typeof bossSkillSchema>;

export const bossSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  type: monsterTypeSchema,
  name: z.string().min(1).max(30),
  defense: z.number().int().min(2).max(7),
  hits: n,
  damage: z.number().int().min(0).max(5),
  weak: colors, resist: colors, immune: colors,
  penalty: z.array(penaltySchema),
  /** Spaces on the threat track; the cube starts on space 1 and the game is lost on the last. */
  threat: z.number().int().min(4).max(30),
  skills: z.array(bossSkillSchema).length(6),
}).strict();
export type BossDef = z.infer<typeof bossSchema>;

export const lootEffectSchema = z.discriminatedUnion('kind', [
  /** Extra black combat dice in battle. */
  z.object({ kind: z.literal('combatDice'), n }).strict(),
  /** Rolls this power die in battle (once per roll, whoever else brings it). */
  z.object({ kind: z.literal('powerDie'), color: powerColorSchema }).strict(),
  /** +n to every combat die of the holder in one battle. */
  z.object({ kind: z.literal('combatBonus'), n }).strict(),
  /** A hero on the holder's tile regains n health; with `revive`, a knocked-down hero gets up. */
  z.object({ kind: z.literal('heal'), n, revive: z.boolean() }).strict(),
  /** Removes a Poison marker from a hero on the holder's tile. */
  z.object({ kind: z.literal('cure') }).strict(),
  /** Takes n less damage from each attack. */
  z.object({ kind: z.literal('armor'), n }).strict(),
  /** n extra moves this turn. */
  z.object({ kind: z.literal('moves'), n }).strict(),
  /** Rerolls one of the holder's combat dice for free in a battle. */
  z.object({ kind: z.literal('freeReroll') }).strict(),
  z.object({ kind: z.literal('orbs'), n }).strict(),
  /** The next retreat this turn costs no damage and no penalty. */
  z.object({ kind: z.literal('safeRetreat') }).strict(),
  /** Thorns have no effect on the holder. */
  z.object({ kind: z.literal('thornsImmune') }).strict(),
]);
export type LootEffect = z.infer<typeof lootEffectSchema>;

export const lootSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(30),
  kind: z.enum(['weapon', 'item']),
  /** permanent: always on; turnOver: face down after use until the holder's next turn; discard: gone after use. */
  use: z.enum(['permanent', 'turnOver', 'discard']),
  effect: lootEffectSchema,
  copies: z.number().int().min(1).max(4),
  text: z.string().min(1).max(120),
}).strict();
export type LootDef = z.infer<typeof lootSchema>;

export const eventEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ambush') }).strict(),
  z.object({ kind: z.literal('heal'), n }).strict(),
  z.object({ kind: z.literal('orbs'), n }).strict(),
  z.object({ kind: z.literal('loot'), n }).strict(),
  z.object({ kind: z.literal('poison') }).strict(),
  z.object({ kind: z.literal('runes') }).strict(),
  z.object({ kind: z.literal('damage'), n }).strict(),
]);
export type EventEffect = z.infer<typeof eventEffectSchema>;

export const eventSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(30),
  text: z.string().min(1).max(120),
  effect: eventEffectSchema,
}).strict();
export type EventDef = z.infer<typeof eventSchema>;

export const thornsEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('damage'), n }).strict(),
  z.object({ kind: z.literal('immobilize') }).strict(),
  z.object({ kind: z.literal('marker') }).strict(),
  z.object({ kind: z.literal('loseOrbs'), n }).strict(),
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('orbs'), n }).strict(),
]);
export type ThornsEffect = z.infer<typeof thornsEffectSchema>;

export const thornsRowSchema = z.object({ text: z.string().min(1).max(80), effect: thornsEffectSchema }).strict();
export type ThornsRow = z.infer<typeof thornsRowSchema>;

/** A lair event outcome, read from the die rolled for the event. */
export const lairOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pass') }).strict(),
  z.object({ kind: z.literal('fail') }).strict(),
  /** Success, and the progress die moves one extra space (the next event is skipped). */
  z.object({ kind: z.literal('leap') }).strict(),
  /** Every explorer loses n health, then the event succeeds. */
  z.object({ kind: z.literal('hurt'), n }).strict(),
  /** The explorers choose: the active hero pays n orbs and the event succeeds, or it fails. */
  z.object({ kind: z.literal('pay'), n }).strict(),
]);
export type LairOutcome = z.infer<typeof lairOutcomeSchema>;

const lairSpace = z.array(lairOutcomeSchema).length(6);

export const lairRuleSchema = z.discriminatedUnion('kind', [
  /** +1 to every lair roll for each explorer beyond the first. */
  z.object({ kind: z.literal('teamwork') }).strict(),
  /** A lair roll of 1 poisons every explorer. */
  z.object({ kind: z.literal('spores') }).strict(),
  /** Once per event, the active hero may spend 1 orb to roll the lair die again. */
  z.object({ kind: z.literal('orbReroll') }).strict(),
  /** A failure costs every explorer n more health. */
  z.object({ kind: z.literal('harsh'), n }).strict(),
]);
export type LairRule = z.infer<typeof lairRuleSchema>;

export const lairASchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(30),
  intro: z.string().min(1).max(120),
  rule: lairRuleSchema,
  ruleText: z.string().min(1).max(120),
  space: lairSpace,
}).strict();
export type LairADef = z.infer<typeof lairASchema>;

export const lairBSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(30),
  spaces: z.array(lairSpace).length(2),
  bonus: z.array(rewardSchema).min(1),
  penalty: z.array(penaltySchema).min(1),
}).strict();
export type LairBDef = z.infer<typeof lairBSchema>;

/** What a special-action space does when a die is on it. */
export const specialSchema = z.object({
  kind: z.enum(['ignoreThorns', 'combatPlus', 'carry', 'armor', 'heal', 'frost', 'cleanse', 'extraDice']),
  /** Lowest die face the space accepts (5 means 5 or 6). */
  min: z.union([z.literal(5), z.literal(6)]),
  /** How many dice the space holds. */
  capacity: z.number().int().min(1).max(4),
  text: z.string().min(1).max(120),
}).strict();
export type SpecialDef = z.infer<typeof specialSchema>;

export const powerSchema = z.object({
  kind: z.enum(['extraTile', 'farHelp', 'freeReroll', 'extraDie', 'frostBite', 'cheapSummon', 'poisonProof', 'tough']),
  name: z.string().min(1).max(30),
  text: z.string().min(1).max(120),
}).strict();
export type PowerDef = z.infer<typeof powerSchema>;

export const heroSchema = z.object({
  id: heroIdSchema,
  name: z.string().min(1).max(20),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  powerDie: powerColorSchema,
  specials: z.array(specialSchema).length(2),
  powers: z.array(powerSchema).length(2),
}).strict();
export type HeroDef = z.infer<typeof heroSchema>;
