/**
 * Which selected dice the Roll button (and R) throws: the selected pieces that are dice on
 * the table, at most a throw's worth, for a seated player only — spectators never throw.
 */
import type { TablePiece } from '../../engine/core/projection.ts';

/** Most dice one throw may carry (the roll action's limit). */
export const MAX_THROW = 20;

export function rollSelection(
  seat: number | 'spectator' | null,
  selected: readonly string[],
  pieces: Readonly<Record<string, TablePiece>> | undefined,
): string[] {
  if (typeof seat !== 'number' || !pieces) return [];
  const ids: string[] = [];
  for (const id of selected) {
    if (ids.length >= MAX_THROW) break;
    const p = Object.hasOwn(pieces, id) ? pieces[id] : undefined;
    if (p?.kind === 'die' && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
