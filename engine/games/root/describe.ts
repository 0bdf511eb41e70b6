import type { RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import { phrase, type Phrase } from '../../core/words.ts';
import { cardDef } from './data/base-deck.ts';
import type { ReadCtx } from './faction.ts';
import { findClearing } from './map.ts';
import { plural } from '../../core/words.ts';
import { rootRefusal, type RefusalValues } from './phrases.ts';

/** Words for log lines and errors. Public: they name only what everyone can see. */

/** A core rule error "root/<code>", its sentence the message `root.refusal.<id>` (refusal-words.en.ts) with `values`. */
export function fail(code: string, id: string, values?: RefusalValues): RuleError {
  return rootRefusal(code, `root.refusal.${id}`, values);
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
 * What the deciding side is asked at a battle step, for the banner and the headline
 * ("may ambush the attacker", "chooses which pieces to lose").
 */
export function battleStepPhrase(step: string): Phrase {
  switch (step) {
    case 'ambush':
    case 'counter':
    case 'ambush-hits':
    case 'attacker-effects':
    case 'defender-effects': return phrase(`root.battle.step.${step}`);
    case 'hits-on-defender':
    case 'hits-on-attacker': return phrase('root.battle.step.hits');
    default: return phrase('root.battle.step.roll');
  }
}

/** Words for a phase's opening window, where start-of-phase cards are used ("start of Birdsong: cards in front of you"). */
export function windowPhrase(phase: string): Phrase {
  return phrase('root.step.window', { phase });
}
