/**
 * Time travel (DESIGN §3 `projectAt`): the projection of any past version of a stored
 * table for one viewer, rebuilt from the latest snapshot at or before it plus the actions
 * after that snapshot — at most SNAPSHOT_EVERY − 1 replayed actions, whatever the length
 * of the game. What a viewer gets is exactly what it was sent at that version (the same
 * projection, the same commitments in the log), so replays can never show more.
 */
import type { Match, Projection } from '../../engine/core/match.ts';
import { projectWithUndo } from '../../engine/core/undo.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { commitEvents } from '../fairness.ts';
import { loadForReplay, replayTable } from './replay.ts';
import type { GameStore } from './types.ts';

/** The match of table `code` at `version`; null for an unknown code or a version it never reached. */
export async function matchAt(store: GameStore, module: AnyGameModule, code: string, version: number): Promise<Match | null> {
  if (!Number.isInteger(version) || version < 0) return null;
  const loaded = await loadForReplay(store, module, code, version);
  if (!loaded) return null;
  const match = replayTable(module, loaded);
  if (match.version !== version) return null;
  commitEvents(loaded.table.seed, match.log);
  return match;
}

/** `viewer`'s projection of table `code` at `version`, as it was sent then; null when there is none. */
export async function projectAt(
  store: GameStore, module: AnyGameModule, code: string, version: number, viewer: Viewer,
): Promise<Projection | null> {
  const match = await matchAt(store, module, code, version);
  return match ? (JSON.parse(JSON.stringify(projectWithUndo(module, match, viewer))) as Projection) : null;
}
