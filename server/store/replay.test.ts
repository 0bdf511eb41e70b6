/**
 * Rules versions when a stored table is rebuilt (server/store/replay.ts): the table's and
 * the snapshot's version are checked before anything replays; a game's migration for an
 * older version rewrites the log and rebuilds the table from all of it, never from a
 * snapshot taken under the older rules.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import { MemoryStore } from './memory.ts';
import { loadForReplay, replayTable, RulesRefusal, rulesRefusal } from './replay.ts';

const SEED = 'replay-rules';

/** A free table of 6 moves stored under `rulesVersion`, with a snapshot at version 4; the moves name a tile `tile-one`/`tile-1` as `name` says. */
async function stored(rulesVersion: number, name: (id: string) => string): Promise<{ store: MemoryStore; match: Match }> {
  const store = new MemoryStore();
  await store.createTable({ code: 'RULES1', gameId: 'sandbox', rulesVersion, seats: 2, options: {}, seed: SEED, seedCommit: 'c', createdAt: 0, finishedAt: null });
  let match = createMatch(sandbox, {}, 2, SEED) as Match;
  for (let v = 1; v <= 6; v++) {
    const action = { t: 'rotate', id: 'tile-1', dir: 1 };
    const r = applyAction(sandbox, match, v % 2, action);
    if (isRuleError(r)) throw new Error(r.message);
    match = r.match;
    await store.appendAction('RULES1', { version: v, seat: v % 2, action: { ...action, id: name('tile-1') }, at: v });
    if (v === 4) await store.saveSnapshot('RULES1', { version: 4, rulesVersion, match });
  }
  return { store, match };
}

describe('rules versions on rebuild', () => {
  it('rules version: a table under an older version is refused before any replay, with the reason', async () => {
    const { store } = await stored(sandbox.rulesVersion - 1, (id) => id);
    const loaded = await loadForReplay(store, sandbox, 'RULES1');
    expect(rulesRefusal(sandbox, loaded!)?.text).toMatch(/^Table RULES1 was played with Free table rules version \d+; this server plays version \d+/);
    expect(() => replayTable(sandbox, loaded!)).toThrow(RulesRefusal);
  });

  it('rules version: a snapshot under another version than the game\'s is refused, even when the table\'s version matches', async () => {
    const { store } = await stored(sandbox.rulesVersion, (id) => id);
    const loaded = await loadForReplay(store, sandbox, 'RULES1');
    loaded!.snapshot!.rulesVersion = sandbox.rulesVersion + 5;
    expect(rulesRefusal(sandbox, loaded!)?.text).toMatch(/snapshot at version 4 taken under Free table rules version \d+/);
    expect(() => replayTable(sandbox, loaded!)).toThrow(RulesRefusal);
  });

  it('rules version: with the game\'s migration for the older version the whole log is rewritten and replayed, the older snapshot left aside', async () => {
    const { store, match } = await stored(sandbox.rulesVersion, (id) => (id === 'tile-1' ? 'tile-one' : id));
    const rename = (a: unknown): unknown => {
      const x = a as { id?: unknown };
      return x.id === 'tile-one' ? { ...x, id: 'tile-1' } : a;
    };
    const newer: AnyGameModule = { ...sandbox, rulesVersion: sandbox.rulesVersion + 1, migrations: { [sandbox.rulesVersion]: { action: rename } } };
    const loaded = await loadForReplay(store, newer, 'RULES1');
    expect(loaded?.snapshot).toBeNull();
    expect(loaded?.actions.map((a) => a.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rulesRefusal(newer, loaded!)).toBeNull();
    expect(JSON.stringify(replayTable(newer, loaded!).state)).toBe(JSON.stringify(match.state));
    // Time travel to before the end reads the same way.
    const at5 = await loadForReplay(store, newer, 'RULES1', 5);
    expect([at5?.snapshot, at5?.actions.length, replayTable(newer, at5!).version]).toEqual([null, 5, 5]);
    // Without the migration the same table is refused.
    expect(rulesRefusal({ ...newer, migrations: {} }, loaded!)?.text).toMatch(/has no way to bring it forward/);
  });
});
