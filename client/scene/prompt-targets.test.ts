import { describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { promptTargets } from './prompt-targets.ts';
import { loadClientGames } from '../../tests/helpers/client-games.ts';

// A table of no game is the free table's (the registry's fallback), read synchronously.
await loadClientGames(['sandbox']);

function projection(pieceIds: string[], targets: string[][]): Projection {
  const pieces: Record<string, TablePiece> = {};
  for (const id of pieceIds) pieces[id] = { id, kind: 'token', model: 'token', x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true };
  return {
    gameId: 'g', version: 1, viewer: 0, view: null, table: { pieces, hands: {} },
    prompts: targets.map((t, i) => ({ key: `k${i}`, label: 'l', actions: [], targets: t })),
    status: { over: false }, log: [],
  };
}

describe('prompt targets', () => {
  it('highlights the few pieces the prompts name', () => {
    const t = promptTargets(projection(['a', 'b', 'c', 'd', 'e'], [['a'], ['b', 'a']]));
    expect([...t].sort()).toEqual(['a', 'b']);
  });

  it('singles nothing out when the prompts cover most of the table', () => {
    expect(promptTargets(projection(['a', 'b', 'c'], [['a', 'b'], ['c']])).size).toBe(0);
    expect(promptTargets(null).size).toBe(0);
  });
});
