/**
 * Time travel: `projectAt` rebuilds any version of a whole stored Root game, for every
 * viewer, exactly as the room projected it then (commitments in the log included).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../engine/core/match.ts';
import { act, projectWithUndo, takeBack, undoStatus } from '../../engine/core/undo.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { getGame } from '../../engine/games/registry.ts';
import { choose, picker } from '../../tests/room/random-play.ts';
import { commitEvents, eventsOfVersion, sha256 } from '../fairness.ts';
import { matchAt, projectAt } from './history.ts';
import { SqliteStore } from './sqlite.ts';
import { SNAPSHOT_EVERY } from './types.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-history-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('projectAt (time travel)', () => {
  it('walks a whole stored Root game: every version, for each seat and a spectator, is what the room sent then', async () => {
    const root = getGame('root');
    if (!root) throw new Error('no root');
    const seed = 'history-walk';
    const store = SqliteStore.open(dir);
    await store.createTable({ code: 'WALKER', gameId: 'root', rulesVersion: root.rulesVersion, seats: 2, options: {}, seed, seedCommit: sha256(seed), createdAt: 0, finishedAt: null });
    const pick = picker('history-walk');
    const created = createMatch(root, {}, 2, seed);
    if (isRuleError(created)) throw new Error(created.message);
    let match: Match = created;
    const sent = new Map<number, string[]>(); // version → each viewer's projection as sent
    let undos = 0;
    const viewers: Viewer[] = [0, 1, 'spectator'];
    const record = (m: Match): void => { sent.set(m.version, viewers.map((v) => JSON.stringify(projectWithUndo(root, m, v)))); };
    record(match);
    // Random legal play, written as the room writes it (actions, a snapshot every SNAPSHOT_EVERY).
    while (!root.status(match.state).over && match.version < 600) {
      const choice = choose(2, (seat) => root.prompts(match.state, seat), pick);
      if (!choice) break;
      const { seat, action } = choice;
      // Now and then the seat takes its last action back, where the rules allow it.
      const undo = match.version % 4 === 0 && undoStatus(root, match, seat).can;
      const r = undo ? takeBack(root, match, seat) : act(root, match, seat, action);
      if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
      match = r.match;
      if (undo) undos++;
      commitEvents(seed, eventsOfVersion(match.log, match.version));
      await store.appendAction('WALKER', { version: match.version, seat, action: undo ? null : action, at: match.version, ...(undo ? { undo } : {}) });
      if (match.version % SNAPSHOT_EVERY === 0) await store.saveSnapshot('WALKER', { version: match.version, rulesVersion: root.rulesVersion, match });
      record(match);
    }
    expect(match.version).toBeGreaterThan(2 * SNAPSHOT_EVERY);
    expect(undos, 'some actions were taken back').toBeGreaterThan(5);

    for (let v = 0; v <= match.version; v++) {
      const spectator = await projectAt(store, root, 'WALKER', v, 'spectator');
      expect(JSON.stringify(spectator), `spectator at ${v}`).toBe(sent.get(v)?.[2]);
      if (v % 7 === 0 || v === match.version) {
        for (const seat of [0, 1]) {
          expect(JSON.stringify(await projectAt(store, root, 'WALKER', v, seat)), `seat ${seat} at ${v}`).toBe(sent.get(v)?.[seat]);
        }
      }
    }
    expect(await projectAt(store, root, 'WALKER', match.version + 1, 'spectator')).toBeNull();
    expect(await projectAt(store, root, 'NOSUCH', 3, 'spectator')).toBeNull();
    expect(await matchAt(store, root, 'WALKER', -1)).toBeNull();
    await store.close();
  }, 60_000);
});
