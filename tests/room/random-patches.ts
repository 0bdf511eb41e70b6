/**
 * The patches random prompted play makes, as the room makes them (server/room/sync.ts):
 * for every accepted action, the `patch` message between each viewer's projections before
 * and after it (new log lines the game words itself without their text). Shared by the
 * bytes bench, the dictionary generator and the packing tests.
 */
import { createMatch, type Match, type ViewProjection } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { act } from '../../engine/core/undo.ts';
import type { PatchMessage } from '../../wire/protocol.ts';
import { ProjectionSync } from '../../server/room/sync.ts';
import { choose, picker } from './random-play.ts';

export interface PlayedPatches {
  /** The action's `t`. */
  kind: string;
  /** Each viewer's patch: the seats in order, then the spectators'. */
  patches: PatchMessage[];
}

/**
 * Plays up to `actions` random prompted actions at a table of `seats` (seed and picker from
 * `label`) and returns the match they lead to; `visit` sees the match at the start (kind
 * null) and after each action (its `t`).
 */
export function randomPlay(
  module: AnyGameModule, options: unknown, seats: number, label: string, actions: number,
  visit?: (match: Match, kind: string | null) => void,
): Match {
  const created = createMatch(module, options, seats, label);
  if (isRuleError(created)) throw new Error(`${label}: ${created.message}`);
  let match: Match = created;
  visit?.(match, null);
  const pick = picker(label);
  for (let i = 0; i < actions && !module.status(match.state).over; i++) {
    const choice = choose(seats, (seat) => module.prompts(match.state, seat), pick);
    if (!choice) break;
    const r = act(module, match, choice.seat, choice.action);
    if (isRuleError(r)) continue;
    match = r.match;
    visit?.(match, String(choice.action.t));
  }
  return match;
}

/** The patches of `randomPlay`: each action's patch to every viewer. */
export function randomPatches(module: AnyGameModule, options: unknown, seats: number, label: string, actions: number): PlayedPatches[] {
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
  const sync = new ProjectionSync(module);
  let held: ViewProjection[] = [];
  const out: PlayedPatches[] = [];
  randomPlay(module, options, seats, label, actions, (match, kind) => {
    const next = viewers.map((v, k) => sync.project(match, v, held[k]));
    if (kind !== null) out.push({ kind, patches: next.map((p, k) => sync.patch(held[k]!, p)) });
    held = next;
  });
  return out;
}
