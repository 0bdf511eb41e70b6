/**
 * Delve's table projection: the hex map as tiles, minis and standees with health, the two
 * slots that turn up together at the reveal, the initiative track, public piles.
 */
import { describe, expect, it } from 'vitest';
import { projectMatch, type Match, createMatch, applyAction } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { delve } from '../../../engine/games/delve/index.ts';
import { HEX_KEYS } from '../../../engine/games/delve/map.ts';
import type { DelveState } from '../../../engine/games/delve/state.ts';
import { hexCentre } from '../../../engine/games/delve/table.ts';

function start(): Match {
  const m = createMatch(delve, { characters: ['warden', 'shade'] }, 2, 'table');
  if (isRuleError(m)) throw new Error(m.message);
  return m;
}

function apply(m: Match, seat: number, action: unknown): Match {
  const r = applyAction(delve, m, seat, action);
  if (isRuleError(r)) throw new Error(r.message);
  return r.match;
}

describe('Delve on the table', () => {
  it('every hex of the map is a hex tile; no two overlap; the map lies on the table', () => {
    const pieces = Object.values(projectMatch(delve, start(), 'spectator').table.pieces);
    const hexes = pieces.filter((p) => p.model === 'hex-tile');
    expect(hexes).toHaveLength(HEX_KEYS.length);
    for (const a of HEX_KEYS) {
      for (const b of HEX_KEYS) {
        if (a === b) continue;
        const pa = hexCentre(a);
        const pb = hexCentre(b);
        expect(Math.hypot(pa.x - pb.x, pa.z - pb.z)).toBeGreaterThan(1.9);
      }
    }
    for (const p of pieces) {
      expect(Math.abs(p.x)).toBeLessThan(24);
      expect(Math.abs(p.z)).toBeLessThan(16);
    }
  });

  it('characters are minis in their seat\'s colour, monsters standees with a health token', () => {
    const { pieces } = projectMatch(delve, start(), 0).table;
    expect(pieces['char-0']).toMatchObject({ kind: 'meeple', model: 'meeple', owner: 0 });
    expect(pieces['char-0']!.color).toBeUndefined();
    const s = start().state as DelveState;
    const m = s.monsters[0]!;
    expect(pieces[`monster-${m.id}`]).toMatchObject({ kind: 'meeple', model: 'standee' });
    expect(pieces[`monster-${m.id}-health`]).toMatchObject({ kind: 'token', label: String(m.health) });
  });

  it('the slots keep their ids and turn face up together at the reveal; the initiative track appears in order', () => {
    let m = apply(start(), 0, { t: 'select', cards: ['warden-bash', 'warden-charge'] });
    const before = projectMatch(delve, m, 1).table.pieces;
    expect(before['slot-0-0']).toMatchObject({ faceUp: false });
    expect(before['slot-1-0']).toBeUndefined();
    m = apply(m, 1, { t: 'select', cards: ['shade-step', 'shade-kill'] });
    const after = projectMatch(delve, m, 1).table.pieces;
    expect(after['slot-0-0']).toMatchObject({ faceUp: true, face: 'warden-bash', label: 'Shield Bash' });
    expect(after['slot-0-1']).toMatchObject({ faceUp: true, face: 'warden-charge' });
    expect(after['slot-1-0']).toMatchObject({ faceUp: true, face: 'shade-step' });
    const track = Object.values(after).filter((p) => /^init-\d+$/.test(p.id)).sort((a, b) => a.x - b.x).map((p) => Number(p.label));
    expect(track).toEqual([...track].sort((a, b) => a - b));
    expect(track[0]).toBe(5);
  });

  it('discard and lost piles lie face up, readable by everyone; hands never', () => {
    const m = start();
    const s = structuredClone(m.state) as DelveState;
    s.chars[0]!.discard = ['warden-bash'];
    s.chars[0]!.lost = ['warden-crush'];
    s.chars[0]!.hand = s.chars[0]!.hand.filter((x) => x !== 'warden-bash' && x !== 'warden-crush');
    const { pieces } = projectMatch(delve, { ...m, state: s }, 'spectator').table;
    expect(pieces['card-warden-bash']).toMatchObject({ faceUp: true, face: 'warden-bash' });
    expect(pieces['card-warden-crush']).toMatchObject({ faceUp: true, label: 'Crushing Blow (lost)' });
    expect(pieces['card-warden-guard']).toBeUndefined();
  });
});
