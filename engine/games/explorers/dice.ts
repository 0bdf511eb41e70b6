import type { PowerColor } from './content/index.ts';
import { logLine, type LineRefs } from './log-words.ts';
import type { Ctx } from './ops.ts';

/**
 * Dice of seed 002 (4 red hero dice, 4 black combat dice, 4 power dice) and two more black
 * dice from the reserve for single results (boss combat skill and lair events; thorns). Every roll goes
 * through the match Rng and emits one 'roll' event in the same shape as the free table's,
 * so the server throws exactly these dice with these values.
 */

export const HERO_RED = '#c0392b';
export const COMBAT_BLACK = '#1f1f1f';
/** The die for a Boss's combat skill and lair events. */
export const EVENT_DIE = 'event-1';
/** The die for thorns, so a thorns roll inside a boss battle is a die of its own in the throw. */
export const THORNS_DIE = 'event-2';
export const POWER_COLORS: Record<PowerColor, string> = {
  purple: '#8e44ad',
  green: '#27ae60',
  blue: '#2e6fd8',
  orange: '#e67e22',
};

const LABELS = ['1', '2', '3', '4', '5', '6'];

/** A die to roll: id and body colour. */
export interface DieToRoll {
  id: string;
  color: string;
}

/** The colour of a die from its id ('hero-2', 'combat-1', 'combat-klethor-1', 'power-blue', 'event-1'). */
export function dieColor(id: string): string {
  if (id.startsWith('hero-')) return HERO_RED;
  if (id.startsWith('power-')) return POWER_COLORS[id.slice(6) as PowerColor] ?? COMBAT_BLACK;
  return COMBAT_BLACK;
}

/**
 * Rolls the dice in order (one Rng draw each) and logs one roll event; returns the values.
 * The log line `line` (log-words.en.ts `explorers.log.roll-…`) with `refs` names who rolls
 * and why; the values follow.
 */
export function rollDice(c: Ctx, seat: number, line: string, refs: LineRefs, ids: string[]): number[] {
  const values = ids.map(() => c.rng.int(6) + 1);
  const dice = ids.map((id, i) => {
    const value = values[i] as number;
    c.s.dice[id] = value;
    return { id, sides: 6, value, label: String(value), labels: LABELS.slice(), color: dieColor(id) };
  });
  logLine(c, 'roll', line, { ...refs, values: values.join(', ') }, seat, { dice });
  return values;
}

/** Rolls one single die (the event die unless told). */
export function rollOne(c: Ctx, seat: number, line: string, refs: LineRefs, id: string = EVENT_DIE): number {
  return rollDice(c, seat, line, refs, [id])[0] as number;
}
