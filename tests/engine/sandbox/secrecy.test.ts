import { describe, expect, it } from 'vitest';
import { projectEvent, projectMatch, type Match } from '../../../engine/core/match.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { act, actAll, newTable } from '../../helpers/sandbox.ts';
import { hiddenNeedles, leaked } from '../../helpers/sandbox-secrets.ts';

/** DESIGN §2.3: each viewer receives only what it may see — view, table, prompts and log. */

const seen = (m: Match<SandboxState>, viewer: Viewer) => JSON.stringify(projectMatch(sandbox, m, viewer));

/**
 * The projection without the log entries whose secret was told to this viewer: those
 * legitimately name what it once saw (a peeked card now back in the deck, a card it
 * played face down).
 */
function seenButOwnSecrets(m: Match<SandboxState>, viewer: Viewer): string {
  const p = projectMatch(sandbox, m, viewer);
  const log = m.log
    .filter((e) => !(viewer !== 'spectator' && e.secret?.seats.includes(viewer)))
    .map((e) => projectEvent(e, viewer));
  return JSON.stringify({ ...p, log });
}

/** Seat 0 holds cards and tokens, seat 1 peeked and searched, a card lies face down. */
function scene(): Match<SandboxState> {
  let m = newTable(3, 'secrets');
  m = actAll(m, 0, [
    { t: 'draw', deck: 'deck', n: 4, to: 'hand' },
    { t: 'bagDraw', bag: 'bag', to: 'hand' },
    { t: 'bagDraw', bag: 'bag', to: 'hand' },
    { t: 'roll', ids: ['die-d12', 'die-d20'] },
  ]);
  const first = m.state.hands[0]![0]!.id;
  m = act(m, 0, { t: 'play', id: first, x: 0, z: 0, faceUp: false }).match;
  m = actAll(m, 1, [
    { t: 'peek', deck: 'deck', n: 3 },
    { t: 'search', deck: 'deck', face: 'QH' },
    { t: 'shuffle', deck: 'deck' },
    { t: 'deal', deck: 'deck', n: 1 },
  ]);
  return m;
}

describe('sandbox secrecy', () => {
  it("no other seat or spectator receives a seat's hand, the deck, the bag's kinds, face-down faces or the Rng", () => {
    const m = scene();
    for (const viewer of [1, 2, 'spectator'] as Viewer[]) {
      const needles = hiddenNeedles(m, viewer);
      expect(needles.length).toBeGreaterThan(50);
      expect(leaked(seenButOwnSecrets(m, viewer), needles)).toEqual([]);
    }
  });

  it('the owner sees its own hand, but still not the deck or the bag', () => {
    const m = scene();
    const mine = projectMatch(sandbox, m, 0);
    const hand = m.state.hands[0]!;
    expect(mine.table.hands['0']?.cards?.map((c) => c.id)).toEqual(hand.map((h) => h.id));
    expect(leaked(seenButOwnSecrets(m, 0), hiddenNeedles(m, 0))).toEqual([]);
    // Its own secrets name what it once saw, and nobody else's.
    expect(mine.log.filter((e) => e.seat === 0 && e.kind === 'draw')[0]?.text).toMatch(/^You drew /);
  });

  it('the bag shows only its count: no token kind appears while all are in the bag', () => {
    const m = newTable(2, 'bag');
    for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
      const text = seen(m, viewer);
      expect(text).not.toMatch(/fox|rabbit|mouse|bird/i);
      expect(projectMatch(sandbox, m, viewer).table.pieces.bag?.count).toBe(11);
    }
  });

  it('tokens drawn into a hand stay unnamed for everyone else, log included', () => {
    const m = actAll(newTable(2, 'bag2'), 0, Array.from({ length: 4 }, () => ({ t: 'bagDraw', bag: 'bag', to: 'hand' })));
    for (const viewer of [1, 'spectator'] as Viewer[]) expect(seen(m, viewer)).not.toMatch(/fox|rabbit|mouse|bird/i);
    expect(seen(m, 0)).toMatch(/fox|rabbit|mouse|bird/i);
  });

  it('a deck shows its count and back design only, never its order', () => {
    const m = newTable(2, 'deck');
    const view = projectMatch(sandbox, m, 1).view as { pieces: Record<string, unknown> };
    expect(view.pieces.deck).toEqual({ id: 'deck', x: -8, z: -3, y: 0, rot: 0, kind: 'deck', name: 'Deck', design: 'woodland', count: 56 });
  });

  it('never projects the id counter or the Rng state', () => {
    const m = scene();
    const text = seen(m, 'spectator');
    expect(text).not.toContain('nextId');
    expect(text).not.toContain('"rng"');
    for (const w of m.rng.s) expect(text).not.toContain(String(w));
  });

  it('ids are opaque: whatever leaves a hidden place gets a fresh p<n> id', () => {
    let m = newTable(2, 'ids');
    m = act(m, 0, { t: 'draw', deck: 'deck', n: 2, to: 'hand' }).match;
    const [a] = m.state.hands[0]!;
    m = act(m, 0, { t: 'play', id: a!.id, x: 0, z: 0, faceUp: false }).match;
    m = act(m, 0, { t: 'bagDraw', bag: 'bag', to: 'table' }).match;
    m = act(m, 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    const fresh = Object.keys(m.state.pieces).filter((id) => id.startsWith('p'));
    expect(fresh).toEqual(['p3', 'p4', 'p5']);
    expect(m.state.pieces[a!.id]).toBeUndefined();
  });

  it('random play through prompts never puts a hidden identity into any view, table or prompt list', () => {
    const rng = new Rng(seedRng('secrecy-walk'));
    let m = newTable(3, 'walk');
    for (let step = 0; step < 400; step++) {
      const seat = rng.int(3);
      const prompts = sandbox.prompts(m.state, seat).filter((p) => !p.ends);
      const prompt = rng.pick(prompts);
      m = act(m, seat, rng.pick(prompt.actions)).match;
      if (step % 40 !== 39) continue;
      for (const viewer of [0, 1, 2, 'spectator'] as Viewer[]) {
        const p = projectMatch(sandbox, m, viewer);
        const text = JSON.stringify({ view: p.view, table: p.table, prompts: p.prompts });
        expect(leaked(text, hiddenNeedles(m, viewer))).toEqual([]);
      }
    }
  });
});
