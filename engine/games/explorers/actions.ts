import { z } from 'zod';
import { heroIdSchema } from './content/schema.ts';

const coord = z.number().int().min(-20).max(20);
const dir = z.enum(['N', 'E', 'S', 'W']);
const card = z.string().min(1).max(40);
const hero = heroIdSchema;
const carried = z.array(hero).max(3).optional();

/**
 * Every intent of Explorers of the Woodlands. Shapes only; legality is the rules' job.
 * Tiles are addressed by grid cell (x = column, y = row) and clockwise rotation; heroes by
 * id; monsters by their index on the active hero's tile; cards by instance id.
 */
export const explorersActionSchema = z.discriminatedUnion('t', [
  /** Lay the drawn tile (Phase 1, or a High-Risk Exploration). */
  z.object({ t: z.literal('place'), x: coord, y: coord, rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]) }).strict(),
  /** Xylia's Pathfinder: explore one more tile this round, or not. */
  z.object({ t: z.literal('bonusTile'), take: z.boolean() }).strict(),
  /** Roll the hero dice. */
  z.object({ t: z.literal('roll') }).strict(),
  /** Reroll these hero dice once (by index), keeping at least one. */
  z.object({ t: z.literal('reroll'), dice: z.array(z.number().int().min(0).max(3)).min(1).max(3) }).strict(),
  /** Keep the roll as it is. */
  z.object({ t: z.literal('keep') }).strict(),
  /** Put a kept die on a space of the hero board. */
  z.object({ t: z.literal('assign'), die: z.number().int().min(0).max(3), space: z.enum(['move', 'focus', 's5', 's6']) }).strict(),
  /** Put two dice (Sha'Vi with Deep Bond: one) on Summoning to get the hero's power die. */
  z.object({ t: z.literal('summon'), dice: z.array(z.number().int().min(0).max(3)).min(1).max(2) }).strict(),
  /** Done assigning: dice left over are not used. */
  z.object({ t: z.literal('ready') }).strict(),
  /** Move to the connected tile towards dir; Klethor's 6 action may carry heroes along. */
  z.object({ t: z.literal('move'), dir, with: carried }).strict(),
  /** High-Risk Exploration onto the empty space towards dir. */
  z.object({ t: z.literal('explore'), dir, with: carried }).strict(),
  /** Battle the monster with this index on the tile (lowest defense first), or the Boss. */
  z.object({ t: z.literal('fight'), target: z.union([z.number().int().min(0).max(9), z.literal('boss')]) }).strict(),
  /** Spend 1 orb to reroll one of your combat dice (not power dice). */
  z.object({ t: z.literal('rerollCombat'), die: z.string().min(1).max(40) }).strict(),
  /** Klethor's Battle Rhythm: reroll his missed combat dice for free. */
  z.object({ t: z.literal('rhythm') }).strict(),
  /** Count the hits and end the battle. */
  z.object({ t: z.literal('resolve') }).strict(),
  /** Sha'Vi after a lost battle: freeze the monster (no damage, no penalty) or take the blow. */
  z.object({ t: z.literal('frost'), freeze: z.boolean() }).strict(),
  /** Use a special action on the 5+ or 6 space (Sha'Vi's heal and frost, Bethras's cleanse). */
  z.object({
    t: z.literal('special'), face: z.union([z.literal(5), z.literal(6)]),
    target: z.number().int().min(0).max(9).optional(), hero: hero.optional(), marker: z.enum(['poison', 'thorns']).optional(),
  }).strict(),
  /** Use a loot card (turn-over or discard kinds); `hero` for a heal or cure, `die` for a free reroll. */
  z.object({ t: z.literal('use'), card, hero: hero.optional(), die: z.string().min(1).max(40).optional() }).strict(),
  /** Give a face-up card to a hero on your tile (no monsters there). */
  z.object({ t: z.literal('give'), card, to: hero }).strict(),
  z.object({ t: z.literal('chest') }).strict(),
  z.object({ t: z.literal('well') }).strict(),
  z.object({ t: z.literal('vortex') }).strict(),
  z.object({ t: z.literal('buy'), card }).strict(),
  z.object({ t: z.literal('sell'), card }).strict(),
  /** Spend 3 (then 5) orbs to unlock the next Power. */
  z.object({ t: z.literal('unlock') }).strict(),
  /** First aid: spend heroes + 1 orbs to stand a knocked-down hero on your tile up. */
  z.object({ t: z.literal('firstAid'), hero }).strict(),
  /** Hand the next reward unit to a hero who fought. */
  z.object({ t: z.literal('share'), hero }).strict(),
  /** A Boss's skill turns over one face-up weapon of this hero: the one its player chooses. */
  z.object({ t: z.literal('turnOverLoot'), card }).strict(),
  /** Full loot slots: discard one of the four cards. */
  z.object({ t: z.literal('discardLoot'), card }).strict(),
  /** Lairs: enter the lair on your tile (heroes there may join). */
  z.object({ t: z.literal('lair'), with: carried }).strict(),
  /** Lairs: roll for the current event. */
  z.object({ t: z.literal('lairRoll') }).strict(),
  /** Lairs: pay the orbs the event asks for, or give up. */
  z.object({ t: z.literal('lairPay'), pay: z.boolean() }).strict(),
  /** Lairs (Sunken Crypt): spend 1 orb to roll the event die again, or accept it. */
  z.object({ t: z.literal('lairReroll'), reroll: z.boolean() }).strict(),
  z.object({ t: z.literal('end') }).strict(),
]);

export type ExplorersAction = z.infer<typeof explorersActionSchema>;
export type Act<K extends ExplorersAction['t']> = Extract<ExplorersAction, { t: K }>;
