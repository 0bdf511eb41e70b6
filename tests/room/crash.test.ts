/**
 * Write before send (DESIGN §2, §4): the real server in a child process is killed with
 * SIGKILL at random moments while a player acts and a spectator watches, then restarted
 * on the same data directory, many times. Every action any client saw accepted must be in
 * the store, nothing else may be (at most the one action still unanswered when the
 * process died), and the table must come back exactly as its clients last saw it — so a
 * roll or a draw that somebody saw can never be lost and replayed to a known result.
 * Only the test's kill may leave an action unanswered: one with no answer while the
 * connection stays open, or a connection that drops before the kill (the server died or
 * closed it by itself), fails the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import { SqliteStore } from '../../server/store/sqlite.ts';
import { spawnServer, type ChildServer } from './child-server.ts';
import { content, httpJson, TableClient, tempDataDir } from './helpers.ts';

const KILLS = 8;

type Action = Record<string, unknown>;

/** The actions a player cycles through: random outcomes (shuffle, draw, roll) and plain moves. */
function nextAction(i: number, rng: Rng): Action {
  switch (i % 5) {
    case 0: return { t: 'shuffle', deck: 'deck' };
    case 1: return { t: 'roll', ids: ['die-d6a', 'die-d20'] };
    case 2: return { t: 'move', id: 'meeple-1-1', x: rng.range(-60, 60) / 4, z: 12 };
    case 3: return { t: 'draw', deck: 'deck', n: 1, to: rng.pick(['hand', 'table'] as const) };
    default: return { t: 'rotate', id: 'tile-1', dir: 1 };
  }
}

interface Seen {
  /** version → the action the player sent that produced it. */
  actions: Map<number, Action>;
  /** version → the player's projection at that version, as JSON. */
  projections: Map<number, unknown>;
  /** The highest version any client (player or spectator) held. */
  max: number;
  /** The action sent and not yet answered (accepted or refused). */
  inflight: Action | null;
  sent: number;
}

/**
 * Acts until the connection drops; records what the player saw accepted. Every action
 * must be answered (accepted or refused) while the connection is open; the connection may
 * drop only once `killed()` says the test has killed the server. Throws otherwise.
 */
async function playUntilDropped(p: TableClient, seen: Seen, rng: Rng, counter: { i: number }, killed: () => boolean): Promise<void> {
  const dropped = (when: string): void => {
    if (!killed()) throw new Error(`the connection dropped ${when} before the server was killed: the server died or closed it by itself`);
  };
  while (p.room.connection.isOpen) {
    const action = nextAction(counter.i++, rng);
    const from = p.version;
    const refused = p.rejections().length;
    seen.inflight = action;
    seen.sent++;
    try {
      p.act(action);
    } catch {
      dropped(`as ${JSON.stringify(action)} was sent`);
      return; // the socket closed under us: the action never left
    }
    try {
      await p.until(() => p.version > from || p.rejections().length > refused || !p.room.connection.isOpen, 'an answer', 10_000);
    } catch {
      throw new Error(`${JSON.stringify(action)} at version ${from} got no answer in 10 s while the connection stayed open`);
    }
    if (p.version > from) {
      expect(p.version).toBe(from + 1);
      seen.actions.set(p.version, action);
      seen.projections.set(p.version, content(p.projection));
      seen.inflight = null;
    } else if (p.rejections().length > refused) {
      seen.inflight = null;
    } else {
      dropped(`while ${JSON.stringify(action)} waited for its answer`);
      return;
    }
  }
  dropped('between actions');
}

describe('write before send: SIGKILL at random moments loses no action anyone saw', () => {
  const dataDir = tempDataDir();
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`DESIGN §4 write before send: ${KILLS} kills mid-play, every seen action is stored and the table comes back as seen`, async () => {
    const rng = new Rng(seedRng('crash-test'));
    server = await spawnServer(dataDir);
    const created = await httpJson<{ code: string }>(server.url, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 2 } });
    expect(created.status).toBe(201);
    const code = created.body.code;
    const seen: Seen = { actions: new Map(), projections: new Map(), max: 0, inflight: null, sent: 0 };
    const counter = { i: 0 };
    const restartMs: number[] = [];
    let recoveredInflight = 0;

    for (let cycle = 0; cycle < KILLS; cycle++) {
      if (cycle > 0) {
        const started = performance.now();
        server = await spawnServer(dataDir);
        const opened = await httpJson(server.url, `/api/tables/${code}/open`, { method: 'POST', body: {} });
        expect(opened.status).toBe(200);
        restartMs.push(performance.now() - started);
      }
      const p = await TableClient.join(server.endpoint, code, { name: 'Ann', seat: 0 });
      const s = await TableClient.join(server.endpoint, code, { name: 'Sam', spectator: true });
      await Promise.all([p, s].map((c) => c.until(() => c.projection, 'snapshot')));
      expect(p.seat).toBe(0);

      // The table is back exactly as its clients last saw it, or one step further when
      // the action in flight at the kill was stored before anything was sent about it.
      if (p.version === seen.max + 1) {
        expect(seen.inflight).not.toBeNull();
        seen.actions.set(p.version, seen.inflight as Action);
        recoveredInflight++;
      } else {
        expect(p.version).toBe(seen.max);
        if (seen.max > 0) expect(content(p.projection)).toEqual(seen.projections.get(seen.max));
      }
      seen.projections.set(p.version, content(p.projection));
      seen.inflight = null;

      const victim = server;
      const killAfter = rng.range(80, 400);
      let killed = false;
      const killer = setTimeout(() => {
        killed = true;
        void victim.kill();
      }, killAfter);
      await playUntilDropped(p, seen, rng, counter, () => killed);
      clearTimeout(killer);
      await victim.kill();
      seen.max = Math.max(seen.max, p.version, s.version);

      // What the store holds: every seen version, each with the action that made it, and
      // nothing beyond the one unanswered action.
      const store = new SqliteStore(path.join(dataDir, 'woodland.sqlite'));
      const stored = await store.listActions(code);
      await store.close();
      expect(stored.map((a) => a.version)).toEqual(stored.map((_, i) => i + 1));
      const last = stored.length;
      expect(last).toBeGreaterThanOrEqual(seen.max);
      expect(last).toBeLessThanOrEqual(seen.max + (seen.inflight ? 1 : 0));
      for (const a of stored) {
        const expected = a.version <= seen.max ? seen.actions.get(a.version) : seen.inflight;
        expect(a.action, `action ${a.version}`).toEqual(expected);
      }
      for (const c of [p, s]) expect(c.desync).toBeNull();
    }

    console.log(JSON.stringify({
      test: 'crash', kills: KILLS, actionsSent: seen.sent, actionsSeen: seen.max, actionsLost: 0, recoveredInflight,
      restartMsMean: Math.round(restartMs.reduce((x, y) => x + y, 0) / Math.max(1, restartMs.length)),
    }));
    expect(seen.max).toBeGreaterThan(KILLS);
  }, 120_000);
});

describe('the crash test fails what it cannot vouch for', () => {
  const dataDir = tempDataDir();
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a connection that drops before the test killed the server (a server that died by itself) fails the run, never counts as a kill', async () => {
    server = await spawnServer(dataDir);
    const created = await httpJson<{ code: string }>(server.url, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 2 } });
    expect(created.status).toBe(201);
    const p = await TableClient.join(server.endpoint, created.body.code, { name: 'Ann', seat: 0 });
    await p.until(() => p.projection, 'snapshot');
    const seen: Seen = { actions: new Map(), projections: new Map(), max: 0, inflight: null, sent: 0 };
    // The process dies unasked for, as a server that crashed on a message would.
    const victim = server;
    const death = setTimeout(() => void victim.kill(), 150);
    try {
      await expect(playUntilDropped(p, seen, new Rng(seedRng('crash-self')), { i: 0 }, () => false))
        .rejects.toThrow(/before the server was killed/);
    } finally {
      clearTimeout(death);
    }
    expect(seen.actions.size).toBeGreaterThan(0);
  }, 60_000);
});
