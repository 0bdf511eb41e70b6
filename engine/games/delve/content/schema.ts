import { z } from 'zod';

/**
 * Zod schemas of Delve's content: the characters with their ability cards and items, the
 * monster kinds, the shared monster ability deck and the scenario. The seed (003) gives
 * only the card cycle; every content file here is stand-in data, validated against these
 * schemas when the module loads (`content/index.ts`), so it can be replaced without
 * touching the rules. Types are inferred from the schemas.
 */

const id = z.string().regex(/^[a-z0-9-]+$/).max(24);
const n = z.number().int().min(1).max(9);

/** One part of an action, performed in order; every part may be skipped. */
export const effectSchema = z.discriminatedUnion('k', [
  /** Move up to n hexes; `jump` ignores figures and obstacles on the way. */
  z.object({ k: z.literal('move'), n, jump: z.boolean().optional() }).strict(),
  /** Attack n at range (1 = melee), against up to `targets` monsters; push or pull each one hit. */
  z.object({
    k: z.literal('attack'), n, range: n, targets: n.optional(),
    push: n.optional(), pull: n.optional(),
  }).strict(),
  /** Heal n: yourself (range 0) or a character within range. */
  z.object({ k: z.literal('heal'), n, range: z.number().int().min(0).max(5) }).strict(),
  /** Shield n until the end of the round (a round bonus: the card lies in the active area). */
  z.object({ k: z.literal('shield'), n }).strict(),
  /** Retaliate n until the end of the round: a monster attacking you from an adjacent hex suffers n. */
  z.object({ k: z.literal('retaliate'), n }).strict(),
  /** A persistent bonus with charges: shield n against each of the next `uses` attacks on you. */
  z.object({ k: z.literal('ward'), n, uses: n }).strict(),
  /** A persistent bonus with charges: +n on each of your next `uses` attacks. */
  z.object({ k: z.literal('might'), n, uses: n }).strict(),
  /** Pick up every loot token within n hexes. */
  z.object({ k: z.literal('loot'), n }).strict(),
  /** Return up to n of your lost cards to your hand. */
  z.object({ k: z.literal('recover'), n }).strict(),
]);
export type Effect = z.infer<typeof effectSchema>;
export type EffectKind = Effect['k'];

/** The top or bottom action of an ability card. */
export const halfSchema = z.object({
  effects: z.array(effectSchema).min(1).max(3),
  /** The lost symbol: the card goes to the lost pile once this action is used. */
  lost: z.boolean().optional(),
}).strict();
export type Half = z.infer<typeof halfSchema>;

export const cardSchema = z.object({
  id,
  name: z.string().min(1).max(24),
  initiative: z.number().int().min(1).max(98),
  top: halfSchema,
  bottom: halfSchema,
}).strict();
export type CardDef = z.infer<typeof cardSchema>;

/** An item: used once on your own turn, then spent until a long rest or a treasure chest refreshes it. */
export const itemSchema = z.object({
  id,
  name: z.string().min(1).max(24),
  effect: z.discriminatedUnion('k', [
    z.object({ k: z.literal('heal'), n }).strict(),
    z.object({ k: z.literal('move'), n }).strict(),
    z.object({ k: z.literal('sharpen'), n }).strict(),
    z.object({ k: z.literal('shield'), n }).strict(),
  ]),
}).strict();
export type ItemDef = z.infer<typeof itemSchema>;

export const characterSchema = z.object({
  id,
  name: z.string().min(1).max(20),
  /** A word on how it plays, for the create form and the help. */
  role: z.string().min(1).max(60),
  health: z.number().int().min(4).max(14),
  cards: z.array(cardSchema).min(6).max(12),
  items: z.array(id).min(1).max(2),
  standIn: z.literal(true),
}).strict();
export type CharacterDef = z.infer<typeof characterSchema>;

export const monsterKindSchema = z.object({
  id,
  name: z.string().min(1).max(20),
  /** Health; `perCharacter` more for each character in the scenario. */
  health: n,
  perCharacter: z.number().int().min(0).max(5),
  move: z.number().int().min(0).max(5),
  attack: n,
  /** 1 = melee. */
  range: n,
  /** Shield the monster always has. */
  shield: z.number().int().min(0).max(3),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  standIn: z.literal(true),
}).strict();
export type MonsterKindDef = z.infer<typeof monsterKindSchema>;

/** A card of the shared monster ability deck: the monsters' initiative and how they act this round. */
export const monsterCardSchema = z.object({
  id,
  name: z.string().min(1).max(20),
  initiative: z.number().int().min(1).max(98),
  move: z.number().int().min(-3).max(3),
  attack: z.number().int().min(-2).max(3),
  /** Added to ranged monsters' range. */
  range: z.number().int().min(0).max(2),
  /** Shield for every monster from the reveal until the end of the round. */
  shield: z.number().int().min(0).max(2),
  /** Each monster heals this much at the start of its turn. */
  heal: z.number().int().min(0).max(3),
  /** The deck is shuffled again at the end of a round in which this card was drawn. */
  shuffle: z.boolean(),
  standIn: z.literal(true),
}).strict();
export type MonsterCardDef = z.infer<typeof monsterCardSchema>;

const offset = z.tuple([z.number().int().min(0).max(30), z.number().int().min(0).max(20)]);

export const scenarioSchema = z.object({
  id,
  name: z.string().min(1).max(40),
  /**
   * The map, one string per row of pointy-top hexes in "odd-r" offset layout (odd rows sit
   * half a hex to the east): '.' no hex (wall); a room's letter ('a', 'b', …) floor of that
   * room; its capital an obstacle in it; 'S' a starting hex (floor of the first room);
   * a digit a door into the room with that index ('1' → the second room).
   */
  rows: z.array(z.string().regex(/^[.a-zA-Z0-9]+$/)).min(3).max(12),
  rooms: z.array(z.object({ letter: z.string().regex(/^[a-z]$/), name: z.string().min(1).max(30) }).strict()).min(2).max(5),
  /** Monsters by where they stand and from how many characters they take part. */
  spawns: z.array(z.object({ kind: id, at: offset, from: z.number().int().min(1).max(4) }).strict()).min(2),
  chests: z.array(offset),
  standIn: z.literal(true),
}).strict();
export type ScenarioDef = z.infer<typeof scenarioSchema>;
