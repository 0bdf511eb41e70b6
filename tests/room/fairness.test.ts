/**
 * Fairness end to end (DESIGN §5.5, docs/PROTOCOL.md §8), through a real server and real
 * colyseus.js clients (two players and a spectator): every shuffle and blind draw is
 * committed in the log at once, with a digest keyed by the still-secret seed; ending the
 * free table reveals the seed; the export of the finished table verifies (scripts/verify.ts),
 * and every kind of tampering with it is caught.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createMatch } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { LogEntry, Viewer } from '../../engine/core/types.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import type { TableRoom } from '../../server/room/table-room.ts';
import { canonicalJson, commitEvents, commitMessage, hiddenDigest, sha256 } from '../../server/fairness.ts';
import {
  exportTablePath, openTablePath, SAVED_GAME_FORMAT, TABLE_NOT_OVER, type HttpError, type RejectedMessage,
  type SavedGame,
} from '../../wire/protocol.ts';
import { describeOutcome, runVerify, verifySavedGame, type VerifyOutcome } from '../../scripts/verify.ts';
import { everythingSeen, httpJson, seatTable, TableClient, tempDataDir, type SeatedTable, type TestServer } from './helpers.ts';
import { leaks, secretsFor } from './secrets.ts';

const dataDir = tempDataDir();
let t: TestServer;
let a: TableClient;
let b: TableClient;
let s: TableClient;
let code = '';

let table: SeatedTable;
const room = (): TableRoom => table.room();

/** Acts and waits until all three clients hold the new version. */
async function play(actor: TableClient, action: Record<string, unknown>): Promise<number> {
  const next = room().currentMatch.version + 1;
  actor.act(action);
  await Promise.all([a, b, s].map((c) => c.waitVersion(next)));
  return next;
}

/** The log entries a client holds that carry a commitment. */
function committed(c: TableClient): LogEntry[] {
  return (c.projection?.log ?? []).filter((e) => e.commit !== undefined);
}

const copy = (x: SavedGame): SavedGame => JSON.parse(JSON.stringify(x)) as SavedGame;

function mismatch(outcome: VerifyOutcome): { version: number | null; problem: string } {
  if (outcome.ok) throw new Error('expected a mismatch, got OK');
  return { version: outcome.version, problem: outcome.problem };
}

beforeAll(async () => {
  table = await seatTable({ dataDir }, { game: 'sandbox' });
  ({ t, a, b, s } = table);
  code = a.code;
});

afterAll(async () => {
  await table?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('fairness in the room', () => {
  let saved: SavedGame;
  let rollVersion = 0;
  let shuffleVersion = 0;

  it('fairness: before the end the seed stays secret and the export answers 409 table/not-over', async () => {
    const res = await httpJson<HttpError>(t.server.url, exportTablePath(code));
    expect(res).toMatchObject({
      status: 409, body: { error: TABLE_NOT_OVER, message: 'The seed is revealed when the game ends; export then.' },
    });
    expect(TABLE_NOT_OVER).toBe('table/not-over');
    for (const c of [a, b, s]) {
      expect(c.state.seed).toBe('');
      expect(c.welcome?.seed).toBeUndefined();
      expect(c.state.seedCommit).toBe(sha256(room().secretSeed));
    }
    const unknown = await httpJson<HttpError>(t.server.url, exportTablePath('ZZZZZZ'));
    expect(unknown).toMatchObject({ status: 404, body: { error: 'http/no-table' } });
  });

  it('fairness: every shuffle and bag draw reaches every viewer with the same keyed commitment, at once', async () => {
    shuffleVersion = await play(a, { t: 'shuffle', deck: 'deck' });
    await play(b, { t: 'bagDraw', bag: 'bag', to: 'hand' });
    await play(a, { t: 'bagDraw', bag: 'bag', to: 'table' });
    rollVersion = await play(a, { t: 'roll', ids: ['die-d20', 'die-hero', 'die-d10'] });
    await play(b, { t: 'roll', ids: ['die-power-green'] });
    await play(b, { t: 'draw', deck: 'deck', n: 2, to: 'hand' });
    await play(b, { t: 'shuffle', deck: 'deck' });
    await play(a, { t: 'move', id: 'die-combat', x: 3, z: 9 });

    const r = room();
    const hidden = r.currentMatch.log.filter((e) => e.hidden);
    expect(hidden.map((e) => [e.v, e.kind])).toEqual([[1, 'shuffle'], [2, 'bagDraw'], [3, 'bagDraw'], [7, 'shuffle']]);
    const expected = hidden.map((e) => hiddenDigest(r.secretSeed, e.v, e.hidden!));
    for (const c of [a, b, s]) {
      const entries = committed(c);
      expect(entries.map((e) => [e.v, e.kind])).toEqual([[1, 'shuffle'], [2, 'bagDraw'], [3, 'bagDraw'], [7, 'shuffle']]);
      expect(entries.map((e) => e.commit)).toEqual(expected);
      for (const d of expected) expect(d).toMatch(/^[0-9a-f]{64}$/);
    }
    // Seat 2 sees its own draw's secret text; the commitment is the same as everyone's.
    expect(committed(b)[1]?.text).toMatch(/^You drew a \w+ token from Flower bag\.$/);
    expect(committed(a)[1]?.text).toBe('Seat 2 drew a token from Flower bag into their hand.');
  });

  it('fairness: no viewer receives a hidden outcome or anything but its keyed digest before the end', async () => {
    const r = room();
    const hidden = r.currentMatch.log.filter((e) => e.hidden);
    for (const c of [a, b, s]) {
      const seen = everythingSeen(c);
      expect(seen).not.toContain('"hidden"');
      for (const e of hidden) {
        const outcome = e.hidden!;
        expect(seen).not.toContain(JSON.stringify(outcome.result));
        expect(seen).not.toContain(canonicalJson(outcome.result));
        expect(seen).not.toContain(commitMessage(e.v, outcome));
        // The digest is keyed: the plain hash of the message (which anyone could brute-force
        // for a small outcome such as a bag draw) is not what is published.
        expect(seen).not.toContain(sha256(commitMessage(e.v, outcome)));
      }
      expect(leaks(seen, secretsFor(r.currentMatch, r.secretSeed, c.seat as Viewer))).toEqual([]);
    }
  });

  it('fairness: ending the table (its host) reveals the seed to everyone, and every later action is refused with match/over', async () => {
    const v = await play(a, { t: 'end' });
    const r = room();
    for (const c of [a, b, s]) {
      await c.until(() => c.state.over, 'over');
      expect(c.state.seed).toBe(r.secretSeed);
      expect(sha256(c.state.seed)).toBe(c.state.seedCommit);
      expect(c.projection?.status).toMatchObject({ over: true, headline: 'Table ended by Seat 1' });
      expect(c.projection?.log.at(-1)).toMatchObject({ v, kind: 'end', seat: 0, text: 'Seat 1 ended the table.' });
      expect(c.projection?.prompts).toEqual([]);
    }
    const mark = b.received.length;
    b.act({ t: 'roll', ids: ['die-d20'] });
    const rejected = await b.waitMessage<RejectedMessage>('rejected', mark);
    expect(rejected).toMatchObject({ code: 'match/over', message: 'The game is over (Table ended by Seat 1): nothing more can change.' });
    expect(r.currentMatch.version).toBe(v);
  });

  it('fairness: the export of the finished table is a saved game that verifies OK, every roll and commitment checked', async () => {
    const res = await fetch(t.server.url + exportTablePath(code.toLowerCase()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="woodland-${code}.json"`);
    saved = (await res.json()) as SavedGame;
    const r = room();
    expect(saved).toMatchObject({
      format: SAVED_GAME_FORMAT, code, gameId: 'sandbox', rulesVersion: sandbox.rulesVersion, seats: 2, seed: r.secretSeed, seedCommit: sha256(r.secretSeed),
    });
    expect(saved.finishedAt).toBeGreaterThanOrEqual(saved.createdAt);
    expect(saved.actions.map((x) => x.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(saved.actions.map((x) => (x.action as { t: string }).t))
      .toEqual(['shuffle', 'bagDraw', 'bagDraw', 'roll', 'roll', 'draw', 'shuffle', 'move', 'end']);
    expect(saved.actions[3]?.rolls?.map((d) => d.id)).toEqual(['die-d20', 'die-hero', 'die-d10']);
    expect(saved.actions[4]?.rolls).toEqual([{ id: 'die-power-green', value: expect.any(Number) }]);
    expect(saved.actions[0]?.commits).toEqual([committed(s)[0]?.commit]);
    expect(saved.actions[5]).not.toHaveProperty('commits');
    expect(saved.actions[5]).not.toHaveProperty('rolls');

    const outcome = verifySavedGame(saved);
    expect(outcome).toEqual({
      ok: true,
      summary: { code, gameId: 'sandbox', rulesVersion: sandbox.rulesVersion, seats: 2, actions: 9, throws: 2, dice: 4, unrecordedThrows: 0, shuffles: 2, draws: 2 },
    });
    expect(describeOutcome(outcome)).toMatch(/^OK: table \w{6} \(sandbox, 2 seats\)/);
    expect(describeOutcome(outcome)).toContain('2 throws with 4 dice checked');
    expect(describeOutcome(outcome)).toContain('2 shuffles and 2 blind draws match their commitments');
  });

  it('fairness: a changed roll value fails at its version, naming the die and both values', () => {
    const bad = copy(saved);
    const die = bad.actions[3]!.rolls![1]!;
    const was = die.value;
    die.value = (was % 6) + 1;
    expect(mismatch(verifySavedGame(bad))).toEqual({
      version: rollVersion, problem: `Die die-hero shows ${die.value} in the recorded throw, but the replay rolled ${was}.`,
    });
    const dropped = copy(saved);
    dropped.actions[3]!.rolls!.pop();
    expect(mismatch(verifySavedGame(dropped)).problem)
      .toBe('The recorded throw holds the dice die-d20, die-hero, but the replayed action rolled die-d20, die-hero, die-d10.');
  });

  it('fairness: a changed seed fails against its commitment; a forged seed with a matching commitment fails at the first shuffle', () => {
    const bad = copy(saved);
    bad.seed = `${saved.seed.slice(0, -1)}${saved.seed.endsWith('0') ? '1' : '0'}`;
    const m = mismatch(verifySavedGame(bad));
    expect(m.version).toBeNull();
    expect(m.problem).toBe(`The seed does not match its commitment: sha256(seed) is ${sha256(bad.seed)}, but the table committed to ${saved.seedCommit}.`);
    const forged = copy(bad);
    forged.seedCommit = sha256(forged.seed);
    const f = mismatch(verifySavedGame(forged));
    expect(f.version).toBe(shuffleVersion);
    expect(f.problem).toMatch(/^The commitment to the shuffle of deck was [0-9a-f]{64}, but the replayed shuffle gives [0-9a-f]{64}\.$/);
  });

  it('fairness: a changed action fails — other dice, an action that does not replay, a missing end', () => {
    const otherDice = copy(saved);
    otherDice.actions[3]!.action = { t: 'roll', ids: ['die-d20', 'die-hero', 'die-d8'] };
    expect(mismatch(verifySavedGame(otherDice))).toEqual({
      version: rollVersion,
      problem: 'The recorded throw holds the dice die-d20, die-hero, die-d10, but the replayed action rolled die-d20, die-hero, die-d8.',
    });
    const noReplay = copy(saved);
    noReplay.actions[0]!.action = { t: 'shuffle', deck: 'discard' };
    expect(mismatch(verifySavedGame(noReplay))).toEqual({
      version: 1, problem: 'The action of seat 1 does not replay (sandbox/deck-empty: Discard is empty.).',
    });
    // Played under other rules: the failure says so first.
    const olderRules = { ...copy(noReplay), rulesVersion: 0 };
    expect(mismatch(verifySavedGame(olderRules)).problem).toBe(
      `This game was played with rules version 0; this build plays version ${sandbox.rulesVersion}. The action of seat 1 does not replay (sandbox/deck-empty: Discard is empty.).`,
    );
    const otherBagDraw = copy(saved);
    otherBagDraw.actions[1]!.action = { t: 'bagDraw', bag: 'bag', to: 'table' };
    expect(mismatch(verifySavedGame(otherBagDraw)).problem).toMatch(/^The commitment to the draw of bag was/);
    const gap = copy(saved);
    gap.actions.splice(5, 1);
    expect(mismatch(verifySavedGame(gap))).toEqual({
      version: 7, problem: 'Expected version 6 here: the action log has a gap or is out of order.',
    });
    const truncated = copy(saved);
    truncated.actions.pop();
    expect(mismatch(verifySavedGame(truncated))).toEqual({
      version: null, problem: 'The replayed game is not over after version 8: the saved action log is incomplete.',
    });
  });

  it('fairness: a changed or missing digest fails at its version', () => {
    const bad = copy(saved);
    const published = bad.actions[6]!.commits![0]!;
    bad.actions[6]!.commits![0] = `${published.slice(0, -1)}${published.endsWith('0') ? '1' : '0'}`;
    const m = mismatch(verifySavedGame(bad));
    expect(m.version).toBe(7);
    expect(m.problem).toBe(`The commitment to the shuffle of deck was ${bad.actions[6]!.commits![0]}, but the replayed shuffle gives ${published}.`);
    const missing = copy(saved);
    delete missing.actions[1]!.commits;
    expect(mismatch(verifySavedGame(missing))).toEqual({
      version: 2, problem: '0 commitment(s) recorded, but the replayed action has 1 shuffle(s) or draw(s).',
    });
  });

  it('fairness: npm run verify exits 0 with the summary, 1 with the first mismatch, 2 on usage errors', () => {
    const dir = fs.mkdtempSync(path.join(dataDir, 'verify-'));
    const file = (name: string, text: string): string => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, text);
      return p;
    };
    const run = (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const exit = runVerify(args, (l) => out.push(l), (l) => err.push(l));
      return { exit, out: out.join('\n'), err: err.join('\n') };
    };
    const good = run(['--', file('good.json', JSON.stringify(saved))]);
    expect(good).toMatchObject({ exit: 0, err: '' });
    expect(good.out).toContain('9 actions replayed');

    const tampered = copy(saved);
    tampered.actions[3]!.rolls![0]!.value = tampered.actions[3]!.rolls![0]!.value === 1 ? 2 : 1;
    const bad = run([file('bad.json', JSON.stringify(tampered))]);
    expect(bad.exit).toBe(1);
    expect(bad.err).toMatch(/^MISMATCH at version 4: Die die-d20 shows \d+ in the recorded throw, but the replay rolled \d+\.$/);

    expect(run([])).toMatchObject({ exit: 2, err: expect.stringMatching(/^usage: npm run verify -- <saved game \.json>/) });
    expect(run([path.join(dir, 'nope.json')])).toMatchObject({ exit: 2, err: expect.stringMatching(/^Cannot read /) });
    expect(run([file('text.json', 'not json')])).toMatchObject({ exit: 2, err: expect.stringMatching(/is not JSON/) });
    expect(run([file('other.json', JSON.stringify({ format: 'something-else' }))]))
      .toMatchObject({ exit: 2, err: expect.stringMatching(/not a saved game of this format: "format" is "something-else"/) });
    const malformed = { ...copy(saved), actions: 'none' };
    expect(run([file('malformed.json', JSON.stringify(malformed))]))
      .toMatchObject({ exit: 2, err: expect.stringMatching(/malformed at actions/) });
    expect(run([file('game.json', JSON.stringify({ ...copy(saved), gameId: 'chess' }))]))
      .toMatchObject({ exit: 2, err: expect.stringMatching(/no game "chess"/) });
  });

  it('fairness: a table reopened from the store shows the same commitments and exports the same saved game', async () => {
    const before = room().currentMatch.log.filter((e) => e.commit).map((e) => [e.v, e.commit]);
    const live = t.server.context.live.get(code);
    for (const c of [a, b, s]) await c.leave();
    await live?.closed;
    expect(t.server.room(code)).toBeUndefined();
    const opened = await httpJson(t.server.url, openTablePath(code), { method: 'POST' });
    expect(opened.body).toMatchObject({ restored: true });
    expect(room().currentMatch.log.filter((e) => e.commit).map((e) => [e.v, e.commit])).toEqual(before);
    const again = await httpJson<SavedGame>(t.server.url, exportTablePath(code));
    expect(again.body).toEqual(saved);
    const late = await TableClient.join(t.endpoint, code, { name: 'Late', spectator: true });
    await late.until(() => late.projection, 'snapshot');
    expect(late.welcome?.seed).toBe(saved.seed);
    expect(committed(late).map((e) => e.commit)).toEqual(before.map(([, c]) => c));
    await late.leave();
  });

  it('fairness: a table whose end never reached the store (a crash) is marked finished when reopened, then exports', async () => {
    const seed = randomBytes(32).toString('hex');
    const lost = 'LQSTXY';
    const store = t.server.store;
    await store.createTable({
      code: lost, gameId: 'sandbox', rulesVersion: sandbox.rulesVersion, seats: 2, options: {}, seed, seedCommit: sha256(seed), createdAt: 1, finishedAt: null,
    });
    // What the room would have stored: a shuffle with its commitment, then the end.
    const created = createMatch(sandbox, {}, 2, seed);
    if (isRuleError(created)) throw new Error(created.code);
    const shuffled = applyAction(sandbox, created, 1, { t: 'shuffle', deck: 'deck' });
    if (isRuleError(shuffled)) throw new Error(shuffled.code);
    const commits = commitEvents(seed, shuffled.match.log);
    await store.appendAction(lost, { version: 1, seat: 1, action: { t: 'shuffle', deck: 'deck' }, at: 2, commits });
    await store.appendAction(lost, { version: 2, seat: 0, action: { t: 'end' }, at: 3 });
    expect((await httpJson<HttpError>(t.server.url, exportTablePath(lost))).status).toBe(409);

    expect((await httpJson(t.server.url, openTablePath(lost), { method: 'POST' })).body).toMatchObject({ restored: true });
    const res = await httpJson<SavedGame>(t.server.url, exportTablePath(lost));
    expect(res.status).toBe(200);
    expect(res.body.finishedAt).toBeGreaterThan(0);
    expect(verifySavedGame(res.body)).toMatchObject({ ok: true, summary: { actions: 2, shuffles: 1, draws: 0 } });
  });
});
