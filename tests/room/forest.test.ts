/**
 * Into the Forest through the real room: a real server on loopback, two players and a
 * spectator on real colyseus.js clients. The players act only on the prompts each decoded
 * in its own projection, chosen the simulator's way (seeded picker, prompt weights), each
 * intent made from the version that client holds, paced under the room's intent limit.
 *
 * The table seed is fixed through the server's test-only `seeds` hook, so the journey is
 * known: a two-round journey (the `rounds` option) with table seed and picker labelled
 * 'forest-7' ends after 72 actions with Seat 2 ahead, on the way through 11 Ambushes and
 * one reshuffle of the discard (found offline by replaying the same picker on the engine).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import { upId } from '../../engine/games/forest/ops.ts';
import type { ForestState, ForestView } from '../../engine/games/forest/state.ts';
import { LIMITS, type RejectedMessage } from '../../wire/protocol.ts';
import type { TableRoom } from '../../server/room/table-room.ts';
import { seatTable, serverProjection, type SeatedTable, type TableClient } from './helpers.ts';
import { choose, Pacer, picker, tableSeed } from './random-play.ts';

const LABEL = 'forest-7';
const EXPECTED_ACTIONS = 72;
const MAX_ACTIONS = 300;

let table: SeatedTable;
let a: TableClient;
let b: TableClient;
let s: TableClient;

const room = (): TableRoom => table.room();

/**
 * What every viewer should see alike: the projection without who is looking, their prompts
 * and their undo; of the table, every piece and its face (each viewer's own mat is laid out
 * nearest, so positions differ by design).
 */
function publicPart(p: Projection | null): unknown {
  if (!p) return null;
  const { viewer: _viewer, prompts: _prompts, undo: _undo, view, table, ...rest } = p;
  const { viewer: _v, ...publicView } = view as Record<string, unknown>;
  const pieces = Object.values(table.pieces).map((piece) => `${piece.id}:${piece.face ?? ''}:${piece.count ?? ''}`).sort();
  return { ...rest, view: publicView, pieces };
}

beforeAll(async () => {
  table = await seatTable({ seeds: () => tableSeed(LABEL) }, { game: 'forest', options: { rounds: 2 } });
  ({ a, b, s } = table);
});

afterAll(async () => {
  await table?.close();
});

describe('Into the Forest in the room', () => {
  it('Forest: a 2-player journey played through real clients to the end, a spectator watching every draw', async () => {
    const all = [a, b, s];
    const players = [a, b];
    expect(players.map((c) => c.seat)).toEqual([0, 1]);
    expect(s.seat).toBe('spectator');
    const rng = picker(LABEL);
    const pacers = players.map(() => new Pacer(LIMITS.intents.perSecond, LIMITS.intents.burst));
    let actions = 0;
    let draws = 0;
    let reshuffles = 0;

    while (!a.projection?.status.over) {
      expect(actions, 'the journey ends').toBeLessThan(MAX_ACTIONS);
      const choice = choose(2, (seat) => players[seat]?.projection?.prompts ?? [], rng);
      expect(choice, `someone has a prompt at version ${a.version}`).not.toBeNull();
      if (!choice) break;
      const actor = players[choice.seat] as TableClient;
      await pacers[choice.seat]?.ready();
      const v = actor.version;
      const marks = all.map((c) => c.received.length);
      const ref = `f${actions}`;
      const deckBefore = structuredClone((room().currentMatch.state as ForestState).deck);
      pacers[choice.seat]?.take(performance.now());
      actor.act(choice.action, { v, ref });
      const outcome = await actor.until(() => {
        if (actor.version > v) return 'accepted';
        const rej = actor.received.slice(marks[choice.seat]).find((r) => r.type === 'rejected');
        return rej ? (rej.message as RejectedMessage) : undefined;
      }, `the answer to ${ref}`);
      expect(outcome, `${choice.prompt.key} ${JSON.stringify(choice.action)} at version ${v}`).toBe('accepted');
      await Promise.all(all.map((c) => c.waitVersion(v + 1)));
      actions++;
      if (choice.action.t !== 'draw') continue;
      draws++;
      // Everyone watches each draw: the same drawn cards, drawn side up, for both players and the spectator.
      const drawn = all.map((c) => JSON.stringify((c.projection?.view as ForestView).turn?.drawn ?? null));
      expect(drawn[1]).toBe(drawn[0]);
      expect(drawn[2]).toBe(drawn[0]);
      // The drawn card was the bottom of the deck the server held before it (a reshuffle first when it was empty).
      const events = (s.projection?.log ?? []).filter((e) => e.v === v + 1);
      const served = room().currentMatch;
      const drew = served.log.find((e) => e.v === v + 1 && e.kind === 'draw');
      const deckAfter = (served.state as ForestState).deck.map((card) => `${card.id}:${card.showing}`);
      // The deck the card came from, bottom first: the one held before, or the discard shuffled into a new one.
      let from = deckBefore.map((card) => `${card.id}:${card.showing}`);
      if (events.some((e) => e.kind === 'reshuffle')) {
        reshuffles++;
        const line = events.find((e) => e.kind === 'reshuffle')!;
        expect(line.commit, 'a reshuffle is committed in the log').toMatch(/^[0-9a-f]{64}$/);
        expect(deckBefore, 'a reshuffle only when the deck was empty').toEqual([]);
        const shuffled = served.log.find((e) => e.v === v + 1 && e.kind === 'reshuffle')?.hidden;
        from = shuffled?.type === 'shuffle' ? (shuffled.result as string[]) : [];
      }
      expect(from.length, 'a card to draw').toBeGreaterThan(0);
      expect(drew?.data?.card, 'the bottom card was drawn').toBe(from[0]!.split(':')[0]);
      if (deckBefore.length > 0) expect(drew?.data?.side).toBe(upId(deckBefore[0]!));
      expect(deckAfter, 'the rest of the deck in the same order').toEqual(from.slice(1));
    }
    console.log(`forest: ${actions} actions, ${draws} draws, ${reshuffles} reshuffles`);
    expect(actions).toBe(EXPECTED_ACTIONS);
    expect(reshuffles).toBe(1);
    for (const c of all) {
      expect(c.rejections()).toEqual([]);
      expect(c.desync).toBeNull();
    }
    // Everyone at the server's version; each projection the server's for that viewer, the public part the same for all.
    const match = room().currentMatch;
    expect(all.map((c) => c.version)).toEqual([match.version, match.version, match.version]);
    expect(a.projection).toEqual(serverProjection(room(), 0));
    expect(b.projection).toEqual(serverProjection(room(), 1));
    expect(s.projection).toEqual(serverProjection(room(), 'spectator'));
    expect(publicPart(b.projection)).toEqual(publicPart(a.projection));
    expect(publicPart(s.projection)).toEqual(publicPart(a.projection));
    // Of the Forest Deck every viewer got its count and the side up on its top card, never its
    // cards or their facings (no message carries a card's facing field at all).
    const state = match.state as ForestState;
    const top = state.deck[state.deck.length - 1];
    for (const c of all) {
      expect((c.projection?.view as ForestView).deck).toEqual({ count: state.deck.length, top: top ? upId(top) : null });
      expect(c.received.some((r) => JSON.stringify(r.message).includes('"showing"'))).toBe(false);
    }
    // The end: over for everyone with the winner, in the log, and the seed revealed.
    const status = a.projection?.status;
    expect(status?.over).toBe(true);
    expect(status?.winners).toEqual([1]);
    expect(status?.headline).toMatch(/^Seat 2 wins with \d+ renown$/);
    for (const c of all) {
      expect(c.projection?.log.find((e) => e.kind === 'end')?.text).toMatch(/^The journey is over: Seat 2 wins/);
      await c.until(() => c.state.over, 'over in the Schema state');
      expect(c.state.seed).toBe(tableSeed(LABEL));
      expect(createHash('sha256').update(c.state.seed).digest('hex')).toBe(c.state.seedCommit);
    }
  }, 60_000);
});
