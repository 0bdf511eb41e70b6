import { ruleError, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import { cardDef } from './data/base-deck.ts';
import type { ReadCtx } from './faction.ts';
import { findClearing } from './map.ts';
import { plural } from '../../core/words.ts';

/** Words for log lines and errors. Public: they name only what everyone can see. */

/** A core rule error: "root/<code>". */
export function fail(code: string, message: string): RuleError {
  return ruleError(`root/${code}`, message);
}

/** The faction of a seat by name ("the Honeycomb Clergy"). */
export function who(ctx: ReadCtx, seat: SeatId): string {
  const id = ctx.s.players[seat]?.faction;
  const f = id === undefined ? undefined : ctx.f[id];
  return f ? `the ${f.name}` : `Seat ${seat + 1}`;
}

/** Capitalised faction name for the start of a sentence. */
export function Who(ctx: ReadCtx, seat: SeatId): string {
  const w = who(ctx, seat);
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** "Beach (rabbit)"; an unsuited clearing by its name alone. */
export function where(ctx: ReadCtx, id: number): string {
  const c = findClearing(ctx, id);
  if (!c) return `clearing ${id}`;
  return c.suit === null ? c.name : `${c.name} (${c.suit})`;
}

/** "Foxfolk Steel (fox)". */
export function cardName(key: string): string {
  const c = cardDef(key);
  return `${c.name} (${c.suit})`;
}

export { plural };

/**
 * What the deciding side is asked at a battle step, in words for the banner and the
 * headline ("may ambush the attacker", "chooses which pieces to lose").
 */
export function battleStepWords(step: string): string {
  switch (step) {
    case 'ambush': return 'may play an ambush card or let the battle go on';
    case 'counter': return 'may cancel the ambush with an ambush card of their own, or take 2 hits';
    case 'ambush-hits': return 'choose which pieces the ambush removes';
    case 'attacker-effects': return 'may use a battle card before the hits (attacker)';
    case 'defender-effects': return 'may use a battle card before the hits (defender)';
    case 'hits-on-defender':
    case 'hits-on-attacker': return 'choose which pieces to lose to the hits';
    default: return 'the dice are rolled';
  }
}

/** "Birdsong", "Daylight", "Evening", "Setup". */
export function phaseName(phase: string): string {
  return phase.charAt(0).toUpperCase() + phase.slice(1);
}

/** Words for a phase's opening window, where start-of-phase cards are used ("start of Birdsong: cards in front of you"). */
export function windowWords(phase: string): string {
  return `start of ${phaseName(phase)}: cards in front of you`;
}
