/**
 * Explorers of the Woodlands through the real room: a real server on loopback, two players
 * and a spectator on real colyseus.js clients. The players act only on the prompts each
 * decoded in its own projection, chosen the simulator's way (seeded picker, prompt
 * weights), each intent made from the version that client holds, paced under the room's
 * intent and dice-throw limits like a polite client.
 *
 * The table seed is fixed through the server's test-only `seeds` hook (startServer), so
 * the game is known: with table seed and picker labelled 'explorers-100' it is a whole
 * game that ends in VICTORY (the Mushroom Monarch is defeated in round 9) after 134
 * actions, 31 of which roll dice. It was chosen offline by replaying the same picker on
 * the engine (projectMatch prompts) over 400 labels: the shortest victory found.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import { LIMITS, type RejectedMessage, type RollMessage } from '../../wire/protocol.ts';
import type { TableRoom } from '../../server/room/table-room.ts';
import { seatTable, serverProjection, shownValue, type SeatedTable, type TableClient } from './helpers.ts';
import { choose, Pacer, picker, tableSeed } from './random-play.ts';

const LABEL = 'explorers-100';
/** Actions the chosen game takes (see the header); the loop stops well after. */
const EXPECTED_ACTIONS = 134;
const MAX_ACTIONS = 400;

let table: SeatedTable;
let a: TableClient;
let b: TableClient;
let s: TableClient;

const room = (): TableRoom => table.room();

/** What every viewer should see alike: the projection without who is looking, their prompts and their undo. */
function publicPart(p: Projection | null): unknown {
  if (!p) return null;
  const { viewer: _viewer, prompts: _prompts, undo: _undo, view, ...rest } = p;
  const { viewer: _v, ...publicView } = view as Record<string, unknown>;
  return { ...rest, view: publicView };
}

beforeAll(async () => {
  table = await seatTable({ seeds: () => tableSeed(LABEL) }, { game: 'explorers' });
  ({ a, b, s } = table);
});

afterAll(async () => {
  await table?.close();
});

describe('Explorers in the room', () => {
  it('Explorers: a 2-player game played through real clients to the end', async () => {
    const started = performance.now();
    const all = [a, b, s];
    const players = [a, b];
    expect(players.map((c) => c.seat)).toEqual([0, 1]);
    expect(s.seat).toBe('spectator');
    const rng = picker(LABEL);
    const intentPacers = players.map(() => new Pacer(LIMITS.intents.perSecond, LIMITS.intents.burst));
    const throwPacers = players.map(() => new Pacer(LIMITS.throws.perSecond, LIMITS.throws.burst));
    /** Versions whose action rolled dice (a `roll` event in the log). */
    const rolled: number[] = [];
    let rollIntents = 0;
    let actions = 0;

    while (!a.projection?.status.over) {
      expect(actions, 'the game ends').toBeLessThan(MAX_ACTIONS);
      const choice = choose(2, (seat) => players[seat]?.projection?.prompts ?? [], rng);
      expect(choice, `someone has a prompt at version ${a.version}`).not.toBeNull();
      if (!choice) break;
      const actor = players[choice.seat] as TableClient;
      await intentPacers[choice.seat]?.ready();
      // Whether an action throws dice only shows in its result: keep a throw in hand.
      await throwPacers[choice.seat]?.ready();
      const v = actor.version;
      const marks = all.map((c) => c.received.length);
      const ref = `x${actions}`;
      const sentAt = performance.now();
      intentPacers[choice.seat]?.take(sentAt);
      actor.act(choice.action, { v, ref });
      const outcome = await actor.until(() => {
        if (actor.version > v) return 'accepted';
        const rej = actor.received.slice(marks[choice.seat]).find((r) => r.type === 'rejected');
        return rej ? (rej.message as RejectedMessage) : undefined;
      }, `the answer to ${ref}`);
      expect(outcome, `${choice.prompt.key} ${JSON.stringify(choice.action)} at version ${v}`).toBe('accepted');
      await Promise.all(all.map((c) => c.waitVersion(v + 1)));
      actions++;
      if (choice.action.t === 'roll') rollIntents++;

      const entries = (s.projection?.log ?? []).filter((e) => e.v === v + 1 && e.kind === 'roll');
      if (choice.action.t === 'roll') expect(entries.length, `a roll action logs its roll (${ref})`).toBeGreaterThan(0);
      if (entries.length === 0) continue;
      throwPacers[choice.seat]?.take(sentAt);
      rolled.push(v + 1);
      const got = await Promise.all(all.map((c, i) => c.waitMessage<RollMessage>('roll', marks[i], (m) => m.version === v + 1)));
      const texts = got.map((m) => JSON.stringify(m));
      expect(texts[1]).toBe(texts[0]);
      expect(texts[2]).toBe(texts[0]);
      const roll = got[0] as RollMessage;
      expect(roll).toMatchObject({ rollId: `${a.code}:${v + 1}`, seat: choice.seat, ref });
      // The engine's values: the last value of each die of the action's roll events.
      const values = new Map<string, number>();
      for (const e of entries) for (const d of (e.data?.dice ?? []) as Array<{ id: string; value: number }>) values.set(d.id, d.value);
      expect(roll.dice.map((d) => [d.id, d.value]).sort()).toEqual([...values.entries()].sort());
      for (const d of roll.dice) expect(shownValue(d), `${d.id} shows its value`).toBe(d.value);
    }
    await Promise.all(all.map((c) => c.ping()));
    const ms = Math.round(performance.now() - started);
    console.log(`explorers: ${actions} actions, ${rolled.length} throws (${rollIntents} hero rolls) in ${ms} ms`);

    expect(actions).toBe(EXPECTED_ACTIONS);
    expect(rollIntents).toBeGreaterThan(0);
    // No rejection for any prompted action, nobody out of sync.
    for (const c of all) {
      expect(c.rejections()).toEqual([]);
      expect(c.desync).toBeNull();
    }
    // Everyone at the server's version; each projection the server's for that viewer, the public part the same for all.
    const version = room().currentMatch.version;
    expect(all.map((c) => c.version)).toEqual([version, version, version]);
    expect(a.projection).toEqual(serverProjection(room(), 0));
    expect(b.projection).toEqual(serverProjection(room(), 1));
    expect(s.projection).toEqual(serverProjection(room(), 'spectator'));
    expect(publicPart(b.projection)).toEqual(publicPart(a.projection));
    expect(publicPart(s.projection)).toEqual(publicPart(a.projection));
    // Exactly one roll message per throwing action, for everyone.
    for (const c of all) {
      expect(c.received.filter((r) => r.type === 'roll').map((r) => (r.message as RollMessage).version)).toEqual(rolled);
    }
    // The outcome: over for everyone, in the log, and the seed revealed.
    const status = a.projection?.status;
    expect(status?.over).toBe(true);
    expect(status?.headline).toMatch(/^Victory/);
    expect(status?.winners).toEqual([0, 1]);
    for (const c of all) {
      const over = c.projection?.log.find((e) => e.kind === 'over');
      expect(over?.data).toMatchObject({ victory: true });
      expect(over?.text).toMatch(/^Victory!/);
      await c.until(() => c.state.over, 'over in the Schema state');
      expect(c.state.seed).toBe(tableSeed(LABEL));
      expect(createHash('sha256').update(c.state.seed).digest('hex')).toBe(c.state.seedCommit);
    }
  }, 60_000);
});
