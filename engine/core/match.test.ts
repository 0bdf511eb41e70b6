import { describe, expect, it } from 'vitest';
import { PROJECTED_LOG_LENGTH, appendLog, applyAction, createMatch, projectEvent, projectMatch, type Match } from './match.ts';
import { viewersOf } from './reveals.ts';
import type { GameModule } from './module.ts';
import { isRuleError, ruleError } from './result.ts';
import type { SeatId, Viewer } from './types.ts';

/**
 * A tiny inline game: each seat holds a secret number; 'add' adds a die roll to a public
 * total and tells only the actor the roll; 'peek' tells the actor a secret; the game ends
 * at a total of 10 or more.
 */
interface S { total: number; secrets: number[] }
type A = { t: 'add' } | { t: 'bad' } | { t: 'peek' };
const counter: GameModule<S, A, { total: number; mine: number | null }> = {
  id: 'counter', name: 'Counter', rulesVersion: 1, minSeats: 1, maxSeats: 3, concurrent: false,
  parseOptions: (raw) => (raw === 'nope' ? ruleError('counter/bad-options', 'No.') : {}),
  parseAction: (raw) => {
    const t = (raw as { t?: unknown })?.t;
    return t === 'add' || t === 'bad' || t === 'peek' ? { t } : ruleError('counter/bad-action', 'Unknown action.');
  },
  setup: (_o, seats, rng) => ({ total: 0, secrets: Array.from({ length: seats }, () => rng.int(1000)) }),
  apply: (draft, seat, a, rng) => {
    if (a.t === 'bad') {
      draft.total = -99; // a handler that mutates before failing: the match layer must drop it
      rng.nextU32();
      return ruleError('counter/bad', 'Bad move.');
    }
    if (a.t === 'peek') {
      // The seat's own secret, which its view shows already: nobody is shown anything.
      return { state: draft, events: [{ kind: 'peek', seat, text: 'Someone peeked.', secret: { seats: [seat], text: `Secret ${draft.secrets[seat]}` } }], reveals: [] };
    }
    const roll = rng.int(6) + 1;
    draft.total += roll;
    return {
      state: draft,
      events: [{ kind: 'add', seat, text: 'Added a roll.', data: { total: draft.total }, secret: { seats: [seat], text: `You rolled ${roll}.`, data: { roll } } }],
      // A roll, seen in the total by everyone (randomness, which undo refuses in any case).
      reveals: viewersOf(draft.secrets.length),
    };
  },
  scramble: (s, viewer, rng) => ({ ...s, secrets: s.secrets.map((x, i) => (i === viewer ? x : rng.int(1000))) }),
  view: (s, viewer) => ({ total: s.total, mine: viewer === 'spectator' ? null : (s.secrets[viewer] ?? null) }),
  prompts: (s) => (s.total >= 10 ? [] : [{ key: 'add', label: 'Add', actions: [{ t: 'add' }] }]),
  table: () => ({ pieces: {}, hands: {} }),
  status: (s) => ({ over: s.total >= 10, headline: `Total ${s.total}` }),
};

function start(seed = 'm'): Match<S> {
  const m = createMatch(counter, {}, 2, seed);
  if (isRuleError(m)) throw new Error(m.code);
  return m as Match<S>;
}
function step(m: Match<S>, seat: SeatId, a: unknown): Match<S> {
  const r = applyAction(counter, m, seat, a);
  if (isRuleError(r)) throw new Error(r.code);
  return r.match as Match<S>;
}

describe('match layer', () => {
  it('creates a match deterministically from the seed', () => {
    expect(JSON.stringify(start('x'))).toBe(JSON.stringify(start('x')));
    expect(JSON.stringify(start('x'))).not.toBe(JSON.stringify(start('y')));
    expect(start().version).toBe(0);
  });

  it('rejects a seat count outside the game and bad options', () => {
    expect(createMatch(counter, {}, 4, 's')).toMatchObject({ code: 'match/bad-seats' });
    expect(createMatch(counter, {}, 0, 's')).toMatchObject({ code: 'match/bad-seats' });
    expect(createMatch(counter, 'nope', 2, 's')).toMatchObject({ code: 'counter/bad-options' });
  });

  it('bumps the version by one per accepted action and stamps its events', () => {
    const m1 = step(start(), 0, { t: 'add' });
    const m2 = step(m1, 1, { t: 'add' });
    expect([m1.version, m2.version]).toEqual([1, 2]);
    expect(m2.log.map((e) => e.v)).toEqual([1, 2]);
  });

  it('never changes the match it was given', () => {
    const m = start();
    const before = JSON.stringify(m);
    step(m, 0, { t: 'add' });
    expect(JSON.stringify(m)).toBe(before);
  });

  it('a rejected action changes nothing, even if the handler mutated its draft', () => {
    const m = start();
    const before = JSON.stringify(m);
    expect(applyAction(counter, m, 0, { t: 'bad' })).toMatchObject({ code: 'counter/bad' });
    expect(JSON.stringify(m)).toBe(before);
  });

  it('rejects unknown seats, bad payloads and actions after the end', () => {
    const m = start();
    expect(applyAction(counter, m, 2, { t: 'add' })).toMatchObject({ code: 'match/no-seat' });
    expect(applyAction(counter, m, -1, { t: 'add' })).toMatchObject({ code: 'match/no-seat' });
    expect(applyAction(counter, m, 0, { t: 'fly' })).toMatchObject({ code: 'counter/bad-action' });
    let over = m;
    while (!counter.status(over.state).over) over = step(over, 0, { t: 'add' });
    expect(applyAction(counter, over, 0, { t: 'add' })).toMatchObject({ code: 'match/over' });
  });

  it('replays identically from the same seed and actions', () => {
    const play = () => [0, 1, 0, 1].reduce((m, seat) => step(m, seat, { t: seat === 0 ? 'add' : 'peek' }), start('replay'));
    expect(JSON.stringify(play())).toBe(JSON.stringify(play()));
  });
});

describe('projection of events and matches', () => {
  const e = {
    v: 3, kind: 'draw', seat: 0, text: 'Seat 1 drew a card.', data: { n: 1 },
    secret: { seats: [0], text: 'You drew Q♥.', data: { card: 'QH' } },
  };

  it('gives the secret text and data to the seats named in the secret', () => {
    expect(projectEvent(e, 0)).toEqual({ v: 3, kind: 'draw', seat: 0, text: 'You drew Q♥.', data: { card: 'QH' } });
  });

  it('gives only the public text and data to other seats and spectators', () => {
    for (const viewer of [1, 'spectator'] as Viewer[]) {
      const seen = projectEvent(e, viewer);
      expect(seen).toEqual({ v: 3, kind: 'draw', seat: 0, text: 'Seat 1 drew a card.', data: { n: 1 } });
      expect(JSON.stringify(seen)).not.toContain('QH');
    }
  });

  it('falls back to the public data when a secret has none', () => {
    const bare = { v: 1, kind: 'peek', text: 'Peeked.', data: { n: 2 }, secret: { seats: [1], text: 'Saw 2.' } };
    expect(projectEvent(bare, 1)).toEqual({ v: 1, kind: 'peek', text: 'Saw 2.', data: { n: 2 } });
  });

  it('fairness: never projects a hidden outcome, to anyone; passes the server\'s commit to everyone', () => {
    const shuffled = {
      v: 4, kind: 'shuffle', seat: 1, text: 'Seat 2 shuffled Deck.', data: { deck: 'deck' },
      hidden: { type: 'shuffle' as const, container: 'deck', result: ['QH', 'KS', 'AC'] },
      secret: { seats: [1], text: 'You shuffled Deck.' },
      commit: 'ab'.repeat(32),
    };
    for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
      const seen = projectEvent(shuffled, viewer);
      expect(seen.commit).toBe('ab'.repeat(32));
      expect(seen).not.toHaveProperty('hidden');
      expect(JSON.stringify(seen)).not.toMatch(/QH|KS|AC/);
    }
  });

  it('projects view, prompts, status and log without the Rng', () => {
    let m = start('proj');
    m = step(m, 0, { t: 'peek' });
    m = step(m, 1, { t: 'add' });
    const mine = projectMatch(counter, m, 0);
    expect(mine.view).toEqual({ total: m.state.total, mine: m.state.secrets[0] });
    expect(mine.prompts.length).toBeGreaterThan(0);
    expect(mine.log[0]?.text).toBe(`Secret ${m.state.secrets[0]}`);
    expect(mine.log[1]?.text).toBe('Added a roll.');
    const spectator = projectMatch(counter, m, 'spectator');
    expect(spectator.prompts).toEqual([]);
    const json = JSON.stringify(spectator);
    for (const word of m.rng.s) expect(json).not.toContain(String(word));
    expect(json).not.toContain('rng');
    expect(json).not.toContain(`Secret ${m.state.secrets[0]}`);
  });

  it('carries only the most recent log entries', () => {
    let m = start('long');
    for (let i = 0; i < PROJECTED_LOG_LENGTH + 5; i++) m = step(m, 0, { t: 'peek' });
    const p = projectMatch(counter, m, 1);
    expect(p.log).toHaveLength(PROJECTED_LOG_LENGTH);
    expect(p.log[0]?.v).toBe(6);
  });
});

describe('the match log', () => {
  it('keeps the last PROJECTED_LOG_LENGTH events, and every event of the newest action', () => {
    const ev = (v: number, n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'x', text: `${v}.${i}`, v }));
    let log = appendLog([], ev(1, 60));
    log = appendLog(log, ev(2, 60));
    expect(log).toHaveLength(PROJECTED_LOG_LENGTH);
    expect(log[0]!.text).toBe('1.20');
    expect(log.at(-1)!.text).toBe('2.59');
    const big = appendLog(log, ev(3, PROJECTED_LOG_LENGTH + 5));
    expect(big).toHaveLength(PROJECTED_LOG_LENGTH + 5);
    expect(big.every((e) => e.v === 3)).toBe(true);
  });

  it('a long game stores a bounded log: never copied whole, never longer than a projection needs', () => {
    let m = start('long');
    for (let i = 0; i < 400; i++) m = step(m, 0, { t: 'peek' });
    expect(m.version).toBe(400);
    expect(m.log).toHaveLength(PROJECTED_LOG_LENGTH);
    expect(m.log.at(-1)!.v).toBe(400);
  });
});
