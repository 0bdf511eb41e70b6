import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import { HOLD_MS, MAX_FOCUS_PIECES, MIN_SHOT_MS, START, focusOfChange, focusOn, focusShot, onFocus, onTick } from './director.ts';

function piece(id: string, x: number, z: number, kind: TablePiece['kind'] = 'meeple'): TablePiece {
  return { id, kind, x, z } as TablePiece;
}

describe('director: what to frame', () => {
  it('director: a moved piece is framed with both ends of its path', () => {
    const f = focusOfChange({ a: piece('a', 0, 0), b: piece('b', 5, 5) }, { a: piece('a', 4, 0), b: piece('b', 5, 5) });
    expect(f).toMatchObject({ x: 2, z: 0, reason: 'move' });
    expect(f!.radius).toBeGreaterThanOrEqual(2);
  });

  it('director: a placed tile and a removed warrior (a battle) are framed together', () => {
    const f = focusOfChange({ w: piece('w', 10, 10) }, { t: piece('t', 12, 10, 'tile') });
    expect(f).toMatchObject({ x: 11, z: 10 });
  });

  it('director: nothing changed, dice only, or a whole reshuffle: no shot', () => {
    expect(focusOfChange({ a: piece('a', 1, 1) }, { a: piece('a', 1, 1) })).toBeNull();
    expect(focusOfChange({ d: piece('d', 1, 1, 'die') }, { d: piece('d', 9, 9, 'die') })).toBeNull();
    const many = Object.fromEntries(Array.from({ length: MAX_FOCUS_PIECES + 1 }, (_, i) => [`p${i}`, piece(`p${i}`, i, 0)]));
    expect(focusOfChange({}, many)).toBeNull();
    expect(focusOfChange(null, many)).toBeNull();
  });

  it('director: dice are framed where they land', () => {
    expect(focusOn([[2, 2], [4, 6]], 'dice')).toMatchObject({ x: 3, z: 4, reason: 'dice' });
  });

  it('director: a focus shot comes closer than the overview but not too close', () => {
    const shot = focusShot(focusOn([[0, 0]], 'dice')!, 44);
    expect(shot.distance).toBeGreaterThanOrEqual(14);
    expect(shot.distance).toBeLessThan(44);
  });
});

describe('director: pacing', () => {
  const f1 = focusOn([[1, 1]], 'move')!;
  const f2 = focusOn([[9, 9]], 'dice')!;

  it('director: a shot is held at least MIN_SHOT_MS; a newer event waits, then gets its turn', () => {
    let s = onFocus(START, f1, 1000);
    expect(s).toMatchObject({ shot: 'focus', focus: f1 });
    s = onFocus(s, f2, 1000 + MIN_SHOT_MS - 1);
    expect(s.focus).toBe(f1);
    expect(onTick(s, 1000 + MIN_SHOT_MS - 1).focus).toBe(f1);
    s = onTick(s, 1000 + MIN_SHOT_MS);
    expect(s).toMatchObject({ shot: 'focus', focus: f2, since: 1000 + MIN_SHOT_MS, queued: null });
  });

  it('director: after HOLD_MS the camera returns to the overview, and holds that too', () => {
    let s = onFocus(START, f1, 0);
    expect(onTick(s, HOLD_MS - 1).shot).toBe('focus');
    s = onTick(s, HOLD_MS);
    expect(s.shot).toBe('overview');
    s = onFocus(s, f2, HOLD_MS + 10);
    expect(s.shot).toBe('overview');
    expect(onTick(s, HOLD_MS + MIN_SHOT_MS).focus).toBe(f2);
  });
});
