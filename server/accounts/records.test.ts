/**
 * History and ratings (server/accounts/records.ts) on a MemoryStore's SQL: how a finished
 * game is classified and placed, ratings exactly as openskill rates the same teams and
 * ranks, one record per table however often it is written, and games that keep no rating.
 */
import { describe, expect, it } from 'vitest';
import { ordinal, rate, rating, type Rating } from 'openskill';
import { createMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { act } from '../../engine/core/undo.ts';
import { games } from '../../engine/games/registry.ts';
import { MemoryStore } from '../store/memory.ts';
import type { StoredAction } from '../store/types.ts';
import { INSERT_ACCOUNT, newAccount } from './accounts.ts';
import { bindSeat } from './seats.ts';
import {
  finishedRecord, ordinalOf, outcomeOf, placesOf, recordGame, writeRecord, type GameRecord, type OutcomeFacts, type RecordingTable, type RecordSeat,
} from './records.ts';

async function accounts(store: MemoryStore, ...names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const { account, userHandle } = newAccount(name, '#3b82f6', 1);
    await store.sql.run(INSERT_ACCOUNT, [account.id, account.name, account.color, userHandle, account.createdAt]);
    ids.push(account.id);
  }
  return ids;
}

function seat(seat: number, accountId: string | null, place: number, extra: Partial<RecordSeat> = {}): RecordSeat {
  return { seat, name: `P${seat}`, accountId, bot: false, role: null, won: place === 1, place, score: null, ...extra };
}

function record(code: string, seats: RecordSeat[], outcome: GameRecord['outcome'] = 'rated', gameId = 'forest'): GameRecord {
  return { code, gameId, startedAt: 1_000, finishedAt: 2_000, actions: 42, outcome, seats };
}

interface RatingDb { account_id: string; rating_key: string; mu: number; sigma: number; games: number }

async function ratingsOf(store: MemoryStore): Promise<Map<string, RatingDb>> {
  const rows = await store.sql.all<RatingDb>('SELECT account_id, rating_key, mu, sigma, games FROM ratings');
  return new Map(rows.map((r) => [`${r.account_id} ${r.rating_key}`, r]));
}

const rated = (r: RatingDb | undefined): Rating => ({ mu: Number(r?.mu), sigma: Number(r?.sigma) });

const FACTS: OutcomeFacts = { abandoned: false, botPlayed: false, seats: 3, cooperative: false, unbound: false };

describe('HIST classification', () => {
  it('HIST.1 the outcome is the first that applies: abandoned, bots, solo, cooperative, unrated, rated', () => {
    expect(outcomeOf(FACTS)).toBe('rated');
    expect(outcomeOf({ ...FACTS, unbound: true })).toBe('unrated');
    expect(outcomeOf({ ...FACTS, cooperative: true, unbound: true })).toBe('cooperative');
    expect(outcomeOf({ ...FACTS, seats: 1, cooperative: true })).toBe('solo');
    expect(outcomeOf({ ...FACTS, seats: 1, botPlayed: true })).toBe('bots');
    expect(outcomeOf({ ...FACTS, botPlayed: true, abandoned: true })).toBe('abandoned');
  });

  it('HIST.2 places: the winners 1, the others by score (ties share), 2 without scores', () => {
    expect(placesOf({ over: true, winners: [2], scores: { 0: 5, 1: 9, 2: 9, 3: 5 } }, 4)).toEqual([3, 2, 1, 3]);
    expect(placesOf({ over: true, winners: [0, 1], scores: { 0: 9, 1: 9, 2: 1 } }, 3)).toEqual([1, 1, 2]);
    expect(placesOf({ over: true, winners: [1] }, 3)).toEqual([2, 1, 2]);
    expect(placesOf({ over: true, winners: [] }, 2)).toEqual([2, 2]);
  });
});

describe('HIST ratings', () => {
  it('HIST.3 a rated game moves each rating exactly as openskill rates the same teams and ranks, game after game', async () => {
    const store = new MemoryStore();
    const [a, b, c] = await accounts(store, 'Ann', 'Ben', 'Cat');
    expect(await writeRecord(store.sql, record('G1', [seat(0, a!, 2), seat(1, b!, 1), seat(2, c!, 3)]), 5)).toBe(true);
    const first = rate([[rating()], [rating()], [rating()]], { rank: [2, 1, 3] });
    let now = await ratingsOf(store);
    [a, b, c].forEach((id, i) => {
      expect(rated(now.get(`${id} forest`))).toEqual(first[i]![0]);
      expect(now.get(`${id} forest`)?.games).toBe(1);
    });
    // The second game starts from the stored ratings.
    await writeRecord(store.sql, record('G2', [seat(0, c!, 1), seat(1, a!, 2)]), 6);
    const second = rate([[first[2]![0]!], [first[0]![0]!]], { rank: [1, 2] });
    now = await ratingsOf(store);
    expect(rated(now.get(`${c} forest`))).toEqual(second[0]![0]);
    expect(rated(now.get(`${a} forest`))).toEqual(second[1]![0]);
    expect(rated(now.get(`${b} forest`))).toEqual(first[1]![0]);
    expect(now.get(`${a} forest`)?.games).toBe(2);
    // Each player's change is kept with the game.
    const rows = await store.sql.all<{ seat: number; rating_key: string; mu_before: number; mu_after: number }>(
      'SELECT seat, rating_key, mu_before, mu_after FROM game_players WHERE code = ? ORDER BY seat', ['G2'],
    );
    expect(rows.map((r) => [r.rating_key, r.mu_before, r.mu_after])).toEqual([
      ['forest', first[2]![0]!.mu, second[0]![0]!.mu], ['forest', first[0]![0]!.mu, second[1]![0]!.mu],
    ]);
  });

  it('HIST.4 Root rates the game and each seat\'s faction, each as openskill does', async () => {
    const store = new MemoryStore();
    const [a, b] = await accounts(store, 'Ann', 'Ben');
    await writeRecord(store.sql, record('R1', [
      seat(0, a!, 1, { role: 'Honeycomb Clergy' }), seat(1, b!, 2, { role: 'Queenless Legion' }),
    ], 'rated', 'root'), 5);
    const expected = rate([[rating()], [rating()]], { rank: [1, 2] });
    const now = await ratingsOf(store);
    expect(rated(now.get(`${a} root`))).toEqual(expected[0]![0]);
    expect(rated(now.get(`${a} root:Honeycomb Clergy`))).toEqual(expected[0]![0]);
    expect(rated(now.get(`${b} root:Queenless Legion`))).toEqual(expected[1]![0]);
    expect(now.has(`${a} root:Queenless Legion`)).toBe(false);
    expect(now.size).toBe(4);
  });

  it('HIST.4b a profile shows openskill\'s own ordinal of each rating', () => {
    for (const r of [rating(), { mu: 27.3, sigma: 7.1 }, { mu: 19.9, sigma: 2.05 }]) expect(ordinalOf(r.mu, r.sigma)).toBeCloseTo(ordinal(r), 12);
  });

  it('HIST.5 a table is recorded once: written again, even at the same time, it changes nothing', async () => {
    const store = new MemoryStore();
    const [a, b] = await accounts(store, 'Ann', 'Ben');
    const game = record('G1', [seat(0, a!, 1), seat(1, b!, 2)]);
    const results = await Promise.all([writeRecord(store.sql, game, 5), writeRecord(store.sql, game, 5)]);
    expect(results.sort()).toEqual([false, true]);
    const once = await ratingsOf(store);
    expect(await writeRecord(store.sql, { ...game, seats: [seat(0, a!, 2), seat(1, b!, 1)] }, 9)).toBe(false);
    expect(await ratingsOf(store)).toEqual(once);
    expect(once.get(`${a} forest`)?.games).toBe(1);
    expect(await store.sql.all('SELECT seat FROM game_players WHERE code = ?', ['G1'])).toHaveLength(2);
  });

  it('HIST.6 a co-operative game keeps wins and losses and no rating; bot, abandoned and unrated games change no rating', async () => {
    const store = new MemoryStore();
    const [a, b] = await accounts(store, 'Ann', 'Ben');
    await writeRecord(store.sql, record('C1', [seat(0, a!, 1), seat(1, b!, 1)], 'cooperative', 'explorers'), 5);
    await writeRecord(store.sql, record('C2', [seat(0, a!, 2), seat(1, b!, 2)], 'cooperative', 'explorers'), 6);
    for (const [code, outcome] of [['B1', 'bots'], ['A1', 'abandoned'], ['U1', 'unrated']] as const) {
      await writeRecord(store.sql, record(code, [seat(0, a!, 1), seat(1, b!, 2)], outcome), 7);
    }
    expect((await ratingsOf(store)).size).toBe(0);
    const rows = await store.sql.all<{ code: string; won: number; rating_key: string | null; mu_after: number | null }>(
      'SELECT code, won, rating_key, mu_after FROM game_players WHERE account_id = ? ORDER BY code', [a],
    );
    expect(rows.map((r) => [r.code, r.won, r.rating_key, r.mu_after])).toEqual([
      ['A1', 1, null, null], ['B1', 1, null, null], ['C1', 1, null, null], ['C2', 0, null, null], ['U1', 1, null, null],
    ]);
    const outcomes = await store.sql.all<{ code: string; outcome: string }>('SELECT code, outcome FROM game_records ORDER BY code');
    expect(outcomes.map((r) => r.outcome)).toEqual(['abandoned', 'bots', 'cooperative', 'cooperative', 'unrated']);
  });
});

describe('HIST finished tables', () => {
  /** A stored free table of two seats with `moves` played (seat, action, who for it). */
  async function stored(moves: [number, Record<string, unknown>, StoredAction['by']?][]): Promise<{ store: MemoryStore; match: Match }> {
    const store = new MemoryStore();
    const game = games.sandbox!;
    const seed = 'a'.repeat(64);
    let match = createMatch(game, {}, 2, seed) as Match;
    await store.createTable({
      code: 'T1', gameId: 'sandbox', rulesVersion: game.rulesVersion, seats: 2, options: {}, seed, seedCommit: '', createdAt: 1, finishedAt: null,
    });
    for (const [seat, action, by] of moves) {
      const next = act(game, match, seat, action);
      if (isRuleError(next)) throw new Error(next.message);
      match = next.match;
      await store.appendAction('T1', { version: match.version, seat, action, at: match.version, ...(by ? { by } : {}) });
    }
    return { store, match };
  }

  const table = (match: Match, accounts: Map<number, string>) => ({
    code: 'T1', match, startedAt: 1, finishedAt: 9, names: ['Ann', 'Ben'], accounts, botSeats: [false, false],
  });

  it('HIST.7 a table a seat ended early is abandoned; one a bot acted at is a bot game; a guest seat leaves it unrated', async () => {
    const move = { t: 'move', id: 'meeple-1-1', x: -2, z: 0 };
    const ended = await stored([[0, move], [1, { t: 'end' }]]);
    expect(ended.match.version).toBe(2);
    const both = new Map([[0, 'acc-a'], [1, 'acc-b']]);
    const abandoned = await finishedRecord(ended.store, games.sandbox!, table(ended.match, both));
    expect(abandoned.outcome).toBe('abandoned');
    expect(abandoned.actions).toBe(2);
    expect(abandoned.seats.map((s) => [s.name, s.accountId, s.won])).toEqual([['Ann', 'acc-a', false], ['Ben', 'acc-b', false]]);
    // The same end, but one table had a bot act for a seat, the other a guest at seat 1; a
    // finished sandbox state judged without its ending action tells the classifier apart.
    const botted = await stored([[1, move, 'bot'], [0, move]]);
    const botRecord = await finishedRecord(botted.store, games.sandbox!, table(ended.match, both));
    expect(botRecord.outcome).toBe('bots');
    const guest = await stored([[1, move], [0, move]]);
    expect((await finishedRecord(guest.store, games.sandbox!, table(ended.match, new Map([[0, 'acc-a']])))).outcome).toBe('unrated');
    expect((await finishedRecord(guest.store, games.sandbox!, table(ended.match, both))).outcome).toBe('rated');
  });

  it('HIST.8 recordGame reads the seats\' accounts and names from the store after the writes before it; no account, no record', async () => {
    const move = { t: 'move', id: 'meeple-1-1', x: -2, z: 0 };
    const { store, match } = await stored([[0, move], [1, { t: 'end' }]]);
    const writes: Promise<void>[] = [];
    const table = (code: string): RecordingTable => ({
      code, game: games.sandbox!, match, settings: { clock: null, absent: 'wait', bots: [null, null] }, createdAt: 1,
      seating: { name: (seat: number) => `Seat ${seat + 1}` } as RecordingTable['seating'],
      ctx: { store } as unknown as RecordingTable['ctx'],
      persist: (write) => { writes.push(write()); },
    });
    recordGame(table('T1'), 9);
    await Promise.all(writes);
    expect(await store.sql.all('SELECT code FROM game_records')).toEqual([]);
    const [a] = await accounts(store, 'Ann');
    await bindSeat(store.sql, 'T1', 1, a!, 2);
    await store.seatPlayer('T1', 1, { name: 'Ann', color: '#3b82f6' });
    recordGame(table('T1'), 9);
    await Promise.all(writes);
    const rows = await store.sql.all<{ seat: number; name: string; account_id: string | null }>(
      'SELECT seat, name, account_id FROM game_players WHERE code = ? ORDER BY seat', ['T1'],
    );
    expect(rows).toEqual([{ seat: 0, name: 'Seat 1', account_id: null }, { seat: 1, name: 'Ann', account_id: a }]);
    expect(await store.sql.all('SELECT outcome, actions, started_at, finished_at FROM game_records')).toEqual([
      { outcome: 'abandoned', actions: 2, started_at: 1, finished_at: 9 },
    ]);
  });
});

describe('HIST what games declare', () => {
  it('HIST.9 Root names each seat\'s faction as its role; Explorers and Delve are co-operative, Into the Forest and Root are not', () => {
    const root = games.root!;
    const match = createMatch(root, { factions: ['clergy', 'legion'] }, 2, 'b'.repeat(64)) as Match;
    expect(root.roles?.(match.state)).toEqual(['Honeycomb Clergy', 'Queenless Legion']);
    expect([games.explorers, games.delve, games.forest, games.root, games.sandbox].map((g) => g?.cooperative === true)).toEqual([true, true, false, false, false]);
  });
});
