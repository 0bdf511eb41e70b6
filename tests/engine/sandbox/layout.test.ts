import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import { layoutOf } from '../../../engine/games/sandbox/layout.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { act, actAll, newTable } from '../../helpers/sandbox.ts';

/** A table laid out from a box (docs/BOX.md): the free table's `layout` option. */

const ref = (name: string) => `REF_${name}`.padEnd(32, 'x');

function fromLayout(options: unknown, seats = 2): Match<SandboxState> {
  const parsed = sandbox.parseOptions(options, 2);
  if (isRuleError(parsed)) throw new Error(parsed.message);
  const m = createMatch(sandbox, parsed, seats, 'layout');
  if (isRuleError(m)) throw new Error(m.message);
  return m as Match<SandboxState>;
}

describe('a table laid out from a box', () => {
  it('keeps every piece where it lay, stacked alike, with fresh ids; decks come shuffled; hands go back to their seats', () => {
    let m = newTable(3, 'saved');
    m = act(m, 0, { t: 'add', x: 15, z: 8, what: { kind: 'cards', name: 'Monsters', cover: ref('back'), cards: [1, 2, 3, 4, 5].map((i) => ({ face: ref(`F${i}`) })) } }).match;
    m = actAll(m, 1, [{ t: 'draw', deck: 'deck', n: 2, to: 'hand' }, { t: 'move', id: 'die-d6a', x: -4.5, z: -3 }, { t: 'lock', id: 'tile-1', locked: true }]);
    const layout = layoutOf(m.state);
    const next = fromLayout({ layout }, 3).state;
    const pieces = Object.values(next.pieces);
    expect(pieces.length).toBe(Object.keys(m.state.pieces).length);
    expect(Object.keys(next.pieces).every((id) => /^p\d+$/.test(id))).toBe(true);
    const die = pieces.find((p) => p.kind === 'die' && p.spec.name === 'red d6')!;
    expect(die).toMatchObject({ x: -4.5, z: -3, y: m.state.pieces['die-d6a']!.y });
    expect(pieces.find((p) => p.kind === 'tile' && p.tile.face === 'crossroads')!.locked).toBe(true);
    const monsters = pieces.find((p) => p.kind === 'deck' && p.name === 'Monsters');
    expect(monsters?.kind === 'deck' && monsters.cards.map((c) => c.front.face).sort()).toEqual([1, 2, 3, 4, 5].map((i) => ref(`F${i}`)).sort());
    expect(next.hands[1]!.map((h) => h.kind === 'card' && h.card.front.face)).toEqual(m.state.hands[1]!.map((h) => h.kind === 'card' && h.card.front.face));
  });

  it('a layout that is not one, or whose piece would lie off the table, is refused whole with the reason', () => {
    const bad = [
      { layout: { pieces: [{ kind: 'dragon', x: 0, z: 0, rot: 0 }] } },
      { layout: { pieces: [{ kind: 'counter', label: 'Score', color: '#123456', value: 1, x: 0, z: 0, rot: 0, extra: 1 }] } },
      { layout: { pieces: [{ kind: 'board', label: 'Map', w: 30, d: 30, color: '#123456', x: 20, z: 0, rot: 0 }] } },
      'not an object',
    ];
    for (const options of bad) {
      const r = sandbox.parseOptions(options, 2);
      expect(isRuleError(r) && r.code, JSON.stringify(options)).toMatch(/^sandbox\/bad-(layout|options)$/);
    }
    expect(sandbox.parseOptions({}, 2)).toEqual({});
  });
});
