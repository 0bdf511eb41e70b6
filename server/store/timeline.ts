/**
 * A replay's timeline (docs/PROTOCOL.md §7a): the whole stored history of a table replayed
 * once through the deterministic engine, keeping per action what a spectator saw — its log
 * lines, who acted, whether it threw dice — and where the dice lay after it, by the room's
 * own rule (`DiceRests`: prune against the table, then record the throw), so a replay
 * shows every die exactly where the live table showed it. Throws come from the store,
 * never from a new simulation (DESIGN §9).
 *
 * A timeline extends: a running table's next request replays only the actions stored
 * since, from the match it kept.
 */
import { createMatch, projectEvent, projectMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { act, takeBack } from '../../engine/core/undo.ts';
import type { RollMessage, RollsMessage } from '../../wire/protocol.ts';
import type { ReplayStep } from '../../wire/replay-protocol.ts';
import { DiceRests } from '../room/dice.ts';
import type { StoredAction, StoredTable } from './types.ts';

export interface Timeline {
  /** The last version replayed. */
  version: number;
  /** The match at `version` (the start for the next extension). */
  match: Match;
  steps: ReplayStep[];
  /** The throw of each version that threw dice. */
  rolls: Map<number, RollMessage>;
  /** Where the dice lie from each version on where that changed, in version order. */
  rests: Array<{ v: number; message: RollsMessage }>;
  /** The room's die map as of `version` (the start for the next extension). */
  dice: DiceRests;
}

/** The timeline of a table with no action yet; throws when the table cannot be set up. */
export function emptyTimeline(module: AnyGameModule, table: StoredTable): Timeline {
  const created = createMatch(module, table.options, table.seats, table.seed);
  if (isRuleError(created)) throw new Error(`table ${table.code}: ${created.code} ${created.message}`);
  return { version: 0, match: created, steps: [], rolls: new Map(), rests: [{ v: 0, message: { dice: [] } }], dice: new DiceRests() };
}

/**
 * Replays the stored `actions` after `timeline.version` onto it (in place). Throws when a
 * stored action does not replay (a corrupt or foreign log).
 */
export function extendTimeline(module: AnyGameModule, table: StoredTable, timeline: Timeline, actions: readonly StoredAction[]): void {
  for (const a of actions) {
    if (a.version <= timeline.version) continue;
    if (a.version !== timeline.version + 1) {
      throw new Error(`table ${table.code}: action log jumps from ${timeline.version} to ${a.version}`);
    }
    const result = a.undo ? takeBack(module, timeline.match, a.seat) : act(module, timeline.match, a.seat, a.action);
    if (isRuleError(result)) throw new Error(`stored action ${a.version} does not replay (${result.code})`);
    const match = result.match;
    const step: ReplayStep = {
      v: a.version, seat: a.seat, at: a.at,
      lines: match.log.filter((e) => e.v === a.version).map((e) => {
        const entry = projectEvent(e, 'spectator');
        return entry.seat === undefined ? { kind: entry.kind, text: entry.text } : { kind: entry.kind, text: entry.text, seat: entry.seat };
      }).filter((l) => l.text.trim() !== ''),
    };
    // An action its game logs nothing for (Root's "End Daylight") is worded by what the seat chose.
    if (step.lines.length === 0 && !a.undo) step.lines.push({ kind: 'choice', text: choiceLine(module, timeline.match, a.seat, a.action), seat: a.seat });
    if (a.undo) step.undo = true;
    if (a.roll) {
      step.roll = true;
      timeline.rolls.set(a.version, a.roll.message);
    }
    if (a.roll || timeline.dice.size > 0) {
      const before = JSON.stringify(timeline.dice.message());
      timeline.dice.prune(projectMatch(module, match, 'spectator').table.pieces);
      if (a.roll) timeline.dice.record(a.roll.message, a.roll.anchors);
      const message = timeline.dice.message();
      if (JSON.stringify(message) !== before) timeline.rests.push({ v: a.version, message });
    }
    timeline.steps.push(step);
    timeline.match = match;
    timeline.version = a.version;
  }
}

/** JSON with object keys sorted, so two equal actions read the same whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
    : v));
}

/**
 * A replay's line for an action its game logged nothing for: the seat and the label of the
 * prompt that offered it ("Seat 2: End Daylight."), else the kind of action it was.
 */
export function choiceLine(module: AnyGameModule, before: Match, seat: number, raw: unknown): string {
  const parsed = module.parseAction(raw);
  const wanted = canonical(isRuleError(parsed) ? raw : parsed);
  let prompts: readonly { label: string; actions: readonly unknown[] }[] = [];
  try {
    prompts = module.prompts(before.state, seat);
  } catch {
    prompts = [];
  }
  const offered = prompts.find((p) => p.label && p.actions.some((x) => canonical(x) === wanted));
  if (offered) return `Seat ${seat + 1}: ${offered.label.replace(/[.:]\s*$/, '')}.`;
  const kind = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).t ?? (raw as Record<string, unknown>).type : undefined;
  return typeof kind === 'string' && kind ? `Seat ${seat + 1} chose "${kind}".` : `Seat ${seat + 1} made a move the game does not describe.`;
}

/** Where the dice lie at `version` (≤ the timeline's). */
export function restsAt(timeline: Timeline, version: number): RollsMessage {
  let found: RollsMessage = { dice: [] };
  for (const r of timeline.rests) {
    if (r.v > version) break;
    found = r.message;
  }
  return found;
}
