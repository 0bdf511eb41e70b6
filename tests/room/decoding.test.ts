/**
 * The room tests' clients decode as a browser does (tests/room/helpers.ts): every patch a
 * `TableClient` takes goes through the browser's own applier (wire/json-patch.ts)
 * and every packed one through the browser's dictionaries (client/net/dictionaries.ts),
 * so a fault there fails the room tests instead of passing unseen beside the server's own
 * applier. The client modules are wrapped here only to count their calls and, in one
 * test, to break the applier on purpose.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../engine/core/types.ts';
import type * as Dictionaries from '../../client/net/dictionaries.ts';
import type * as JsonPatch from '../../wire/json-patch.ts';
import { content, seatTable, serverProjection, type SeatedTable, type TableClient } from './helpers.ts';

const calls = vi.hoisted(() => ({ applied: 0, dictionaries: 0, broken: false }));

vi.mock('../../wire/json-patch.ts', async (importOriginal) => {
  const real = await importOriginal<typeof JsonPatch>();
  return {
    ...real,
    applyWirePatch: ((doc, patch) => {
      calls.applied++;
      // Broken on purpose: the version moves on, the ops are dropped.
      if (calls.broken) return { ...doc, version: patch.to };
      return real.applyWirePatch(doc, patch);
    }) as typeof real.applyWirePatch,
  };
});

vi.mock('../../client/net/dictionaries.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Dictionaries>();
  return {
    ...real,
    loadedDictionary: ((gameId) => {
      calls.dictionaries++;
      return real.loadedDictionary(gameId);
    }) as typeof real.loadedDictionary,
  };
});

let table: SeatedTable;
let clients: TableClient[];

beforeAll(async () => {
  table = await seatTable({}, { game: 'sandbox' });
  clients = [table.a, table.b, table.s];
});

afterAll(async () => {
  await table.close();
});

async function act(c: TableClient, action: Record<string, unknown>): Promise<number> {
  const v = table.room().currentMatch.version + 1;
  c.act(action);
  await Promise.all(clients.map((x) => x.waitVersion(v)));
  return v;
}

describe('room clients decode with the browser\'s own code', () => {
  it('tests/room/helpers.ts decodes as a browser would: every patch through wire/json-patch.ts, every packed one with client/net/dictionaries.ts', async () => {
    const before = { applied: calls.applied, dictionaries: calls.dictionaries };
    const patches = clients.reduce((n, c) => n + c.patches, 0);
    const packed = clients.reduce((n, c) => n + c.packed, 0);
    await act(table.a, { t: 'move', id: 'meeple-1-1', x: -2, z: 0 });
    await act(table.b, { t: 'draw', deck: 'deck', n: 3, to: 'hand' });
    await act(table.a, { t: 'shuffle', deck: 'deck' });
    await act(table.b, { t: 'draw', deck: 'deck', n: 5, to: 'table' });
    for (const c of clients) {
      await c.ping();
      expect(c.desync).toBeNull();
      expect(c.projection).toEqual(serverProjection(table.room(), c.seat as Viewer));
    }
    const newPatches = clients.reduce((n, c) => n + c.patches, 0) - patches;
    const newPacked = clients.reduce((n, c) => n + c.packed, 0) - packed;
    expect(newPatches).toBeGreaterThanOrEqual(12);
    expect(calls.applied - before.applied).toBe(newPatches);
    // Long patches came packed, and each was unpacked with the client's dictionary.
    expect(newPacked).toBeGreaterThan(0);
    expect(calls.dictionaries - before.dictionaries).toBeGreaterThanOrEqual(newPacked);
  });

  it('a fault in the browser\'s patch applier shows in a room client (what the server holds and what the client shows part)', async () => {
    calls.broken = true;
    try {
      await act(table.a, { t: 'move', id: 'meeple-1-1', x: 4, z: 2 });
    } finally {
      calls.broken = false;
    }
    const room = table.room();
    for (const c of clients) {
      expect(c.version).toBe(room.currentMatch.version);
      expect(content(c.projection)).not.toEqual(content(serverProjection(room, c.seat as Viewer)));
    }
  });
});
