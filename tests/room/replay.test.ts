/**
 * Replays through the real server: whole games of every game played by real colyseus.js
 * clients (the seeded random play of tests/room/random-play.ts, with labels known to end:
 * the games' own room tests', or picked by playing the same choices offline from
 * `projectMatch`; Root's game ends at a five-turn limit, after about a hundred actions), then
 * replayed over HTTP (`/api/tables/:code/replay`). The replay's last version must be
 * exactly what the live spectator ended with, every throw the very message the room sent,
 * the dice at rest what a late joiner is told; any version must equal `projectAt` and what
 * the live spectator held at that version; and nothing the game hides is shown before it
 * is over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import { projectAt } from '../../server/store/history.ts';
import { LIMITS, ROOM_ERRORS, type HttpError, type RejectedMessage, type RollMessage, type RollsMessage } from '../../wire/protocol.ts';
import { REPLAY, replayPath, type ReplayFrame, type ReplayTimeline } from '../../wire/replay-protocol.ts';
import { bootServer, httpJson, TableClient, type TestServer } from './helpers.ts';
import { choose, Pacer, picker, tableSeed } from './random-play.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';

let t: TestServer;
let base: string;
/** The seed the next table gets (the server's test-only `seeds` hook). */
let nextSeed = tableSeed('replay');

beforeAll(async () => {
  t = await bootServer({ seeds: () => nextSeed });
  base = `http://127.0.0.1:${t.server.port}`;
});

afterAll(async () => {
  await t?.close();
});

interface Played {
  code: string;
  players: TableClient[];
  s: TableClient;
  /** Each roll message the spectator received, by version. */
  rolls: Map<number, RollMessage>;
  /** What the live spectator held at each version it was played through. */
  seen: Map<number, Projection>;
}

async function seat(game: string, label: string, options: Record<string, unknown> = {}): Promise<Played> {
  nextSeed = tableSeed(label);
  const a = await TableClient.create(t.endpoint, { game, seats: 2, options, name: 'Ann' });
  await a.until(() => a.projection, 'snapshot');
  const b = await TableClient.join(t.endpoint, a.code, { name: 'Ben' });
  const s = await TableClient.join(t.endpoint, a.code, { name: 'Sam', spectator: true });
  await Promise.all([b, s].map((c) => c.until(() => c.projection, 'snapshot')));
  return { code: a.code, players: [a, b], s, rolls: new Map(), seen: new Map([[0, structuredClone(s.projection!)]]) };
}

/** Plays `label`'s seeded random game until it is over or `stopAt` actions were played. */
async function play(p: Played, label: string, rng: Rng, stopAt = Infinity): Promise<void> {
  const all = [...p.players, p.s];
  const intents = p.players.map(() => new Pacer(LIMITS.intents.perSecond, LIMITS.intents.burst));
  const throws = p.players.map(() => new Pacer(LIMITS.throws.perSecond, LIMITS.throws.burst));
  let n = 0;
  while (!p.s.projection?.status.over && (p.s.projection?.version ?? 0) < stopAt) {
    expect(n++, `${label} ends`).toBeLessThan(400);
    const choice = choose(2, (seat) => p.players[seat]?.projection?.prompts ?? [], rng);
    if (!choice) throw new Error(`${label}: nobody has a prompt`);
    const actor = p.players[choice.seat] as TableClient;
    await intents[choice.seat]?.ready();
    await throws[choice.seat]?.ready();
    const v = actor.version;
    const sMark = p.s.received.length;
    let at = 0;
    let outcome: string | undefined;
    // The server's buckets run on its own clock: on a busy machine it can see two of our
    // paced intents closer together than we sent them and ask us to slow down (refusing,
    // changing nothing). Then we wait and send the same action again, as the client does.
    for (let attempt = 0; attempt < 5; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 1000));
      const mark = actor.received.length;
      at = performance.now();
      intents[choice.seat]?.take(at);
      actor.act(choice.action, { v, ref: `${label}-${v}-${attempt}` });
      outcome = await actor.until(() => {
        if (actor.version > v) return 'accepted';
        const rej = actor.received.slice(mark).find((r) => r.type === 'rejected');
        return rej ? (rej.message as RejectedMessage).code : undefined;
      }, `the answer at ${v}`);
      if (outcome !== ROOM_ERRORS.rateLimited) break;
    }
    expect(outcome).toBe('accepted');
    await Promise.all(all.map((c) => c.waitVersion(v + 1)));
    p.seen.set(v + 1, structuredClone(p.s.projection!));
    if ((p.s.projection?.log ?? []).some((e) => e.v === v + 1 && e.kind === 'roll')) {
      throws[choice.seat]?.take(at);
      p.rolls.set(v + 1, await p.s.waitMessage<RollMessage>('roll', sMark, (m) => m.version === v + 1));
    }
  }
}

async function timeline(code: string): Promise<ReplayTimeline> {
  const res = await httpJson<ReplayTimeline>(base, replayPath(code));
  expect(res.status).toBe(200);
  return res.body;
}

async function frame(code: string, v: number, view: 'public' | 'full' = 'public'): Promise<ReplayFrame> {
  const res = await httpJson<ReplayFrame>(base, replayPath(code, v, view));
  expect(res.status, `frame ${v} (${view})`).toBe(200);
  return res.body;
}

/** What a spectator joining now is told about the dice at rest. */
async function lateRests(code: string): Promise<RollsMessage> {
  const late = await TableClient.join(t.endpoint, code, { name: 'Late', spectator: true });
  const rests = await late.waitMessage<RollsMessage>('rolls');
  await late.leave();
  return rests;
}

const byId = (x: { id: string }, y: { id: string }): number => x.id.localeCompare(y.id);

/** The replay of a finished game against what its live clients decoded. */
async function checkFinished(p: Played): Promise<ReplayTimeline> {
  const tl = await timeline(p.code);
  const live = p.s.projection!;
  expect(tl).toMatchObject({ playable: true, over: true, last: live.version, seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(tl.steps.map((step) => step.v)).toEqual(Array.from({ length: live.version }, (_, i) => i + 1));
  // The timeline's lines are the spectator's log lines of each version (the live log keeps the last 100).
  for (const entry of live.log) {
    expect(tl.steps[entry.v - 1]?.lines.map((l) => l.text)).toContain(entry.text);
  }
  expect(tl.steps.filter((step) => step.roll).map((step) => step.v)).toEqual([...p.rolls.keys()]);

  const last = await frame(p.code, live.version);
  expect(last.projection, 'the replay ends where the live spectator ended').toEqual(live);
  // Every throw is the room's own message, played back, never simulated again.
  for (const [v, roll] of p.rolls) expect((await frame(p.code, v)).roll).toEqual(roll);
  expect([...last.rests.dice].sort(byId)).toEqual([...(await lateRests(p.code)).dice].sort(byId));
  // Every seat's eyes once it is over: each player's own final projection, read-only.
  const full = await frame(p.code, live.version, 'full');
  expect(full.projection).toEqual(live);
  for (const [seat, c] of p.players.entries()) {
    const { undo: _undo, ...own } = c.projection!;
    expect(full.seats?.[seat]).toEqual({ ...own, prompts: [] });
  }
  // And everything, as a caster sees it: the public table, each seat's own sight, the whole state.
  const { caster, ...base } = full.everything!;
  expect(base.table).toEqual(live.table);
  expect(base.log).toEqual(live.log);
  for (const [seat, c] of p.players.entries()) expect(caster.seats[seat]!.table).toEqual(c.projection!.table);
  expect(caster.state).toBeTypeOf('object');
  return tl;
}

/**
 * Seeking: random versions (and both ends) equal `projectAt` for a spectator, and what the
 * live spectator held at that version when `live` has it.
 */
async function checkSeeks(code: string, gameId: string, last: number, label: string, live?: Map<number, Projection>): Promise<void> {
  const rng = new Rng(seedRng(`seek:${label}`));
  const versions = [0, last, ...Array.from({ length: 12 }, () => rng.int(last + 1))];
  for (const v of versions) {
    const got = await frame(code, v);
    expect(got.version).toBe(v);
    expect(got.projection, `version ${v}`).toEqual(await projectAt(t.server.store, t.server.context.games[gameId]!, code, v, 'spectator'));
    if (live?.has(v)) expect(got.projection, `version ${v} as it was live`).toEqual(live.get(v));
  }
}

describe('Replays of stored games', () => {
  it('Replay: an Explorers game with dice — public while it runs, every seat once over; the end equals the live table', async () => {
    const label = 'explorers-100';
    const rng = picker(label);
    const p = await seat('explorers', label);
    await play(p, label, rng, 40);

    // While it runs: the public view up to now, nothing past it, no seat's eyes.
    const running = await timeline(p.code);
    expect(running).toMatchObject({ playable: true, over: false, last: 40 });
    expect(running.seed).toBeUndefined();
    expect((await frame(p.code, 40)).projection).toEqual(p.s.projection);
    const past = await httpJson<HttpError>(base, replayPath(p.code, 41));
    expect(past).toMatchObject({ status: 404, body: { error: REPLAY.noVersion } });
    const full = await httpJson<HttpError>(base, replayPath(p.code, 10, 'full'));
    expect(full).toMatchObject({ status: 403, body: { error: REPLAY.notOver } });
    expect(JSON.stringify(full.body)).not.toContain(tableSeed(label));

    await play(p, label, rng);
    const tl = await checkFinished(p);
    expect(p.rolls.size).toBeGreaterThan(5);
    await checkSeeks(p.code, 'explorers', tl.last, label, p.seen);
    for (const c of [...p.players, p.s]) await c.leave();
  }, 90_000);

  it('Replay: an Into the Forest journey (shuffles committed, hidden deck) replays to the live end', async () => {
    const label = 'forest-7';
    const p = await seat('forest', label, { rounds: 2 });
    await play(p, label, picker(label));
    const tl = await checkFinished(p);
    expect(tl.last).toBe(72);
    await checkSeeks(p.code, 'forest', tl.last, label, p.seen);
    // A spectator's frame never holds the deck's order; a seat's frame holds only what that seat saw.
    const mid = await frame(p.code, 36, 'full');
    expect(JSON.stringify(mid.projection)).not.toContain('"showing"');
    for (const c of [...p.players, p.s]) await c.leave();
  }, 60_000);

  it('Replay: a 2-seat Delve game (sealed card choices, revealed together) replays to the live end', async () => {
    const label = 'replay-delve-7';
    const p = await seat('delve', label, { characters: ['warden', 'ranger'] });
    await play(p, label, picker(label));
    const tl = await checkFinished(p);
    expect(tl.last).toBe(101);
    expect(p.s.projection?.status.headline).toMatch(/^(Victory|Defeat) in round \d+/);
    await checkSeeks(p.code, 'delve', tl.last, label, p.seen);
    for (const c of [...p.players, p.s]) await c.leave();
  }, 60_000);

  it('Replay: a 2-seat Root game (Clergy and Legion, ended by a five-turn limit, battles thrown) replays to the live end', async () => {
    const label = 'replay-root-1';
    const p = await seat('root', label, { factions: ['clergy', 'legion'], maxTurns: 5 });
    await play(p, label, picker(label));
    const tl = await checkFinished(p);
    expect(tl.last).toBe(104);
    expect(p.rolls.size).toBe(5);
    expect(p.s.projection?.status.headline).toMatch(/turn limit of 5/);
    await checkSeeks(p.code, 'root', tl.last, label, p.seen);
    for (const c of [...p.players, p.s]) await c.leave();
  }, 60_000);

  it('Replay: a free table with a taken-back move, throws and a die moved off its landing spot', async () => {
    const p = await seat('sandbox', 'replay-sandbox');
    const [a, b] = p.players as [TableClient, TableClient];
    const steps: Array<[TableClient, Record<string, unknown> | 'undo']> = [
      [a, { t: 'move', id: 'meeple-1-1', x: -2, z: 0 }],
      [a, 'undo'],
      [b, { t: 'roll', ids: ['die-d6a', 'die-d20'] }],
      [a, { t: 'move', id: 'die-d6a', x: -6, z: 2 }],
      [b, { t: 'roll', ids: ['die-d8'] }],
    ];
    for (const [actor, action] of steps) {
      const v = actor.version;
      const mark = p.s.received.length;
      if (action === 'undo') actor.undo({ v });
      else actor.act(action, { v });
      await Promise.all([a, b, p.s].map((c) => c.waitVersion(v + 1)));
      if (action !== 'undo' && action.t === 'roll') {
        p.rolls.set(v + 1, await p.s.waitMessage<RollMessage>('roll', mark, (m) => m.version === v + 1));
      }
    }
    const tl = await timeline(p.code);
    expect(tl.steps.map((step) => [step.v, step.seat, step.undo ?? false, step.roll ?? false])).toEqual([
      [1, 0, false, false], [2, 0, true, false], [3, 1, false, true], [4, 0, false, false], [5, 1, false, true],
    ]);
    expect(tl.steps[1]?.lines[0]?.text).toMatch(/took back/);
    const last = await frame(p.code, 5);
    expect(last.projection).toEqual(p.s.projection);
    expect(last.roll).toEqual(p.rolls.get(5));
    // The d6 was moved off where it landed: from then on it is drawn where the table puts it, as live.
    expect([...last.rests.dice].sort(byId)).toEqual([...(await lateRests(p.code)).dice].sort(byId));
    expect(last.rests.dice.map((d) => d.id).sort()).toEqual(['die-d20', 'die-d8']);
    expect((await frame(p.code, 3)).rests.dice.map((d) => d.id).sort()).toEqual(['die-d20', 'die-d6a']);
    expect((await frame(p.code, 1)).projection.table.pieces['meeple-1-1']).toMatchObject({ x: -2, z: 0 });
    expect((await frame(p.code, 2)).projection).toEqual(await projectAt(t.server.store, t.server.context.games.sandbox!, p.code, 2, 'spectator'));
    await checkSeeks(p.code, 'sandbox', 5, 'replay-sandbox');
    for (const c of [...p.players, p.s]) await c.leave();
  });

  it('Replay: a table stored under older rules, or with a log that does not replay, says plainly why it cannot be replayed', async () => {
    const code = 'RULES2';
    await t.server.store.createTable({
      code, gameId: 'explorers', rulesVersion: 0, seats: 2, options: {}, seed: tableSeed('old'),
      seedCommit: '0'.repeat(64), createdAt: Date.now(), finishedAt: null,
    });
    const tl = await timeline(code);
    expect(tl.playable).toBe(false);
    expect(tl.reason).toMatch(/rules version 0; this server plays version \d+ and has no way to bring it forward/);
    expect(tl.reasonWords).toMatchObject({ id: 'http.rules.table', values: { code, version: 0 } });
    expect(await httpJson<HttpError>(base, replayPath(code, 0))).toMatchObject({ status: 409, body: { error: REPLAY.cannotReplay } });

    // Same rules, but a log the engine refuses (a corrupt or foreign store): said so, never half shown.
    const broken = 'BR9KEN';
    await t.server.store.createTable({
      code: broken, gameId: 'sandbox', rulesVersion: t.server.context.games.sandbox!.rulesVersion, seats: 2, options: {},
      seed: tableSeed('broken'), seedCommit: '0'.repeat(64), createdAt: Date.now(), finishedAt: null,
    });
    await t.server.store.appendAction(broken, { version: 1, seat: 0, action: { t: 'move', id: 'no-such-piece', x: 0, z: 0 }, at: Date.now() });
    const bad = await timeline(broken);
    expect(bad).toMatchObject({ playable: false, last: 0, steps: [] });
    expect(bad.reason).toMatch(/cannot be replayed from its log \(stored action 1 does not replay/);
    expect(bad.reasonWords).toMatchObject({ id: 'http.replay.badLog', values: { code: broken } });
    expect(await httpJson<HttpError>(base, replayPath(broken, 0))).toMatchObject({ status: 409, body: { error: REPLAY.cannotReplay } });
  });

  it('Replay: hostile requests get a clear 4xx and the server keeps answering', async () => {
    const code = (await httpJson<{ code: string }>(base, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 2 } })).body.code;
    const cases: Array<[string, number, string, string?]> = [
      ['/api/tables/NOSUCH/replay', 404, 'http/no-table'],
      ['/api/tables/%zz/replay', 400, 'http/bad-request'],
      [`/api/tables/${code}/replay/abc`, 400, REPLAY.badVersion],
      [`/api/tables/${code}/replay/-1`, 400, REPLAY.badVersion],
      [`/api/tables/${code}/replay/1e3`, 400, REPLAY.badVersion],
      [`/api/tables/${code}/replay/`, 400, REPLAY.badVersion],
      [`/api/tables/${code}/replay/99999999999999`, 400, REPLAY.badVersion],
      [`/api/tables/${code}/replay/5`, 404, REPLAY.noVersion],
      [`/api/tables/${code}/replay/0?view=god`, 400, REPLAY.badView],
      [`/api/tables/${code}/replay/0?view=full`, 403, REPLAY.notOver],
      [`/api/tables/${code}/replay/0`, 405, 'http/method', 'POST'],
    ];
    for (const [path, status, error, method] of cases) {
      const res = await httpJson<HttpError>(base, path, method ? { method } : {});
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status, error });
      expect(res.body.message.length).toBeGreaterThan(10);
    }
    expect((await frame(code, 0)).version).toBe(0);
    // Too fast from one address: 429 with a Retry-After, and the server still answers.
    const burst = await Promise.all(Array.from({ length: 140 }, () => fetch(base + replayPath(code))));
    const limited = burst.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    await Promise.all(burst.map((r) => r.arrayBuffer()));
    expect((await httpJson(base, '/api/games')).status).toBe(200);
  });
});
