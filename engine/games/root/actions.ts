import type { z } from 'zod';
import type { coreActionSchema } from './schemas.ts';

/**
 * The types of Root's intents. Type-only: their zod schemas are in `schemas.ts` (and each
 * faction's), which only the game module loads, so the client reads these types without
 * loading zod.
 */

/** A core action (move, battle, craft, done, discard, ambush, remove, effect, use, choose, …). */
export type CoreAction = z.infer<typeof coreActionSchema>;

/** A faction's own action: `t` is "<prefix>.<name>" (e.g. "hcc.swarm"). */
export interface FactionAction {
  t: `${string}.${string}`;
  [key: string]: unknown;
}

export type RootAction = CoreAction | FactionAction;

export type Act<K extends CoreAction['t']> = Extract<CoreAction, { t: K }>;
